package org.replays4j.butter;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Assumptions;

/** Locates ../shared (system property {@code replays4j.shared}); skips when absent. */
final class Shared {
  private Shared() {}

  static Path dir(String sub) {
    String p = System.getProperty("replays4j.shared");
    Path base = p == null || p.isEmpty() || p.startsWith("${") ? Paths.get("../../shared") : Paths.get(p);
    Path d = base.resolve(sub);
    Assumptions.assumeTrue(Files.isDirectory(d), "shared material not present: " + d);
    return d;
  }
}
