package org.replays4j.screp;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.screp.record.PlayerSlot;
import org.replays4j.screp.spi.ScrepFormat;
import org.replays4j.screp.stats.ScrepComputed;
import org.replays4j.testkit.SmallHeapJvm;

/**
 * A valid replay of three million commands (below {@code maxElements}), two and a half million of
 * them effective Trains, is summarized and its stats computed in a 256 MB heap: the build order
 * keeps two ints per step, and the summary and stats list at most {@link ScrepFormat#LISTED_STEPS}
 * steps per player (saying so when they cut).
 */
class ScrepBuildOrderLimitsTest {
  /** A real player's id in the replay {@link ScrepBombTest#withCommandsSection} starts from. */
  static int realPlayer() {
    for (PlayerSlot s : ScrepFixtures.random(3).slots()) if (s.isReal()) return s.playerId();
    throw new IllegalStateException("the fixture has no real player");
  }

  /** Commands in one {@link #trainBlock}: ten groups of five Trains and a Select. */
  static final int COMMANDS_PER_BLOCK = 60;

  /** Build-order steps in one {@link #trainBlock}: every Train is effective. */
  static final int STEPS_PER_BLOCK = 50;

  /**
   * A frame block (frame 1) of ten groups of five Train commands (SCVs, unit 7) of {@code player},
   * each group followed by a Select of one unit. The selection change keeps every Train effective
   * (EAPM drops the sixth Train of a type within 25 frames without one), so each is a build step.
   */
  static byte[] trainBlock(int player) {
    byte[] b = new byte[5 + 10 * (5 * 4 + 5)];
    b[0] = 1;
    b[4] = (byte) (b.length - 5);
    int at = 5;
    for (int g = 0; g < 10; g++) {
      for (int c = 0; c < 5; c++, at += 4) {
        b[at] = (byte) player;
        b[at + 1] = 0x1F;
        b[at + 2] = 7;
      }
      b[at] = (byte) player;
      b[at + 1] = 0x09; // Select: count 1, one unit tag
      b[at + 2] = 1;
      b[at + 3] = (byte) (g + 1);
      at += 5;
    }
    return b;
  }

  /** A replay with {@code blocks} Train blocks in raw (uncompressed) chunks. */
  static byte[] trains(int blocks) {
    byte[] block = trainBlock(realPlayer());
    return ScrepBombTest.withCommandsSection((long) blocks * block.length, block, false);
  }

  @Test
  void aLongBuildOrderIsCutInTheSummaryAndStatsButKeptWholeInTheModel() throws IOException {
    byte[] file = trains(12_600 / STEPS_PER_BLOCK); // 12,600 steps
    ScrepFormat f = new ScrepFormat();
    ReplaySummary s = f.summarize(ReplaySource.of("trains.rep", file), DecodeLimits.DEFAULT);
    assertThat(s.warnings())
        .anyMatch(w -> w.contains("has 12600 steps; the first 10000 are listed"));
    Map<String, Object> stats =
        f.stats(ReplaySource.of("trains.rep", file), DecodeLimits.DEFAULT).orElseThrow();
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> players =
        (List<Map<String, Object>>) ((Map<String, Object>) stats.get("stats")).get("players");
    Map<String, Object> p =
        players.stream().filter(m -> m.get("id").equals(realPlayer())).findFirst().orElseThrow();
    assertThat((List<?>) p.get("buildOrder")).hasSize(ScrepFormat.LISTED_STEPS);
    assertThat(p.get("buildOrderSteps")).isEqualTo(12_600);
    ScrepReplay.Collector c = new ScrepReplay.Collector();
    ScrepDecoder.create().decode(file, c);
    ScrepComputed comp = ScrepComputed.compute(c);
    assertThat(comp.buildOrder()).hasSize(12_600);
    assertThat(comp.buildOrder(realPlayer())).hasSize(12_600);
    assertThat(comp.buildOrder().get(12_599).format()).isEqualTo("0:00 SCV");
  }

  /** Child JVM: the summary and the stats of the file at {@code args[0]}, default limits. */
  static void summaryAndStats(String[] args) throws IOException {
    ScrepFormat f = new ScrepFormat();
    ReplaySource src = ReplaySource.of(Path.of(args[0]));
    ReplaySummary s = f.summarize(src, DecodeLimits.DEFAULT);
    System.out.println("commands " + s.counts().get("commands"));
    f.stats(src, DecodeLimits.DEFAULT).orElseThrow();
  }

  @Test
  void threeMillionTrainCommandsAreSummarizedInA256MegabyteHeap(@TempDir Path tmp)
      throws Exception {
    Path file = tmp.resolve("trains.rep");
    Files.write(file, trains(3_000_000 / COMMANDS_PER_BLOCK));
    String out =
        SmallHeapJvm.decodes(ScrepBuildOrderLimitsTest.class, "summaryAndStats", file.toString());
    assertThat(out).contains("commands 3000000");
  }
}
