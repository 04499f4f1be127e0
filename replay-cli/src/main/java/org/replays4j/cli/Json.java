package org.replays4j.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.io.SerializedString;
import java.io.IOException;
import java.io.StringWriter;
import java.io.Writer;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Locale;
import java.util.Map;
import org.replays4j.core.event.ValueTrees;

/** Writes plain value trees (see {@link ValueTrees}) with Jackson's streaming generator. */
final class Json {
  /** Shared and thread-safe. */
  static final JsonFactory FACTORY = JsonFactory.builder().build();

  private Json() {}

  /**
   * A generator over {@code w} that does not close it and writes nothing between root-level values
   * (Jackson's default is a space), so callers end each JSON Lines record with {@code '\n'}.
   */
  static JsonGenerator generator(Writer w) throws IOException {
    JsonGenerator g = FACTORY.createGenerator(w);
    g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
    g.setRootValueSeparator(null);
    g.setCharacterEscapes(CONTROLS);
    return g;
  }

  /**
   * Every control character escaped in strings: JSON's C0 controls as Jackson writes them, and also
   * DEL and the C1 controls (U+0080 to U+009F, which Jackson leaves raw and a terminal may obey as
   * a command), as <code>&#92;u007F</code> and <code>&#92;u0085</code>: JSON printed to a terminal
   * cannot drive it.
   */
  static final CharacterEscapes CONTROLS = new ControlEscapes();

  private static final class ControlEscapes extends CharacterEscapes {
    private static final long serialVersionUID = 1L;
    private final int[] ascii;

    ControlEscapes() {
      ascii = standardAsciiEscapesForJSON();
      ascii[0x7f] = ESCAPE_STANDARD;
    }

    @Override
    public int[] getEscapeCodesForAscii() {
      return ascii;
    }

    @Override
    public SerializableString getEscapeSequence(int ch) {
      return ch >= 0x80 && ch <= 0x9f
          ? new SerializedString(String.format(Locale.ROOT, "\\u%04X", ch))
          : null;
    }
  }

  /**
   * Writes {@code v}: maps as objects (keys via {@code String.valueOf}), iterables and arrays as
   * arrays, numbers, booleans, strings and null as themselves; anything else first goes through
   * {@link ValueTrees#toTree(Object)} (records, enums, byte slices, optionals).
   */
  static void write(JsonGenerator g, Object v) throws IOException {
    if (v == null) {
      g.writeNull();
    } else if (v instanceof String s) {
      g.writeString(s);
    } else if (v instanceof Boolean b) {
      g.writeBoolean(b);
    } else if (v instanceof Integer
        || v instanceof Long
        || v instanceof Short
        || v instanceof Byte) {
      g.writeNumber(((Number) v).longValue());
    } else if (v instanceof Double d) {
      g.writeNumber(d);
    } else if (v instanceof Float f) {
      g.writeNumber(f);
    } else if (v instanceof BigInteger b) {
      g.writeNumber(b);
    } else if (v instanceof BigDecimal b) {
      g.writeNumber(b);
    } else if (v instanceof Number n) {
      g.writeNumber(n.toString());
    } else if (v instanceof Map<?, ?> m) {
      g.writeStartObject();
      for (Map.Entry<?, ?> e : m.entrySet()) {
        g.writeFieldName(String.valueOf(e.getKey()));
        write(g, e.getValue());
      }
      g.writeEndObject();
    } else if (v instanceof Iterable<?> it) {
      g.writeStartArray();
      for (Object o : it) write(g, o);
      g.writeEndArray();
    } else {
      Object tree = ValueTrees.toTree(v);
      if (tree instanceof String
          || tree instanceof Map
          || tree instanceof Iterable
          || tree == null
          || tree instanceof Number
          || tree instanceof Boolean) {
        write(g, tree);
      } else {
        g.writeString(String.valueOf(tree));
      }
    }
  }

  /** {@code v} as compact JSON text. */
  static String toString(Object v) {
    StringWriter sw = new StringWriter();
    try (JsonGenerator g = generator(sw)) {
      write(g, v);
    } catch (IOException e) {
      throw new IllegalStateException("writing to a StringWriter cannot fail", e);
    }
    return sw.toString();
  }
}
