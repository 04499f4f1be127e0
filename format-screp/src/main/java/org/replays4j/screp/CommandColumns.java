package org.replays4j.screp;

import java.util.Arrays;

/**
 * Primitive columns of the decoded commands (frame, player, stored type, order or hotkey type,
 * hotkey group), gathered by {@link ScrepReplay.Collector} while decoding so that the computed
 * layer reads flat arrays instead of calling accessors on millions of records. Package-private.
 */
final class CommandColumns {
  int n;
  int[] frame = new int[0];
  int[] player = new int[0];
  int[] type = new int[0];
  int[] aux = new int[0];
  int[] grp = new int[0];

  void reserve(int cap) {
    if (cap > frame.length) grow(cap);
  }

  private void grow(int cap) {
    frame = Arrays.copyOf(frame, cap);
    player = Arrays.copyOf(player, cap);
    type = Arrays.copyOf(type, cap);
    aux = Arrays.copyOf(aux, cap);
    grp = Arrays.copyOf(grp, cap);
  }

  void add(int f, int p, int t, int a, int g) {
    if (n == frame.length) grow(Math.max(64, n * 2));
    frame[n] = f;
    player[n] = p;
    type[n] = t;
    aux[n] = a;
    grp[n] = g;
    n++;
  }
}
