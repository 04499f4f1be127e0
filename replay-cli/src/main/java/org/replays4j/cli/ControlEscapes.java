package org.replays4j.cli;

/**
 * Text from replays and file names shown on a terminal with its control characters escaped, so that
 * a value holding {@code ESC [2J} or an OSC title sequence is printed as {@code \x1B[2J} instead of
 * clearing the screen. Used by {@code query}'s text table and {@code index}'s lines; the one place
 * to fold with any other terminal escaping of the CLI.
 */
final class ControlEscapes {
  private ControlEscapes() {}

  /**
   * {@code s} with every C0 control character (tab, line breaks and ESC included), DEL and every C1
   * control character (U+0080 to U+009F, which some terminals obey too) written as {@code \t},
   * {@code \n}, {@code \r}, {@code \xHH} (C0, DEL) or a backslash, {@code u} and four hex digits
   * (C1); {@code s} itself when it holds none. Null stays null.
   */
  static String escape(String s) {
    if (s == null) return null;
    int n = s.length();
    int i = 0;
    while (i < n && !control(s.charAt(i))) i++;
    if (i == n) return s;
    StringBuilder sb = new StringBuilder(n + 8).append(s, 0, i);
    for (; i < n; i++) {
      char c = s.charAt(i);
      if (!control(c)) {
        sb.append(c);
      } else if (c == '\t') {
        sb.append("\\t");
      } else if (c == '\n') {
        sb.append("\\n");
      } else if (c == '\r') {
        sb.append("\\r");
      } else if (c < 0x80) {
        sb.append(String.format(java.util.Locale.ROOT, "\\x%02X", (int) c));
      } else {
        sb.append(String.format(java.util.Locale.ROOT, "\\u%04X", (int) c));
      }
    }
    return sb.toString();
  }

  private static boolean control(char c) {
    return c < 0x20 || c == 0x7F || (c >= 0x80 && c <= 0x9F);
  }
}
