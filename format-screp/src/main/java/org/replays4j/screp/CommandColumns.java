package org.replays4j.screp;

import java.util.Arrays;
import java.util.List;
import org.replays4j.screp.record.Build;
import org.replays4j.screp.record.Command;
import org.replays4j.screp.record.Hotkey;
import org.replays4j.screp.record.TargetedOrder;
import org.replays4j.screp.record.Tech;
import org.replays4j.screp.record.UnitTypeCommand;
import org.replays4j.screp.record.Upgrade;

/**
 * Primitive columns of the decoded commands (frame, player, stored type, order or hotkey type,
 * hotkey group, build-order id), gathered by {@link ScrepReplay.Collector} from the decoder's
 * columnar form ({@link ScrepVisitor#visitCommands}) so that the computed layer ({@code
 * org.replays4j.screp.stats}) reads flat arrays instead of touching millions of records (cold in
 * the cache by then). The byte-sized columns and the 16-bit id share one long per command (12 bytes
 * per command in all); the records of Alliance, Leave Game and Chat commands are kept beside them.
 * Read-only to users ({@link ScrepReplay#commandColumns()}); do not modify the arrays.
 */
public final class CommandColumns extends PackedCommands {
  CommandColumns() {
    super(0);
  }

  /** The columns of {@code cmds} (for a replay whose columns were not gathered while decoding). */
  static CommandColumns of(List<Command> cmds) {
    CommandColumns col = new CommandColumns();
    col.reserve(cmds.size());
    for (Command c : cmds) {
      int type = c.type();
      int aux = 0;
      int grp = 0;
      int id = 0;
      switch (type) {
        case 0x15, 0x61 -> aux = ((TargetedOrder) c).order();
        case 0x13 -> {
          Hotkey h = (Hotkey) c;
          aux = h.hotkeyType();
          grp = h.group();
        }
        case 0x0C -> {
          aux = ((Build) c).order();
          id = ((Build) c).unitType();
        }
        case 0x1F, 0x23, 0x35 -> id = ((UnitTypeCommand) c).unitType();
        case 0x30 -> id = ((Tech) c).tech();
        case 0x32 -> id = ((Upgrade) c).upgrade();
        default -> {}
      }
      col.add(c.frame(), c.player(), type, aux, grp, id);
      if (keeps(type)) col.keep(c);
    }
    return col;
  }

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
    packed[n] = pack(p, t, a, g, id);
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
    int first = n;
    if (b.unknowns == 0) {
      System.arraycopy(b.frame, 0, frame, n, m);
      System.arraycopy(b.packed, 0, packed, n, m);
      n += m;
      for (int k = 0; k < b.keptCount; k++) keep(first + b.kept[k], b.record(b.kept[k]));
      return m;
    }
    long[] bp = b.packed;
    int[] bf = b.frame;
    for (int i = 0, k = 0; i < m; i++) {
      long p = bp[i];
      if ((p & ScrepCommandBatch.UNKNOWN) != 0) continue;
      frame[n] = bf[i];
      packed[n] = p;
      n++;
      if (k < b.keptCount && b.kept[k] == i) keep(n - 1, b.record(b.kept[k++]));
    }
    return n - first;
  }

  /** Indices (ascending) and records of the commands the computed layer reads as records. */
  private int[] keptIndex = new int[0];

  private Command[] kept = new Command[0];
  private int keptCount;

  /** Command types the computed layer reads as records: Alliance, Leave Game, Chat. */
  public static boolean keeps(int type) {
    return type == 0x0E || type == 0x57 || type == 0x5C;
  }

  /** Keeps the record of the command added last. */
  void keep(Command c) {
    keep(n - 1, c);
  }

  /** Keeps the record of command {@code index} (indices ascending). */
  private void keep(int index, Command c) {
    if (keptCount == kept.length) {
      keptIndex = Arrays.copyOf(keptIndex, Math.max(16, keptCount * 2));
      kept = Arrays.copyOf(kept, keptIndex.length);
    }
    keptIndex[keptCount] = index;
    kept[keptCount++] = c;
  }

  /** The kept record of command {@code i} (a type {@link #keeps} accepts), or null. */
  public Command kept(int i) {
    int k = Arrays.binarySearch(keptIndex, 0, keptCount, i);
    return k >= 0 ? kept[k] : null;
  }

  /** The number of kept records. */
  public int keptCount() {
    return keptCount;
  }

  /** Kept record {@code k} (0-based, in command order). */
  public Command keptRecord(int k) {
    return kept[k];
  }

  /**
   * The frame column (valid up to {@link #size()}; the array itself, not a copy: do not modify).
   */
  public int[] frames() {
    return frame;
  }

  /**
   * The packed column (valid up to {@link #size()}; the array itself: do not modify): per command
   * {@code player | type << 8 | aux << 16 | group << 24 | id << 32}.
   */
  public long[] packed() {
    return packed;
  }

  /** Stored type id of command {@code i}. */
  public int type(int i) {
    return (int) (packed[i] >>> 8) & 0xFF;
  }

  /** Hotkey group of command {@code i}, else 0. */
  public int grp(int i) {
    return (int) (packed[i] >>> 24) & 0xFF;
  }
}
