package org.replays4j.plot;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.testkit.TestFiles;

/** Real games of every format draw (skipped without the shared corpus); written under target/. */
class CorpusPicturesTest {
  @ParameterizedTest
  @ValueSource(
      strings = {
        "slippi/Game_20221227T212019.slp",
        "slippi/doubles.slp",
      })
  void aRealGameDraws(String rel) throws Exception {
    Path file = TestFiles.sharedFile("corpus/" + rel, "no corpus");
    List<Picture> pics = Plots.ofFile(file, DecodeLimits.DEFAULT);
    assertThat(pics).isNotEmpty();
    Path dir = Path.of("target/plots/corpus");
    Files.createDirectories(dir);
    for (Picture p : pics) {
      String base = file.getFileName() + "." + p.name();
      Files.writeString(dir.resolve(base + ".svg"), p.svg());
      Files.write(dir.resolve(base + ".png"), p.png());
    }
  }
}
