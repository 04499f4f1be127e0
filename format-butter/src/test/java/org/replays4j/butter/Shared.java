package org.replays4j.butter;

import java.nio.file.Path;
import org.replays4j.testkit.TestFiles;

/**
 * Locates the shared corpus directory (system property {@code replays4j.shared}); skips when
 * absent.
 */
final class Shared {
  private Shared() {}

  static Path dir(String sub) {
    return TestFiles.sharedDir(sub, "this butter test");
  }
}
