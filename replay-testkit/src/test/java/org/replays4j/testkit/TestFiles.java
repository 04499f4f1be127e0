package org.replays4j.testkit;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;

/**
 * Where the tests find their files: the repository root (its {@code testdata/}) and
 * {@code ../shared} beside it (format specs, corpus, oracle outputs; not in the repository).
 * Surefire passes both as the system properties {@code replays4j.root} and
 * {@code replays4j.shared}; without them (an IDE run from a module directory) they are {@code ..}
 * and {@code ../../shared}.
 *
 * <p>A test that needs part of {@code ../shared} asks for it with {@link #sharedDir} or
 * {@link #sharedFile}, which skip the test when it is absent with a message that says what is
 * missing and what was skipped, e.g. {@code ../shared/corpus/slippi not found
 * (/work/shared/corpus/slippi): corpus differential skipped}.
 */
public final class TestFiles {
  private TestFiles() {}

  /** The repository root. */
  public static Path repoRoot() {
    return Path.of(property("replays4j.root", "..")).toAbsolutePath().normalize();
  }

  /** {@code testdata/rel} of the repository (generated samples, always present). */
  public static Path testdata(String rel) {
    return repoRoot().resolve("testdata").resolve(rel);
  }

  /** The shared directory (it may not exist). */
  public static Path shared() {
    return Path.of(property("replays4j.shared", "../../shared")).toAbsolutePath().normalize();
  }

  /** {@code ../shared/sub} (it may not exist). */
  public static Path shared(String sub) {
    return shared().resolve(sub);
  }

  /** Whether the directory {@code ../shared/sub} exists. */
  public static boolean hasSharedDir(String sub) {
    return Files.isDirectory(shared(sub));
  }

  /** The directory {@code ../shared/sub}; skips the calling test when it is absent. */
  public static Path sharedDir(String sub, String skipped) {
    Path d = shared(sub);
    Assumptions.assumeTrue(Files.isDirectory(d), () -> missing(sub, skipped));
    return d;
  }

  /** The file {@code ../shared/sub}; skips the calling test when it is absent. */
  public static Path sharedFile(String sub, String skipped) {
    Path f = shared(sub);
    Assumptions.assumeTrue(Files.isRegularFile(f), () -> missing(sub, skipped));
    return f;
  }

  /** The skip message for a missing {@code ../shared/sub}: what is missing, where, and what is skipped. */
  public static String missing(String sub, String skipped) {
    return "../shared/" + sub + " not found (" + shared(sub) + "): " + skipped + " skipped";
  }

  private static String property(String key, String fallback) {
    String p = System.getProperty(key);
    return p == null || p.isBlank() || p.contains("${") ? fallback : p;
  }
}
