package org.replays4j.arrow;

import io.airlift.compress.lz4.Lz4Compressor;
import io.airlift.compress.zstd.ZstdCompressor;
import io.airlift.compress.zstd.ZstdDecompressor;
import org.apache.arrow.compression.Lz4CompressionCodec;
import org.apache.arrow.memory.ArrowBuf;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.compression.AbstractCompressionCodec;
import org.apache.arrow.vector.compression.CompressionCodec;
import org.apache.arrow.vector.compression.CompressionUtil;
import org.apache.arrow.vector.compression.NoCompressionCodec;

/**
 * The buffer codecs of the Arrow files this module writes and reads, all pure Java: zstd through
 * aircompressor (instead of arrow-compression's zstd-jni, whose native libraries weigh 6 MiB); LZ4
 * frames written here around aircompressor's LZ4 blocks (commons-compress's frame writer, which
 * arrow-compression uses, took minutes where this takes a second) and read by commons-compress
 * (which reads the frames of every LZ4 writer, linked blocks included). The IPC format is the same
 * (each buffer: its uncompressed length, then one zstd or LZ4 frame), so any Arrow reader reads the
 * files.
 */
final class PureJavaCodecs implements CompressionCodec.Factory {
  static final PureJavaCodecs INSTANCE = new PureJavaCodecs();

  private PureJavaCodecs() {}

  @Override
  public CompressionCodec createCodec(CompressionUtil.CodecType type) {
    return switch (type) {
      case NO_COMPRESSION -> NoCompressionCodec.INSTANCE;
      case ZSTD -> new Zstd();
      case LZ4_FRAME -> new Lz4Frames();
    };
  }

  /** aircompressor's zstd has one level (about zstd's 3, Arrow's default); the level is ignored. */
  @Override
  public CompressionCodec createCodec(CompressionUtil.CodecType type, int level) {
    return createCodec(type);
  }

  /**
   * Zstandard buffers. Arrow compresses each buffer of a record batch on its own; the values go
   * through a heap array (aircompressor's byte-array API), one copy each way, small beside the
   * compression itself.
   */
  static final class Zstd extends AbstractCompressionCodec {
    private final ZstdCompressor compressor = new ZstdCompressor();
    private final ZstdDecompressor decompressor = new ZstdDecompressor();
    private byte[] in = new byte[0];
    private byte[] out = new byte[0];

    @Override
    public CompressionUtil.CodecType getCodecType() {
      return CompressionUtil.CodecType.ZSTD;
    }

    @Override
    protected synchronized ArrowBuf doCompress(BufferAllocator allocator, ArrowBuf raw) {
      int n = Math.toIntExact(raw.writerIndex());
      in = fit(in, n);
      raw.getBytes(0, in, 0, n);
      int max = compressor.maxCompressedLength(n);
      out = fit(out, max);
      int written = compressor.compress(in, 0, n, out, 0, max);
      ArrowBuf buf = allocator.buffer(8L + written);
      buf.setBytes(8, out, 0, written);
      buf.writerIndex(8L + written);
      return buf;
    }

    @Override
    protected synchronized ArrowBuf doDecompress(BufferAllocator allocator, ArrowBuf compressed) {
      long length = readUncompressedLength(compressed);
      int n = Math.toIntExact(compressed.writerIndex() - 8);
      // A frame that declares its size must agree with the buffer's prefix (a damaged prefix is
      // an error, not an allocation of what it says).
      in = fit(in, n);
      compressed.getBytes(8, in, 0, n);
      long declared = ZstdDecompressor.getDecompressedSize(in, 0, n);
      if (declared != -1 && declared != length || length > Integer.MAX_VALUE - 16) {
        throw new IllegalArgumentException(
            "arrow: zstd buffer declares " + declared + " bytes, its prefix " + length);
      }
      int size = Math.toIntExact(length);
      out = fit(out, size);
      int got = decompressor.decompress(in, 0, n, out, 0, size);
      if (got != size) {
        throw new IllegalArgumentException(
            "arrow: zstd buffer holds " + got + " bytes, its prefix says " + size);
      }
      ArrowBuf buf = allocator.buffer(size);
      buf.setBytes(0, out, 0, size);
      buf.writerIndex(size);
      return buf;
    }

    private static byte[] fit(byte[] a, int n) {
      return a.length >= n
          ? a
          : new byte[Math.max(n, Math.min(Integer.MAX_VALUE - 16, a.length * 2))];
    }
  }

  /**
   * LZ4 frames of independent blocks of at most 4 MiB, each compressed by aircompressor's LZ4 block
   * compressor (or stored when it does not shrink), without checksums: magic, frame descriptor and
   * its header checksum, the blocks, the end mark (the LZ4 frame format, v1.6).
   */
  static final class Lz4Frames extends Lz4CompressionCodec {
    private static final int MAGIC = 0x184D2204;
    private static final int FLG = 0x60; // version 01, independent blocks, no checksums or size
    private static final int BD = 0x70; // blocks of at most 4 MiB
    private static final int BLOCK = 4 << 20;
    private static final int HC = (xxh32(new byte[] {(byte) FLG, (byte) BD}) >>> 8) & 0xFF;

    private final Lz4Compressor compressor = new Lz4Compressor();
    private byte[] in = new byte[0];
    private byte[] out = new byte[0];

    @Override
    protected synchronized ArrowBuf doCompress(BufferAllocator allocator, ArrowBuf raw) {
      int n = Math.toIntExact(raw.writerIndex());
      in = Zstd.fit(in, n);
      raw.getBytes(0, in, 0, n);
      int blocks = Math.max(1, (n + BLOCK - 1) / BLOCK);
      out = Zstd.fit(out, 7 + blocks * (4 + compressor.maxCompressedLength(BLOCK)) + 4);
      int o = 0;
      o = putInt(out, o, MAGIC);
      out[o++] = (byte) FLG;
      out[o++] = (byte) BD;
      out[o++] = (byte) HC;
      for (int at = 0; at < n; at += BLOCK) {
        int len = Math.min(BLOCK, n - at);
        int written = compressor.compress(in, at, len, out, o + 4, out.length - o - 4);
        if (written >= len) {
          putInt(out, o, len | 0x80000000); // stored
          System.arraycopy(in, at, out, o + 4, len);
          o += 4 + len;
        } else {
          putInt(out, o, written);
          o += 4 + written;
        }
      }
      o = putInt(out, o, 0); // end mark
      ArrowBuf buf = allocator.buffer(8L + o);
      buf.setBytes(8, out, 0, o);
      buf.writerIndex(8L + o);
      return buf;
    }

    private static int putInt(byte[] b, int at, int v) {
      b[at] = (byte) v;
      b[at + 1] = (byte) (v >>> 8);
      b[at + 2] = (byte) (v >>> 16);
      b[at + 3] = (byte) (v >>> 24);
      return at + 4;
    }

    /** xxHash32 with seed 0 of a short input (under 16 bytes): the descriptor's checksum. */
    static int xxh32(byte[] b) {
      final int p1 = 0x9E3779B1;
      final int p2 = 0x85EBCA77;
      final int p3 = 0xC2B2AE3D;
      final int p4 = 0x27D4EB2F;
      final int p5 = 0x165667B1;
      int h = p5 + b.length;
      int i = 0;
      for (; i + 4 <= b.length; i += 4) {
        int k = (b[i] & 0xFF) | (b[i + 1] & 0xFF) << 8 | (b[i + 2] & 0xFF) << 16 | b[i + 3] << 24;
        h = Integer.rotateLeft(h + k * p3, 17) * p4;
      }
      for (; i < b.length; i++) h = Integer.rotateLeft(h + (b[i] & 0xFF) * p5, 11) * p1;
      h ^= h >>> 15;
      h *= p2;
      h ^= h >>> 13;
      h *= p3;
      h ^= h >>> 16;
      return h;
    }
  }
}
