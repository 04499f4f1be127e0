package org.replays4j.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where the benchmarks find their inputs, in one place: the reference corpus ({@code
 * shared/corpus}: {@code shared} is the {@code replays4j.shared} system property, else the folder
 * {@code shared} beside the repository when run from its root) and the repository's {@code
 * testdata} ({@code replays4j.testdata}, else {@code ../testdata} as the benchmarks module runs).
 */
public final class BenchFiles {
  private BenchFiles() {}

  /** {@code shared/corpus/PARTS…}, which may not exist. */
  public static Path corpus(String... parts) {
    return Path.of(System.getProperty("replays4j.shared", "../shared"), "corpus")
        .resolve(String.join("/", parts));
  }

  /**
   * The bytes of {@link #corpus corpus(PARTS…)}.
   *
   * @throws IOException when the file is missing, naming its path and the property to pass
   */
  public static byte[] corpusBytes(String... parts) throws IOException {
    Path p = corpus(parts);
    if (!Files.isRegularFile(p)) throw notFound(p);
    return Files.readAllBytes(p);
  }

  /** The error of a missing corpus file or folder: its path and the property that moves it. */
  public static IOException notFound(Path p) {
    return new IOException(p.toAbsolutePath() + " not found (pass -Dreplays4j.shared=PATH)");
  }

  /** {@code testdata/RELATIVE} of the repository. */
  public static Path testdata(String relative) {
    return Path.of(System.getProperty("replays4j.testdata", "../testdata")).resolve(relative);
  }
}
