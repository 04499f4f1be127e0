package org.replays4j.teehistorian.spi;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.replays4j.testkit.OnePassContract;
import org.replays4j.testkit.TestFiles;

/**
 * One request for everything (events, every table, summary, stats tree, shared view) equals the
 * separate calls, on every testdata recording and its first half.
 */
class TeehistorianOnePassTest {
  @Test
  void oneRequestForEverythingEqualsTheSeparateCalls() throws Exception {
    List<Path> files;
    try (Stream<Path> s = Files.list(TestFiles.testdata("teehistorian"))) {
      files = s.sorted().toList();
    }
    assertThat(files).isNotEmpty();
    for (Path f : files) OnePassContract.check(new TeehistorianFormat(), f);
  }
}
