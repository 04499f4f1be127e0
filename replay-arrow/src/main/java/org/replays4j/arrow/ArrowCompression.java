package org.replays4j.arrow;

import java.util.Locale;
import org.apache.arrow.vector.compression.CompressionUtil;

/**
 * Buffer compression of an Arrow IPC file (the IPC format's own, readable by pyarrow and arrow-js
 * readers that support it).
 */
public enum ArrowCompression {
  /** Uncompressed buffers: largest files, fastest to write and read, readable everywhere. */
  NONE(CompressionUtil.CodecType.NO_COMPRESSION),
  /** Zstandard frames per buffer (zstd-jni). */
  ZSTD(CompressionUtil.CodecType.ZSTD),
  /** LZ4 frames per buffer (commons-compress). */
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
