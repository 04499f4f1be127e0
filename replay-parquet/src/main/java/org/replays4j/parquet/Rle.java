package org.replays4j.parquet;

/**
 * Parquet's RLE / bit-packing hybrid encoding of small unsigned integers (definition levels,
 * dictionary indices): runs of at least eight equal values as one repeated value, the rest
 * bit-packed in groups of eight, least significant bit first. The last group of a sequence is
 * padded with zeros (readers know the value count from the page header).
 */
final class Rle {
  private Rle() {}

  /** Bit-packed runs hold at most this many groups of eight (one-byte run header). */
  private static final int MAX_GROUPS = 63;

  /** Appends {@code v[from, to)}, each below {@code 2^bitWidth}, to {@code out}. */
  static void encode(int[] v, int from, int to, int bitWidth, Bytes out) {
    int valueBytes = (bitWidth + 7) >>> 3;
    int i = from;
    while (i < to) {
      int x = v[i];
      int j = i + 1;
      while (j < to && v[j] == x) j++;
      if (j - i >= 8) {
        out.varint((j - i) << 1);
        for (int k = 0; k < valueBytes; k++) out.put(x >>> (8 * k));
        i = j;
        continue;
      }
      // Bit-packed groups from i until a group would start a run of eight, the cap, or the end.
      int p = i;
      int groups = 0;
      while (p < to && groups < MAX_GROUPS && (p == i || !runOfEight(v, p, to))) {
        p += 8;
        groups++;
      }
      out.varint(groups << 1 | 1);
      out.ensure(groups * bitWidth);
      long acc = 0;
      int bits = 0;
      for (int k = i, end = i + groups * 8; k < end; k++) {
        acc |= (long) (k < to ? v[k] : 0) << bits;
        bits += bitWidth;
        while (bits >= 8) {
          out.buf[out.size++] = (byte) acc;
          acc >>>= 8;
          bits -= 8;
        }
      }
      i = Math.min(p, to);
    }
  }

  private static boolean runOfEight(int[] v, int p, int to) {
    if (p + 8 > to) return false;
    int x = v[p];
    for (int k = p + 1; k < p + 8; k++) if (v[k] != x) return false;
    return true;
  }

  /** Bits needed for values up to {@code max} (at least 1). */
  static int bitWidth(int max) {
    return Math.max(1, 32 - Integer.numberOfLeadingZeros(max));
  }
}
