package org.replays4j.slippi;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.slippi.spi.SlippiFormat;
import org.replays4j.testkit.PathReads;
import org.replays4j.testkit.SmallHeapJvm;

/**
 * The largest plain file the default limits let a decoder read whole: a writer-made 4-port game
 * just under {@code maxDecompressedBytes} (32 MiB) is summarised and read into the model in a 256
 * MB heap (the defaults are sized for that heap).
 */
class SlippiLargeFileTest {
  @TempDir Path tmp;

  /** Child JVM: summary and model of the file named by {@code args[0]}. */
  static void summarizeAndModel(String[] args) throws IOException {
    Path p = Path.of(args[0]);
    new SlippiFormat().summarize(ReplaySource.of(p), DecodeLimits.DEFAULT);
    SlippiGame g = SlippiGame.read(p);
    System.out.println("frames " + g.frameCount());
  }

  @Test
  void aFileJustUnderTheByteLimitDecodesInA256MegabyteHeap() throws Exception {
    byte[] game = SlippiSamples.longGame(12, 4);
    assertThat((long) game.length)
        .isBetween(24L << 20, DecodeLimits.DEFAULT.maxDecompressedBytes());
    Path f = tmp.resolve("long.slp");
    Files.write(f, game);
    game = null;
    SmallHeapJvm.decodes(SlippiLargeFileTest.class, "summarizeAndModel", f.toString());
  }

  @Test
  void readOfAPathRefusesAFileOverTheByteLimitBeforeReadingItAndUnwrapsGzip() throws Exception {
    byte[] game = SlippiSamples.netplayWithRollback();
    SlippiDecoder belowLimit =
        SlippiDecoder.builder()
            .limits(DecodeLimits.DEFAULT.withMaxDecompressedBytes(game.length - 1))
            .build();
    PathReads.assertReadsPlainAndGzipWithinTheLimits(
        tmp,
        "game.slp",
        game,
        summary(SlippiGame.read(game)),
        SlippiGame::read,
        f -> SlippiGame.read(f, belowLimit),
        SlippiLargeFileTest::summary);
  }

  private static String summary(SlippiGame g) {
    return g.frameCount() + " frames, " + g.gameStart() + ", " + g.gameEnd();
  }
}
