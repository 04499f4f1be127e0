package org.replays4j.butter;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.replays4j.butter.record.ButterCompression;

/**
 * The real and generated API frames of the shared corpus directory converted by {@link
 * ButterWriter} and decoded again, field by field: exact for integers, strings and bitfields;
 * positions within half-float truncation of one delta (error feedback keeps it from accumulating);
 * rotations within the smallest-three bound; bones within the 14-bit fixed point and the 1°
 * inclusion threshold.
 */
class ButterConvertCorpusTest {
  @ParameterizedTest
  @CsvSource({
    "real-2021-11-20-arena-private.echoreplay, NONE, 300",
    "gen-s1.echoreplay, GZIP, 300",
    "gen-s1.echoreplay, ZSTD_3, 30",
    "gen-s2.echoreplay, GZIP, 300",
    "gen-s3.echoreplay, NONE, 17",
  })
  void roundTripStaysWithinQuantisationBounds(String name, ButterCompression comp, int interval)
      throws Exception {
    Path corpus = Shared.dir("corpus/butter");
    EchoReplay src = ButterCorpusTest.source(corpus, name);
    byte[] butter = ButterWriter.convert(src, comp, interval);
    ButterReplay rep = ButterReplay.read(butter);
    assertThat(rep.header().compression()).isEqualTo(comp);
    assertThat(rep.header().players()).isEqualTo(src.header().players());
    assertThat(rep.header().clientName()).isEqualTo(src.header().clientName());
    assertThat(rep.header().sessionId()).isEqualTo(src.header().sessionId());
    assertThat(rep.header().sessionIp()).isEqualTo(src.header().sessionIp());
    assertThat(rep.frames()).hasSameSizeAs(src.frames());
    SourceComparison sc = new SourceComparison();
    for (int i = 0; i < src.frames().size(); i++) {
      ButterFrame d = rep.frames().get(i);
      ButterFrame s = src.frames().get(i);
      // our writer stores absolute pause timers at keyframes, so no keyframe offset applies
      sc.compare(d, s, new ButterFrame(), 0.04, 0.5, s.hasBones);
    }
    sc.groups.forEach(
        (group, g) -> {
          if (group.equals("bones.rotation")) return;
          assertThat((int) g[0]).as("%s%n%s", group, sc.report()).isZero();
        });
    // bone rotations: changes below the writer's 1° threshold are not stored
    assertThat(sc.max("bones.rotation")).isLessThan(1.6);
  }
}
