package org.replays4j.slippi;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.replays4j.testkit.MiniJson;
import org.replays4j.testkit.TestFiles;

/**
 * Access to the shared corpus directory (corpus and oracle) for tests; callers skip when it is
 * absent.
 */
public final class Corpus {
  private Corpus() {}

  private static final String CORPUS = "corpus/slippi";
  private static final String ORACLE = "oracle/slippi";

  public static Path corpusDir() {
    return TestFiles.shared(CORPUS);
  }

  /**
   * The oracle of corpus file {@code slp} in {@code <shared>/oracle/<dir>} ({@code slippi}: the
   * decoded events, {@code slippi-stats}: the stats), parsed.
   */
  public static Map<String, Object> oracle(String dir, Path slp) {
    String name = slp.getFileName().toString().replace(".slp", ".json");
    return MiniJson.object(TestFiles.shared("oracle/" + dir).resolve(name));
  }

  public static boolean present() {
    return TestFiles.hasSharedDir(CORPUS) && TestFiles.hasSharedDir(ORACLE);
  }

  /**
   * Skips the calling test, saying which, unless the shared corpus directory has the slippi corpus
   * and oracle.
   */
  public static void require() {
    TestFiles.sharedDir(CORPUS, "slippi corpus test");
    TestFiles.sharedDir(ORACLE, "slippi oracle test");
  }

  /** The bytes of the corpus file {@code name}; skips the calling test when it is absent. */
  public static byte[] bytes(String name) throws IOException {
    return Files.readAllBytes(TestFiles.sharedFile(CORPUS + "/" + name, "test of " + name));
  }

  /**
   * The corpus files, for {@code @MethodSource}. Aborts (skips) the calling test when the shared
   * corpus directory is absent: a parameterized test with no arguments would otherwise be a
   * configuration error.
   */
  public static List<Path> files() throws IOException {
    require();
    try (Stream<Path> s = Files.list(corpusDir())) {
      return s.filter(p -> p.toString().endsWith(".slp")).sorted().toList();
    }
  }
}
