package org.replays4j.screp;

import java.util.Arrays;

/**
 * Primitive columns of the decoded commands (frame, player, stored type, order or hotkey type,
 * hotkey group, build-order id), gathered by {@link ScrepReplay.Collector} while decoding so that the computed
 * layer reads flat arrays instead of touching millions of records (cold in the cache by then). The
 * byte-sized columns and the 16-bit id share one long per command (12 bytes per command in all).
 * Package-private.
 */
final class CommandColumns {
  int n;
  private int[] frame = new int[0];
  /** player | type << 8 | aux << 16 | grp << 24 | id << 32. */
  private long[] packed = new long[0];

  void reserve(int cap) {
    if (cap > frame.length) grow(cap);
  }

  private void grow(int cap) {
    frame = Arrays.copyOf(frame, cap);
    packed = Arrays.copyOf(packed, cap);
  }

  void add(int f, int p, int t, int a, int g, int id) {
    if (n == frame.length) grow(Math.max(64, n * 2));
    frame[n] = f;
    packed[n] = ((p & 0xFF) | (t & 0xFF) << 8 | (a & 0xFF) << 16 | (g & 0xFF) << 24) & 0xFFFFFFFFL
        | (long) (id & 0xFFFF) << 32;
    n++;
  }

  int frame(int i) { return frame[i]; }

  int player(int i) { return (int) packed[i] & 0xFF; }

  int type(int i) { return (int) (packed[i] >>> 8) & 0xFF; }

  int aux(int i) { return (int) (packed[i] >>> 16) & 0xFF; }

  int grp(int i) { return (int) (packed[i] >>> 24) & 0xFF; }

  /** Unit type (Build, Train, Unit/Building Morph), tech or upgrade id; 0 for other commands. */
  int id(int i) { return (int) (packed[i] >>> 32) & 0xFFFF; }
}
