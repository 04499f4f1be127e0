package org.replays4j.slippi.ruleset;

/**
 * A set of coordinates by the exact bits of both axes (so {@code -0.0} and {@code 0.0} differ, as
 * in slp-enforcer's hashing), open addressing over primitive arrays: no object per coordinate. Each
 * coordinate carries a count ({@link #count}). Not thread-safe.
 */
final class CoordSet {
  private long[] xs;
  private long[] ys;
  private int[] counts;
  private boolean[] used;
  private int size;

  /** An empty set. */
  CoordSet() {
    this(16);
  }

  /** An empty set with room for {@code expected} coordinates before it grows. */
  CoordSet(int expected) {
    // at most half full: four slots per coordinate at least
    int n = Integer.highestOneBit(Math.max(16, Math.min(expected, 1 << 28))) << 2;
    xs = new long[n];
    ys = new long[n];
    counts = new int[n];
    used = new boolean[n];
  }

  int size() {
    return size;
  }

  /** Adds the coordinate; true when it was not there yet. */
  boolean add(double x, double y) {
    int before = size;
    slot(x, y);
    return size > before;
  }

  /** Adds {@code n} to the coordinate's count, adding the coordinate (count 0) when new. */
  void count(double x, double y, int n) {
    int i = slot(x, y); // first: it may grow the arrays
    counts[i] += n;
  }

  /** Whether the coordinate is in the set. */
  boolean contains(double x, double y) {
    long bx = Double.doubleToRawLongBits(x);
    long by = Double.doubleToRawLongBits(y);
    int mask = used.length - 1;
    for (int i = hash(bx, by) & mask; used[i]; i = (i + 1) & mask) {
      if (xs[i] == bx && ys[i] == by) return true;
    }
    return false;
  }

  /**
   * The number of slots: the coordinates of the set are those of the slots {@code i < slots()} with
   * {@link #used(int)}, in no particular order.
   */
  int slots() {
    return used.length;
  }

  /** Whether slot {@code i} holds a coordinate. */
  boolean used(int i) {
    return used[i];
  }

  /** The x of the coordinate in slot {@code i}. */
  double x(int i) {
    return Double.longBitsToDouble(xs[i]);
  }

  /** The y of the coordinate in slot {@code i}. */
  double y(int i) {
    return Double.longBitsToDouble(ys[i]);
  }

  /** The count of the coordinate in slot {@code i}. */
  int count(int i) {
    return counts[i];
  }

  /** The index of the coordinate, added when new. */
  private int slot(double x, double y) {
    if ((size + 1) * 2 > used.length) grow();
    return put(Double.doubleToRawLongBits(x), Double.doubleToRawLongBits(y));
  }

  private static int hash(long bx, long by) {
    long h = bx * 0x9E3779B97F4A7C15L + by;
    return (int) (h ^ (h >>> 29) ^ (h >>> 47));
  }

  private int put(long bx, long by) {
    int mask = used.length - 1;
    int i = hash(bx, by) & mask;
    while (used[i]) {
      if (xs[i] == bx && ys[i] == by) return i;
      i = (i + 1) & mask;
    }
    used[i] = true;
    xs[i] = bx;
    ys[i] = by;
    size++;
    return i;
  }

  private void grow() {
    long[] ox = xs;
    long[] oy = ys;
    int[] oc = counts;
    boolean[] ou = used;
    int n = ou.length * 2;
    xs = new long[n];
    ys = new long[n];
    counts = new int[n];
    used = new boolean[n];
    size = 0;
    for (int i = 0; i < ou.length; i++) if (ou[i]) counts[put(ox[i], oy[i])] = oc[i];
  }
}
