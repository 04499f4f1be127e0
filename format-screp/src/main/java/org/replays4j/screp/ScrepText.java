package org.replays4j.screp;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.screp.record.RawText;

/**
 * Text decoding of StarCraft strings (docs/formats/screp.md#text). Strings are stored
 * NUL-terminated in fixed-size fields; the raw bytes are always kept.
 *
 * <ul>
 *   <li>{@link #legacy}: valid UTF-8 → UTF-8; else Korean cp949 (EUC-KR superset); else cp1252. A
 *       string cut in the middle of a multi-byte sequence at its end still decodes (the incomplete
 *       tail is dropped).
 *   <li>{@link #utf8}: Remastered titles: UTF-8 with invalid sequences dropped.
 * </ul>
 */
public final class ScrepText {
  private ScrepText() {}

  /**
   * The legacy charsets, looked up when the first string that is neither ASCII nor UTF-8 needs
   * them: cp949 lives in the JDK's extended charsets, whose lookup and tables cost several
   * milliseconds of a process's first file, and most replays never need it.
   */
  private static final class Legacy {
    static final Charset CP949 = pick("x-windows-949", "EUC-KR");
    static final Charset CP1252 = pick("windows-1252", "ISO-8859-1");
  }

  private static Charset pick(String a, String b) {
    try {
      return Charset.forName(a);
    } catch (RuntimeException e) {
      return Charset.forName(b);
    }
  }

  /** Length up to the first NUL within {@code b[off, off+max)}. */
  static int cLength(byte[] b, int off, int max) {
    for (int i = 0; i < max; i++) if (b[off + i] == 0) return i;
    return max;
  }

  /** Legacy-style decoding of the NUL-terminated string in {@code b[off, off+max)}. */
  public static RawText legacy(byte[] b, int off, int max) {
    int n = cLength(b, off, max);
    if (n == 0) return RawText.EMPTY;
    return new RawText(decodeLegacy(b, off, n), ByteSlice.copyOf(b, off, n));
  }

  /**
   * UTF-8 decoding (invalid sequences dropped) of the NUL-terminated string in {@code b[off,
   * off+max)}.
   */
  public static RawText utf8(byte[] b, int off, int max) {
    int n = cLength(b, off, max);
    if (n == 0) return RawText.EMPTY;
    String s;
    if (isAscii(b, off, n)) {
      s = new String(b, off, n, StandardCharsets.ISO_8859_1);
    } else {
      s = decode(StandardCharsets.UTF_8, CodingErrorAction.IGNORE, b, off, n);
    }
    return new RawText(s, ByteSlice.copyOf(b, off, n));
  }

  /** Decodes {@code n} bytes with the legacy rules (no NUL handling). */
  public static String decodeLegacy(byte[] b, int off, int n) {
    if (isAscii(b, off, n)) return new String(b, off, n, StandardCharsets.ISO_8859_1);
    String s = strict(StandardCharsets.UTF_8, b, off, n);
    if (s != null) return s;
    s = strict(Legacy.CP949, b, off, n);
    if (s != null) return s;
    // A string cut mid-character (Korean lead byte last): the prefix plus U+FFFD, as screp shows
    // it.
    if ((b[off + n - 1] & 0xFF) >= 0x81) {
      s = strict(Legacy.CP949, b, off, n - 1);
      if (s != null) return s + '\uFFFD';
    }
    return decode(Legacy.CP1252, CodingErrorAction.REPLACE, b, off, n);
  }

  private static boolean isAscii(byte[] b, int off, int n) {
    for (int i = 0; i < n; i++) if (b[off + i] < 0) return false;
    return true;
  }

  private static String strict(Charset cs, byte[] b, int off, int n) {
    try {
      CharBuffer cb =
          cs.newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT)
              .decode(ByteBuffer.wrap(b, off, n));
      return cb.toString();
    } catch (CharacterCodingException e) {
      return null;
    }
  }

  private static String decode(Charset cs, CodingErrorAction action, byte[] b, int off, int n) {
    try {
      return cs.newDecoder()
          .onMalformedInput(action)
          .onUnmappableCharacter(action)
          .decode(ByteBuffer.wrap(b, off, n))
          .toString();
    } catch (CharacterCodingException e) {
      return new String(b, off, n, StandardCharsets.ISO_8859_1);
    }
  }
}
