package org.replays4j.slippi.spi;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.stats.GameStats;
import org.replays4j.slippi.Corpus;
import org.replays4j.slippi.RollbackChoice;
import org.replays4j.slippi.SlippiDecoder;
import org.replays4j.slippi.SlippiGame;
import org.replays4j.slippi.SlippiSamples;
import org.replays4j.slippi.SlippiWriter;
import org.replays4j.slippi.record.GameEnd;
import org.replays4j.slippi.stats.SlippiExtrasVisitor;
import org.replays4j.slippi.stats.SlippiStatsVisitor;

/**
 * The summary reads a game built without its per-frame columns (frame numbers, sends, counts and
 * records only): it must equal the summary of the full game model, on whole and on cut files.
 */
class SlippiSummaryTest {
  static List<Arguments> samples() {
    List<Arguments> out = new ArrayList<>();
    Map<String, byte[]> all = new LinkedHashMap<>(SlippiSamples.all());
    all.put("zelda-sheik-1.0.slp", zeldaAndSheikOld());
    for (Map.Entry<String, byte[]> e : all.entrySet()) {
      byte[] b = e.getValue();
      out.add(Arguments.of(e.getKey(), b));
      out.add(Arguments.of(e.getKey() + " cut to two thirds", Arrays.copyOf(b, b.length * 2 / 3)));
    }
    return out;
  }

  static List<Path> corpus() throws Exception {
    return Corpus.files();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("samples")
  void summaryWithoutFrameColumnsEqualsTheFullModelsSummary(String name, byte[] file)
      throws Exception {
    assertThat(summaryWithoutColumns(file)).isEqualTo(summaryOfTheFullModel(file));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("corpus")
  void summaryWithoutFrameColumnsEqualsTheFullModelsSummaryOnRealGames(Path slp) throws Exception {
    byte[] file = Files.readAllBytes(slp);
    assertThat(summaryWithoutColumns(file)).isEqualTo(summaryOfTheFullModel(file));
  }

  @Test
  void beforeOneSixTheFirstPostFrameDecidesZeldaOrSheikWithoutColumnsToo() throws Exception {
    byte[] file = zeldaAndSheikOld();
    SlippiGame full = SlippiGame.read(file);
    SlippiGame light =
        SlippiDecoder.salvaging()
            .collect(file, SlippiGame.summaryBuilder(DecodeLimits.DEFAULT))
            .build();
    // port 1 chose Zelda and starts as Sheik (internal 0x07); port 2 chose Sheik, starts as Zelda
    assertThat(full.startingCharacterId(0)).isEqualTo(0x13);
    assertThat(full.startingCharacterId(1)).isEqualTo(0x12);
    assertThat(light.startingCharacterId(0)).isEqualTo(0x13);
    assertThat(light.startingCharacterId(1)).isEqualTo(0x12);
    assertThat(light.frameCount()).isEqualTo(full.frameCount());
    assertThat(light.rollbackFrames()).isEqualTo(full.rollbackFrames());
  }

  @Test
  void theSharedViewCountsEveryFrameAsTheSummaryDoes() throws Exception {
    byte[] file = SlippiSamples.netplayWithRollback();
    // frames -123 to -80, some of them sent twice: 44 frames at 60 per second
    assertThat(summaryWithoutColumns(file).durationSeconds()).isEqualTo(44 / 60.0);
    assertThat(sharedView(file).durationSeconds()).isEqualTo(44 / 60.0);
  }

  /**
   * The shared stats view's length is the summary's on files cut anywhere (every seventh byte: a
   * cut between a frame's Frame Start and its first Pre-Frame Update leaves that frame in both).
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("cutSamples")
  void theSharedViewLastsAsLongAsTheSummaryWhereverTheFileIsCut(String name, byte[] file)
      throws Exception {
    int compared = 0;
    for (int cut = file.length; cut > 0; cut -= 7) {
      byte[] b = Arrays.copyOf(file, cut);
      ReplaySummary summary;
      try {
        summary = summaryWithoutColumns(b);
      } catch (ReplayFormatException e) {
        continue;
      }
      assertThat(sharedView(b).durationSeconds())
          .as("cut at byte %d", cut)
          .isEqualTo(summary.durationSeconds());
      compared++;
    }
    assertThat(compared).isPositive();
  }

  static List<Arguments> cutSamples() {
    List<Arguments> out = new ArrayList<>();
    for (Map.Entry<String, byte[]> e : SlippiSamples.all().entrySet())
      out.add(Arguments.of(e.getKey(), e.getValue()));
    out.add(Arguments.of("zelda-sheik-1.0.slp", zeldaAndSheikOld()));
    return out;
  }

  private static GameStats sharedView(byte[] file) throws Exception {
    return new SlippiFormat()
        .gameStats(ReplaySource.of("game.slp", file), DecodeLimits.DEFAULT)
        .orElseThrow();
  }

  private static ReplaySummary summaryWithoutColumns(byte[] file) throws Exception {
    return new SlippiFormat().summarize(ReplaySource.of("game.slp", file), DecodeLimits.DEFAULT);
  }

  private static ReplaySummary summaryOfTheFullModel(byte[] file) throws Exception {
    SlippiGame.Builder b = new SlippiGame.Builder(RollbackChoice.LAST, DecodeLimits.DEFAULT);
    SlippiExtrasVisitor extras = new SlippiExtrasVisitor(b);
    SlippiStatsVisitor stats = new SlippiStatsVisitor(extras);
    SlippiDecoder.salvaging().decode(file, stats);
    return SlippiSummaries.summary(b.build(), stats.result(), extras);
  }

  /**
   * A 1.0.0 game (no Frame Start: a port seen twice in one frame number is a re-send) where Game
   * Start names Zelda for port 1 and Sheik for port 2, and the first post-frames say otherwise;
   * frame -120 is sent twice.
   */
  static byte[] zeldaAndSheikOld() {
    Random r = new Random(160);
    SlippiWriter w =
        new SlippiWriter()
            .eventPayloads(SlippiSamples.sizes(0x36, 352, 0x37, 58, 0x38, 33, 0x39, 1));
    w.gameStart(SlippiWriter.gameStartPayload(352, 1, 0, 0, 8, new int[] {0x12, 0x13}, 99));
    for (int f = -123; f < -110; f++) {
      for (int send = 0; send < (f == -120 ? 2 : 1); send++) {
        w.event(SlippiSamples.pre(58, f, 0, 0, r));
        w.event(SlippiSamples.pre(58, f, 1, 0, r));
        w.event(SlippiSamples.post(33, f, 0, 0, 0x07, r));
        w.event(SlippiSamples.post(33, f, 1, 0, 0x13, r));
      }
    }
    w.gameEnd(new GameEnd(3, 0, List.of(), 1, ByteSlice.EMPTY));
    return w.toFile(null);
  }
}
