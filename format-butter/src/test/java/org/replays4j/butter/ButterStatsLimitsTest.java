package org.replays4j.butter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.replays4j.testkit.Failures.assertFails;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.replays4j.butter.record.ButterCompression;
import org.replays4j.butter.record.ButterMap;
import org.replays4j.butter.spi.ButterFormat;
import org.replays4j.butter.stats.ButterStatsVisitor;
import org.replays4j.butter.stats.MatchStats;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.testkit.SmallHeapJvm;

/**
 * The stats' lists that grow with the frames (score changes, goals, rounds) are bounded by {@link
 * DecodeLimits#maxModelBytes()}: a file whose score changes in every frame stops with {@code
 * LIMIT_EXCEEDED}, and the largest such file the default limits let in stays within a 256 MB heap.
 */
class ButterStatsLimitsTest {
  /**
   * An uncompressed .butter file of one chunk, built from the writer's own frames: a keyframe, then
   * {@code pairs} times two delta frames that set the blue points to 1 and back to 0, so that every
   * frame is a score change (about 16 bytes per frame, no players).
   */
  static byte[] alternatingScores(int pairs) {
    EchoReplay src =
        SyntheticMatch.generate(
            new SyntheticMatch.Spec(1, 1, 0, 0, 0, false, ButterMap.ARENA, true, 33));
    ButterFrame base = src.frames().get(0);
    List<ButterFrame> three = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      ButterFrame f = base.copy();
      f.timeMs = base.timeMs + 33L * i;
      f.gameStatus = 4; // playing
      f.bluePoints = i % 2;
      // nothing else moves, so the delta frames carry only their clock and the status block
      Arrays.fill(f.lastThrow, 0);
      Arrays.fill(f.vrPosition, 0);
      Arrays.fill(f.discPosition, 0);
      Arrays.fill(f.discVelocity, 0);
      three.add(f);
    }
    ButterWriter w = new ButterWriter(src.header(), ButterCompression.NONE, 0xFFFF);
    byte[] one = w.write(three.subList(0, 1));
    byte[] all = w.write(three);
    // the chunk table: a count of 1, then the one chunk's size, then the chunk
    int table = -1;
    for (int k = 0; k + 8 <= all.length && table < 0; k++) {
      if (u32(all, k) == 1 && u32(all, k + 4) == all.length - k - 8) table = k;
    }
    int key = one.length - table - 8;
    int pair = all.length - one.length;
    int chunk = key + pairs * pair;
    byte[] out = Arrays.copyOf(all, table + 8 + chunk);
    putU32(out, table + 4, chunk);
    for (int i = 1; i < pairs; i++) {
      System.arraycopy(all, one.length, out, table + 8 + key + i * pair, pair);
    }
    return out;
  }

  private static long u32(byte[] b, int i) {
    return (b[i] & 0xFFL)
        | (b[i + 1] & 0xFFL) << 8
        | (b[i + 2] & 0xFFL) << 16
        | (b[i + 3] & 0xFFL) << 24;
  }

  private static void putU32(byte[] b, int i, long v) {
    for (int k = 0; k < 4; k++) b[i + k] = (byte) (v >>> (8 * k));
  }

  @Test
  void scoreChangesInEveryFrameAreCountedAgainstTheModelBound() throws IOException {
    byte[] file = alternatingScores(1_000);
    MatchStats within = ButterStatsVisitor.compute(file);
    assertThat(within.frames()).isEqualTo(2_001);
    assertThat(within.team("blue").timeline()).hasSize(2_001);

    DecodeLimits small = DecodeLimits.DEFAULT.withMaxModelBytes(64 << 10);
    ButterStatsVisitor v = new ButterStatsVisitor(null, small);
    ButterDecoder.create().decode(file, v);
    assertThat(v.limitExceeded()).isNotNull();
    assertThat(v.limitExceeded().kind()).isEqualTo(ReplayFormatException.Kind.LIMIT_EXCEEDED);
    assertThat(v.limitExceeded().getMessage()).contains("maxModelBytes", "score timeline");
    // the frames before the bound
    assertThat(v.stats().frames()).isBetween(1, 2_000);
    assertFails(
        ReplayFormatException.Kind.LIMIT_EXCEEDED,
        () -> new ButterFormat().gameStats(ReplaySource.of("a.butter", file), small));
    // the one-decode analysis (inspect, stats) is bounded the same way
    assertFails(
        ReplayFormatException.Kind.LIMIT_EXCEEDED,
        () ->
            new ButterFormat()
                .analyze(
                    ReplaySource.of("a.butter", file),
                    small,
                    Set.of(),
                    EnumSet.allOf(ReplayAnalysis.Product.class)));
  }

  @Test
  void anEchoReplayWhoseScoreChangesInEveryRowStopsAtTheBound() throws IOException {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < 400; i++) text.append(EchoReplayHostileInputTest.row(i));
    byte[] bytes = text.toString().getBytes(StandardCharsets.UTF_8);
    ButterStatsVisitor v =
        ButterStatsVisitor.forEchoReplay(DecodeLimits.DEFAULT.withMaxModelBytes(16 << 10));
    assertThatThrownBy(() -> EchoReplayReader.create().stream(new ByteArrayInputStream(bytes), v))
        .isInstanceOfSatisfying(
            ReplayFormatException.class,
            e -> {
              assertThat(e.kind()).isEqualTo(ReplayFormatException.Kind.LIMIT_EXCEEDED);
              assertThat(e.format()).isEqualTo("echoreplay");
            });
    assertThat(ButterStatsVisitor.computeEchoReplay(new ByteArrayInputStream(bytes)).frames())
        .isEqualTo(400);
  }

  /**
   * Child JVM: the largest file of score changes the default limits read whole (just under {@code
   * maxDecompressedBytes}, about two million frames) stops at {@code maxModelBytes}.
   */
  static void defaultLimitsWorstCase() throws IOException {
    int pair = alternatingScores(2).length - alternatingScores(1).length;
    byte[] file =
        alternatingScores((int) ((DecodeLimits.DEFAULT.maxDecompressedBytes() - 4096) / pair));
    new ButterFormat().gameStats(ReplaySource.of("scores.butter", file), DecodeLimits.DEFAULT);
  }

  @Test
  void theWorstCaseOfTheDefaultLimitsStaysWithinA256MbHeap() throws Exception {
    String out = SmallHeapJvm.rejects(ButterStatsLimitsTest.class, "defaultLimitsWorstCase");
    assertThat(out).contains("maxModelBytes");
  }
}
