package org.replays4j.slippi;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * String fields of Game Start: NUL-terminated Shift-JIS (names) or ASCII (ids). Shift-JIS is
 * decoded with the Microsoft variant (windows-31j), which maps 0x8160 to U+FF5E like the decoders
 * Slippi's tools use, so that a nametag's wave dash folds to {@code ~}.
 */
final class SlippiText {
  private SlippiText() {}

  private static final Charset SHIFT_JIS = Charset.forName("windows-31j");

  private static int nulEnd(byte[] b, int off, int max) {
    int end = off;
    while (end < off + max && b[end] != 0) end++;
    return end;
  }

  /** Shift-JIS up to the first NUL, then full-width ASCII forms folded to half-width. */
  static String shiftJis(byte[] b, int off, int max) {
    int end = nulEnd(b, off, max);
    String s = new String(b, off, end - off, SHIFT_JIS);
    return toHalfWidth(s);
  }

  /** ASCII/UTF-8 up to the first NUL. */
  static String ascii(byte[] b, int off, int max) {
    int end = nulEnd(b, off, max);
    return new String(b, off, end - off, StandardCharsets.UTF_8);
  }

  /**
   * Folds the full-width ASCII block (U+FF01..U+FF5E) and the ideographic space to their half-width
   * forms, as Slippi's own tools display names and connect codes.
   */
  static String toHalfWidth(String s) {
    StringBuilder sb = null;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      char h = c;
      if (c >= 0xFF01 && c <= 0xFF5E) h = (char) (c - 0xFF00 + 0x20);
      else if (c == 0x3000) h = ' ';
      if (h != c && sb == null) sb = new StringBuilder(s.substring(0, i));
      if (sb != null) sb.append(h);
    }
    return sb == null ? s : sb.toString();
  }
}
