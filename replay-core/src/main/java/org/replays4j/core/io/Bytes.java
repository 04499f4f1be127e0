package org.replays4j.core.io;

import java.nio.ByteBuffer;

/**
 * Static readers at an absolute index of a {@code byte[]} or {@link ByteBuffer}: the byte layer of
 * every decoder's hot loop, where a position-keeping reader would cost a field update per read.
 * Names state signedness, width in bits and byte order; unsigned reads return the next wider type.
 * Callers check bounds once per structure (an event, a header) before reading its fields; these
 * methods do not check beyond what the JVM does. {@link ByteBuffer} readers use absolute indexes
 * and ignore the buffer's position, limit and byte order.
 */
public final class Bytes {
  private Bytes() {}

  /** Unsigned byte at {@code i}. */
  public static int u8(byte[] b, int i) {
    return b[i] & 0xFF;
  }

  /** Unsigned 16-bit little-endian value at {@code i}. */
  public static int u16le(byte[] b, int i) {
    return (b[i] & 0xFF) | (b[i + 1] & 0xFF) << 8;
  }

  /** Unsigned 16-bit big-endian value at {@code i}. */
  public static int u16be(byte[] b, int i) {
    return (b[i] & 0xFF) << 8 | (b[i + 1] & 0xFF);
  }

  /** Signed 16-bit little-endian value at {@code i}. */
  public static short s16le(byte[] b, int i) {
    return (short) u16le(b, i);
  }

  /** Signed 16-bit big-endian value at {@code i}. */
  public static short s16be(byte[] b, int i) {
    return (short) u16be(b, i);
  }

  /** Signed 32-bit little-endian value at {@code i}. */
  public static int s32le(byte[] b, int i) {
    return (b[i] & 0xFF) | (b[i + 1] & 0xFF) << 8 | (b[i + 2] & 0xFF) << 16 | b[i + 3] << 24;
  }

  /** Signed 32-bit big-endian value at {@code i}. */
  public static int s32be(byte[] b, int i) {
    return b[i] << 24 | (b[i + 1] & 0xFF) << 16 | (b[i + 2] & 0xFF) << 8 | (b[i + 3] & 0xFF);
  }

  /** Unsigned 32-bit little-endian value at {@code i}. */
  public static long u32le(byte[] b, int i) {
    return s32le(b, i) & 0xFFFF_FFFFL;
  }

  /** Unsigned 32-bit big-endian value at {@code i}. */
  public static long u32be(byte[] b, int i) {
    return s32be(b, i) & 0xFFFF_FFFFL;
  }

  /** Signed 64-bit little-endian value at {@code i}. */
  public static long s64le(byte[] b, int i) {
    return (s32le(b, i) & 0xFFFF_FFFFL) | (long) s32le(b, i + 4) << 32;
  }

  /** Signed 64-bit big-endian value at {@code i}. */
  public static long s64be(byte[] b, int i) {
    return (long) s32be(b, i) << 32 | (s32be(b, i + 4) & 0xFFFF_FFFFL);
  }

  /** IEEE 754 single-precision little-endian value at {@code i}. */
  public static float f32le(byte[] b, int i) {
    return Float.intBitsToFloat(s32le(b, i));
  }

  /** IEEE 754 single-precision big-endian value at {@code i}. */
  public static float f32be(byte[] b, int i) {
    return Float.intBitsToFloat(s32be(b, i));
  }

  /** IEEE 754 double-precision little-endian value at {@code i}. */
  public static double f64le(byte[] b, int i) {
    return Double.longBitsToDouble(s64le(b, i));
  }

  /** IEEE 754 double-precision big-endian value at {@code i}. */
  public static double f64be(byte[] b, int i) {
    return Double.longBitsToDouble(s64be(b, i));
  }

  /** Unsigned byte at absolute index {@code i} of {@code b}. */
  public static int u8(ByteBuffer b, int i) {
    return b.get(i) & 0xFF;
  }

  /** Unsigned 16-bit little-endian value at absolute index {@code i}. */
  public static int u16le(ByteBuffer b, int i) {
    return (b.get(i) & 0xFF) | (b.get(i + 1) & 0xFF) << 8;
  }

  /** Unsigned 16-bit big-endian value at absolute index {@code i}. */
  public static int u16be(ByteBuffer b, int i) {
    return (b.get(i) & 0xFF) << 8 | (b.get(i + 1) & 0xFF);
  }

  /** Signed 32-bit little-endian value at absolute index {@code i}. */
  public static int s32le(ByteBuffer b, int i) {
    return u16le(b, i) | u16le(b, i + 2) << 16;
  }

  /** Signed 32-bit big-endian value at absolute index {@code i}. */
  public static int s32be(ByteBuffer b, int i) {
    return u16be(b, i) << 16 | u16be(b, i + 2);
  }

  /** Unsigned 32-bit little-endian value at absolute index {@code i}. */
  public static long u32le(ByteBuffer b, int i) {
    return s32le(b, i) & 0xFFFF_FFFFL;
  }

  /** Unsigned 32-bit big-endian value at absolute index {@code i}. */
  public static long u32be(ByteBuffer b, int i) {
    return s32be(b, i) & 0xFFFF_FFFFL;
  }

  /** IEEE 754 single-precision little-endian value at absolute index {@code i}. */
  public static float f32le(ByteBuffer b, int i) {
    return Float.intBitsToFloat(s32le(b, i));
  }

  /** IEEE 754 single-precision big-endian value at absolute index {@code i}. */
  public static float f32be(ByteBuffer b, int i) {
    return Float.intBitsToFloat(s32be(b, i));
  }
}
