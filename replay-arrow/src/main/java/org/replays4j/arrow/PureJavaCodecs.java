package org.replays4j.arrow;

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
 * aircompressor (instead of arrow-compression's zstd-jni, whose native libraries weigh 6 MiB), LZ4
 * frames through arrow-compression's commons-compress codec. The IPC format is the same (each
 * buffer: its uncompressed length, then one zstd or LZ4 frame), so any Arrow reader reads the
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
      case LZ4_FRAME -> new Lz4CompressionCodec();
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
}
