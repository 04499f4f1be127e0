package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.teehistorian.TeehistorianSynthetic;
import org.replays4j.testkit.ForkedJvm;
import org.replays4j.testkit.XzFiles;

/**
 * Parallel decodes share one memory budget: four {@code .teehistorian.xz} files whose headers ask
 * for a 96 MiB dictionary each, inspected with {@code -t 4} in a 256 MB heap, are all read (each
 * waits for the dictionary before it instead of running the heap out), and a file asking for a
 * dictionary larger than the whole budget fails alone with {@code LIMIT_EXCEEDED}.
 */
class ProcessBudgetTest {
  @TempDir Path tmp;

  @Test
  void four_files_with_96_MiB_dictionaries_wait_for_each_other_and_one_too_large_fails_alone()
      throws Exception {
    List<String> args = new ArrayList<>(List.of("inspect", "-t", "4", "--no-progress"));
    for (int i = 0; i < 4; i++) {
      Path f = tmp.resolve("game" + i + ".teehistorian.xz");
      Files.write(f, XzFiles.announcing(TeehistorianSynthetic.bytes(4, 2_000, i), 96L << 20));
      args.add(f.toString());
    }
    Path huge = tmp.resolve("huge.teehistorian.xz");
    Files.write(huge, XzFiles.announcing(TeehistorianSynthetic.bytes(4, 100, 9), 192L << 20));
    args.add(huge.toString());
    ForkedJvm.Result r = ForkedJvm.run(Main.class, List.of(), args, "256m", Duration.ofMinutes(2));
    assertThat(r.output())
        .as(r.output())
        .contains("5 files: 4 ok, 1 failed")
        .contains("huge.teehistorian.xz")
        .contains("memory budget")
        .doesNotContain("OutOfMemoryError")
        .doesNotContain("out of memory");
    assertThat(r.exitCode()).as(r.output()).isEqualTo(1);
  }
}
