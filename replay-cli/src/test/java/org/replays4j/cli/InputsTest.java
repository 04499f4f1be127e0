package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InputsTest {
  @TempDir Path tmp;

  @Test
  void directoriesAreWalkedInPathOrderSkippingHiddenEntriesAndDirectoryLinks() throws IOException {
    Path d = Files.createDirectories(tmp.resolve("d"));
    Files.createDirectories(d.resolve("b/c"));
    Files.write(d.resolve("b/c/z.slp"), new byte[1]);
    Files.write(d.resolve("a.slp"), new byte[1]);
    Files.write(d.resolve("b/y.slp"), new byte[1]);
    Files.write(d.resolve(".hidden.slp"), new byte[1]);
    Files.createDirectories(d.resolve(".cache"));
    Files.write(d.resolve(".cache/x.slp"), new byte[1]);
    Path outside = Files.createDirectories(tmp.resolve("outside"));
    Files.write(outside.resolve("o.slp"), new byte[1]);
    Files.createSymbolicLink(d.resolve("linkdir"), outside);
    Files.createSymbolicLink(d.resolve("linkfile.slp"), outside.resolve("o.slp"));

    List<Inputs.Input> in = Inputs.expand(List.of(d));
    assertThat(in)
        .extracting(i -> d.relativize(i.path()).toString())
        .containsExactly("a.slp", "b/c/z.slp", "b/y.slp", "linkfile.slp");
    assertThat(in).allSatisfy(i -> assertThat(i.problem()).isNull());
  }

  @Test
  void explicitArgumentsKeepTheirOrderAndMissingOnesBecomeProblems() throws IOException {
    Path a = Files.write(tmp.resolve("a"), new byte[1]);
    Path b = Files.write(tmp.resolve(".b"), new byte[1]);
    List<Inputs.Input> in = Inputs.expand(List.of(b, tmp.resolve("missing"), a));
    assertThat(in).extracting(Inputs.Input::path).containsExactly(b, tmp.resolve("missing"), a);
    assertThat(in.get(1).problem()).isEqualTo("no such file or directory");
    assertThat(in.get(0).problem()).isNull();
  }
}
