package org.replays4j.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * Where the tests find their files: the repository root (its {@code testdata/}) and the shared
 * corpus directory beside the checkout (format specs, corpus, oracle outputs; not in the
 * repository). Surefire passes both as the system properties {@code replays4j.root} and {@code
 * replays4j.shared}; without them (an IDE run from a module directory) they are the parent
 * directory and the directory {@code shared} beside it.
 *
 * <p>A test that needs part of the shared corpus directory asks for it with {@link #sharedDir} or
 * {@link #sharedFile}, which skip the test when it is absent with a message that says what is
 * missing and what was skipped, e.g. {@code corpus/slippi not found (/path/to/corpus/slippi):
 * corpus differential skipped}.
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

  /**
   * Asserts that {@code testdata/<format>/} holds every generated sample byte for byte (file name →
   * bytes); with {@code -Dreplays4j.regenerate=true} it writes them there first, so a changed
   * generator is one command away from committed samples.
   */
  public static void assertSamplesUpToDate(String format, Map<String, byte[]> samples)
      throws IOException {
    Path dir = testdata(format);
    if (Boolean.getBoolean("replays4j.regenerate")) {
      Files.createDirectories(dir);
      for (Map.Entry<String, byte[]> e : samples.entrySet())
        Files.write(dir.resolve(e.getKey()), e.getValue());
    }
    for (Map.Entry<String, byte[]> e : samples.entrySet()) {
      Path f = dir.resolve(e.getKey());
      assertThat(f).as("%s is missing: run with -Dreplays4j.regenerate=true", f).exists();
      assertThat(Files.readAllBytes(f))
          .as("%s differs from the generator: run with -Dreplays4j.regenerate=true", f)
          .isEqualTo(e.getValue());
    }
  }

  /** The shared directory (it may not exist). */
  public static Path shared() {
    return Path.of(property("replays4j.shared", "../../shared")).toAbsolutePath().normalize();
  }

  /** {@code <shared>/sub} (it may not exist). */
  public static Path shared(String sub) {
    return shared().resolve(sub);
  }

  /** {@code <shared>/corpus/<format>}: the format's real recordings (it may not exist). */
  public static Path corpus(String format) {
    return shared("corpus/" + format);
  }

  /**
   * {@code <shared>/oracle/<format>}: what the reference tools make of the corpus (it may not
   * exist).
   */
  public static Path oracle(String format) {
    return shared("oracle/" + format);
  }

  /**
   * The files of {@code testdata/<format>} whose names end with {@code suffix}, in name order, then
   * the first {@code corpusFiles} such files of the format's corpus directory when it exists.
   */
  public static List<Path> samplesThenCorpus(String format, String suffix, int corpusFiles)
      throws IOException {
    List<Path> out = new ArrayList<>(endingWith(testdata(format), suffix, Long.MAX_VALUE));
    Path corpus = corpus(format);
    if (Files.isDirectory(corpus)) out.addAll(endingWith(corpus, suffix, corpusFiles));
    return out;
  }

  private static List<Path> endingWith(Path dir, String suffix, long most) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(p -> p.toString().endsWith(suffix)).sorted().limit(most).toList();
    }
  }

  /** Whether the directory {@code <shared>/sub} exists. */
  public static boolean hasSharedDir(String sub) {
    return Files.isDirectory(shared(sub));
  }

  /** The directory {@code <shared>/sub}; skips the calling test when it is absent. */
  public static Path sharedDir(String sub, String skipped) {
    Path d = shared(sub);
    Assumptions.assumeTrue(Files.isDirectory(d), () -> missing(sub, skipped));
    return d;
  }

  /** The file {@code <shared>/sub}; skips the calling test when it is absent. */
  public static Path sharedFile(String sub, String skipped) {
    Path f = shared(sub);
    Assumptions.assumeTrue(Files.isRegularFile(f), () -> missing(sub, skipped));
    return f;
  }

  /**
   * The skip message for a missing {@code <shared>/sub}: what is missing, where, and what is
   * skipped.
   */
  public static String missing(String sub, String skipped) {
    return "../shared/" + sub + " not found (" + shared(sub) + "): " + skipped + " skipped";
  }

  private static String property(String key, String fallback) {
    String p = System.getProperty(key);
    return p == null || p.isBlank() || p.contains("${") ? fallback : p;
  }
}
