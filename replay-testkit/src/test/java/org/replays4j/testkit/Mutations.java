package org.replays4j.testkit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;

/**
 * The damaged variants the contract test decodes. Deterministic: the same sample and budget always
 * give the same variants, so a failure names a variant that can be rebuilt.
 */
public final class Mutations {
  private Mutations() {}

  /** One damaged input. {@code label} says how it was made from the intact sample. */
  public record Variant(String label, byte[] bytes) {}

  /**
   * Values written over 4 bytes, each little- and big-endian: the largest int, the smallest int,
   * -1, 2^30 (a "huge" length that still fits a signed int) and 2^24 - 1 (large enough to be
   * costly, small enough to pass a careless sanity check).
   */
  static final int[] HOSTILE_INTS = {0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 0x40000000, 0x00FFFFFF};

  /**
   * Cut positions: every prefix length {@code 0..len-1} when there are at most {@code max}, else
   * the first and last 64 and evenly spaced ones between.
   */
  public static int[] cuts(int len, int max) {
    if (len <= max) {
      int[] all = new int[len];
      for (int i = 0; i < len; i++) all[i] = i;
      return all;
    }
    TreeSet<Integer> s = new TreeSet<>();
    int edge = Math.min(64, max / 4);
    for (int i = 0; i < edge; i++) {
      s.add(i);
      s.add(len - 1 - i);
    }
    int rest = max - s.size();
    for (int k = 0; k < rest; k++) s.add((int) ((long) k * len / rest));
    return s.stream().mapToInt(Integer::intValue).toArray();
  }

  /** {@code count} variants with 1 to 3 random bits flipped each, from {@code seed}. */
  public static List<Variant> bitFlips(byte[] b, long seed, int count) {
    List<Variant> out = new ArrayList<>(count);
    if (b.length == 0) return out;
    SplittableRandom r = new SplittableRandom(seed);
    for (int i = 0; i < count; i++) {
      byte[] m = b.clone();
      StringBuilder label = new StringBuilder("flip");
      int flips = 1 + r.nextInt(3);
      for (int f = 0; f < flips; f++) {
        // Half the flips land in the first 512 bytes, where the headers and their sizes are.
        int pos = r.nextBoolean() ? r.nextInt(Math.min(512, b.length)) : r.nextInt(b.length);
        int bit = r.nextInt(8);
        m[pos] ^= (byte) (1 << bit);
        label.append(String.format(" @0x%X bit %d", pos, bit));
      }
      out.add(new Variant(label.toString(), m));
    }
    return out;
  }

  /**
   * Positions for {@link #overwrite}: every offset of the first 16 bytes (headers have unaligned
   * length fields), then every 4-byte aligned offset, evenly thinned to at most {@code max}.
   */
  public static int[] overwritePositions(int len, int max) {
    TreeSet<Integer> s = new TreeSet<>();
    int head = 16;
    for (int i = 0; i + 4 <= Math.min(len, head); i++) s.add(i);
    // aligned offsets from 16 on: 16 + 4k for k in [0, aligned)
    int aligned = len - 4 >= head ? (len - 4 - head) / 4 + 1 : 0;
    int room = Math.max(0, max - s.size());
    if (aligned <= room) {
      for (int k = 0; k < aligned; k++) s.add(head + 4 * k);
    } else {
      for (int k = 0; k < room; k++) s.add(head + 4 * (int) ((long) k * aligned / room));
    }
    return s.stream().mapToInt(Integer::intValue).toArray();
  }

  /** Every {@link #HOSTILE_INTS} value, in both byte orders, written over {@code b[pos..pos+4)}. */
  public static List<Variant> overwrite(byte[] b, int pos) {
    List<Variant> out = new ArrayList<>();
    TreeSet<String> seen = new TreeSet<>();
    for (int v : HOSTILE_INTS) {
      for (boolean le : new boolean[] {true, false}) {
        byte[] m = b.clone();
        for (int i = 0; i < 4; i++) m[pos + i] = (byte) (v >>> (le ? 8 * i : 24 - 8 * i));
        String hex = hex(Arrays.copyOfRange(m, pos, pos + 4));
        if (seen.add(hex))
          out.add(new Variant(String.format("overwrite @0x%X with %s", pos, hex), m));
      }
    }
    return out;
  }

  /**
   * For each chunk {@code [boundaries[i], boundaries[i+1])} (at most {@code max} of them, evenly
   * chosen): the input with that chunk deleted, and with it repeated once.
   */
  public static List<Variant> chunkEdits(byte[] b, int[] boundaries, int max) {
    int[] bs =
        Arrays.stream(boundaries)
            .filter(x -> x >= 0 && x <= b.length)
            .distinct()
            .sorted()
            .toArray();
    List<Variant> out = new ArrayList<>();
    int chunks = bs.length - 1;
    if (chunks <= 0) return out;
    int take = Math.min(max, chunks);
    TreeSet<Integer> picked = new TreeSet<>();
    for (int k = 0; k < take; k++) picked.add((int) ((long) k * chunks / take));
    for (int i : picked) {
      int from = bs[i];
      int to = bs[i + 1];
      byte[] del = new byte[b.length - (to - from)];
      System.arraycopy(b, 0, del, 0, from);
      System.arraycopy(b, to, del, from, b.length - to);
      out.add(new Variant(String.format("delete [0x%X, 0x%X)", from, to), del));
      byte[] dup = new byte[b.length + (to - from)];
      System.arraycopy(b, 0, dup, 0, to);
      System.arraycopy(b, from, dup, to, b.length - from);
      out.add(new Variant(String.format("duplicate [0x%X, 0x%X)", from, to), dup));
    }
    return out;
  }

  static String hex(byte[] b) {
    StringBuilder sb = new StringBuilder();
    for (byte x : b) sb.append(String.format("%02x", x & 0xFF));
    return sb.toString();
  }
}
