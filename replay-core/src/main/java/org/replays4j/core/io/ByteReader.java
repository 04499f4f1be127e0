package org.replays4j.core.io;

import java.nio.ByteBuffer;
import org.replays4j.core.error.ReplayFormatException;

/**
 * {@link ByteInput} over an in-memory array range. {@link #position()} is an absolute offset:
 * {@code baseOffset} plus the bytes consumed, so errors inside a slice still name the file offset.
 * Multi-byte reads use array view handles (one bounds check, no per-byte calls). Not thread-safe.
 */
public final class ByteReader extends ArrayWindowInput {
  private final int start;

  /**
   * @param format format id for error messages
   * @param buf backing array (not copied)
   * @param off first byte
   * @param len number of readable bytes
   * @param baseOffset absolute offset of {@code buf[off]}
   */
  public ByteReader(String format, byte[] buf, int off, int len, long baseOffset) {
    super(format, buf, checkedStart(buf, off, len), off + len, baseOffset - off);
    this.start = off;
  }

  private static int checkedStart(byte[] buf, int off, int len) {
    if (off < 0 || len < 0 || off > buf.length - len) {
      throw new IndexOutOfBoundsException("range [" + off + ", +" + len + ") of " + buf.length);
    }
    return off;
  }

  /** A reader over the whole array, offsets from 0. */
  public static ByteReader of(String format, byte[] buf) {
    return new ByteReader(format, buf, 0, buf.length, 0);
  }

  /**
   * A reader over the remaining bytes of {@code bb} (copied only when it has no accessible array).
   */
  public static ByteReader of(String format, ByteBuffer bb) {
    if (bb.hasArray() && !bb.isReadOnly()) {
      return new ByteReader(
          format, bb.array(), bb.arrayOffset() + bb.position(), bb.remaining(), 0);
    }
    byte[] copy = new byte[bb.remaining()];
    bb.duplicate().get(copy);
    return of(format, copy);
  }

  /** Bytes left. */
  public int remaining() {
    return lim - pos;
  }

  /** Position relative to the start of this reader. */
  public int relativePosition() {
    return pos - start;
  }

  /** Moves to {@code rel} bytes from the start of this reader. */
  public void seek(int rel) throws ReplayFormatException {
    if (rel < 0 || rel > lim - start) {
      throw ReplayFormatException.invalid(
          format,
          bufOffset + start,
          "expected seek target within [0, " + (lim - start) + "] but got " + rel);
    }
    pos = start + rel;
  }

  /** Backing array (for decoders' hot loops that index directly; bounds are theirs to respect). */
  public byte[] array() {
    return buf;
  }

  /** Index into {@link #array()} of the next byte. */
  public int arrayIndex() {
    return pos;
  }

  /** Index into {@link #array()} one past the last readable byte. */
  public int arrayLimit() {
    return lim;
  }

  @Override
  public boolean has(int n) {
    return n <= lim - pos;
  }

  @Override
  public void require(int n) throws ReplayFormatException {
    if (n > lim - pos || n < 0) {
      throw ReplayFormatException.truncated(format, bufOffset + pos, n, lim - pos);
    }
  }

  @Override
  public void skip(long n) throws ReplayFormatException {
    if (n < 0 || n > lim - pos) {
      throw ReplayFormatException.truncated(format, bufOffset + pos, n, lim - pos);
    }
    pos += (int) n;
  }

  @Override
  public byte[] readBytes(int n) throws ReplayFormatException {
    require(n);
    byte[] out = new byte[n];
    System.arraycopy(buf, pos, out, 0, n);
    pos += n;
    return out;
  }

  @Override
  public void readFully(byte[] dst, int off, int len) throws ReplayFormatException {
    require(len);
    System.arraycopy(buf, pos, dst, off, len);
    pos += len;
  }

  /** The next {@code n} bytes as a view (not copied); this reader moves past them. */
  public ByteSlice readSlice(int n) throws ReplayFormatException {
    require(n);
    ByteSlice s = ByteSlice.wrap(buf, pos, n);
    pos += n;
    return s;
  }

  @Override
  public ByteReader slice(int n) throws ReplayFormatException {
    require(n);
    ByteReader r = new ByteReader(format, buf, pos, n, bufOffset + pos);
    pos += n;
    return r;
  }

  /** Byte at relative index {@code rel} from the current position, without moving. */
  public int peekU8(int rel) throws ReplayFormatException {
    if (rel < 0 || rel >= lim - pos) {
      throw ReplayFormatException.truncated(format, bufOffset + pos, rel + 1L, lim - pos);
    }
    return buf[pos + rel] & 0xFF;
  }
}
