package org.replays4j.screp.record;

import java.util.Objects;
import org.replays4j.core.io.ByteSlice;

/**
 * A string field as stored (bytes up to the first NUL), as decoded, and as shown.
 *
 * <p>StarCraft names (map, title, host, players) often hold colour codes and other control bytes
 * ({@code \u0002G\u0006orky \u0002P\u0006ark}); {@link #text()} is the name without them, read by
 * every summary, table, catalog column and stats record, so that a name never carries invisible
 * characters nor splits a line of text. {@link #decoded()} keeps them (the {@code raw} JSON fields
 * and {@code raw_} columns), {@link #raw()} holds the stored bytes.
 *
 * @param text the decoded text without control and format characters (Unicode categories Cc and Cf:
 *     colour codes, newlines, tabs, zero-width marks); never null
 * @param decoded the decoded text as stored (see {@code ScrepText} for the UTF-8 / cp949 / cp1252
 *     rules), control characters included; never null
 * @param raw the stored bytes without the terminating NUL (a private copy); never null
 */
public record RawText(String text, String decoded, ByteSlice raw) {
  /** The empty string. */
  public static final RawText EMPTY = new RawText("", ByteSlice.EMPTY);

  /** Validates non-null components. */
  public RawText {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(decoded, "decoded");
    Objects.requireNonNull(raw, "raw");
  }

  /**
   * The field decoded as {@code decoded}, its shown {@link #text()} derived by {@link #clean}.
   *
   * @param decoded the decoded text, control characters included
   * @param raw the stored bytes
   */
  public RawText(String decoded, ByteSlice raw) {
    this(clean(decoded), decoded, raw);
  }

  /** True when no bytes are stored. */
  public boolean isEmpty() {
    return raw.isEmpty();
  }

  /**
   * {@code s} without control characters (Unicode category Cc: StarCraft's colour codes 0x01–0x1F,
   * newlines) and format characters (Cf), as screp's {@code stringsx.Clean} cleans names for
   * display.
   */
  public static String clean(String s) {
    int n = s.length();
    int i = 0;
    while (i < n && !hidden(s.charAt(i))) i++;
    if (i == n) return s;
    StringBuilder sb = new StringBuilder(n);
    for (int j = 0; j < n; ) {
      int cp = s.codePointAt(j);
      if (!hidden(cp)) sb.appendCodePoint(cp);
      j += Character.charCount(cp);
    }
    return sb.toString();
  }

  private static boolean hidden(int cp) {
    return Character.isISOControl(cp) || Character.getType(cp) == Character.FORMAT;
  }

  @Override
  public String toString() {
    return text;
  }
}
