package org.replays4j.parquet;

import io.airlift.compress.Compressor;
import io.airlift.compress.snappy.SnappyCompressor;
import io.airlift.compress.zstd.ZstdCompressor;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.zip.GZIPOutputStream;

/**
 * Page compression of a Parquet file written by {@link ParquetTableWriter}. Zstandard and Snappy
 * are aircompressor's pure-Java codecs (no native library), gzip is the JDK's deflater.
 */
public enum ParquetCompression {
  /** No compression. */
  NONE(0),
  /** Snappy (fast, modest ratio). */
  SNAPPY(1),
  /** gzip (deflate; slow, the most widely readable). */
  GZIP(2),
  /** Zstandard (the default: about Snappy's speed here, much smaller files). */
  ZSTD(6);

  /** The {@code CompressionCodec} value of the Parquet footer. */
  final int thriftId;

  ParquetCompression(int thriftId) {
    this.thriftId = thriftId;
  }

  /** {@code none}, {@code snappy}, {@code zstd} or {@code gzip} (case-insensitive). */
  public static ParquetCompression parse(String s) {
    for (ParquetCompression c : values()) if (c.name().equalsIgnoreCase(s)) return c;
    throw new IllegalArgumentException(
        "parquet: unknown compression " + s + " (known: none, snappy, zstd, gzip)");
  }

  /** Lower-case name. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** A compressor of this codec (one per writer: it keeps scratch space). */
  Codec codec() {
    return switch (this) {
      case NONE -> null;
      case SNAPPY -> new Airlift(new SnappyCompressor());
      case ZSTD -> new Airlift(new ZstdCompressor());
      case GZIP -> new Gzip();
    };
  }

  /** Compresses one page. */
  interface Codec {
    /** Compresses {@code in[0, len)} into {@code out} (reset first). */
    void compress(byte[] in, int len, Bytes out);
  }

  private record Airlift(Compressor c) implements Codec {
    @Override
    public void compress(byte[] in, int len, Bytes out) {
      out.reset();
      out.ensure(c.maxCompressedLength(len));
      out.size = c.compress(in, 0, len, out.buf, 0, out.buf.length);
    }
  }

  private static final class Gzip implements Codec {
    private final ByteArrayOutputStream bos = new ByteArrayOutputStream();

    @Override
    public void compress(byte[] in, int len, Bytes out) {
      bos.reset();
      try (GZIPOutputStream z = new GZIPOutputStream(bos, 1 << 16)) {
        z.write(in, 0, len);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      out.reset();
      byte[] b = bos.toByteArray();
      out.put(b, 0, b.length);
    }
  }
}
