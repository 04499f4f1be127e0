package org.replays4j.core.codec;

import java.io.InputStream;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;

/**
 * PKWare Data Compression Library "explode": the decompressor for DCL "implode" streams, as used by
 * StarCraft replays before 1.18 (one stream per chunk of at most 8 KiB). Written from the code
 * tables in {@code docs/formats/screp.md#dcl} (the facts of Mark Adler's blast.c).
 *
 * <p>Stream layout: byte 0 = literal mode (0: literals are 8 plain bits, 1: literals are
 * Huffman-coded), byte 1 = dictionary bits {@code d} ∈ {4, 5, 6} (window 1, 2 or 4 KiB), then an
 * LSB-first bit stream of tokens: bit 0 → literal; bit 1 → length code (+ extra bits), distance
 * code and {@code d} low distance bits ({@code 2} when the length is 2). Length 519 ends the
 * stream.
 *
 * <p>Decoding is table driven: the next 7 (length), 8 (distance) or 13 (literal) stream bits index
 * a table that yields symbol and code length in one read. Streams with binary literals
 * (StarCraft's) go through a faster loop while enough input and room remain: it emits a whole run
 * of up to six literals with one 8-byte store and decodes a match token with one read of a fused
 * length and distance table (two reads of packed tables for the rarer long codes), without per-bit
 * checks; the general loop finishes the stream. Output is always bounded: by the destination size,
 * or by an explicit maximum.
 *
 * <p>Errors are {@link ReplayFormatException}s whose {@code offset} is the position in the
 * <em>decompressed</em> output and whose raw offset is {@code rawBase} plus the byte index in the
 * compressed input. Stateless and thread-safe; see {@link DclInputStream} for the streaming form.
 */
public final class DclExplode {
  /** Format id used in exceptions when the caller does not pass its own. */
  public static final String FORMAT = "dcl";

  /** Literal mode 0: literals are stored as 8 plain bits (what StarCraft replays use). */
  public static final int LITERALS_BINARY = 0;

  /** Literal mode 1: literals are coded with the fixed literal Huffman code. */
  public static final int LITERALS_CODED = 1;

  /** The decoded match length that marks the end of the stream. */
  public static final int END_OF_STREAM_LENGTH = 519;

  private static final java.lang.invoke.VarHandle LONG_LE =
      java.lang.invoke.MethodHandles.byteArrayViewVarHandle(
          long[].class, java.nio.ByteOrder.LITTLE_ENDIAN);

  private DclExplode() {}

  /**
   * Explodes the whole of {@code src} (format id {@code "dcl"}, output bounded by the default
   * {@link DecodeLimits#maxDecompressedBytes()}).
   */
  public static byte[] explode(byte[] src) throws ReplayFormatException {
    return explode(FORMAT, src, 0, src.length, DecodeLimits.DEFAULT.maxDecompressedBytes(), 0);
  }

  /**
   * Explodes {@code src[off, off+len)} into a new array of at most {@code maxOut} bytes.
   *
   * @param format format id for exceptions
   * @param maxOut maximum decompressed size; more output is a {@code limitExceeded} error
   * @param rawBase offset of {@code src[off]} in the stored file, for error messages
   * @return exactly the decompressed bytes
   */
  public static byte[] explode(
      String format, byte[] src, int off, int len, long maxOut, long rawBase)
      throws ReplayFormatException {
    java.util.Objects.checkFromIndexSize(off, len, src.length);
    int cap = (int) Math.min(Math.min(maxOut, Integer.MAX_VALUE - 16), Math.max(256L, len * 4L));
    while (true) {
      byte[] dst = new byte[cap];
      int n = run(format, src, off, len, dst, 0, cap, rawBase);
      if (n >= 0) return n == cap ? dst : java.util.Arrays.copyOf(dst, n);
      if (cap >= maxOut || cap >= Integer.MAX_VALUE - 16) {
        throw ReplayFormatException.limitExceeded(
                format, -n - 1, "DCL output bytes", maxOut, maxOut + 1)
            .withRawOffset(rawBase);
      }
      cap = (int) Math.min(Math.min(maxOut, Integer.MAX_VALUE - 16), cap * 2L);
    }
  }

  /**
   * Explodes {@code src[off, off+len)} into {@code dst[dstOff, dstOff+dstLen)}, the usual form when
   * the decompressed size is known (StarCraft chunks).
   *
   * @param format format id for exceptions
   * @param rawBase offset of {@code src[off]} in the stored file, for error messages
   * @return the number of bytes written (≤ {@code dstLen}); output beyond {@code dstLen} is a
   *     {@code limitExceeded} error. Bytes of the destination range past the returned count may
   *     have been overwritten.
   */
  public static int explode(
      String format, byte[] src, int off, int len, byte[] dst, int dstOff, int dstLen, long rawBase)
      throws ReplayFormatException {
    int n = checkedRun(format, src, off, len, dst, dstOff, dstLen, rawBase);
    if (n < 0) {
      throw ReplayFormatException.limitExceeded(
              format, -n - 1, "DCL output bytes", dstLen, dstLen + 1L)
          .withRawOffset(rawBase);
    }
    return n;
  }

  /**
   * Explodes the start of {@code src[off, off+len)} into {@code dst[dstOff, dstOff+dstLen)},
   * stopping without error when the destination is full: for readers that need only a prefix of a
   * stream's output. A match is written only whole, so when the stream holds more than {@code
   * dstLen} bytes the result may stop short of {@code dstLen}, by less than {@link
   * DclImplode#MAX_MATCH}: to get at least {@code want} bytes, pass {@code dstLen >= want +
   * DclImplode.MAX_MATCH - 1}. Errors in the decoded part are reported as by {@link
   * #explode(String, byte[], int, int, byte[], int, int, long)}; data after the last decoded token
   * is not checked.
   *
   * @param format format id for exceptions
   * @param rawBase offset of {@code src[off]} in the stored file, for error messages
   * @return the number of bytes written (≤ {@code dstLen}): the whole output when the stream ends
   *     within {@code dstLen} bytes, else more than {@code dstLen - DclImplode.MAX_MATCH}. Bytes of
   *     the destination range past the returned count may have been overwritten.
   */
  public static int explodePrefix(
      String format, byte[] src, int off, int len, byte[] dst, int dstOff, int dstLen, long rawBase)
      throws ReplayFormatException {
    int n = checkedRun(format, src, off, len, dst, dstOff, dstLen, rawBase);
    return n < 0 ? -n - 1 : n;
  }

  /** {@link #run} after checking both ranges. */
  private static int checkedRun(
      String format, byte[] src, int off, int len, byte[] dst, int dstOff, int dstLen, long rawBase)
      throws ReplayFormatException {
    java.util.Objects.checkFromIndexSize(off, len, src.length);
    java.util.Objects.checkFromIndexSize(dstOff, dstLen, dst.length);
    return run(format, src, off, len, dst, dstOff, dstLen, rawBase);
  }

  /** A stream that explodes {@code in} on the fly, producing at most {@code maxOut} bytes. */
  public static DclInputStream newInputStream(InputStream in, long maxOut) {
    return new DclInputStream(FORMAT, in, maxOut, 0);
  }

  /** Checks the two header bytes; returns the dictionary bits. */
  static int checkHeader(String format, int mode, int dict, long rawBase)
      throws ReplayFormatException {
    if (mode != LITERALS_BINARY && mode != LITERALS_CODED) {
      throw invalid(
          format, 0, rawBase, "expected DCL literal mode 0 (binary) or 1 (coded) but got " + mode);
    }
    if (dict < 4 || dict > 6) {
      throw invalid(
          format, 0, rawBase + 1, "expected DCL dictionary bits 4, 5 or 6 but got " + dict);
    }
    return dict;
  }

  static ReplayFormatException truncated(
      String format, long outPos, long rawPos, int needBits, int haveBits) {
    String message =
        "expected %d more bit(s) of DCL data but got %d (truncated stream, no end-of-stream code)";
    return invalid(format, outPos, rawPos, message.formatted(needBits, haveBits));
  }

  static ReplayFormatException tooFar(
      String format, long outPos, long rawPos, int dist, long produced) {
    String message = "expected a DCL match distance <= %d (bytes produced so far) but got %d";
    return invalid(format, outPos, rawPos, message.formatted(produced, dist));
  }

  /** Bad data at output offset {@code outPos}, stored offset {@code rawPos}. */
  private static ReplayFormatException invalid(
      String format, long outPos, long rawPos, String detail) {
    return ReplayFormatException.invalid(format, outPos, detail).withRawOffset(rawPos);
  }

  /**
   * The decoder proper. Returns the number of bytes written, or {@code -(written) - 1} when the
   * destination is full and the stream wants to write more.
   */
  private static int run(
      String format, byte[] src, int off, int len, byte[] dst, int dstOff, int dstLen, long rawBase)
      throws ReplayFormatException {
    if (len < 2) {
      throw ReplayFormatException.truncated(format, 0, 2, len).withRawOffset(rawBase);
    }
    final int mode = src[off] & 0xFF;
    final int dict = checkHeader(format, mode, src[off + 1] & 0xFF, rawBase);
    final int end = off + len;
    final int oend = dstOff + dstLen;
    int ip = off + 2;
    int op = dstOff;
    long bb = 0; // bit buffer, next stream bit in bit 0
    int bc = 0; // valid bits in bb
    if (mode == LITERALS_BINARY) {
      // Fast loop for binary literals, while >= 16 input bytes and >= 32 output bytes remain (so no
      // token can be truncated and every store below stays inside the destination). Each round
      // refills, emits the run of up to six literals at the front of the buffer with one 8-byte
      // store, refills again and decodes the match that ends the run. bc may carry garbage above
      // bit 5 here: only bc & 63 is meaningful (long shifts mask their count the same way).
      final int[] matchLen = DclTables.MATCH_LEN;
      final int[] matchDist = DclTables.MATCH_DIST[dict - 4];
      final int[] matchShort = DclTables.MATCH_SHORT[dict - 4];
      final int ipLast = end - 16;
      final int opLast = oend - 32;
      while (ip <= ipLast && op <= opLast) {
        bb |= (long) LONG_LE.get(src, ip) << bc;
        ip += (~bc >>> 3) & 7;
        bc |= 56;
        // >= 56 bits: six 9-bit tokens, literal if their flag bit (0, 9, ..., 45) is 0.
        // The literal count k (0..6) is the index of the lowest set flag; RUN_LENGTH's field k sits
        // where multiplying by that flag's power of two moves it into bits 61..63. (Not
        // Long.numberOfTrailingZeros: C1, which short CLI runs use, compiles it as a call.)
        long flags = (bb & LITERAL_FLAGS) | (1L << 54);
        int k = (int) (((flags & -flags) * RUN_LENGTH) >>> 61);
        int s = k * 9;
        LONG_LE.set(dst, op, gatherLiterals(bb));
        op += k;
        bb >>>= s;
        bc -= s;
        if (s == 54) continue;
        bb |= (long) LONG_LE.get(src, ip) << bc;
        ip += (~bc >>> 3) & 7;
        bc |= 56;
        // A match token: at most 1 + 7 + 8 + 8 + 6 = 30 of the >= 56 bits. Usually one lookup
        // yields length and distance code; else length, then distance.
        int length;
        int dist;
        int m = matchShort[(int) (bb >>> 1) & ((1 << DclTables.MATCH_SHORT_BITS) - 1)];
        if (m != 0) {
          length = (m >>> 12) & 0xF;
          dist = ((m >>> 16) & 0xFFF) + ((int) (bb >>> (m >>> 6)) & ((1 << (m >>> 28)) - 1));
          bb >>>= m;
          bc -= m;
        } else {
          int e = matchLen[(int) bb & 0xFF];
          length = (e >>> 21) + ((int) (bb >>> (e >>> 8)) & ((1 << (e >>> 16)) - 1));
          bb >>>= e;
          bc -= e;
          if (length == END_OF_STREAM_LENGTH) return op - dstOff;
          int de = matchDist[((e & 0x80) << 1) | ((int) bb & 0xFF)];
          dist = (de >>> 20) + ((int) (bb >>> (de >>> 8)) & ((de >>> 14) & 0x3F));
          bb >>>= de;
          bc -= de;
        }
        int from = op - dist;
        if (from < dstOff) {
          throw tooFar(format, op - dstOff, rawPos(rawBase, ip - off, bc & 63), dist, op - dstOff);
        }
        if (length > oend - op) return -(op - dstOff) - 1;
        if (length <= 16 && dist >= 8) {
          // Two 8-byte moves (room: op + 16 <= oend); see copyMatch for why dist >= 8 makes them
          // safe.
          LONG_LE.set(dst, op, (long) LONG_LE.get(dst, from));
          LONG_LE.set(dst, op + 8, (long) LONG_LE.get(dst, from + 8));
        } else {
          copyMatch(dst, from, op, length, oend);
        }
        op += length;
      }
      bc &= 63;
    }
    return tokens(format, src, off, end, ip, bb, bc, dst, dstOff, oend, op, mode, dict, rawBase);
  }

  /**
   * The general token loop (any literal mode, any amount of input or room left), from bit buffer
   * state {@code bb}/{@code bc} with the next unread input byte at {@code ip}.
   */
  private static int tokens(
      String format,
      byte[] src,
      int off,
      int end,
      int ip,
      long bb,
      int bc,
      byte[] dst,
      int dstOff,
      int oend,
      int op,
      int mode,
      int dict,
      long rawBase)
      throws ReplayFormatException {
    final int[] lenFused = DclTables.LEN_FUSED;
    final short[] distTable = DclTables.DIST_TABLE;
    final short[] litTable = mode == LITERALS_CODED ? DclTables.literalTable() : null;
    while (true) {
      // A token needs at most 1 + 7 + 8 + 8 + 6 = 30 bits; keep >= 32 buffered while input lasts.
      if (bc < 32) {
        if (end - ip >= 8) {
          // Branch-free refill: OR in 8 bytes, keep the whole bytes that fit. Bits above bc are the
          // start of the next unconsumed byte; OR-ing that byte again on the next refill is
          // harmless.
          bb |= (long) LONG_LE.get(src, ip) << bc;
          ip += (63 - bc) >>> 3;
          bc |= 56;
        } else {
          while (bc <= 56 && ip < end) {
            bb |= (long) (src[ip++] & 0xFF) << bc;
            bc += 8;
          }
        }
      }
      if ((bb & 1) == 0) {
        int lit;
        int n;
        if (mode == LITERALS_BINARY) {
          lit = (int) (bb >>> 1) & 0xFF;
          n = 9;
        } else {
          int e = litTable[(int) (bb >>> 1) & 0x1FFF];
          lit = e >>> 8;
          n = 1 + (e & 0xFF);
        }
        if (n > bc) throw truncated(format, op - dstOff, rawPos(rawBase, ip - off, bc), n, bc);
        bb >>>= n;
        bc -= n;
        if (op >= oend) return -(op - dstOff) - 1;
        dst[op++] = (byte) lit;
      } else {
        int e = lenFused[(int) (bb >>> 1) & 0x7F];
        int cl = e & 0xF;
        int extra = (e >>> 4) & 0xF;
        int n = 1 + cl + extra;
        if (n > bc) throw truncated(format, op - dstOff, rawPos(rawBase, ip - off, bc), n, bc);
        int length = (e >>> 8) + ((int) (bb >>> (1 + cl)) & ((1 << extra) - 1));
        bb >>>= n;
        bc -= n;
        if (length == END_OF_STREAM_LENGTH) return op - dstOff;
        int low = length == 2 ? 2 : dict;
        int de = distTable[(int) bb & 0xFF];
        int dl = de & 0xFF;
        n = dl + low;
        if (n > bc) throw truncated(format, op - dstOff, rawPos(rawBase, ip - off, bc), n, bc);
        int dist = ((de >>> 8) << low) + ((int) (bb >>> dl) & ((1 << low) - 1)) + 1;
        bb >>>= n;
        bc -= n;
        if (dist > op - dstOff) {
          throw tooFar(format, op - dstOff, rawPos(rawBase, ip - off, bc), dist, op - dstOff);
        }
        if (length > oend - op) return -(op - dstOff) - 1;
        copyMatch(dst, op - dist, op, length, oend);
        op += length;
      }
    }
  }

  /** Flag bits of the first six 9-bit tokens in the bit buffer (bits 0, 9, ..., 45). */
  private static final long LITERAL_FLAGS = 0x0000_2010_0804_0201L;

  /**
   * Field k (3 bits, value k) at bits 61 - 9k .. 63 - 9k, for k = 1..6 (k = 0: bits 61..63, zero).
   */
  private static final long RUN_LENGTH =
      1L << 52 | 2L << 43 | 3L << 34 | 4L << 25 | 5L << 16 | 6L << 7;

  /**
   * Packs the literal bytes of six 9-bit tokens, the 8-bit groups at bits 1, 10, ..., 46 of {@code
   * x}, into bytes 0..5 (bytes 6 and 7 are garbage): group i moves right by i + 1 bits, in steps of
   * 1 or 2, then 2 and 4 bits (by bits 0, 1, 2 of i).
   */
  private static long gatherLiterals(long x) {
    // groups 0, 2, 4 by 1; groups 1, 3, 5 by 2
    x = ((x >>> 1) & 0xFF_003F_C00FFL) | ((x >>> 2) & 0xF_F003_FC00_FF00L);
    x = (x & 0xF_FFF0_0000_FFFFL) | ((x >>> 2) & 0xFFFF_0000L); // groups 2, 3 by 2
    return (x & 0xFFFF_FFFFL) | ((x >>> 4) & 0xFFFF_0000_0000L); // groups 4, 5 by 4
  }

  /**
   * Copies the match {@code dst[from, from+length)} to {@code dst[op, ...)}, {@code from < op},
   * overlap allowed (then the last {@code op - from} bytes repeat), with room checked by the caller
   * ({@code op + length <= oend}). Bytes of {@code dst} after {@code op + length} but before {@code
   * oend} may be overwritten: later output rewrites them (callers only own dst up to the returned
   * size).
   */
  private static void copyMatch(byte[] dst, int from, int op, int length, int oend) {
    int dist = op - from;
    if (dist >= 8 && oend - op >= length + 8) {
      // 8-byte moves: with dist >= 8 each reads only bytes already final.
      for (int i = 0; i < length; i += 8)
        LONG_LE.set(dst, op + i, (long) LONG_LE.get(dst, from + i));
    } else if (length <= 16) {
      // Short overlapping copy: forward, byte by byte.
      for (int i = 0; i < length; i++) dst[op + i] = dst[from + i];
    } else if (dist >= length) {
      System.arraycopy(dst, from, dst, op, length);
    } else {
      // Overlap repeats the last `dist` bytes. Copy the periodic run in doubling blocks: the
      // source [from, o) is always complete and never overlaps the destination block.
      int o = op;
      int stop = op + length;
      while (o < stop) {
        int block = Math.min(o - from, stop - o);
        System.arraycopy(dst, from, dst, o, block);
        o += block;
      }
    }
  }

  /** Stored offset of the byte holding the next unread bit. */
  private static long rawPos(long rawBase, int consumedBytes, int bufferedBits) {
    return rawBase + consumedBytes - (bufferedBits >> 3);
  }
}
