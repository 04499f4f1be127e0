package org.replays4j.slippi;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.replays4j.testkit.MiniJson;
import org.replays4j.testkit.TestFiles;

/** Access to ../shared (corpus and oracle) for tests; callers skip when it is absent. */
final class Corpus {
  private Corpus() {}

  static Path shared() {
    return TestFiles.shared();
  }

  static Path corpusDir() {
    return shared().resolve("corpus/slippi");
  }

  static Path oracleDir() {
    return shared().resolve("oracle/slippi");
  }

  static boolean present() {
    return Files.isDirectory(corpusDir()) && Files.isDirectory(oracleDir());
  }

  /** Skips the calling test, saying which, unless ../shared has the slippi corpus and oracle. */
  static void require() {
    TestFiles.sharedDir("corpus/slippi", "slippi corpus test");
    TestFiles.sharedDir("oracle/slippi", "slippi oracle test");
  }

  /**
   * The corpus files, for {@code @MethodSource}. Aborts (skips) the calling test when ../shared is
   * absent: a parameterized test with no arguments would otherwise be a configuration error.
   */
  static List<Path> files() throws IOException {
    require();
    try (Stream<Path> s = Files.list(corpusDir())) {
      return s.filter(p -> p.toString().endsWith(".slp")).sorted().toList();
    }
  }

  static Object json(Path p) throws IOException {
    return MiniJson.parse(Files.readString(p, StandardCharsets.UTF_8));
  }
}
