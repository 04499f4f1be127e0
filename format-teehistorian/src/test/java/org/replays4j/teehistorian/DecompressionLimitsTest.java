package org.replays4j.teehistorian;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.airlift.compress.zstd.ZstdOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.teehistorian.spi.TeehistorianFormat;
import org.replays4j.testkit.SmallHeapJvm;
import org.tukaani.xz.LZMA2Options;
import org.tukaani.xz.XZOutputStream;

/**
 * Compressed teehistorian archives are bounded by {@code maxDecompressedBytes} and {@code
 * maxDecompressionRatio} like every other format. The bomb is a valid recording: a header, then
 * TICK_SKIP messages for as long as the generator runs, so without the limits it would decode to
 * the end.
 */
class DecompressionLimitsTest {
  private static final TeehistorianFormat FORMAT = new TeehistorianFormat();

  /**
   * A header followed by {@code bodyBytes} bytes of TICK_SKIP(0) messages (2 bytes each),
   * zstd-compressed.
   */
  static byte[] zstdBomb(long bodyBytes) throws IOException {
    ByteArrayOutputStream bos = new ByteArrayOutputStream();
    try (ZstdOutputStream z = new ZstdOutputStream(bos)) {
      writeBomb(z, bodyBytes);
    }
    return bos.toByteArray();
  }

  /** The same, xz-compressed (xz packs the repetition far tighter than aircompressor's zstd). */
  static byte[] xzBomb(long bodyBytes) throws IOException {
    ByteArrayOutputStream bos = new ByteArrayOutputStream();
    try (XZOutputStream z = new XZOutputStream(bos, new LZMA2Options(1))) {
      writeBomb(z, bodyBytes);
    }
    return bos.toByteArray();
  }

  private static void writeBomb(OutputStream z, long bodyBytes) throws IOException {
    ByteArrayOutputStream head = new ByteArrayOutputStream();
    TeehistorianWriter w = new TeehistorianWriter(head);
    w.writeHeader(
        new HeaderBuilder()
            .gameUuid(UUID.fromString("5a3f0c2e-1111-4b6d-9c8e-0000000000bb"))
            .serverVersion("bomb")
            .startTime("2026-11-25T20:00:00+0000")
            .map("Bomb", 1, "00".repeat(32), "00000000")
            .build());
    w.tickSkip(0);
    w.flush();
    byte[] one = head.toByteArray();
    byte[] skip = Arrays.copyOfRange(one, one.length - 2, one.length);
    byte[] block = new byte[1 << 16];
    for (int i = 0; i < block.length; i += 2) System.arraycopy(skip, 0, block, i, 2);
    z.write(one, 0, one.length - 2);
    for (long done = 0; done < bodyBytes; done += block.length) z.write(block);
  }

  @Test
  void anXzBombStopsAtTheRatioLimitSoonAfterTheFloor() throws IOException {
    byte[] bomb = xzBomb(64L << 20);
    assertThat(bomb.length).isLessThan(64 << 10);
    assertThatThrownBy(
            () ->
                FORMAT.summarize(
                    ReplaySource.of("bomb.teehistorian.xz", bomb), DecodeLimits.DEFAULT))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("maxDecompressionRatio")
        .satisfies(
            e ->
                assertThat(((ReplayFormatException) e).offset())
                    .isBetween(DecodeLimits.RATIO_FLOOR_BYTES - 1, 8L << 20));
  }

  @Test
  void aZstdBombIsRejectedWithTheDefaultLimits() throws IOException {
    byte[] bomb = zstdBomb(80L << 20);
    assertThatThrownBy(
            () ->
                FORMAT.summarize(
                    ReplaySource.of("bomb.teehistorian.zst", bomb), DecodeLimits.DEFAULT))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("maxDecompress");
  }

  @Test
  void maxDecompressedBytesBoundsSummariesAndEventsOfArchives() throws IOException {
    byte[] bomb = zstdBomb(16L << 20);
    DecodeLimits limits =
        DecodeLimits.DEFAULT
            .withMaxDecompressionRatio(Integer.MAX_VALUE)
            .withMaxDecompressedBytes(4 << 20);
    ReplaySource src = ReplaySource.of("bomb.teehistorian.zst", bomb);
    assertThatThrownBy(() -> FORMAT.summarize(src, limits))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("maxDecompressedBytes <= " + (4 << 20));
    long[] events = new long[1];
    assertThatThrownBy(() -> FORMAT.events(src, limits, (t, o, e) -> ++events[0] > 0))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("maxDecompressedBytes <= " + (4 << 20));
    assertThat(events[0]).isGreaterThan(1_000_000); // the events before the limit were delivered
    // under the limits the same archive decodes
    DecodeLimits roomy = limits.withMaxDecompressedBytes(32L << 20);
    assertThat(FORMAT.summarize(src, roomy).counts()).containsKey("TickSkip");
  }

  /**
   * Zstd frame headers asking for the largest window and content size, then one raw block of 1
   * byte.
   */
  static byte[][] hugeZstdHeaders() {
    byte[] magic = {0x28, (byte) 0xB5, 0x2F, (byte) 0xFD};
    byte[] block = {0x09, 0, 0, 'x'}; // last block, raw, 1 byte
    byte[] window = {0x00, (byte) 0xFF}; // window log 41
    byte[] content = {
      (byte) 0xE0, -1, -1, -1, -1, -1, -1, -1, 0x7F
    }; // single segment, content size 2^63 - 1
    byte[][] out = new byte[2][];
    int k = 0;
    for (byte[] h : new byte[][] {window, content}) {
      ByteArrayOutputStream b = new ByteArrayOutputStream();
      b.write(magic, 0, 4);
      b.write(h, 0, h.length);
      b.write(block, 0, block.length);
      out[k++] = b.toByteArray();
    }
    return out;
  }

  /** Child JVM: both headers through the format's summary. */
  static void hugeZstdWindows() throws IOException {
    for (byte[] z : hugeZstdHeaders()) {
      try {
        FORMAT.summarize(ReplaySource.of("x.teehistorian.zst", z), DecodeLimits.DEFAULT);
      } catch (ReplayFormatException e) {
        continue;
      }
      throw new AssertionError("decoded");
    }
    throw ReplayFormatException.invalid("test", 0, "expected rejections: all rejected");
  }

  @Test
  void zstdHeadersAskingForHugeWindowsAreRejectedInA256MegabyteHeap() throws Exception {
    SmallHeapJvm.rejects(DecompressionLimitsTest.class, "hugeZstdWindows");
  }

  @Test
  void anXzFileCutInsideItsHeaderIsAFormatError() throws IOException {
    byte[] plain = TeehistorianSamplesTest.session();
    ByteArrayOutputStream bos = new ByteArrayOutputStream();
    try (XZOutputStream x = new XZOutputStream(bos, new LZMA2Options(1))) {
      x.write(plain);
    }
    byte[] xz = bos.toByteArray();
    for (int len = 0; len <= 64; len++) {
      byte[] cut = Arrays.copyOf(xz, len);
      ReplaySource src = ReplaySource.of("cut.teehistorian.xz", cut);
      assertThatThrownBy(() -> FORMAT.summarize(src, DecodeLimits.DEFAULT))
          .as("cut to %d bytes", len)
          .isInstanceOf(ReplayFormatException.class);
      if (len < 6) continue; // shorter than the xz magic: not an xz file at all
      assertThatThrownBy(
              () -> {
                try (InputStream in = src.openStream()) {
                  in.readAllBytes();
                }
              })
          .as("cut to %d bytes", len)
          .isInstanceOf(ReplayFormatException.class);
    }
  }
}
