package org.replays4j.core.codec;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Minimal UBJSON Draft 12 writer into a growable in-memory buffer (big-endian, as the spec
 * requires). The caller is responsible for well-formedness (keys only inside objects, balanced
 * containers); the writer does not track state. {@link #writeTree(Object)} writes a plain value
 * tree as produced by {@link UbjsonReader#readTree()}, choosing the smallest integer marker that
 * holds each integer.
 *
 * <p>Not thread-safe.
 */
public final class UbjsonWriter {
  private byte[] buf;
  private int len;

  /** An empty writer. */
  public UbjsonWriter() {
    this(256);
  }

  /** An empty writer with an initial capacity in bytes. */
  public UbjsonWriter(int capacity) {
    buf = new byte[Math.max(16, capacity)];
  }

  /** Number of bytes written so far. */
  public int size() {
    return len;
  }

  /** A copy of the bytes written so far. */
  public byte[] toByteArray() {
    return Arrays.copyOf(buf, len);
  }

  private void ensure(int n) {
    if (len + n > buf.length) {
      buf = Arrays.copyOf(buf, Math.max(buf.length * 2, len + n));
    }
  }

  /** Writes one raw byte (a marker or payload byte). */
  public UbjsonWriter raw(int b) {
    ensure(1);
    buf[len++] = (byte) b;
    return this;
  }

  /** Writes raw bytes without any marker. */
  public UbjsonWriter raw(byte[] b, int off, int n) {
    ensure(n);
    System.arraycopy(b, off, buf, len, n);
    len += n;
    return this;
  }

  /** Writes {@code marker}, then the low {@code bytes} bytes of {@code v}, big-endian. */
  private UbjsonWriter marked(int marker, long v, int bytes) {
    ensure(1 + bytes);
    buf[len++] = (byte) marker;
    for (int shift = 8 * (bytes - 1); shift >= 0; shift -= 8) {
      buf[len++] = (byte) (v >>> shift);
    }
    return this;
  }

  /** {@code Z}. */
  public UbjsonWriter writeNull() {
    return raw('Z');
  }

  /** {@code N}. */
  public UbjsonWriter writeNoop() {
    return raw('N');
  }

  /** {@code T} or {@code F}. */
  public UbjsonWriter writeBoolean(boolean v) {
    return raw(v ? 'T' : 'F');
  }

  /** {@code i} + int8. */
  public UbjsonWriter writeInt8(int v) {
    return marked('i', v, 1);
  }

  /** {@code U} + uint8. */
  public UbjsonWriter writeUint8(int v) {
    return marked('U', v, 1);
  }

  /** {@code I} + int16. */
  public UbjsonWriter writeInt16(int v) {
    return marked('I', v, 2);
  }

  /** {@code l} + int32. */
  public UbjsonWriter writeInt32(int v) {
    return marked('l', v, 4);
  }

  /** {@code L} + int64. */
  public UbjsonWriter writeInt64(long v) {
    return marked('L', v, 8);
  }

  /** The smallest of {@code U i I l L} that holds {@code v}. */
  public UbjsonWriter writeInt(long v) {
    if (v >= 0 && v <= 255) return writeUint8((int) v);
    if (v >= -128 && v < 0) return writeInt8((int) v);
    if (v >= Short.MIN_VALUE && v <= Short.MAX_VALUE) return writeInt16((int) v);
    if (v >= Integer.MIN_VALUE && v <= Integer.MAX_VALUE) return writeInt32((int) v);
    return writeInt64(v);
  }

  /** {@code d} + binary32. */
  public UbjsonWriter writeFloat32(float v) {
    return marked('d', Float.floatToRawIntBits(v), 4);
  }

  /** {@code D} + binary64. */
  public UbjsonWriter writeFloat64(double v) {
    return marked('D', Double.doubleToRawLongBits(v), 8);
  }

  /** {@code H} + length + decimal text. */
  public UbjsonWriter writeHighPrecision(String decimal) {
    raw('H');
    return lengthPrefixed(decimal);
  }

  /** {@code C} + one ASCII char. */
  public UbjsonWriter writeChar(char c) {
    if (c > 127)
      throw new IllegalArgumentException(
          "UBJSON char must be ASCII, got U+" + Integer.toHexString(c));
    raw('C');
    return raw(c);
  }

  /** {@code S} + length + UTF-8 bytes. */
  public UbjsonWriter writeString(String s) {
    raw('S');
    return lengthPrefixed(s);
  }

  /** An object key: length + UTF-8 bytes (no {@code S} marker, as Draft 12 requires). */
  public UbjsonWriter writeKey(String key) {
    return lengthPrefixed(key);
  }

  private UbjsonWriter lengthPrefixed(String s) {
    byte[] b = s.getBytes(StandardCharsets.UTF_8);
    writeInt(b.length);
    return raw(b, 0, b.length);
  }

  /** {@code [}. */
  public UbjsonWriter startArray() {
    return raw('[');
  }

  /** {@code ]}. */
  public UbjsonWriter endArray() {
    return raw(']');
  }

  /** <code>{</code>. */
  public UbjsonWriter startObject() {
    return raw('{');
  }

  /** <code>}</code>. */
  public UbjsonWriter endObject() {
    return raw('}');
  }

  /**
   * A counted container header: {@code [} or <code>{</code>, then {@code $type} when {@code type !=
   * 0}, then {@code #} and the count with the smallest integer marker. No end marker follows such a
   * container.
   */
  public UbjsonWriter startCounted(boolean object, int type, long count) {
    raw(object ? '{' : '[');
    if (type != 0) {
      raw('$');
      raw(type);
    }
    raw('#');
    return writeInt(count);
  }

  /** A whole {@code [$U#l<n><bytes>} array, always with a 32-bit count (the Slippi raw layout). */
  public UbjsonWriter writeUint8ArrayL(byte[] b, int off, int n) {
    raw('[');
    raw('$');
    raw('U');
    raw('#');
    writeInt32(n);
    return raw(b, off, n);
  }

  /**
   * Writes a plain value tree: Map (String keys), List, String, Boolean, null,
   * Integer/Long/Short/Byte (smallest integer marker), BigInteger (smallest marker or {@code H}),
   * Float ({@code d}), Double ({@code D}), BigDecimal ({@code H}), Character ({@code C}).
   *
   * @throws IllegalArgumentException for any other type
   */
  public UbjsonWriter writeTree(Object v) {
    if (v == null) return writeNull();
    if (v instanceof Boolean b) return writeBoolean(b);
    if (v instanceof Integer || v instanceof Long || v instanceof Short || v instanceof Byte) {
      return writeInt(((Number) v).longValue());
    }
    if (v instanceof Float f) return writeFloat32(f);
    if (v instanceof Double d) return writeFloat64(d);
    if (v instanceof BigInteger bi) {
      return bi.bitLength() < 64 ? writeInt(bi.longValue()) : writeHighPrecision(bi.toString());
    }
    if (v instanceof BigDecimal bd) return writeHighPrecision(bd.toString());
    if (v instanceof Character c) return writeChar(c);
    if (v instanceof CharSequence s) return writeString(s.toString());
    if (v instanceof Map<?, ?> m) {
      startObject();
      for (Map.Entry<?, ?> e : m.entrySet()) {
        writeKey(String.valueOf(e.getKey()));
        writeTree(e.getValue());
      }
      return endObject();
    }
    if (v instanceof List<?> l) {
      startArray();
      for (Object o : l) writeTree(o);
      return endArray();
    }
    throw new IllegalArgumentException("not a plain value tree node: " + v.getClass().getName());
  }
}
