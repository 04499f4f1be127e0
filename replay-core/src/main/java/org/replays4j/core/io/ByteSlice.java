package org.replays4j.core.io;

import java.nio.ByteBuffer;
import java.util.Arrays;
import org.replays4j.core.error.Hex;

/**
 * Read-only view of a byte range. Handed to visitors instead of {@code byte[]}; when passed to a
 * callback it is only valid during the call unless {@link #copy()} is taken. Equality is by
 * content.
 */
public final class ByteSlice {
  /** The empty slice. */
  public static final ByteSlice EMPTY = new ByteSlice(new byte[0], 0, 0);

  private final byte[] buf;
  private final int off;
  private final int len;

  private ByteSlice(byte[] buf, int off, int len) {
    this.buf = buf;
    this.off = off;
    this.len = len;
  }

  /** A view of {@code buf[off, off+len)} (not copied). */
  public static ByteSlice wrap(byte[] buf, int off, int len) {
    if (off < 0 || len < 0 || off > buf.length - len) {
      throw new IndexOutOfBoundsException("slice [" + off + ", +" + len + ") of " + buf.length);
    }
    return new ByteSlice(buf, off, len);
  }

  /** A view of the whole array (not copied). */
  public static ByteSlice wrap(byte[] buf) {
    return new ByteSlice(buf, 0, buf.length);
  }

  /** A slice owning a copy of {@code buf[off, off+len)}. */
  public static ByteSlice copyOf(byte[] buf, int off, int len) {
    return new ByteSlice(Arrays.copyOfRange(buf, off, off + len), 0, len);
  }

  /** Number of bytes. */
  public int length() {
    return len;
  }

  /** True when empty. */
  public boolean isEmpty() {
    return len == 0;
  }

  /** Byte {@code i} as 0..255. */
  public int getU8(int i) {
    if (i < 0 || i >= len) throw new IndexOutOfBoundsException("index " + i + " of " + len);
    return buf[off + i] & 0xFF;
  }

  /** A sub-view {@code [from, from+n)}. */
  public ByteSlice subSlice(int from, int n) {
    if (from < 0 || n < 0 || from > len - n) {
      throw new IndexOutOfBoundsException("sub-slice [" + from + ", +" + n + ") of " + len);
    }
    return new ByteSlice(buf, off + from, n);
  }

  /** A new array with the content. */
  public byte[] toArray() {
    return Arrays.copyOfRange(buf, off, off + len);
  }

  /** A slice that owns its bytes (safe to keep after a callback returns). */
  public ByteSlice copy() {
    return new ByteSlice(toArray(), 0, len);
  }

  /** Read-only buffer over the content. */
  public ByteBuffer asBuffer() {
    return ByteBuffer.wrap(buf, off, len).slice().asReadOnlyBuffer();
  }

  /** A reader over the content; offsets start at {@code baseOffset}. */
  public ByteReader reader(String format, long baseOffset) {
    return new ByteReader(format, buf, off, len, baseOffset);
  }

  /** Copies the content into {@code dst[dstOff..]}. */
  public void copyTo(byte[] dst, int dstOff) {
    System.arraycopy(buf, off, dst, dstOff, len);
  }

  /** Lower-case hex without separators. */
  public String toHex() {
    return Hex.compact(buf, off, len);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ByteSlice s
        && Arrays.equals(buf, off, off + len, s.buf, s.off, s.off + s.len);
  }

  @Override
  public int hashCode() {
    int h = 1;
    for (int i = off; i < off + len; i++) h = 31 * h + buf[i];
    return h;
  }

  @Override
  public String toString() {
    return "ByteSlice[" + len + ": " + Hex.of(buf, off, len) + "]";
  }
}
