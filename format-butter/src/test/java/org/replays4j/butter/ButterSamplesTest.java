package org.replays4j.butter;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.replays4j.butter.record.ButterCompression;
import org.replays4j.butter.record.ButterMap;
import org.replays4j.butter.spi.ButterFormat;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.testkit.TestFiles;

/**
 * Generates the butter samples in {@code testdata/butter/} with {@link ButterWriter} and checks
 * that the checked-in files equal them; {@code -Dreplays4j.regenerate=true} rewrites them.
 */
class ButterSamplesTest {

  static Map<String, byte[]> samples() {
    Map<String, byte[]> m = new LinkedHashMap<>();
    m.put(
        "arena-private-gzip-k30.butter",
        ButterWriter.convert(
            SyntheticMatch.generate(
                new SyntheticMatch.Spec(1, 75, 3, 3, 1, false, ButterMap.ARENA, true, 33)),
            ButterCompression.GZIP,
            30));
    m.put(
        "combat-zstd-k20-bones.butter",
        ButterWriter.convert(
            SyntheticMatch.generate(
                new SyntheticMatch.Spec(2, 30, 2, 2, 0, true, ButterMap.COMBAT_DYSON, false, 66)),
            ButterCompression.ZSTD_3,
            20));
    m.put(
        "lobby-none-k300.butter",
        ButterWriter.convert(
            SyntheticMatch.generate(
                new SyntheticMatch.Spec(3, 12, 1, 1, 0, false, ButterMap.LOBBY, false, 100)),
            ButterCompression.NONE,
            300));
    return m;
  }

  static Path dir() {
    return TestFiles.testdata("butter");
  }

  @Test
  void checkedInSamplesEqualTheGenerator() throws Exception {
    TestFiles.assertSamplesUpToDate("butter", samples());
  }

  @Test
  void samplesAreSmallDecodeAndSummarise() throws Exception {
    ButterFormat format = new ButterFormat();
    for (Map.Entry<String, byte[]> e : samples().entrySet()) {
      byte[] b = e.getValue();
      assertThat(b.length).isLessThan(64 * 1024);
      byte[] head = Arrays.copyOf(b, Math.min(b.length, 4096));
      assertThat(format.probe(head, e.getKey())).isGreaterThanOrEqualTo(0.9);
      assertThat(format.probe(head, null)).isGreaterThanOrEqualTo(0.5);
      ReplaySummary s = format.summarize(ReplaySource.of(e.getKey(), b), DecodeLimits.defaults());
      assertThat(s.format()).isEqualTo("butter");
      assertThat(s.details().keySet())
          .containsExactly(
              "version",
              "compression",
              "keyframeInterval",
              "frames",
              "chunks",
              "durationSeconds",
              "map",
              "private",
              "players",
              "finalScore");
    }
  }
}
