package org.replays4j.core.error;

/** Hex rendering of bytes for error messages. */
public final class Hex {
  private static final char[] DIGITS = "0123456789abcdef".toCharArray();

  private Hex() {}

  /** Space-separated lower-case hex, at most 32 bytes then "…". */
  public static String of(byte[] b) {
    return of(b, 0, b == null ? 0 : b.length);
  }

  /** Space-separated lower-case hex of {@code b[off, off+len)}, at most 32 bytes then "…". */
  public static String of(byte[] b, int off, int len) {
    if (b == null) {
      return "null";
    }
    StringBuilder sb = new StringBuilder();
    int n = Math.min(len, 32);
    for (int i = 0; i < n; i++) {
      if (i > 0) sb.append(' ');
      int v = b[off + i] & 0xFF;
      sb.append(DIGITS[v >>> 4]).append(DIGITS[v & 15]);
    }
    if (len > n) sb.append(" …");
    return sb.toString();
  }

  /** Compact lower-case hex with no separators (all bytes). */
  public static String compact(byte[] b, int off, int len) {
    char[] out = new char[len * 2];
    for (int i = 0; i < len; i++) {
      int v = b[off + i] & 0xFF;
      out[2 * i] = DIGITS[v >>> 4];
      out[2 * i + 1] = DIGITS[v & 15];
    }
    return new String(out);
  }
}
