package org.replays4j.testkit;

import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.replays4j.core.error.ReplayFormatException;

/**
 * Fuzzer findings that are known and tracked but not fixed yet. Jazzer replays every file of {@code
 * <package>/<FuzzTest>Inputs/<method>/} in a normal test run, so a crashing input that waits for
 * its fix lives beside it in {@code <package>/<FuzzTest>KnownCrashes/<method>/}, named after the
 * issue and item ({@code issue-15-item-1-<sha1>}), and is replayed by a test that stays
 * {@code @Disabled} (with the item in its reason) until the fix lands. With the fix, move the files
 * into the inputs directory and delete the disabled test.
 */
public final class FuzzFindings {
  private FuzzFindings() {}

  /** A fuzz target body: decodes one input, letting only the format's exception out. */
  @FunctionalInterface
  public interface Target {
    /** Runs the target on {@code input}. */
    void run(byte[] input) throws Exception;
  }

  /** One step of a fuzz target body. */
  @FunctionalInterface
  public interface Step {
    /** Runs the step. */
    void run() throws Exception;
  }

  /**
   * Runs {@code step}, for which a {@link ReplayFormatException} (bad input, reported) is as good
   * as success; anything else escapes and fails the fuzz target.
   */
  public static void onlyFormatErrors(Step step) throws Exception {
    try {
      step.run();
    } catch (ReplayFormatException expected) {
      // bad input is reported, nothing else
    }
  }

  /**
   * The known crashing inputs of {@code fuzzTest}'s {@code method} whose names start with {@code
   * prefix}.
   */
  public static List<Path> knownCrashes(Class<?> fuzzTest, String method, String prefix)
      throws IOException {
    String dir = fuzzTest.getSimpleName() + "KnownCrashes/" + method;
    URL url = fuzzTest.getResource(dir);
    if (url == null)
      throw new IllegalStateException("no directory " + dir + " next to " + fuzzTest.getName());
    try (Stream<Path> files = Files.list(Path.of(url.toURI()))) {
      List<Path> out =
          files.filter(p -> p.getFileName().toString().startsWith(prefix)).sorted().toList();
      if (out.isEmpty()) throw new IllegalStateException("no " + prefix + "* in " + dir);
      return out;
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * Runs {@code target} on every known crash with {@code prefix}; fails naming the first input that
   * still crashes.
   */
  public static void replay(Class<?> fuzzTest, String method, String prefix, Target target)
      throws IOException {
    for (Path p : knownCrashes(fuzzTest, method, prefix)) {
      byte[] input = Files.readAllBytes(p);
      try {
        target.run(input);
      } catch (Throwable t) {
        Assertions.fail(
            p.getFileName() + " still escapes " + fuzzTest.getSimpleName() + "#" + method, t);
      }
    }
  }
}
