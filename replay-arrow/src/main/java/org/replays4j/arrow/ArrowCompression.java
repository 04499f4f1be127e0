package org.replays4j.arrow;

import java.util.Locale;
import org.apache.arrow.vector.compression.CompressionUtil;

/**
 * Buffer compression of an Arrow IPC file (the IPC format's own: pyarrow, polars, DuckDB and Arrow
 * Java read it; arrow-js does not). Both codecs are pure Java.
 */
public enum ArrowCompression {
  /** Uncompressed buffers: largest files (often ten times zstd's), readable everywhere. */
  NONE(CompressionUtil.CodecType.NO_COMPRESSION),
  /** Zstandard frames per buffer (aircompressor): the default of {@code export}. */
  ZSTD(CompressionUtil.CodecType.ZSTD),
  /** LZ4 frames per buffer: faster to write and read than zstd, files about 1.6 times larger. */
  LZ4(CompressionUtil.CodecType.LZ4_FRAME);

  final CompressionUtil.CodecType codec;

  ArrowCompression(CompressionUtil.CodecType codec) {
    this.codec = codec;
  }

  /** Parses {@code none}, {@code zstd} or {@code lz4} (case-insensitive). */
  public static ArrowCompression parse(String s) {
    try {
      return valueOf(s.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("compression must be none, zstd or lz4, not " + s, e);
    }
  }
}
