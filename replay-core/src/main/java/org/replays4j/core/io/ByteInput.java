package org.replays4j.core.io;

import org.replays4j.core.error.ReplayFormatException;

/**
 * Sequential reader of primitives. Method names state signedness, width in bits and byte order;
 * unsigned reads return the next wider type. There is no endianness mode. Every read past the end
 * throws {@link ReplayFormatException} naming the format and the offset; nothing unchecked escapes
 * for bad input. Not thread-safe.
 *
 * <p>Implementations: {@link ByteReader} over an array or buffer, {@link StreamByteReader} over an
 * {@code InputStream} with a bounded window.
 */
public interface ByteInput {
  /** Format id used in error messages. */
  String format();

  /** Absolute offset of the next byte, in the decoded stream. */
  long position();

  /** True when at least {@code n} more bytes can be read. */
  boolean has(int n) throws ReplayFormatException;

  /** True when no more bytes can be read. */
  default boolean atEnd() throws ReplayFormatException {
    return !has(1);
  }

  /** Fails with a {@code truncated} error unless {@code n} more bytes are available. */
  void require(int n) throws ReplayFormatException;

  /** Skips {@code n} bytes. */
  void skip(long n) throws ReplayFormatException;

  /** Unsigned 8-bit, 0..255. */
  int readU8() throws ReplayFormatException;

  /** Signed 8-bit. */
  byte readS8() throws ReplayFormatException;

  /** Unsigned 16-bit little-endian, 0..65535. */
  default int readU16le() throws ReplayFormatException {
    return readS16le() & 0xFFFF;
  }

  /** Unsigned 16-bit big-endian, 0..65535. */
  default int readU16be() throws ReplayFormatException {
    return readS16be() & 0xFFFF;
  }

  /** Signed 16-bit little-endian. */
  short readS16le() throws ReplayFormatException;

  /** Signed 16-bit big-endian. */
  short readS16be() throws ReplayFormatException;

  /** Signed 32-bit little-endian. */
  int readS32le() throws ReplayFormatException;

  /** Signed 32-bit big-endian. */
  int readS32be() throws ReplayFormatException;

  /** Unsigned 32-bit little-endian, 0..2<sup>32</sup>-1. */
  default long readU32le() throws ReplayFormatException {
    return readS32le() & 0xFFFFFFFFL;
  }

  /** Unsigned 32-bit big-endian, 0..2<sup>32</sup>-1. */
  default long readU32be() throws ReplayFormatException {
    return readS32be() & 0xFFFFFFFFL;
  }

  /** Signed 64-bit little-endian. */
  long readS64le() throws ReplayFormatException;

  /** Signed 64-bit big-endian. */
  long readS64be() throws ReplayFormatException;

  /** IEEE binary16, little-endian. */
  default float readF16le() throws ReplayFormatException {
    return Half.toFloat(readU16le());
  }

  /** IEEE binary16, big-endian. */
  default float readF16be() throws ReplayFormatException {
    return Half.toFloat(readU16be());
  }

  /** IEEE binary32, little-endian. */
  default float readF32le() throws ReplayFormatException {
    return Float.intBitsToFloat(readS32le());
  }

  /** IEEE binary32, big-endian. */
  default float readF32be() throws ReplayFormatException {
    return Float.intBitsToFloat(readS32be());
  }

  /** IEEE binary64, little-endian. */
  default double readF64le() throws ReplayFormatException {
    return Double.longBitsToDouble(readS64le());
  }

  /** IEEE binary64, big-endian. */
  default double readF64be() throws ReplayFormatException {
    return Double.longBitsToDouble(readS64be());
  }

  /** Reads {@code n} bytes into a new array (caller checks {@code n} against limits first). */
  byte[] readBytes(int n) throws ReplayFormatException;

  /** Reads exactly {@code len} bytes into {@code dst[off..]}. */
  void readFully(byte[] dst, int off, int len) throws ReplayFormatException;

  /**
   * A reader over the next {@code n} bytes, positioned at the same absolute offset; this reader
   * moves past them. A sub-parser that overruns the slice fails; one that stops short simply leaves
   * the remainder unread.
   */
  ByteReader slice(int n) throws ReplayFormatException;

  /** Teeworlds variable-width int (sign-folded, 1–5 bytes). See {@link TwVarInt}. */
  default int readTwVarInt() throws ReplayFormatException {
    return TwVarInt.read(this);
  }
}
