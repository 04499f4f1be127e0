package org.replays4j.butter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.airlift.compress.zstd.ZstdOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.replays4j.butter.record.ButterChunkInfo;
import org.replays4j.butter.record.ButterCompression;
import org.replays4j.butter.record.ButterMap;
import org.replays4j.butter.spi.ButterFormat;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.testkit.SmallHeapJvm;

/**
 * A butter chunk that inflates far beyond any real one: every entry point rejects it with a {@link
 * ReplayFormatException}, in a 256 MB heap, whether the ratio limit or the byte limit stops it. The
 * bombs are a writer-made header and chunk table with one chunk replaced by compressed zeros,
 * generated at test time.
 */
class ButterBombTest {
  /** A writer-made file's header, then a one-chunk table and {@code chunk} as that chunk. */
  static byte[] withSingleChunk(ButterCompression compression, byte[] chunk) throws IOException {
    EchoReplay match =
        SyntheticMatch.generate(
            new SyntheticMatch.Spec(3, 10, 1, 1, 1, false, ButterMap.ARENA, false, 5));
    byte[] file = ButterWriter.convert(match, compression, 30);
    long[] firstChunk = {-1};
    int[] chunks = {0};
    ButterDecoder.create()
        .decode(
            file,
            new ButterVisitor() {
              @Override
              public void visitChunk(ButterChunkInfo c) {
                if (firstChunk[0] < 0) firstChunk[0] = c.fileOffset();
                chunks[0]++;
              }
            });
    int table = (int) firstChunk[0] - 4 - 4 * chunks[0];
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.write(file, 0, table);
    writeU32(out, 1);
    writeU32(out, chunk.length);
    out.write(chunk, 0, chunk.length);
    return out.toByteArray();
  }

  private static void writeU32(OutputStream o, long v) {
    try {
      for (int i = 0; i < 4; i++) o.write((int) (v >>> (8 * i)));
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  static byte[] compressedZeros(ButterCompression c, long n) throws IOException {
    ByteArrayOutputStream bos = new ByteArrayOutputStream();
    byte[] block = new byte[1 << 16];
    try (OutputStream z =
        c == ButterCompression.GZIP
            ? new GZIPOutputStream(bos, 1 << 16)
            : new ZstdOutputStream(bos)) {
      for (long done = 0; done < n; done += block.length) z.write(block);
    }
    return bos.toByteArray();
  }

  /** Decodes {@code file} through every entry point; each must throw a ReplayFormatException. */
  static void everyEntryPointRejects(byte[] file, DecodeLimits limits) throws IOException {
    int rejected = 0;
    try {
      ButterReplay.read(file, ButterDecoder.builder().limits(limits).build());
    } catch (ReplayFormatException e) {
      rejected++;
    }
    try {
      ButterDecoder.builder()
          .limits(limits)
          .build()
          .decode(new ByteArrayInputStream(file), new ButterVisitor() {});
    } catch (ReplayFormatException e) {
      rejected++;
    }
    Path tmp = Files.createTempFile("bomb", ".butter");
    try {
      Files.write(tmp, file);
      new ButterFormat().summarize(ReplaySource.of(tmp), limits);
    } catch (ReplayFormatException e) {
      rejected++;
    } finally {
      Files.delete(tmp);
    }
    try {
      new ButterFormat().summarize(ReplaySource.of("bomb.butter", file), limits);
    } catch (ReplayFormatException e) {
      if (rejected == 3) throw e; // every entry point rejected it
    }
    throw new AssertionError("only " + rejected + " of 4 entry points rejected the bomb");
  }

  /** Child JVM: 256 MiB of gzip zeros in one chunk (about 256 KB), default limits. */
  static void gzipBombDefaultLimits() throws IOException {
    everyEntryPointRejects(
        withSingleChunk(
            ButterCompression.GZIP, compressedZeros(ButterCompression.GZIP, 256L << 20)),
        DecodeLimits.DEFAULT);
  }

  /**
   * Child JVM: 48 MiB of zstd zeros, the ratio limit lifted: the buffer may only grow to the 32 MiB
   * limit.
   */
  static void zstdBombByteLimitOnly() throws IOException {
    everyEntryPointRejects(
        withSingleChunk(
            ButterCompression.ZSTD_3, compressedZeros(ButterCompression.ZSTD_3, 48L << 20)),
        DecodeLimits.DEFAULT.withMaxDecompressionRatio(Integer.MAX_VALUE));
  }

  /** Child JVM: 48 MiB of gzip zeros, the ratio limit lifted. */
  static void gzipBombByteLimitOnly() throws IOException {
    everyEntryPointRejects(
        withSingleChunk(ButterCompression.GZIP, compressedZeros(ButterCompression.GZIP, 48L << 20)),
        DecodeLimits.DEFAULT.withMaxDecompressionRatio(Integer.MAX_VALUE));
  }

  @Test
  void aGzipChunkBombIsRejectedInA256MegabyteHeap() throws Exception {
    String out = SmallHeapJvm.rejects(ButterBombTest.class, "gzipBombDefaultLimits");
    assertThat(out).contains("maxDecompressionRatio");
  }

  @Test
  void chunkBombsBeyondTheByteLimitAreRejectedInA256MegabyteHeap() throws Exception {
    for (String m : new String[] {"zstdBombByteLimitOnly", "gzipBombByteLimitOnly"}) {
      String out = SmallHeapJvm.rejects(ButterBombTest.class, m);
      assertThat(out)
          .as(m)
          .contains("maxDecompressedBytes <= " + DecodeLimits.DEFAULT.maxDecompressedBytes());
    }
  }

  @Test
  void aSmallHighlyCompressibleChunkStillDecodesUpToTheLimits() throws IOException {
    byte[] file =
        withSingleChunk(ButterCompression.GZIP, compressedZeros(ButterCompression.GZIP, 1 << 16));
    // 64 KiB of zero frames bytes is not a valid frame stream, but it is not refused for its size
    assertThatThrownBy(() -> ButterReplay.read(file, ButterDecoder.create()))
        .isInstanceOf(ReplayFormatException.class)
        .message()
        .doesNotContain("maxDecompress");
  }
}
