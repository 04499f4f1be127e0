package org.replays4j.core.io;

/**
 * Whole-file container compressions recognised by their magic bytes, so archived replays ({@code
 * .teehistorian.xz}, {@code .slp.gz}, …) open transparently.
 */
public enum Compression {
  /** Not a recognised container. */
  NONE,
  /** gzip, {@code 1f 8b}. Decoded with {@code java.util.zip}. */
  GZIP,
  /** zstd frame, {@code 28 b5 2f fd}. Needs a {@link Decompressor} provider on the class path. */
  ZSTD,
  /** xz, {@code fd 37 7a 58 5a 00}. Needs a {@link Decompressor} provider on the class path. */
  XZ;

  /** Detects the container from the first bytes of a file (any length; short input gives NONE). */
  public static Compression detect(byte[] head, int len) {
    if (len >= 2 && (head[0] & 0xFF) == 0x1F && (head[1] & 0xFF) == 0x8B) return GZIP;
    if (len >= 4
        && (head[0] & 0xFF) == 0x28
        && (head[1] & 0xFF) == 0xB5
        && (head[2] & 0xFF) == 0x2F
        && (head[3] & 0xFF) == 0xFD) return ZSTD;
    if (len >= 6
        && (head[0] & 0xFF) == 0xFD
        && head[1] == '7'
        && head[2] == 'z'
        && head[3] == 'X'
        && head[4] == 'Z'
        && head[5] == 0) return XZ;
    return NONE;
  }
}
