package org.replays4j.slippi;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Measures the heap a {@link SlippiGame} retains, in a child JVM with the serial collector (see
 * {@link SlippiRetainedHeapMain}): at most 1.5 times the raw element, for a writer-made 8-minute
 * 4-port game with items and, when the shared corpus directory is present, the three largest corpus
 * files and doubles.slp.
 */
class SlippiRetainedHeapTest {
  /** The three largest corpus files, and the 4-player benchmark file. */
  static final String[] CORPUS_FILES = {
    "rollbackFrameTest.slp", "Game_20221227T212019.slp", "FodPlatforms.slp", "doubles.slp"
  };

  @Test
  @Timeout(value = 3, unit = TimeUnit.MINUTES)
  void aGameRetainsAtMostOneAndAHalfTimesItsRawElement() throws IOException, InterruptedException {
    List<String> args = new ArrayList<>();
    args.add("long-game");
    for (String name : CORPUS_FILES) {
      Path p = Corpus.corpusDir().resolve(name);
      if (Files.exists(p)) args.add(p.toAbsolutePath().toString());
    }
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    int n = 0;
    for (String arg : args) {
      // one JVM per game, so nothing of a previous measurement is still on the heap
      Process p =
          new ProcessBuilder(
                  java,
                  "-Xmx1g",
                  "-XX:+UseSerialGC",
                  "-cp",
                  System.getProperty("java.class.path"),
                  SlippiRetainedHeapMain.class.getName(),
                  arg)
              .redirectErrorStream(true)
              .start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      assertThat(p.waitFor(1, TimeUnit.MINUTES)).isTrue();
      assertThat(p.exitValue()).as(out).isZero();
      Matcher m = Pattern.compile("retained name=(\\S+) raw=(\\d+) delta=(-?\\d+)").matcher(out);
      assertThat(m.find()).as(out).isTrue();
      n++;
      long raw = Long.parseLong(m.group(2));
      long delta = Long.parseLong(m.group(3));
      System.out.printf(
          "[slippi retained heap] %s: %d bytes for a %d-byte raw element = %.3fx%n",
          m.group(1), delta, raw, (double) delta / raw);
      assertThat(delta).as(m.group()).isPositive();
      assertThat((double) delta).as(m.group()).isLessThanOrEqualTo(1.5 * raw);
    }
    assertThat(n).isEqualTo(args.size());
  }
}
