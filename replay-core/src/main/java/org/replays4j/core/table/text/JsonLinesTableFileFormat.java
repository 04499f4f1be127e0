package org.replays4j.core.table.text;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.replays4j.core.table.AbstractTableFileFormat;
import org.replays4j.core.table.TableBatch;
import org.replays4j.core.table.TableFileWriter;
import org.replays4j.core.table.TableSchema;

/**
 * {@code jsonl}: JSON Lines, one object per row ({@code {"file":"a.slp","frame":0,…}} and a line
 * feed), keys in column order, null values as {@code null}, floats as numbers in their shortest
 * round-trip form (NaN and infinities as the strings {@code "NaN"}, {@code "Infinity"}, {@code
 * "-Infinity"}), binary values as lower-case hex strings. Strings escape the quote, the backslash
 * and the control characters ({@code \n}, {@code \t}… or {@code \u001F}); other characters are
 * written as they are, in UTF-8. Takes no options.
 */
public final class JsonLinesTableFileFormat extends AbstractTableFileFormat {
  /** The format, for {@link java.util.ServiceLoader}. */
  public JsonLinesTableFileFormat() {
    super("jsonl");
  }

  @Override
  protected TableFileWriter openChecked(Path file, TableSchema schema, Map<String, String> options)
      throws IOException {
    return new JsonLinesWriter(file, schema);
  }

  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  /** {@code s} as a JSON string, quotes included. */
  static String quoted(String s) {
    StringBuilder sb = new StringBuilder(s.length() + 8).append('"');
    for (int i = 0; i < s.length(); i++) {
      char ch = s.charAt(i);
      switch (ch) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\b' -> sb.append("\\b");
        case '\t' -> sb.append("\\t");
        case '\n' -> sb.append("\\n");
        case '\f' -> sb.append("\\f");
        case '\r' -> sb.append("\\r");
        default -> {
          if (ch < 0x20) sb.append("\\u00").append(HEX[ch >> 4]).append(HEX[ch & 0xf]);
          else sb.append(ch);
        }
      }
    }
    return sb.append('"').toString();
  }

  /** Whether {@code s} is its own JSON string body (nothing to escape). */
  private static boolean plain(String s) {
    for (int i = 0; i < s.length(); i++) {
      char ch = s.charAt(i);
      if (ch < 0x20 || ch == '"' || ch == '\\') return false;
    }
    return true;
  }

  private static final class JsonLinesWriter extends TextTableWriter {
    /** {@code {"name":} for the first column, {@code ,"name":} for the others. */
    private final String[] keys;

    JsonLinesWriter(Path file, TableSchema schema) throws IOException {
      super(file, schema);
      keys = new String[schema.size()];
      for (int c = 0; c < keys.length; c++) {
        keys[c] = (c == 0 ? "{" : ",") + quoted(schema.column(c).name()) + ":";
      }
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
            default -> {
              byte[] a = b.binaries(c)[r];
              if (a == null) {
                put("null");
              } else {
                put('"');
                putHex(a);
                put('"');
              }
            }
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
  }
}
