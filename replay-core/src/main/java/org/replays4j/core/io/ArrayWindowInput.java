package org.replays4j.core.io;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import org.replays4j.core.error.ReplayFormatException;

/**
 * The part {@link ByteReader} and {@link StreamByteReader} share: both read from an array window
 * {@code buf[pos, lim)} whose byte 0 stands at absolute offset {@code bufOffset}, so the
 * fixed-width reads are written once here. They differ only in what {@link #require(int)} does when
 * the window holds too few bytes: an in-memory reader fails, a stream reader refills first.
 * Multi-byte reads use array view handles (one bounds check, no per-byte calls).
 */
abstract sealed class ArrayWindowInput implements ByteInput permits ByteReader, StreamByteReader {
  private static final VarHandle S16LE = view(short[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle S16BE = view(short[].class, ByteOrder.BIG_ENDIAN);
  private static final VarHandle S32LE = view(int[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle S32BE = view(int[].class, ByteOrder.BIG_ENDIAN);
  private static final VarHandle S64LE = view(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle S64BE = view(long[].class, ByteOrder.BIG_ENDIAN);

  final String format;
  final byte[] buf;

  /** Index in {@link #buf} of the next unread byte. */
  int pos;

  /** Index in {@link #buf} one past the last readable (buffered) byte. */
  int lim;

  /** Absolute offset of {@code buf[0]}. */
  long bufOffset;

  ArrayWindowInput(String format, byte[] buf, int pos, int lim, long bufOffset) {
    this.format = format;
    this.buf = buf;
    this.pos = pos;
    this.lim = lim;
    this.bufOffset = bufOffset;
  }

  private static VarHandle view(Class<?> arrayType, ByteOrder order) {
    return MethodHandles.byteArrayViewVarHandle(arrayType, order);
  }

  /**
   * Index in {@link #buf} of the next {@code n} bytes ({@code n} a positive constant), which this
   * reader then moves past; {@link #require(int)} runs only when the window holds fewer.
   */
  private int take(int n) throws ReplayFormatException {
    if (n > lim - pos) require(n);
    int at = pos;
    pos = at + n;
    return at;
  }

  @Override
  public final String format() {
    return format;
  }

  @Override
  public final long position() {
    return bufOffset + pos;
  }

  // The single-byte reads take the index before loading the array: written as buf[take(1)], a
  // loop of one-byte varints (TwVarIntBench, small) ran 7% slower.
  @Override
  public final int readU8() throws ReplayFormatException {
    int at = take(1);
    return buf[at] & 0xFF;
  }

  @Override
  public final byte readS8() throws ReplayFormatException {
    int at = take(1);
    return buf[at];
  }

  @Override
  public final short readS16le() throws ReplayFormatException {
    return (short) S16LE.get(buf, take(2));
  }

  @Override
  public final short readS16be() throws ReplayFormatException {
    return (short) S16BE.get(buf, take(2));
  }

  @Override
  public final int readS32le() throws ReplayFormatException {
    return (int) S32LE.get(buf, take(4));
  }

  @Override
  public final int readS32be() throws ReplayFormatException {
    return (int) S32BE.get(buf, take(4));
  }

  @Override
  public final long readS64le() throws ReplayFormatException {
    return (long) S64LE.get(buf, take(8));
  }

  @Override
  public final long readS64be() throws ReplayFormatException {
    return (long) S64BE.get(buf, take(8));
  }
}
