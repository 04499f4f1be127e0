package org.replays4j.core.codec;

/**
 * Code tables of PKWare DCL "implode" streams, built once from the code bit lengths in {@code
 * docs/formats/screp.md#dcl} (the blast.c tables).
 *
 * <p>The codes are canonical Huffman codes (symbols ordered by bit length, then by value) whose
 * bits are <em>inverted</em> and sent most significant bit first into an LSB-first bit stream. The
 * lookup tables here are indexed by the next {@code maxBits} stream bits taken as an integer (first
 * stream bit = bit 0), so one array read yields the symbol and its code length. Each entry is
 * {@code (symbol << 8) | codeLength}.
 */
final class DclTables {
  private DclTables() {}

  /**
   * Base match length per length symbol (blast order: symbol 0 = length 3, symbol 1 = length 2).
   */
  static final int[] LEN_BASE = {3, 2, 4, 5, 6, 7, 8, 9, 10, 12, 16, 24, 40, 72, 136, 264};

  /** Extra bits after each length symbol. */
  static final int[] LEN_EXTRA = {0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8};

  /** Code bit length per length symbol. */
  static final int[] LEN_BITS = {2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 7, 7};

  /** Code bit length per distance symbol 0..63. */
  static final int[] DIST_BITS = expand(new int[] {2, 1, 4, 2, 5, 4, 6, 15, 7, 26, 8, 16});

  /**
   * Code bit length per literal byte (only used by literal mode 1): the literal code lengths of
   * docs/formats/screp.md#dcl, 16 bytes per row. A constant, not parsed from text: class
   * initialisation runs in the interpreter, on the first file a process reads.
   */
  static final int[] LIT_BITS = {
    11, 12, 12, 12, 12, 12, 12, 12, 12, 8, 7, 12, 12, 7, 12, 12,
    12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 13, 12, 12, 12, 12, 12,
    4, 10, 8, 12, 10, 12, 10, 8, 7, 7, 8, 9, 7, 6, 7, 8,
    7, 6, 7, 7, 7, 7, 8, 7, 7, 8, 8, 12, 11, 7, 9, 11,
    12, 6, 7, 6, 6, 5, 7, 8, 8, 6, 11, 9, 6, 7, 6, 6,
    7, 11, 6, 6, 6, 7, 9, 8, 9, 9, 11, 8, 11, 9, 12, 8,
    12, 5, 6, 6, 6, 5, 6, 6, 6, 5, 11, 7, 5, 6, 5, 5,
    6, 10, 5, 5, 5, 5, 8, 7, 8, 8, 10, 11, 11, 12, 12, 12,
    13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13,
    13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13,
    13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13,
    12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12,
    12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12,
    12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12,
    13, 12, 13, 13, 13, 12, 13, 13, 13, 12, 13, 13, 13, 13, 12, 13,
    13, 13, 12, 12, 12, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13
  };

  /** Longest code of each table: the table index width. */
  static final int LEN_MAX = 7;

  static final int DIST_MAX = 8;
  static final int LIT_MAX = 13;

  /** Length lookup: entry = (length symbol << 8) | code length. */
  static final short[] LEN_TABLE = build(LEN_BITS, LEN_MAX);

  /** Distance lookup: entry = (distance symbol << 8) | code length. */
  static final short[] DIST_TABLE = build(DIST_BITS, DIST_MAX);

  /**
   * Literal lookup: entry = (byte << 8) | code length. Only literal mode 1 needs it, which
   * StarCraft replays do not use, so it is built on first use.
   */
  static short[] literalTable() {
    return LiteralTable.TABLE;
  }

  /** Holder of {@link #literalTable()}: built when the first mode-1 stream needs it. */
  private static final class LiteralTable {
    static final short[] TABLE = build(LIT_BITS, LIT_MAX);
  }

  /**
   * Length lookup fused with the base/extra tables: entry = (base << 8) | (extra << 4) | code
   * length. Saves two dependent array reads per match in the hot loop.
   */
  static final int[] LEN_FUSED = fuseLength();

  /**
   * Match-token lookup of the binary-literal fast loop, indexed by the next 8 stream bits (bit 0 is
   * the token's flag bit, 1 for a match). Entry bits 0-5 = token bits up to the distance code (flag
   * + length code + extra bits), bit 7 = the length is 2 (so 2 low distance bits follow), bits 8-13
   * = position of the extra bits, bits 16-20 = extra bit count, bits 21+ = base length. Bits 0-5
   * and 8-13 can feed a {@code long} shift directly (Java masks a long shift count to 6 bits).
   */
  static final int[] MATCH_LEN = matchLength();

  /**
   * Distance lookup of the fast loop, one table per dictionary size (index {@code d - 4}), indexed
   * by {@code (lengthIsTwo << 8) | next 8 stream bits}. Entry bits 0-5 = distance code + low bits,
   * bits 8-13 = code length (position of the low bits), bits 14-19 = low-bit mask, bits 20+ =
   * {@code (symbol << lowBits) + 1}, so distance = base + (low bits & mask).
   */
  static final int[][] MATCH_DIST = {matchDistance(4), matchDistance(5), matchDistance(6)};

  /** Stream bits after the flag bit that index {@link #MATCH_SHORT}. */
  static final int MATCH_SHORT_BITS = 12;

  /**
   * Whole-match lookup of the fast loop for the common match tokens (length 2..9, so no extra
   * length bits, with length and distance codes within the next {@value #MATCH_SHORT_BITS} stream
   * bits after the flag bit; about 9 in 10 StarCraft matches), one table per dictionary size (index
   * {@code d - 4}), indexed by those bits. Entry 0 = not such a token (use {@link #MATCH_LEN} and
   * {@link #MATCH_DIST}); otherwise bits 0-5 = all bits of the token, bits 6-11 = position of the
   * low distance bits, bits 12-15 = length, bits 16-27 = {@code (distance symbol << lowBits) + 1},
   * bits 28-31 = low bit count.
   */
  static final int[][] MATCH_SHORT = {matchShort(4), matchShort(5), matchShort(6)};

  /**
   * Filled token by token rather than index by index: every length code without extra bits paired
   * with every distance code that fits in {@value #MATCH_SHORT_BITS} bits, its entry repeated for
   * each value of the bits above the token: the same table as testing every index, with much less
   * work in class initialisation, which runs in the interpreter on the first file of a process.
   */
  private static int[] matchShort(int dictBits) {
    int[] t = new int[1 << MATCH_SHORT_BITS];
    int[] lenCodes = streamCodes(LEN_BITS);
    int[] distCodes = streamCodes(DIST_BITS);
    for (int sym = 0; sym < LEN_BITS.length; sym++) {
      if (LEN_EXTRA[sym] != 0) continue;
      int cl = LEN_BITS[sym];
      int length = LEN_BASE[sym];
      int low = length == 2 ? 2 : dictBits;
      for (int ds = 0; ds < DIST_BITS.length; ds++) {
        int dl = DIST_BITS[ds];
        if (cl + dl > MATCH_SHORT_BITS) continue;
        int e =
            (1 + cl + dl + low)
                | ((1 + cl + dl) << 6)
                | (length << 12)
                | (((ds << low) + 1) << 16)
                | (low << 28);
        for (int v = lenCodes[sym] | (distCodes[ds] << cl); v < t.length; v += 1 << (cl + dl)) {
          t[v] = e;
        }
      }
    }
    return t;
  }

  private static int[] matchLength() {
    int[] t = new int[256];
    for (int i = 0; i < t.length; i++) {
      int e = LEN_TABLE[i >>> 1];
      int sym = e >>> 8;
      int cl = e & 0xFF;
      int extra = LEN_EXTRA[sym];
      int lengthTwo = LEN_BASE[sym] == 2 ? 0x80 : 0;
      t[i] = (1 + cl + extra) | lengthTwo | ((1 + cl) << 8) | (extra << 16) | (LEN_BASE[sym] << 21);
    }
    return t;
  }

  private static int[] matchDistance(int dictBits) {
    int[] t = new int[512];
    for (int i = 0; i < t.length; i++) {
      int low = i >= 256 ? 2 : dictBits;
      int e = DIST_TABLE[i & 0xFF];
      int sym = e >>> 8;
      int cl = e & 0xFF;
      t[i] = (cl + low) | (cl << 8) | (((1 << low) - 1) << 14) | (((sym << low) + 1) << 20);
    }
    return t;
  }

  private static int[] expand(int[] bitsAndCounts) {
    int n = 0;
    for (int i = 1; i < bitsAndCounts.length; i += 2) n += bitsAndCounts[i];
    int[] out = new int[n];
    int k = 0;
    for (int i = 0; i < bitsAndCounts.length; i += 2) {
      for (int j = 0; j < bitsAndCounts[i + 1]; j++) out[k++] = bitsAndCounts[i];
    }
    return out;
  }

  /**
   * The LSB-first integer value of each symbol's code: canonical code, inverted, bit-reversed so
   * that bit 0 is the first bit in the stream.
   */
  static int[] streamCodes(int[] bits) {
    int maxBits = 0;
    for (int b : bits) maxBits = Math.max(maxBits, b);
    int[] count = new int[maxBits + 1];
    for (int b : bits) count[b]++;
    // First canonical code of each length (symbols sorted by length, then value).
    int[] next = new int[maxBits + 1];
    int code = 0;
    for (int len = 1; len <= maxBits; len++) {
      next[len] = code;
      code = (code + count[len]) << 1;
    }
    int[] out = new int[bits.length];
    for (int sym = 0; sym < bits.length; sym++) {
      int len = bits[sym];
      int canonical = next[len]++;
      int inverted = ~canonical & ((1 << len) - 1);
      out[sym] = Integer.reverse(inverted) >>> (32 - len);
    }
    return out;
  }

  private static short[] build(int[] bits, int maxBits) {
    int[] codes = streamCodes(bits);
    short[] table = new short[1 << maxBits];
    for (int sym = 0; sym < bits.length; sym++) {
      int len = bits[sym];
      for (int e = codes[sym]; e < table.length; e += 1 << len) {
        table[e] = (short) ((sym << 8) | len);
      }
    }
    return table;
  }

  private static int[] fuseLength() {
    int[] fused = new int[LEN_TABLE.length];
    for (int i = 0; i < fused.length; i++) {
      int sym = LEN_TABLE[i] >>> 8;
      fused[i] = (LEN_BASE[sym] << 8) | (LEN_EXTRA[sym] << 4) | (LEN_TABLE[i] & 0xF);
    }
    return fused;
  }
}
