package org.replays4j.teehistorian.spi;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.testkit.AnalysisContract;
import org.replays4j.testkit.TestFiles;

/**
 * One request for everything (events, every table, summary, stats tree, shared view) equals the
 * separate calls and reads the file once (AnalysisContract), on every testdata recording and its
 * first half.
 */
class TeehistorianOnePassTest {
  @Test
  void oneRequestForEverythingEqualsTheSeparateCalls() throws Exception {
    List<Path> files;
    try (Stream<Path> s = Files.list(TestFiles.testdata("teehistorian"))) {
      files = s.sorted().toList();
    }
    assertThat(files).isNotEmpty();
    for (Path f : files) {
      AnalysisContract.check(new TeehistorianFormat(), ReplaySource.of(f));
      AnalysisContract.checkReadsOnce(new TeehistorianFormat(), f);
    }
  }
}
