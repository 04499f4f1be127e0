package org.replays4j.slippi;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.replays4j.core.codec.UbjsonReader;
import org.replays4j.core.codec.UbjsonWriter;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.slippi.record.SlippiMetadata;

/**
 * Writes a metadata element so that a file read by {@link SlippiDecoder} comes back byte for byte.
 *
 * <p>The metadata tree holds plain Java numbers, which cannot say whether a 5 was stored as int8,
 * uint8, int16 or int32 (the recorder and slippi-js pick different widths). So: when the tree
 * equals the tree of the stored bytes ({@link SlippiMetadata#raw()}), the stored bytes are written
 * unchanged; otherwise the tree is encoded with, for every number at a path that held a number, the
 * marker it was stored with when the value fits it, and the smallest marker for new values.
 */
final class MetadataEncoder {
  private MetadataEncoder() {}

  /** A number as stored: its UBJSON marker ({@code i U I l L d D}) and value. */
  private record Typed(int marker, Number value) {}

  static void write(UbjsonWriter w, SlippiMetadata m) {
    if (m.raw().length() > 0) {
      Object typed = typedTree(m.raw().toArray());
      if (typed != null) {
        if (plain(typed).equals(m.tree())) {
          w.raw(m.raw().toArray(), 0, m.raw().length());
          return;
        }
        writeLike(w, m.tree(), typed);
        return;
      }
    }
    w.writeTree(m.tree());
  }

  /** The stored element with numbers as {@link Typed}, or null if it does not parse. */
  private static Object typedTree(byte[] b) {
    try {
      UbjsonReader r = UbjsonReader.of(b);
      return read(r, r.next());
    } catch (ReplayFormatException | RuntimeException e) {
      return null;
    }
  }

  private static Object read(UbjsonReader r, UbjsonReader.Token t) throws ReplayFormatException {
    switch (t) {
      case INT8:
        return new Typed('i', (int) r.longValue());
      case UINT8:
        return new Typed('U', (int) r.longValue());
      case INT16:
        return new Typed('I', (int) r.longValue());
      case INT32:
        return new Typed('l', (int) r.longValue());
      case INT64:
        return new Typed('L', r.longValue());
      case FLOAT32:
        return new Typed('d', (float) r.doubleValue());
      case FLOAT64:
        return new Typed('D', r.doubleValue());
      case START_OBJECT:
        {
          Map<String, Object> m = new LinkedHashMap<>();
          for (UbjsonReader.Token k = r.next(); k == UbjsonReader.Token.FIELD_NAME; k = r.next()) {
            String key = r.text();
            m.put(key, read(r, r.next()));
          }
          return m;
        }
      case START_ARRAY:
        {
          List<Object> l = new ArrayList<>();
          for (UbjsonReader.Token e = r.next(); e != UbjsonReader.Token.END_ARRAY; e = r.next()) {
            if (e == UbjsonReader.Token.END_OF_INPUT)
              throw new IllegalStateException("unterminated array");
            l.add(read(r, e));
          }
          return l;
        }
      default:
        return r.treeOfCurrent();
    }
  }

  /** The plain tree the decoder builds from a typed one. */
  private static Object plain(Object typed) {
    if (typed instanceof Typed t) {
      return switch (t.marker()) {
        case 'L' -> t.value().longValue();
        case 'd' -> t.value().floatValue();
        case 'D' -> t.value().doubleValue();
        default -> t.value().intValue();
      };
    }
    if (typed instanceof Map<?, ?> m) {
      Map<String, Object> out = new LinkedHashMap<>();
      m.forEach((k, v) -> out.put((String) k, plain(v)));
      return out;
    }
    if (typed instanceof List<?> l) {
      List<Object> out = new ArrayList<>(l.size());
      for (Object o : l) out.add(plain(o));
      return out;
    }
    return typed;
  }

  /** Whether {@code n} is stored exactly with {@code marker}. */
  private static boolean fits(Number n, int marker) {
    boolean integral =
        n instanceof Integer || n instanceof Long || n instanceof Short || n instanceof Byte;
    long v = n.longValue();
    return switch (marker) {
      case 'i' -> integral && v >= Byte.MIN_VALUE && v <= Byte.MAX_VALUE;
      case 'U' -> integral && v >= 0 && v <= 255;
      case 'I' -> integral && v >= Short.MIN_VALUE && v <= Short.MAX_VALUE;
      case 'l' -> integral && v >= Integer.MIN_VALUE && v <= Integer.MAX_VALUE;
      case 'L' -> integral;
      case 'd' -> n instanceof Float;
      default -> n instanceof Double;
    };
  }

  /** Encodes {@code v}, taking number markers from {@code like} where the value is unchanged. */
  private static void writeLike(UbjsonWriter w, Object v, Object like) {
    if (v instanceof Map<?, ?> m) {
      Map<?, ?> lm = like instanceof Map<?, ?> x ? x : Map.of();
      w.startObject();
      for (Map.Entry<?, ?> e : m.entrySet()) {
        String key = String.valueOf(e.getKey());
        w.writeKey(key);
        writeLike(w, e.getValue(), lm.get(key));
      }
      w.endObject();
    } else if (v instanceof List<?> l) {
      List<?> ll = like instanceof List<?> x ? x : List.of();
      w.startArray();
      for (int i = 0; i < l.size(); i++) writeLike(w, l.get(i), i < ll.size() ? ll.get(i) : null);
      w.endArray();
    } else if (v instanceof Number n && like instanceof Typed t && fits(n, t.marker())) {
      switch (t.marker()) {
        case 'i' -> w.writeInt8(n.intValue());
        case 'U' -> w.writeUint8(n.intValue());
        case 'I' -> w.writeInt16(n.intValue());
        case 'l' -> w.writeInt32(n.intValue());
        case 'L' -> w.writeInt64(n.longValue());
        case 'd' -> w.writeFloat32(n.floatValue());
        default -> w.writeFloat64(n.doubleValue());
      }
    } else {
      w.writeTree(v);
    }
  }
}
