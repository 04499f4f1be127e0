package org.replays4j.core.io;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.replays4j.core.error.ReplayFormatException;

/**
 * {@link ByteInput} over an in-memory array range. {@link #position()} is an absolute offset:
 * {@code baseOffset} plus the bytes consumed, so errors inside a slice still name the file offset.
 * Multi-byte reads use array view handles (one bounds check, no per-byte calls). Not thread-safe.
 */
public final class ByteReader implements ByteInput {
  private static final VarHandle S16LE =
      MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle S16BE =
      MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
  private static final VarHandle S32LE =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle S32BE =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
  private static final VarHandle S64LE =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle S64BE =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

  private final String format;
  private final byte[] buf;
  private final int start;
  private final int limit;
  private final long base;
  private int pos;

  /**
   * @param format format id for error messages
   * @param buf backing array (not copied)
   * @param off first byte
   * @param len number of readable bytes
   * @param baseOffset absolute offset of {@code buf[off]}
   */
  public ByteReader(String format, byte[] buf, int off, int len, long baseOffset) {
    if (off < 0 || len < 0 || off > buf.length - len) {
      throw new IndexOutOfBoundsException("range [" + off + ", +" + len + ") of " + buf.length);
    }
    this.format = format;
    this.buf = buf;
    this.start = off;
    this.limit = off + len;
    this.base = baseOffset - off;
    this.pos = off;
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

  @Override
  public String format() {
    return format;
  }

  @Override
  public long position() {
    return base + pos;
  }

  /** Bytes left. */
  public int remaining() {
    return limit - pos;
  }

  /** Position relative to the start of this reader. */
  public int relativePosition() {
    return pos - start;
  }

  /** Moves to {@code rel} bytes from the start of this reader. */
  public void seek(int rel) throws ReplayFormatException {
    if (rel < 0 || rel > limit - start) {
      throw ReplayFormatException.invalid(
          format,
          base + start,
          "expected seek target within [0, " + (limit - start) + "] but got " + rel);
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
    return limit;
  }

  @Override
  public boolean has(int n) {
    return n <= limit - pos;
  }

  @Override
  public void require(int n) throws ReplayFormatException {
    if (n > limit - pos || n < 0) {
      throw ReplayFormatException.truncated(format, base + pos, n, limit - pos);
    }
  }

  @Override
  public void skip(long n) throws ReplayFormatException {
    if (n < 0 || n > limit - pos) {
      throw ReplayFormatException.truncated(format, base + pos, n, limit - pos);
    }
    pos += (int) n;
  }

  @Override
  public int readU8() throws ReplayFormatException {
    require(1);
    return buf[pos++] & 0xFF;
  }

  @Override
  public byte readS8() throws ReplayFormatException {
    require(1);
    return buf[pos++];
  }

  @Override
  public short readS16le() throws ReplayFormatException {
    require(2);
    short v = (short) S16LE.get(buf, pos);
    pos += 2;
    return v;
  }

  @Override
  public short readS16be() throws ReplayFormatException {
    require(2);
    short v = (short) S16BE.get(buf, pos);
    pos += 2;
    return v;
  }

  @Override
  public int readS32le() throws ReplayFormatException {
    require(4);
    int v = (int) S32LE.get(buf, pos);
    pos += 4;
    return v;
  }

  @Override
  public int readS32be() throws ReplayFormatException {
    require(4);
    int v = (int) S32BE.get(buf, pos);
    pos += 4;
    return v;
  }

  @Override
  public long readS64le() throws ReplayFormatException {
    require(8);
    long v = (long) S64LE.get(buf, pos);
    pos += 8;
    return v;
  }

  @Override
  public long readS64be() throws ReplayFormatException {
    require(8);
    long v = (long) S64BE.get(buf, pos);
    pos += 8;
    return v;
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
    ByteReader r = new ByteReader(format, buf, pos, n, base + pos);
    pos += n;
    return r;
  }

  /** Byte at relative index {@code rel} from the current position, without moving. */
  public int peekU8(int rel) throws ReplayFormatException {
    if (rel < 0 || rel >= limit - pos) {
      throw ReplayFormatException.truncated(format, base + pos, rel + 1L, limit - pos);
    }
    return buf[pos + rel] & 0xFF;
  }
}
