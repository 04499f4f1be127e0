package org.replays4j.core.io;

import org.replays4j.core.error.ReplayFormatException;

/**
 * Teeworlds/DDNet variable-width signed int ({@code CVariableInt}), 1–5 bytes.
 *
 * <p>Byte 0: bit 7 = more follows, bit 6 = sign, bits 5..0 = value bits 0..5. Bytes 1–3: bit 7 =
 * more follows, bits 6..0 = the next 7 value bits. Byte 4: only its low 4 bits count, and decoding
 * stops there whatever its bit 7 says (as DDNet does). A negative value is stored as its bitwise
 * NOT with the sign bit set. Non-canonical encodings (e.g. {@code 80 00}) decode like DDNet.
 */
public final class TwVarInt {
  /** Longest encoding, in bytes. */
  public static final int MAX_BYTES = 5;

  /** Where the last byte's value bits go; decoding stops after it whatever its bit 7 says. */
  private static final int LAST_SHIFT = 27;

  private TwVarInt() {}

  /** The value bits of the byte shifted in at {@code shift}: 7, but only the low 4 of byte 4. */
  private static int valueBits(int shift) {
    return shift < LAST_SHIFT ? 0x7F : 0x0F;
  }

  /**
   * Reads one varint. Fails with {@code truncated} (offset of the missing byte) when the input ends
   * while bit 7 says more follows; never fails on non-canonical or over-long forms.
   */
  public static int read(ByteInput in) throws ReplayFormatException {
    int b = in.readU8();
    int sign = (b >>> 6) & 1;
    int v = b & 0x3F;
    for (int shift = 6; (b & 0x80) != 0 && shift <= LAST_SHIFT; shift += 7) {
      b = in.readU8();
      v |= (b & valueBits(shift)) << shift;
    }
    return v ^ -sign;
  }

  /**
   * Reads one varint at {@code b[i]} without reading at or past {@code limit}, for decoders that
   * index a {@code byte[]} (the array path and a stream reader's window alike). Returns the value
   * in the low 32 bits and the encoded length (1–5) above them, read with {@link #value(long)} and
   * {@link #length(long)}; a length of 0 means the bytes ran out at {@code limit} before the varint
   * ended (the caller refills or reports truncation there). Decodes exactly like {@link
   * #read(ByteInput)}. In a loop of millions of small messages the packed result is not free
   * (teehistorian measured its message loop about 40% slower), so such a loop decodes in place
   * while the window holds {@link #MAX_BYTES} bytes and calls this near its end.
   */
  public static long readAt(byte[] b, int i, int limit) {
    int p = i;
    if (p >= limit) return 0;
    int x = b[p++];
    int sign = (x >>> 6) & 1;
    int v = x & 0x3F;
    for (int shift = 6; x < 0 && shift <= LAST_SHIFT; shift += 7) {
      if (p >= limit) return 0;
      x = b[p++];
      v |= (x & valueBits(shift)) << shift;
    }
    return (long) (p - i) << 32 | ((v ^ -sign) & 0xFFFF_FFFFL);
  }

  /** The value of a {@link #readAt} result. */
  public static int value(long readAtResult) {
    return (int) readAtResult;
  }

  /** The encoded length (1–5) of a {@link #readAt} result, 0 when the input ran out. */
  public static int length(long readAtResult) {
    return (int) (readAtResult >>> 32);
  }

  /**
   * Encodes {@code value} into {@code dst[off..]} in its shortest form (the form DDNet writes);
   * {@code dst} needs room for {@link #size(int)} bytes. Returns the number of bytes written (1–5).
   */
  public static int write(int value, byte[] dst, int off) {
    int v = value;
    int first = 0;
    if (v < 0) {
      first = 0x40;
      v = ~v;
    }
    first |= v & 0x3F;
    v >>>= 6;
    int p = off;
    dst[p] = (byte) first;
    while (v != 0) {
      dst[p] |= (byte) 0x80;
      dst[++p] = (byte) (v & 0x7F);
      v >>>= 7;
    }
    return p - off + 1;
  }

  /** Encoded size of {@code value}, 1–5. */
  public static int size(int value) {
    int v = value < 0 ? ~value : value;
    if (v < (1 << 6)) return 1;
    if (v < (1 << 13)) return 2;
    if (v < (1 << 20)) return 3;
    if (v < (1 << 27)) return 4;
    return 5;
  }
}
