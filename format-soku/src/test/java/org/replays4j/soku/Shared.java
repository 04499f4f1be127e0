package org.replays4j.soku;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.replays4j.testkit.TestFiles;

/** Locates the shared corpus directory (skips the test when absent). */
final class Shared {
  private Shared() {}

  static Path dir() {
    return TestFiles.shared();
  }

  static Path corpus(String file) {
    Path f = dir().resolve("corpus/soku").resolve(file);
    Assumptions.assumeTrue(Files.isRegularFile(f), "corpus file absent: " + f);
    return f;
  }

  static Path oracle(String file) {
    Path f = dir().resolve("oracle/soku").resolve(file);
    Assumptions.assumeTrue(Files.isRegularFile(f), "oracle file absent: " + f);
    return f;
  }
}
