package org.replays4j.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicOutputTest {
  @TempDir Path dir;

  private List<String> names() throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }

  @Test
  void the_old_file_stays_unchanged_until_commit_then_the_new_one_replaces_it() throws Exception {
    Path dest = dir.resolve("out.csv");
    Files.writeString(dest, "old");
    try (AtomicOutput out = AtomicOutput.create(dest)) {
      assertThat(out.temporary().getParent()).isEqualTo(dest.toAbsolutePath().getParent());
      assertThat(out.temporary().getFileName().toString())
          .isEqualTo(".out.csv.replays4j-tmp-" + ProcessHandle.current().pid());
      try (OutputStream os = out.newOutputStream()) {
        os.write("new".getBytes(StandardCharsets.UTF_8));
      }
      assertThat(Files.readString(dest)).isEqualTo("old");
      out.commit();
      assertThat(out.committed()).isTrue();
    }
    assertThat(Files.readString(dest)).isEqualTo("new");
    assertThat(names()).containsExactly("out.csv");
  }

  @Test
  void closing_an_uncommitted_output_deletes_its_temporary_file_and_keeps_the_old_one()
      throws Exception {
    Path dest = dir.resolve("out.arrow");
    Files.writeString(dest, "old");
    AtomicOutput out = AtomicOutput.create(dest);
    Files.writeString(out.temporary(), "half");
    out.close();
    out.close();
    assertThat(out.committed()).isFalse();
    assertThat(names()).containsExactly("out.arrow");
    assertThat(Files.readString(dest)).isEqualTo("old");
    assertThatThrownBy(out::commit).isInstanceOf(IllegalStateException.class);
  }

  @Test
  void two_outputs_to_the_same_name_get_distinct_temporary_files() throws Exception {
    Path dest = dir.resolve("x.jsonl");
    try (AtomicOutput a = AtomicOutput.create(dest);
        AtomicOutput b = AtomicOutput.create(dest)) {
      assertThat(a.temporary()).isNotEqualTo(b.temporary());
      assertThat(AtomicOutput.isTemporaryName(b.temporary().getFileName().toString())).isTrue();
    }
    assertThat(names()).isEmpty();
  }

  @Test
  void commit_all_moves_every_output() throws Exception {
    AtomicOutput a = AtomicOutput.create(dir.resolve("a"));
    AtomicOutput b = AtomicOutput.create(dir.resolve("b"));
    Files.writeString(a.temporary(), "A");
    Files.writeString(b.temporary(), "B");
    AtomicOutput.commitAll(List.of(a, b));
    assertThat(names()).containsExactly("a", "b");
    assertThat(Files.readString(dir.resolve("b"))).isEqualTo("B");
  }

  @Test
  void stale_temporary_files_of_dead_processes_are_removed_and_others_kept() throws Exception {
    Process p = new ProcessBuilder("true").start();
    p.waitFor();
    long dead = p.pid();
    long alive = ProcessHandle.current().pid();
    Files.writeString(dir.resolve(".t.csv.replays4j-tmp-" + dead), "");
    Files.writeString(dir.resolve(".t.csv.replays4j-tmp-" + dead + "-2"), "");
    Files.writeString(dir.resolve(".t.csv.replays4j-tmp-" + alive), "");
    Files.writeString(dir.resolve(".t.csv.replays4j-tmp-notapid"), "");
    Files.writeString(dir.resolve("t.csv.replays4j-tmp-" + dead), "");
    assertThat(AtomicOutput.removeStale(dir)).isEqualTo(2);
    assertThat(names())
        .containsExactly(
            ".t.csv.replays4j-tmp-" + alive,
            ".t.csv.replays4j-tmp-notapid",
            "t.csv.replays4j-tmp-" + dead);
  }

  @Test
  void the_temporary_name_pattern_recognises_only_its_own_names() {
    assertThat(AtomicOutput.ownerPid(".a.b.replays4j-tmp-123")).contains(123L);
    assertThat(AtomicOutput.ownerPid(".a.replays4j-tmp-123-4")).contains(123L);
    assertThat(AtomicOutput.ownerPid("a.replays4j-tmp-123")).isEmpty();
    assertThat(AtomicOutput.ownerPid(".a.replays4j-tmp-")).isEmpty();
    assertThat(AtomicOutput.ownerPid(".a.replays4j-tmp-1x")).isEmpty();
  }
}
