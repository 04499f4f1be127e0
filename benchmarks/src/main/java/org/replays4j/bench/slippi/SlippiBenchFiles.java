package org.replays4j.bench.slippi;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The corpus replays the Slippi benchmarks read. */
final class SlippiBenchFiles {
  private SlippiBenchFiles() {}

  /**
   * The bytes of {@code shared/corpus/slippi/<file>}: {@code shared} is the {@code
   * replays4j.shared} system property, else {@code ../shared}.
   */
  static byte[] read(String file) throws IOException {
    String shared = System.getProperty("replays4j.shared", "../shared");
    Path p = Path.of(shared, "corpus", "slippi", file);
    if (!Files.exists(p)) p = Path.of("..", "shared", "corpus", "slippi", file);
    return Files.readAllBytes(p);
  }
}
