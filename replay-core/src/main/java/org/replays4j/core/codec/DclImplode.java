package org.replays4j.core.codec;

import java.util.Arrays;
import java.util.Objects;

/**
 * PKWare Data Compression Library "implode": the compressor whose streams {@link DclExplode} reads,
 * as StarCraft wrote replay chunks before 1.18. Written from the code tables in {@code
 * docs/formats/screp.md#dcl} (shared with {@link DclExplode} through {@code DclTables}).
 *
 * <p>Output: the two header bytes (literal mode, dictionary bits), then an LSB-first bit stream of
 * tokens — {@code 0} + literal, or {@code 1} + length code (+ extra bits) + distance code + low
 * distance bits — closed by the end-of-stream length 519 and zero padding to a byte boundary.
 *
 * <p>Matching is LZ77 over a window of {@code 64 << dictBits} bytes: a hash chain over 3-byte
 * prefixes (bounded depth) finds matches of 3..518 bytes, and a hashed last-occurrence table finds
 * the 2-byte matches the format allows within 256 bytes. The longest match is taken (a match is
 * always cheaper than its literals in this format) unless the next position has a longer one
 * (one-step lazy evaluation). Stateless and thread-safe.
 */
public final class DclImplode {
  /** The dictionary bits StarCraft replays use (1 KiB window; docs/formats/screp.md#sections). */
  public static final int STARCRAFT_DICT_BITS = 4;

  /** Longest match the length code can express (518; 519 is the end-of-stream marker). */
  public static final int MAX_MATCH = DclExplode.END_OF_STREAM_LENGTH - 1;

  private static final int HASH_BITS = 13;
  private static final int HASH2_BITS = 12;
  private static final int MAX_CHAIN = 48;

  /**
   * Matches shorter than this are checked against a match at the next position (lazy evaluation).
   */
  private static final int LAZY_LIMIT = 32;

  /** Farthest distance of a length-2 match: 6 distance-symbol bits + 2 low bits. */
  private static final int MAX_DIST_LEN2 = 256;

  private static final int[] LEN_CODES = DclTables.streamCodes(DclTables.LEN_BITS);
  private static final int[] DIST_CODES = DclTables.streamCodes(DclTables.DIST_BITS);
  private static final int[] LIT_CODES = DclTables.streamCodes(DclTables.LIT_BITS);

  /** Length symbol per match length 0..519 (entries below 2 unused). */
  private static final byte[] LEN_SYMBOL = lengthSymbols();

  private DclImplode() {}

  /** Implodes {@code src} as StarCraft does: binary literals, 4 dictionary bits (1 KiB window). */
  public static byte[] implode(byte[] src) {
    return implode(src, 0, src.length, DclExplode.LITERALS_BINARY, STARCRAFT_DICT_BITS);
  }

  /**
   * Implodes {@code src[off, off+len)} into one complete DCL stream.
   *
   * @param literalMode {@link DclExplode#LITERALS_BINARY} (8 plain bits per literal, as StarCraft)
   *     or {@link DclExplode#LITERALS_CODED} (the fixed literal Huffman code)
   * @param dictBits 4, 5 or 6: window of 1, 2 or 4 KiB
   * @return the stream: header, tokens, end marker, padded to whole bytes
   * @throws IllegalArgumentException for another literal mode or dictionary size
   */
  public static byte[] implode(byte[] src, int off, int len, int literalMode, int dictBits) {
    Objects.checkFromIndexSize(off, len, src.length);
    if (literalMode != DclExplode.LITERALS_BINARY && literalMode != DclExplode.LITERALS_CODED) {
      throw new IllegalArgumentException(
          "DCL literal mode must be 0 (binary) or 1 (coded), got " + literalMode);
    }
    if (dictBits < 4 || dictBits > 6) {
      throw new IllegalArgumentException("DCL dictionary bits must be 4, 5 or 6, got " + dictBits);
    }
    boolean coded = literalMode == DclExplode.LITERALS_CODED;
    // Worst case: every byte a literal (9 or 14 bits), plus the 16-bit end marker and the header.
    Bits out = new Bits(2 + (int) (((long) len * (coded ? 14 : 9) + 16 + 7) / 8));
    out.buf[0] = (byte) literalMode;
    out.buf[1] = (byte) dictBits;
    out.pos = 2;

    Matcher m = new Matcher(src, off, off + len, 64 << dictBits);
    int p = off;
    int end = off + len;
    long found = m.find(p);
    while (p < end) {
      int bestLen = (int) (found >>> 32);
      // One-step lazy evaluation: a longer match at the next position is worth a literal here.
      long next = bestLen > 0 && bestLen < LAZY_LIMIT && p + 1 < end ? m.find(p + 1) : 0;
      if (bestLen == 0 || (int) (next >>> 32) > bestLen) {
        int b = src[p] & 0xFF;
        if (coded) {
          out.put(LIT_CODES[b] << 1, 1 + DclTables.LIT_BITS[b]);
        } else {
          out.put(b << 1, 9);
        }
        p++;
        found = bestLen == 0 ? (p < end ? m.find(p) : 0) : next;
      } else {
        match(out, bestLen, (int) found, dictBits);
        p += bestLen;
        found = p < end ? m.find(p) : 0;
      }
    }
    match(out, DclExplode.END_OF_STREAM_LENGTH, 0, dictBits);
    out.flush();
    return Arrays.copyOf(out.buf, out.pos);
  }

  /**
   * Match search over the window: a hash chain of 3-byte prefixes, a hashed last occurrence of
   * 2-byte prefixes. Positions are indexed lazily, up to the one searched.
   */
  private static final class Matcher {
    private final byte[] src;
    private final int end;
    private final int window;
    private final int[] head = new int[1 << HASH_BITS];
    private final int[] prev;
    private final int[] last2 = new int[1 << HASH2_BITS];
    private int inserted; // positions below this are indexed

    Matcher(byte[] src, int off, int end, int window) {
      this.src = src;
      this.end = end;
      this.window = window;
      this.prev = new int[window];
      this.inserted = off;
      Arrays.fill(head, -1);
      Arrays.fill(last2, -1);
    }

    /** The longest match at {@code p} as {@code (length << 32) | distance}, or 0 when none. */
    long find(int p) {
      for (; inserted < p; inserted++) {
        last2[hash2(src, inserted)] = inserted;
        if (inserted + 2 < end) {
          int h = hash(src, inserted);
          prev[inserted & (window - 1)] = head[h];
          head[h] = inserted;
        }
      }
      int bestLen = 0;
      int bestDist = 0;
      int maxLen = Math.min(MAX_MATCH, end - p);
      if (maxLen >= 3) {
        int cand = head[hash(src, p)];
        for (int chain = 0; cand >= 0 && p - cand <= window && chain < MAX_CHAIN; chain++) {
          if (src[cand + bestLen] == src[p + bestLen]) {
            int n = 0;
            while (n < maxLen && src[cand + n] == src[p + n]) n++;
            if (n > bestLen) {
              bestLen = n;
              bestDist = p - cand;
              if (n == maxLen) break;
            }
          }
          int next = prev[cand & (window - 1)];
          if (next >= cand) break; // slot reused by a newer position: the chain ends here
          cand = next;
        }
        if (bestLen >= 3) return ((long) bestLen << 32) | bestDist;
      }
      if (maxLen >= 2) {
        int cand = last2[hash2(src, p)];
        if (cand >= 0
            && p - cand <= MAX_DIST_LEN2
            && src[cand] == src[p]
            && src[cand + 1] == src[p + 1]) {
          return (2L << 32) | (p - cand);
        }
      }
      return 0;
    }
  }

  /** Writes a length/distance token; {@code length == 519} writes the end marker (no distance). */
  private static void match(Bits out, int length, int dist, int dictBits) {
    int sym = LEN_SYMBOL[length];
    int extra = DclTables.LEN_EXTRA[sym];
    out.put(1 | (LEN_CODES[sym] << 1), 1 + DclTables.LEN_BITS[sym]);
    if (extra > 0) out.put(length - DclTables.LEN_BASE[sym], extra);
    if (length == DclExplode.END_OF_STREAM_LENGTH) return;
    int low = length == 2 ? 2 : dictBits;
    int d = dist - 1;
    int t = d >>> low;
    out.put(DIST_CODES[t], DclTables.DIST_BITS[t]);
    out.put(d & ((1 << low) - 1), low);
  }

  private static int hash(byte[] b, int i) {
    int v = ((b[i] & 0xFF) << 16) | ((b[i + 1] & 0xFF) << 8) | (b[i + 2] & 0xFF);
    return (v * 0x9E3779B1) >>> (32 - HASH_BITS);
  }

  private static int hash2(byte[] b, int i) {
    int v = ((b[i] & 0xFF) << 8) | (b[i + 1] & 0xFF);
    return (v * 0x9E3779B1) >>> (32 - HASH2_BITS);
  }

  private static byte[] lengthSymbols() {
    byte[] s = new byte[DclExplode.END_OF_STREAM_LENGTH + 1];
    for (int sym = 0; sym < DclTables.LEN_BASE.length; sym++) {
      int base = DclTables.LEN_BASE[sym];
      for (int l = base; l < base + (1 << DclTables.LEN_EXTRA[sym]) && l < s.length; l++)
        s[l] = (byte) sym;
    }
    return s;
  }

  /** LSB-first bit sink into a pre-sized array. */
  private static final class Bits {
    final byte[] buf;
    int pos;
    long acc;
    int n;

    Bits(int capacity) {
      buf = new byte[capacity];
    }

    /** Appends the low {@code bits} (≤ 24) bits of {@code value}, bit 0 first. */
    void put(int value, int bits) {
      acc |= (long) (value & ((1 << bits) - 1)) << n;
      n += bits;
      while (n >= 8) {
        buf[pos++] = (byte) acc;
        acc >>>= 8;
        n -= 8;
      }
    }

    void flush() {
      if (n > 0) buf[pos++] = (byte) acc;
      acc = 0;
      n = 0;
    }
  }
}
