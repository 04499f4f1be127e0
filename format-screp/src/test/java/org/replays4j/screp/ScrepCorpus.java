package org.replays4j.screp;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.testkit.TestFiles;

/** Locates the shared corpus directory (corpus and oracle) for tests; absent in some CI setups. */
final class ScrepCorpus {
  private ScrepCorpus() {}

  static Path corpus() {
    return TestFiles.corpus("screp");
  }

  static Path oracle() {
    return TestFiles.oracle("screp");
  }

  static boolean present() {
    return Files.isDirectory(corpus()) && Files.isDirectory(oracle());
  }

  /**
   * Skips the calling test, saying which, unless the shared corpus directory has the screp corpus
   * and oracle.
   */
  static void require() {
    TestFiles.sharedDir("corpus/screp", "screp corpus test");
    TestFiles.sharedDir("oracle/screp", "screp oracle test");
  }

  /** A corpus replay that decodes: its file, bytes and model. */
  record Decoded(Path file, byte[] bytes, ScrepReplay replay) {}

  /**
   * The corpus replays that decode (all but the deliberately broken files), read one at a time;
   * skips the calling test unless the shared corpus directory has the corpus.
   */
  static Iterable<Decoded> decodable() throws IOException {
    require();
    List<Path> files = replays();
    return () -> files.stream().map(ScrepCorpus::decode).filter(Objects::nonNull).iterator();
  }

  private static Decoded decode(Path f) {
    try {
      byte[] bytes = Files.readAllBytes(f);
      return new Decoded(f, bytes, ScrepReplay.read(bytes));
    } catch (ReplayFormatException e) {
      return null;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static List<Path> replays() throws IOException {
    try (Stream<Path> s = Files.list(corpus())) {
      return s.filter(f -> f.getFileName().toString().endsWith(".rep"))
          .sorted()
          .collect(Collectors.toList());
    }
  }
}
