package org.replays4j.core.event;

import java.lang.reflect.Array;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.replays4j.core.io.ByteSlice;

/**
 * Converts event records to plain value trees (Map with String keys, List, String, Number, Boolean,
 * null) for JSON output. Records become maps of their components in declaration order; enums their
 * name; {@link TextValue}s their text; {@link ByteSlice} and {@code byte[]} lower-case hex; empty
 * optionals null; primitive arrays lists. Reflection-based: meant for tools, not hot paths.
 */
public final class ValueTrees {
  private ValueTrees() {}

  /**
   * A record class's component names and accessors, looked up once per class (reflection is slow).
   */
  private record Components(String[] names, Method[] accessors) {}

  private static final ClassValue<Components> COMPONENTS =
      new ClassValue<>() {
        @Override
        protected Components computeValue(Class<?> type) {
          RecordComponent[] rc = type.getRecordComponents();
          String[] names = new String[rc.length];
          Method[] acc = new Method[rc.length];
          for (int i = 0; i < rc.length; i++) {
            names[i] = rc[i].getName();
            acc[i] = rc[i].getAccessor();
            try {
              acc[i].setAccessible(true);
            } catch (RuntimeException e) {
              // not accessible: invoke reports it per value, as before
            }
          }
          return new Components(names, acc);
        }
      };

  /** The tree form of {@code value}. */
  public static Object toTree(Object value) {
    if (value == null
        || value instanceof String
        || value instanceof Number
        || value instanceof Boolean) {
      return value;
    }
    if (value instanceof Character c) return String.valueOf(c);
    if (value instanceof TextValue t) return t.text();
    if (value instanceof Enum<?> e) return e.name();
    if (value instanceof ByteSlice s) return s.toHex();
    if (value instanceof byte[] b) return ByteSlice.wrap(b).toHex();
    if (value instanceof Optional<?> o) return o.map(ValueTrees::toTree).orElse(null);
    if (value instanceof OptionalInt o) return o.isPresent() ? o.getAsInt() : null;
    if (value instanceof OptionalLong o) return o.isPresent() ? o.getAsLong() : null;
    if (value instanceof OptionalDouble o) return o.isPresent() ? o.getAsDouble() : null;
    if (value instanceof Map<?, ?> m) {
      Map<String, Object> out = new LinkedHashMap<>();
      m.forEach((k, v) -> out.put(String.valueOf(k), toTree(v)));
      return out;
    }
    if (value instanceof Iterable<?> it) {
      List<Object> out = new ArrayList<>();
      it.forEach(v -> out.add(toTree(v)));
      return out;
    }
    if (value.getClass().isArray()) {
      int n = Array.getLength(value);
      List<Object> out = new ArrayList<>(n);
      for (int i = 0; i < n; i++) out.add(toTree(Array.get(value, i)));
      return out;
    }
    if (value instanceof Record r) {
      Components c = COMPONENTS.get(r.getClass());
      Map<String, Object> out = new LinkedHashMap<>();
      for (int i = 0; i < c.names.length; i++) {
        try {
          out.put(c.names[i], toTree(c.accessors[i].invoke(r)));
        } catch (IllegalAccessException | InvocationTargetException | RuntimeException e) {
          Throwable cause =
              e instanceof InvocationTargetException && e.getCause() != null ? e.getCause() : e;
          out.put(c.names[i], "<" + cause.getClass().getSimpleName() + ">");
        }
      }
      return out;
    }
    return value.toString();
  }

  /**
   * {@code value}'s {@link #toTree tree} as compact JSON text (no spaces; non-ASCII characters
   * kept, control characters escaped; non-finite numbers as strings), the form a table column gives
   * a structured value.
   */
  public static String toJson(Object value) {
    StringBuilder sb = new StringBuilder();
    json(sb, toTree(value));
    return sb.toString();
  }

  private static void json(StringBuilder sb, Object v) {
    if (v == null) {
      sb.append("null");
    } else if (v instanceof String s) {
      quote(sb, s);
    } else if (v instanceof Double d && (d.isNaN() || d.isInfinite())
        || v instanceof Float f && (f.isNaN() || f.isInfinite())) {
      quote(sb, v.toString());
    } else if (v instanceof Number || v instanceof Boolean) {
      sb.append(v);
    } else if (v instanceof Map<?, ?> m) {
      sb.append('{');
      boolean first = true;
      for (Map.Entry<?, ?> e : m.entrySet()) {
        if (!first) sb.append(',');
        first = false;
        quote(sb, String.valueOf(e.getKey()));
        sb.append(':');
        json(sb, e.getValue());
      }
      sb.append('}');
    } else if (v instanceof List<?> l) {
      sb.append('[');
      for (int i = 0; i < l.size(); i++) {
        if (i > 0) sb.append(',');
        json(sb, l.get(i));
      }
      sb.append(']');
    } else {
      quote(sb, v.toString());
    }
  }

  private static void quote(StringBuilder sb, String s) {
    sb.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        case '\t' -> sb.append("\\t");
        default -> {
          if (c < 0x20 || c == 0x2028 || c == 0x2029) {
            sb.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
          } else {
            sb.append(c);
          }
        }
      }
    }
    sb.append('"');
  }
}
