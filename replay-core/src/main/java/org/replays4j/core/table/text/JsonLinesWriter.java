package org.replays4j.core.table.text;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import org.replays4j.core.table.TableBatch;
import org.replays4j.core.table.TableSchema;

/**
 * The writer of {@link TextTableFormats.JsonLines}. Strings are escaped as Jackson's generator
 * escapes them by default (the quote, the backslash, {@code \b \t \n \f \r}, the other control
 * characters as <code>&#92;u00XX</code> in upper-case hex; nothing else), which wrote these files
 * before.
 */
final class JsonLinesWriter extends TextTableWriter {
  /** The escape of each character up to the backslash, null for a character written as it is. */
  private static final String[] ESCAPES = new String['\\' + 1];

  static {
    for (int ch = 0; ch < 0x20; ch++) ESCAPES[ch] = String.format(Locale.ROOT, "\\u%04X", ch);
    ESCAPES['\b'] = "\\b";
    ESCAPES['\t'] = "\\t";
    ESCAPES['\n'] = "\\n";
    ESCAPES['\f'] = "\\f";
    ESCAPES['\r'] = "\\r";
    ESCAPES['"'] = "\\\"";
    ESCAPES['\\'] = "\\\\";
  }

  /** {@code {"name":} for the first column, {@code ,"name":} for the others. */
  private final String[] keys;

  JsonLinesWriter(Path file, TableSchema schema) throws IOException {
    super(file, schema);
    keys = new String[schema.size()];
    for (int c = 0; c < keys.length; c++) {
      keys[c] = (c == 0 ? "{" : ",") + quoted(schema.column(c).name()) + ":";
    }
  }

  private static String escape(char ch) {
    return ch < ESCAPES.length ? ESCAPES[ch] : null;
  }

  /** {@code s} as a JSON string, quotes included. */
  static String quoted(String s) {
    StringBuilder sb = new StringBuilder(s.length() + 8).append('"');
    for (int i = 0; i < s.length(); i++) {
      char ch = s.charAt(i);
      String e = escape(ch);
      if (e == null) sb.append(ch);
      else sb.append(e);
    }
    return sb.append('"').toString();
  }

  /** Whether {@code s} is its own JSON string body (nothing to escape). */
  private static boolean plain(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (escape(s.charAt(i)) != null) return false;
    }
    return true;
  }

  @Override
  void row(TableBatch b, int r) throws IOException {
    if (keys.length == 0) put('{');
    for (int c = 0; c < keys.length; c++) {
      put(keys[c]);
      if (b.isNull(c, r)) {
        put("null");
      } else if (!putPrimitive(b, c, r)) {
        switch (types[c]) {
          case FLOAT32 -> {
            float f = b.float32s(c)[r];
            number(Float.isFinite(f), ShortestDecimal.of(f));
          }
          case FLOAT64 -> {
            double d = b.float64s(c)[r];
            number(Double.isFinite(d), ShortestDecimal.of(d));
          }
          case STRING -> string(b.strings(c)[r]);
          default -> binary(b.binaries(c)[r]);
        }
      }
    }
    put("}\n");
  }

  /** A finite number as its decimal; NaN and infinities as strings. */
  private void number(boolean finite, String decimal) throws IOException {
    if (finite) {
      put(decimal);
    } else {
      put('"');
      put(decimal);
      put('"');
    }
  }

  private void string(String s) throws IOException {
    if (s == null) {
      put("null");
    } else if (plain(s)) {
      put('"');
      put(s);
      put('"');
    } else {
      put(quoted(s));
    }
  }

  private void binary(byte[] a) throws IOException {
    if (a == null) {
      put("null");
    } else {
      put('"');
      putHex(a);
      put('"');
    }
  }
}
