package org.replays4j.slippi.ruleset;

import java.util.Arrays;

/**
 * A set of coordinates by the exact bits of both axes (so {@code -0.0} and {@code 0.0} differ, as
 * in slp-enforcer's hashing), open addressing over two primitive arrays: no object per coordinate.
 * Not thread-safe.
 */
final class CoordSet {
  private long[] xs = new long[64];
  private long[] ys = new long[64];
  private boolean[] used = new boolean[64];
  private int size;

  int size() {
    return size;
  }

  void clear() {
    if (size == 0) return;
    Arrays.fill(used, false);
    size = 0;
  }

  /** Adds the coordinate; true when it was not there yet. */
  boolean add(double x, double y) {
    long bx = Double.doubleToRawLongBits(x);
    long by = Double.doubleToRawLongBits(y);
    if ((size + 1) * 2 > used.length) grow();
    return put(bx, by);
  }

  private boolean put(long bx, long by) {
    int mask = used.length - 1;
    long h = bx * 0x9E3779B97F4A7C15L + by;
    int i = (int) (h ^ (h >>> 29) ^ (h >>> 47)) & mask;
    while (used[i]) {
      if (xs[i] == bx && ys[i] == by) return false;
      i = (i + 1) & mask;
    }
    used[i] = true;
    xs[i] = bx;
    ys[i] = by;
    size++;
    return true;
  }

  private void grow() {
    long[] ox = xs;
    long[] oy = ys;
    boolean[] ou = used;
    int n = ou.length * 2;
    xs = new long[n];
    ys = new long[n];
    used = new boolean[n];
    size = 0;
    for (int i = 0; i < ou.length; i++) if (ou[i]) put(ox[i], oy[i]);
  }
}
