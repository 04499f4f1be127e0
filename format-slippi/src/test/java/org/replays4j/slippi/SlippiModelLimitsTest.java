package org.replays4j.slippi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.slippi.spi.SlippiFormat;
import org.replays4j.testkit.SmallHeapJvm;

/**
 * Frames cost the game model memory whatever they hold: a frame of a Frame Bookend alone is 5 bytes
 * of input, so a file under {@code maxDecompressedBytes} can hold millions. The model's frame
 * tables are bounded by {@code maxModelBytes}; past it, every product stops with {@code
 * LIMIT_EXCEEDED}. And the metadata fast path reads a file still being recorded within the limits.
 */
class SlippiModelLimitsTest {
  /**
   * The part of a game before its frames: Event Payloads (Game Start, 4-byte bookends), Game Start.
   */
  private static byte[] prefix() {
    SlippiWriter w = new SlippiWriter().eventPayloads(SlippiSamples.sizes(0x36, 418, 0x3C, 4));
    w.gameStart(SlippiWriter.gameStartPayload(418, 3, 0, 0, 31, new int[] {2, 20, -1, -1}, 7));
    return w.toFile(null, true); // raw length 0, nothing after the events
  }

  /** A complete game of {@code frames} frames that hold a Frame Bookend each and nothing else. */
  static void writeBookends(OutputStream out, int frames) throws IOException {
    byte[] head = prefix();
    long raw = head.length - SlippiDecoder.RAW_OFFSET + 5L * frames;
    head[11] = (byte) (raw >>> 24);
    head[12] = (byte) (raw >>> 16);
    head[13] = (byte) (raw >>> 8);
    head[14] = (byte) raw;
    out.write(head);
    byte[] run = new byte[5 * 4096];
    int f = -123;
    for (int done = 0; done < frames; ) {
      int n = Math.min(4096, frames - done);
      for (int i = 0; i < n; i++, f++) {
        run[5 * i] = 0x3C;
        run[5 * i + 1] = (byte) (f >>> 24);
        run[5 * i + 2] = (byte) (f >>> 16);
        run[5 * i + 3] = (byte) (f >>> 8);
        run[5 * i + 4] = (byte) f;
      }
      out.write(run, 0, 5 * n);
      done += n;
    }
    out.write('}');
  }

  static byte[] bookends(int frames) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    writeBookends(out, frames);
    return out.toByteArray();
  }

  @Test
  void aGameOfBookendsWithinTheModelBoundIsReadWhole() throws IOException {
    SlippiGame g = SlippiGame.read(bookends(10_000));
    assertThat(g.frameCount()).isEqualTo(10_000);
  }

  @Test
  void moreFramesThanTheModelBoundStopEveryProductWithLimitExceeded() throws IOException {
    byte[] file = bookends(100_000);
    DecodeLimits small = DecodeLimits.DEFAULT.withMaxModelBytes(1 << 20);
    SlippiDecoder d = SlippiDecoder.builder().limits(small).build();
    assertThatThrownBy(() -> SlippiGame.read(file, d))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining(
            "maxModelBytes (game model: 64 bytes per frame sent, 128 per character row)")
        .extracting(e -> ((ReplayFormatException) e).kind())
        .isEqualTo(ReplayFormatException.Kind.LIMIT_EXCEEDED);
    assertThatThrownBy(() -> SlippiGame.read(new ByteArrayInputStream(file), d))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("maxModelBytes");
    assertThatThrownBy(() -> new SlippiFormat().summarize(ReplaySource.of("b.slp", file), small))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("maxModelBytes");
    SlippiGame.Builder b = new SlippiGame.Builder(RollbackChoice.LAST, small);
    d.decode(file, b);
    assertThat(b.limitExceeded()).isNotNull();
    assertThat(b.build().frameCount()).isLessThan(100_000);
  }

  /** Child JVM: the model, the summary and the stats of the file at {@code args[0]}. */
  static void everyProduct(String[] args) throws IOException {
    Path p = Path.of(args[0]);
    for (String product : new String[] {"read", "summarize", "stats"}) {
      try {
        switch (product) {
          case "read" -> SlippiGame.read(p);
          case "summarize" ->
              new SlippiFormat().summarize(ReplaySource.of(p), DecodeLimits.DEFAULT);
          default -> new SlippiFormat().stats(ReplaySource.of(p), DecodeLimits.DEFAULT);
        }
        System.out.println(product + ": ok");
      } catch (ReplayFormatException e) {
        System.out.println(product + ": rejected " + e.getMessage());
      }
    }
  }

  @Test
  void thirtyThreeMegabytesOfBookendOnlyFramesStayWithinA256MegabyteHeap(@TempDir Path tmp)
      throws Exception {
    Path f = tmp.resolve("bookends.slp");
    try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(f))) {
      writeBookends(out, 6_700_000);
    }
    assertThat(Files.size(f)).isBetween(33_000_000L, DecodeLimits.DEFAULT.maxDecompressedBytes());
    String out = SmallHeapJvm.decodes(SlippiModelLimitsTest.class, "everyProduct", f.toString());
    assertThat(out)
        .contains("read: rejected")
        .contains("summarize: rejected")
        .contains("maxModelBytes")
        .containsPattern("stats: (ok|rejected)");
  }

  @Test
  void readMetadataOfAGameStillBeingRecordedReadsWithinTheLimits(@TempDir Path tmp)
      throws IOException {
    Path f = tmp.resolve("growing.slp");
    Files.write(f, prefix());
    // a recording grown to 3 GB (sparse: nothing is written)
    try (RandomAccessFile raf = new RandomAccessFile(f.toFile(), "rw")) {
      raf.setLength(3L << 30);
    }
    assertThatThrownBy(() -> SlippiDecoder.readMetadata(f))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("file size <= " + DecodeLimits.DEFAULT.maxDecompressedBytes())
        .extracting(e -> ((ReplayFormatException) e).kind())
        .isEqualTo(ReplayFormatException.Kind.LIMIT_EXCEEDED);
    Path small = tmp.resolve("small.slp");
    Files.write(small, SlippiSamples.inProgress());
    assertThat(SlippiDecoder.readMetadata(small)).isNull();
  }
}
