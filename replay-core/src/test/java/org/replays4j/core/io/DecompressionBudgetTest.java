package org.replays4j.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.replays4j.core.error.Refusals.assertRefused;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.replays4j.core.error.DecodeLimits;

/** The shared decompression guard: byte limit, ratio limit above the floor, bounded buffers. */
class DecompressionBudgetTest {
  /** {@code n} zero bytes, gzip-compressed (about 1,000:1), generated without holding them. */
  static byte[] gzipZeros(long n) throws IOException {
    ByteArrayOutputStream bos = new ByteArrayOutputStream();
    byte[] block = new byte[1 << 16];
    try (GZIPOutputStream z = new GZIPOutputStream(bos, 1 << 16)) {
      for (long done = 0; done < n; done += block.length)
        z.write(block, 0, (int) Math.min(block.length, n - done));
    }
    return bos.toByteArray();
  }

  private static InputStream gunzip(DecompressionBudget b, byte[] gz) throws IOException {
    return new GZIPInputStream(b.countCompressed(new ByteArrayInputStream(gz)), 512);
  }

  @Test
  void outputUpToTheFloorIsAllowedWhateverTheRatio() throws IOException {
    byte[] gz = gzipZeros(DecodeLimits.RATIO_FLOOR_BYTES);
    DecompressionBudget b = new DecompressionBudget("t", "gz", DecodeLimits.DEFAULT);
    assertThat(b.readAll(gunzip(b, gz), -1)).hasSize((int) DecodeLimits.RATIO_FLOOR_BYTES);
    assertThat(b.produced()).isEqualTo(DecodeLimits.RATIO_FLOOR_BYTES);
  }

  @Test
  void aBombIsStoppedByItsRatioSoonAfterTheFloor() throws IOException {
    byte[] gz = gzipZeros(128L << 20); // 128 MiB of zeros in about 128 KB
    DecompressionBudget b = new DecompressionBudget("t", "gz", DecodeLimits.DEFAULT);
    assertRefused(() -> b.readAll(gunzip(b, gz), -1), "maxDecompressionRatio");
    // the buffer never held more than the budget allowed: floor, or 100x the input read (plus one
    // read)
    assertThat(b.produced())
        .isLessThanOrEqualTo(
            Math.max(DecodeLimits.RATIO_FLOOR_BYTES, 100 * b.consumed()) + (1 << 16));
  }

  @Test
  void theByteLimitHoldsWhenTheRatioIsLifted() throws IOException {
    byte[] gz = gzipZeros(8L << 20);
    DecodeLimits limits =
        DecodeLimits.DEFAULT
            .withMaxDecompressionRatio(Integer.MAX_VALUE)
            .withMaxDecompressedBytes(3 << 20);
    DecompressionBudget b = new DecompressionBudget("t", "gz", limits);
    assertRefused(() -> b.readAll(gunzip(b, gz), -1), "maxDecompressedBytes <= " + (3 << 20));
    DecompressionBudget streamed = new DecompressionBudget("t", "gz", limits);
    assertRefused(
        () -> streamed.bound(gunzip(streamed, gz)).transferTo(OutputStreamSink.INSTANCE),
        "maxDecompressedBytes");
  }

  @Test
  void replaySourcesBoundTheirContainers() throws IOException {
    byte[] gz = gzipZeros(256L << 20);
    ReplaySource src = ReplaySource.of("zeros.gz", gz);
    assertRefused(() -> src.readAllBytes(DecodeLimits.DEFAULT), "maxDecompressionRatio");
    assertRefused(
        () -> {
          try (InputStream in = src.openStream(DecodeLimits.DEFAULT)) {
            in.transferTo(OutputStreamSink.INSTANCE);
          }
        },
        "maxDecompressionRatio");
    assertThat(ReplaySource.of("small.gz", gzipZeros(5000)).readAllBytes(DecodeLimits.DEFAULT))
        .hasSize(5000);
  }

  /** Discards everything. */
  enum OutputStreamSink {
    ;
    static final OutputStream INSTANCE = OutputStream.nullOutputStream();
  }
}
