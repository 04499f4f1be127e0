package org.replays4j.slippi;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.slippi.record.GameEnd;
import org.replays4j.slippi.stats.SlippiStats;
import org.replays4j.slippi.stats.SlippiStatsVisitor;

/**
 * Incremental stats equal batch stats: the stats visitor fed by the push parser in any chunking, or
 * by the InputStream decoder, gives exactly {@code SlippiStats.compute(game).stats()} of the
 * decoded model.
 */
class SlippiStatsIncrementalTest {
  /**
   * A corpus file with rollback (online, latest finalized frame) when the shared corpus directory
   * is present, else a sample.
   */
  static byte[] online() throws Exception {
    Path p = Corpus.corpusDir().resolve("ranked_game1_tiebreak.slp");
    return Files.isRegularFile(p) ? Files.readAllBytes(p) : SlippiSamples.netplayWithRollback();
  }

  static byte[] offline() throws Exception {
    Path p = Corpus.corpusDir().resolve("NessVFox-Absorb.slp");
    return Files.isRegularFile(p) ? Files.readAllBytes(p) : SlippiSamples.iceClimbersOld();
  }

  static void pushedEqualsBatch(byte[] file, long seed, int maxChunk) throws Exception {
    SlippiStatsVisitor v = new SlippiStatsVisitor();
    SlippiPushParser pp = new SlippiPushParser(v);
    SlippiStreamingTest.feedInChunks(pp, file, new Random(seed), maxChunk);
    pp.finish();
    SlippiGame g = SlippiGame.read(file);
    assertThat(v.stats()).isEqualTo(SlippiStats.compute(g).stats());
    assertThat(v.winners()).isEqualTo(SlippiStats.winners(g));
  }

  @Property(tries = 25)
  void pushParserInRandomChunksGivesTheBatchStatsOfAnOnlineGame(
      @ForAll long seed, @ForAll @IntRange(min = 1, max = 70000) int maxChunk) throws Exception {
    pushedEqualsBatch(online(), seed, maxChunk);
  }

  @Property(tries = 25)
  void pushParserInRandomChunksGivesTheBatchStatsOfAnOfflineGame(
      @ForAll long seed, @ForAll @IntRange(min = 1, max = 70000) int maxChunk) throws Exception {
    pushedEqualsBatch(offline(), seed, maxChunk);
  }

  @Property(tries = 10)
  void inputStreamDecodingGivesTheBatchStats(@ForAll long seed) throws Exception {
    byte[] file = online();
    SlippiStatsVisitor v = new SlippiStatsVisitor();
    SlippiDecoder.create().decode(new ByteArrayInputStream(file), v);
    assertThat(v.stats()).isEqualTo(SlippiStats.compute(SlippiGame.read(file)).stats());
  }

  @Property(tries = 10)
  void statsVisitorFurtherDownAChainFindsTheGameEndAtTheEnd(@ForAll long seed) throws Exception {
    byte[] file = online();
    SlippiStatsVisitor v = new SlippiStatsVisitor();
    SlippiVisitor front =
        new SlippiVisitor(v) {
          @Override
          public void visitGameEnd(GameEnd e) {
            super.visitGameEnd(e);
          }
        };
    SlippiDecoder.create().decode(file, front);
    assertThat(v.winners()).isEqualTo(SlippiStats.compute(file).winners());
  }

  @Test
  void statsVisitorBehindAnAdapterThatTakesRecordsStillFindsTheWinners() throws Exception {
    // the adapter declares nothing (records), so the stats visitor gets views made from records,
    // which have no offset of their own: it must take the decoder's cursor instead
    byte[] file = SlippiSamples.netplayWithRollback();
    SlippiStatsVisitor v = new SlippiStatsVisitor();
    SlippiDecoder.create().decode(file, new SlippiVisitor(v) {});
    assertThat(v.winners()).isEqualTo(SlippiStats.compute(file).winners()).isNotEmpty();
  }

  @Property(tries = 5)
  void aGameInProgressHasStatsUpToItsLastFinalFrame(
      @ForAll @IntRange(min = 30, max = 70) int percent) throws Exception {
    byte[] file = offline();
    byte[] part = Arrays.copyOf(file, file.length * percent / 100);
    SlippiStatsVisitor v = new SlippiStatsVisitor();
    SlippiPushParser pp = new SlippiPushParser(v);
    pp.feed(part);
    assertThat(v.stats()).isNotNull();
    assertThat(v.stats().gameComplete()).isFalse();
    assertThat(v.lastProcessedFrame()).isLessThanOrEqualTo(v.stats().lastFrame());
    assertThat(v.winners()).isEqualTo(List.of());
  }

  @Property(tries = 200)
  void mutatedInputGivesStatsOrAReplayFormatExceptionNeverAnotherException(@ForAll long seed)
      throws Exception {
    byte[] file = SlippiSamples.netplayWithRollback();
    Random r = new Random(seed);
    for (int i = 0; i < 1 + r.nextInt(8); i++) file[r.nextInt(file.length)] = (byte) r.nextInt(256);
    SlippiStatsVisitor v = new SlippiStatsVisitor();
    try {
      SlippiDecoder.create().decode(file, v);
    } catch (ReplayFormatException expected) {
      // bad input: the stats of what was delivered remain readable
    }
    v.stats();
    v.winners();
  }
}
