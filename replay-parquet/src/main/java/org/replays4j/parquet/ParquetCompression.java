package org.replays4j.parquet;

import java.util.Locale;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;

/** Page compression of a Parquet file written by {@link ParquetTableWriter}. */
public enum ParquetCompression {
  /** No compression. */
  NONE(CompressionCodecName.UNCOMPRESSED),
  /** Snappy (the default: fast, modest ratio; what most Parquet readers expect). */
  SNAPPY(CompressionCodecName.SNAPPY),
  /** Zstandard (smaller files, a little slower). */
  ZSTD(CompressionCodecName.ZSTD),
  /** gzip (deflate; the most widely readable). */
  GZIP(CompressionCodecName.GZIP);

  final CompressionCodecName codec;

  ParquetCompression(CompressionCodecName codec) {
    this.codec = codec;
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
}
