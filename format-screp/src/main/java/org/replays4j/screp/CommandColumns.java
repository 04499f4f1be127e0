package org.replays4j.screp;

import java.util.Arrays;

/**
 * Primitive columns of the decoded commands (frame, player, stored type, order or hotkey type,
 * hotkey group), gathered by {@link ScrepReplay.Collector} while decoding so that the computed
 * layer reads flat arrays instead of calling accessors on millions of records. The four byte-sized
 * columns share one int per command (8 bytes per command in all). Package-private.
 */
final class CommandColumns {
  int n;
  private int[] frame = new int[0];
  /** player | type << 8 | aux << 16 | grp << 24. */
  private int[] packed = new int[0];

  void reserve(int cap) {
    if (cap > frame.length) grow(cap);
  }

  private void grow(int cap) {
    frame = Arrays.copyOf(frame, cap);
    packed = Arrays.copyOf(packed, cap);
  }

  void add(int f, int p, int t, int a, int g) {
    if (n == frame.length) grow(Math.max(64, n * 2));
    frame[n] = f;
    packed[n] = (p & 0xFF) | (t & 0xFF) << 8 | (a & 0xFF) << 16 | g << 24;
    n++;
  }

  int frame(int i) { return frame[i]; }

  int player(int i) { return packed[i] & 0xFF; }

  int type(int i) { return (packed[i] >>> 8) & 0xFF; }

  int aux(int i) { return (packed[i] >>> 16) & 0xFF; }

  int grp(int i) { return packed[i] >>> 24; }
}
