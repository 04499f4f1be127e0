package org.replays4j.screp;

import java.util.Arrays;
import org.replays4j.screp.record.Command;

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

  /**
   * Adds the known rows of {@code b} (and keeps the records of the types {@link #keeps} accepts).
   *
   * @return the number of rows added
   */
  int add(ScrepCommandBatch b) {
    int m = b.n;
    if (n + m > frame.length) grow(Math.max(n + m, n * 2));
    long[] bp = b.packed;
    int[] bf = b.frame;
    int added = 0;
    for (int i = 0; i < m; i++) {
      long p = bp[i];
      if ((p & ScrepCommandBatch.UNKNOWN) != 0) continue;
      frame[n] = bf[i];
      packed[n] = p;
      n++;
      added++;
      if (keeps((int) (p >>> 8) & 0xFF)) keep(b.record(i));
    }
    return added;
  }

  /** Indices (ascending) and records of the commands the computed layer reads as records. */
  private int[] keptIndex = new int[0];
  private Command[] kept = new Command[0];
  private int keptCount;

  /** Command types the computed layer reads as records: Alliance, Leave Game, Chat. */
  static boolean keeps(int type) { return type == 0x0E || type == 0x57 || type == 0x5C; }

  /** Keeps the record of the command added last. */
  void keep(Command c) {
    if (keptCount == kept.length) {
      keptIndex = Arrays.copyOf(keptIndex, Math.max(16, keptCount * 2));
      kept = Arrays.copyOf(kept, keptIndex.length);
    }
    keptIndex[keptCount] = n - 1;
    kept[keptCount++] = c;
  }

  /** The kept record of command {@code i} (a type {@link #keeps} accepts), or null. */
  Command kept(int i) {
    int k = Arrays.binarySearch(keptIndex, 0, keptCount, i);
    return k >= 0 ? kept[k] : null;
  }

  /** The number of kept records. */
  int keptCount() { return keptCount; }

  /** Kept record {@code k} (0-based, in command order). */
  Command keptRecord(int k) { return kept[k]; }

  int frame(int i) { return frame[i]; }

  /** The frame column (valid up to {@link #n}). */
  int[] frames() { return frame; }

  /** The packed column (valid up to {@link #n}; layout as in {@link #add}). */
  long[] packed() { return packed; }

  int player(int i) { return (int) packed[i] & 0xFF; }

  int type(int i) { return (int) (packed[i] >>> 8) & 0xFF; }

  int aux(int i) { return (int) (packed[i] >>> 16) & 0xFF; }

  int grp(int i) { return (int) (packed[i] >>> 24) & 0xFF; }

  /** Unit type (Build, Train, Unit/Building Morph), tech or upgrade id; 0 for other commands. */
  int id(int i) { return (int) (packed[i] >>> 32) & 0xFFFF; }
}
