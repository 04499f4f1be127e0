package org.replays4j.screp;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * A raw deflate decoder (RFC 1951) for one section chunk at a time, faster than {@link
 * java.util.zip.Inflater} on StarCraft's chunks of at most 8 KiB because it decodes straight into
 * the destination with a 64-bit bit buffer and one table read per symbol, and resumes a chunk where
 * it stopped (as the sparse map reader asks for growing prefixes).
 *
 * <p>It only ever answers "these bytes" or "not sure": on any stream it cannot decode cleanly (bad
 * or incomplete codes, a distance past the start, input or room running out, anything unusual) it
 * reports failure, and the caller decodes the chunk again with {@code Inflater}, whose result and
 * messages stand. It never accepts a stream that zlib rejects in the part decoded: its checks are
 * zlib's or stricter. Not thread-safe; one per section reader.
 */
final class ChunkInflater {
  private static final VarHandle LONG_LE =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  // A table entry (int): bits 0-4 the bits to consume (the whole code, or the primary bits for a
  // subtable link), bits 5-8 the extra bits after the code, bits 9-11 the kind, bits 16-31 the
  // value (literal byte, base length or distance, subtable start).
  private static final int INVALID = 0;
  private static final int LITERAL = 1;
  private static final int LENGTH = 2;
  private static final int END = 3;
  private static final int LINK = 4;

  /** Primary index bits of the literal/length and distance tables. */
  private static final int LIT_BITS = 10;

  private static final int DIST_BITS = 8;

  /** Table sizes: the primary table plus one subtable of 2^(15 - primary) per longer code. */
  private static final int LIT_SIZE = (1 << LIT_BITS) + 288 * (1 << (15 - LIT_BITS));

  private static final int DIST_SIZE = (1 << DIST_BITS) + 32 * (1 << (15 - DIST_BITS));

  private static final int[] LENGTH_BASE = {
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258
  };
  private static final int[] LENGTH_EXTRA = {
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0
  };
  private static final int[] DIST_BASE = {
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049,
    3073, 4097, 6145, 8193, 12289, 16385, 24577
  };
  private static final int[] DIST_EXTRA = {
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13
  };

  /** For a distance below 8, its smallest multiple of at least 8. */
  private static final int[] PERIOD = {0, 8, 8, 9, 8, 10, 12, 14};

  /** Order of the code length code's lengths in a dynamic block header. */
  private static final int[] CLEN_ORDER = {
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15
  };

  /** Bytes bit-reversed. */
  private static final int[] REVERSE = new int[256];

  static {
    for (int i = 0; i < 256; i++) REVERSE[i] = Integer.reverse(i) >>> 24;
  }

  /** Tables of the fixed code (block type 1). */
  private static final int[] FIXED_LIT = new int[LIT_SIZE];

  private static final int[] FIXED_DIST = new int[DIST_SIZE];

  static {
    byte[] l = new byte[320];
    Arrays.fill(l, 0, 144, (byte) 8);
    Arrays.fill(l, 144, 256, (byte) 9);
    Arrays.fill(l, 256, 280, (byte) 7);
    Arrays.fill(l, 280, 288, (byte) 8);
    Arrays.fill(l, 288, 320, (byte) 5);
    short[] sorted = new short[288];
    if (!build(l, 0, 288, FIXED_LIT, LIT_BITS, true, sorted)
        || !build(l, 288, 32, FIXED_DIST, DIST_BITS, false, sorted)) {
      throw new AssertionError("fixed deflate tables");
    }
  }

  /** The input with zero padding, so that 8-byte reads never leave the array. */
  private byte[] in = new byte[0];

  private final int[] lit = new int[LIT_SIZE];
  private final int[] dist = new int[DIST_SIZE];
  private final byte[] lens = new byte[320];
  private final int[] clen = new int[128];

  /** Symbols in canonical order, for {@link #build}. */
  private final short[] sorted = new short[288];

  // The state of the chunk being decoded, between calls.
  private int[] litTable;
  private int[] distTable;
  private int end;
  private int ip;
  private long bb;
  private int bc;

  /** Bytes of the chunk out so far. */
  private int out;

  /** 0: a block header is next; 1: inside a compressed block; 2: the final block ended. */
  private int state;

  private boolean lastBlock;

  /** Starts a chunk: its raw deflate data {@code src[off, off+len)}. */
  void start(byte[] src, int off, int len) {
    if (in.length < len + 32) in = new byte[Math.max(len, SectionReader.CHUNK) + 32];
    System.arraycopy(src, off, in, 0, len);
    Arrays.fill(in, len, len + 32, (byte) 0);
    end = len;
    ip = 0;
    bb = 0;
    bc = 0;
    out = 0;
    state = 0;
    lastBlock = false;
  }

  /**
   * Decodes on until at least {@code want} bytes of the chunk are out at {@code dst[at…]} (or the
   * stream ends), never writing at or past {@code dst[limit]}; returns the bytes out so far (the
   * output may run past {@code want} by part of a match), or -1 when the stream cannot be decoded
   * cleanly (then the chunk must be decoded by {@code Inflater}). Every call of a chunk passes the
   * same {@code dst} and {@code at}.
   */
  int decode(byte[] dst, int at, int want, int limit) {
    while (out < want) {
      if (state == 2) break;
      if (state == 0) {
        if (lastBlock) {
          state = 2;
          break;
        }
        if (!header(dst, at + out, limit)) return -1;
        continue;
      }
      if (codes(dst, at, at + want, limit) < 0) return -1;
    }
    // the bits read so far must lie within the input
    if ((long) ip * 8 - bc > (long) end * 8) return -1;
    return out;
  }

  /**
   * True when the chunk's whole output, {@code expected} bytes at {@code dst[at…]}, is out and the
   * stream's final block ends right there (as {@code Inflater} finds it: no byte more).
   */
  boolean endsAt(byte[] dst, int at, int expected) {
    return out == expected
        && decode(dst, at, expected + 1, at + expected) == expected
        && finished();
  }

  /** True when the final block has ended. */
  private boolean finished() {
    return state == 2 || state == 0 && lastBlock;
  }

  private void refill() {
    bb |= (long) LONG_LE.get(in, ip) << bc;
    ip += (63 - bc) >>> 3;
    bc |= 56;
  }

  /**
   * Reads a block header (and a stored block's data, out at {@code dst[op…]}); false on bad data.
   */
  private boolean header(byte[] dst, int op, int limit) {
    if (ip > end + 8) return false;
    refill();
    lastBlock = (bb & 1) != 0;
    int type = (int) (bb >>> 1) & 3;
    bb >>>= 3;
    bc -= 3;
    if (type == 0) {
      // byte aligned LEN, NLEN, then LEN bytes
      int drop = bc & 7;
      bb >>>= drop;
      bc -= drop;
      int p = ip - (bc >>> 3);
      bb = 0;
      bc = 0;
      if (p + 4 > end) return false;
      int n = (in[p] & 0xFF) | (in[p + 1] & 0xFF) << 8;
      int nn = (in[p + 2] & 0xFF) | (in[p + 3] & 0xFF) << 8;
      if (n != (~nn & 0xFFFF) || p + 4 + n > end || n > limit - op) return false;
      System.arraycopy(in, p + 4, dst, op, n);
      out += n;
      ip = p + 4 + n;
      return true;
    }
    if (type == 1) {
      litTable = FIXED_LIT;
      distTable = FIXED_DIST;
      state = 1;
      return true;
    }
    if (type == 3) return false;
    // dynamic: HLIT, HDIST, HCLEN, the code length code, then the code lengths
    int nlen = 257 + ((int) bb & 0x1F);
    int ndist = 1 + ((int) (bb >>> 5) & 0x1F);
    int ncode = 4 + ((int) (bb >>> 10) & 0xF);
    bb >>>= 14;
    bc -= 14;
    if (nlen > 286 || ndist > 30 || ip > end + 8) return false;
    refill();
    byte[] l = lens;
    Arrays.fill(l, 0, 19, (byte) 0);
    for (int i = 0; i < ncode; i++) {
      if (bc < 3) {
        if (ip > end + 8) return false;
        refill();
      }
      l[CLEN_ORDER[i]] = (byte) (bb & 7);
      bb >>>= 3;
      bc -= 3;
    }
    if (!buildCodeLengths(l)) return false;
    int n = nlen + ndist;
    int i = 0;
    while (i < n) {
      if (bc < 14) {
        // a code length symbol takes at most 7 + 7 bits
        if (ip > end + 8) return false;
        refill();
      }
      int e = clen[(int) bb & 0x7F];
      if (e == 0) return false;
      int cl = e & 0xF;
      int sym = e >>> 16;
      bb >>>= cl;
      bc -= cl;
      if (sym < 16) {
        l[i++] = (byte) sym;
        continue;
      }
      int rep;
      byte v = 0;
      if (sym == 16) {
        if (i == 0) return false;
        v = l[i - 1];
        rep = 3 + ((int) bb & 3);
        bb >>>= 2;
        bc -= 2;
      } else if (sym == 17) {
        rep = 3 + ((int) bb & 7);
        bb >>>= 3;
        bc -= 3;
      } else {
        rep = 11 + ((int) bb & 0x7F);
        bb >>>= 7;
        bc -= 7;
      }
      if (i + rep > n) return false;
      Arrays.fill(l, i, i + rep, v);
      i += rep;
    }
    if (l[256] == 0) return false;
    if (!build(l, 0, nlen, lit, LIT_BITS, true, sorted)) return false;
    // the distance lengths follow the literal/length lengths
    if (!build(l, nlen, ndist, dist, DIST_BITS, false, sorted)) return false;
    litTable = lit;
    distTable = dist;
    state = 1;
    return true;
  }

  /** The code length code's table (7-bit direct lookup); false unless complete. */
  private boolean buildCodeLengths(byte[] l) {
    int[] count = new int[8];
    for (int s = 0; s < 19; s++) count[l[s]]++;
    count[0] = 0;
    int left = 1;
    for (int b = 1; b <= 7; b++) {
      left = (left << 1) - count[b];
      if (left < 0) return false;
    }
    if (left != 0) return false;
    Arrays.fill(clen, 0);
    int[] next = new int[8];
    int code = 0;
    for (int b = 1; b <= 7; b++) {
      code = (code + count[b - 1]) << 1;
      next[b] = code;
    }
    for (int s = 0; s < 19; s++) {
      int len = l[s];
      if (len == 0) continue;
      int r = reverse(next[len]++, len);
      int e = len | s << 16;
      for (int k = r; k < 128; k += 1 << len) clen[k] = e;
    }
    return true;
  }

  /**
   * Builds the decoding table of the {@code n} code lengths at {@code l[from]} into {@code t};
   * false when the lengths are over-subscribed or incomplete (not zlib's rule for incomplete codes,
   * stricter: the caller then leaves the chunk to {@code Inflater}). A complete code writes every
   * entry, so the table needs no clearing. Symbols go in canonical order (by length, then symbol):
   * their codes then ascend, and the codes of one subtable (same first {@code bits} bits) are
   * consecutive.
   */
  private static boolean build(
      byte[] l, int from, int n, int[] t, int bits, boolean literals, short[] sorted) {
    int[] count = new int[16];
    for (int s = 0; s < n; s++) count[l[from + s]]++;
    count[0] = 0;
    int left = 1;
    int max = 0;
    int[] offset = new int[16];
    for (int b = 1; b <= 15; b++) {
      left = (left << 1) - count[b];
      if (left < 0) return false;
      if (count[b] != 0) max = b;
      if (b < 15) offset[b + 1] = offset[b] + count[b];
    }
    if (left != 0) return false;
    for (int s = 0; s < n; s++) {
      int len = l[from + s];
      if (len != 0) sorted[offset[len]++] = (short) s;
    }
    int total = offset[15];
    int primary = 1 << bits;
    int sub = Math.max(0, max - bits);
    int subSize = 1 << sub;
    int used = primary;
    int code = 0;
    int len = 1;
    int lastLow = -1;
    int at = 0;
    for (int k = 0; k < total; k++) {
      int s = sorted[k];
      int sl = l[from + s];
      code <<= sl - len;
      len = sl;
      int r = (REVERSE[code & 0xFF] << 8 | REVERSE[code >>> 8]) >>> (16 - len);
      code++;
      int e = entry(s, len, literals);
      if (len <= bits) {
        for (int j = r; j < primary; j += 1 << len) t[j] = e;
      } else {
        int low = r & (primary - 1);
        if (low != lastLow) {
          lastLow = low;
          at = used;
          used += subSize;
          t[low] = bits | sub << 5 | LINK << 9 | at << 16;
        }
        for (int j = r >>> bits; j < subSize; j += 1 << (len - bits)) t[at + j] = e;
      }
    }
    return true;
  }

  /** The table entry of symbol {@code s} with a code of {@code len} bits. */
  private static int entry(int s, int len, boolean literals) {
    if (literals) {
      if (s < 256) return len | LITERAL << 9 | s << 16;
      if (s == 256) return len | END << 9;
      if (s > 285) return INVALID;
      return len | LENGTH_EXTRA[s - 257] << 5 | LENGTH << 9 | LENGTH_BASE[s - 257] << 16;
    }
    if (s > 29) return INVALID;
    return len | DIST_EXTRA[s] << 5 | LENGTH << 9 | DIST_BASE[s] << 16;
  }

  private static int reverse(int code, int len) {
    return Integer.reverse(code) >>> (32 - len);
  }

  /**
   * Decodes symbols of the current compressed block (output from {@code dst[at]}) until {@code
   * dst[target]} is reached or the block ends; -1 on bad data.
   */
  private int codes(byte[] dst, int at, int target, int limit) {
    final int[] lt = litTable;
    final int[] dt = distTable;
    final byte[] s = in;
    final int ipMax = end + 8;
    final int lmask = (1 << LIT_BITS) - 1;
    long b = bb;
    int c = bc;
    int i = ip;
    int o = at + out;
    int r = 0;
    // Fast loop while the longest match plus an 8-byte store's slack and two literals fit: no room
    // checks, up to three literals per refill (3 x 15 of the >= 56 bits), matches by 8-byte moves.
    final int fastEnd = limit - (258 + 8 + 2);
    while (o < target && o <= fastEnd) {
      if (i > ipMax) {
        r = -1;
        break;
      }
      b |= (long) LONG_LE.get(s, i) << c;
      i += (63 - c) >>> 3;
      c |= 56;
      int e = lookup(lt, b, LIT_BITS);
      int kind = e >>> 9 & 7;
      if (kind == LITERAL) {
        int n = e & 0x1F;
        b >>>= n;
        c -= n;
        dst[o++] = (byte) (e >>> 16);
        e = lt[(int) b & lmask];
        if ((e >>> 9 & 7) == LITERAL) {
          n = e & 0x1F;
          b >>>= n;
          c -= n;
          dst[o++] = (byte) (e >>> 16);
          e = lt[(int) b & lmask];
          if ((e >>> 9 & 7) == LITERAL) {
            n = e & 0x1F;
            b >>>= n;
            c -= n;
            dst[o++] = (byte) (e >>> 16);
          }
        }
        continue;
      }
      if (kind != LENGTH) {
        if (kind == END) {
          int n = e & 0x1F;
          b >>>= n;
          c -= n;
          state = 0;
        } else {
          r = -1;
        }
        break;
      }
      // code and extra bits taken together
      int n = e & 0x1F;
      int x = e >>> 5 & 0xF;
      int length = (e >>> 16) + ((int) (b >>> n) & ((1 << x) - 1));
      b >>>= n + x;
      c -= n + x;
      int d = lookup(dt, b, DIST_BITS);
      if ((d >>> 9 & 7) != LENGTH) {
        r = -1;
        break;
      }
      n = d & 0x1F;
      x = d >>> 5 & 0xF;
      int distance = (d >>> 16) + ((int) (b >>> n) & ((1 << x) - 1));
      b >>>= n + x;
      c -= n + x;
      int from = o - distance;
      if (from < at) {
        r = -1;
        break;
      }
      if (distance >= 8) {
        // each 8-byte move reads only final bytes (distance >= 8); room: fastEnd
        LONG_LE.set(dst, o, (long) LONG_LE.get(dst, from));
        LONG_LE.set(dst, o + 8, (long) LONG_LE.get(dst, from + 8));
        for (int k = 16; k < length; k += 8) {
          LONG_LE.set(dst, o + k, (long) LONG_LE.get(dst, from + k));
        }
      } else if (distance == 1) {
        // a run of one byte
        long v = (dst[from] & 0xFFL) * 0x0101_0101_0101_0101L;
        for (int k = 0; k < length; k += 8) LONG_LE.set(dst, o + k, v);
      } else {
        // the first 8 bytes one by one, then 8-byte moves from a whole number of periods back
        for (int k = 0; k < 8; k++) dst[o + k] = dst[from + k];
        int back = PERIOD[distance];
        for (int k = 8; k < length; k += 8) {
          LONG_LE.set(dst, o + k, (long) LONG_LE.get(dst, o + k - back));
        }
      }
      o += length;
    }
    while (r == 0 && state == 1 && o < target) {
      if (i > ipMax) {
        r = -1;
        break;
      }
      b |= (long) LONG_LE.get(s, i) << c;
      i += (63 - c) >>> 3;
      c |= 56;
      int e = lookup(lt, b, LIT_BITS);
      int kind = e >>> 9 & 7;
      int n = e & 0x1F;
      b >>>= n;
      c -= n;
      if (kind == LITERAL) {
        if (o >= limit) {
          r = -1;
          break;
        }
        dst[o++] = (byte) (e >>> 16);
        continue;
      }
      if (kind == END) {
        state = 0;
        break;
      }
      if (kind != LENGTH) {
        r = -1;
        break;
      }
      int x = e >>> 5 & 0xF;
      int length = (e >>> 16) + ((int) b & ((1 << x) - 1));
      b >>>= x;
      c -= x;
      int d = lookup(dt, b, DIST_BITS);
      if ((d >>> 9 & 7) != LENGTH) {
        r = -1;
        break;
      }
      n = d & 0x1F;
      b >>>= n;
      c -= n;
      x = d >>> 5 & 0xF;
      int distance = (d >>> 16) + ((int) b & ((1 << x) - 1));
      b >>>= x;
      c -= x;
      int from = o - distance;
      if (from < at || length > limit - o) {
        r = -1;
        break;
      }
      if (distance >= 8 && limit - o >= length + 8) {
        for (int k = 0; k < length; k += 8) {
          LONG_LE.set(dst, o + k, (long) LONG_LE.get(dst, from + k));
        }
      } else {
        for (int k = 0; k < length; k++) dst[o + k] = dst[from + k];
      }
      o += length;
    }
    bb = b;
    bc = c;
    ip = i;
    out = o - at;
    return r;
  }

  /** The entry of the next code in {@code b}, through its subtable when the primary entry links. */
  private static int lookup(int[] t, long b, int bits) {
    int e = t[(int) b & ((1 << bits) - 1)];
    if ((e >>> 9 & 7) == LINK) {
      e = t[(e >>> 16) + ((int) (b >>> bits) & ((1 << (e >>> 5 & 0xF)) - 1))];
    }
    return e;
  }
}
