package org.replays4j.screp.stats;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;
import org.replays4j.screp.CommandColumns;

/**
 * The build order: the <em>effective</em> Build (not a landing), Train, Unit Morph, Building Morph,
 * Tech and Upgrade commands of the real players, in command order. A command counts when screp's
 * EAPM rules classify it effective (docs/formats/screp.md#computed): a Lair clicked five times in a
 * row is one Lair (a repeated morph is ineffective), the sixth and later Train of one type within
 * 25 frames without a selection change are dropped (a queue overflow), while units trained one at a
 * time over minutes all count. Reads the marks {@link Actions#count} leaves in each player's
 * history, so it runs after it; the steps grow with the effective build commands only.
 */
final class BuildOrder {
  private BuildOrder() {}

  /** Command types (screp types: 0xFE is a landing) that add a build-order step. */
  private static final boolean[] STEP = new boolean[256];

  static {
    for (int t = 0; t < STEP.length; t++) STEP[t] = ScrepComputed.Kind.of(t) != null;
  }

  /**
   * The build-order candidates of one replay, gathered by {@link Actions#count} in its pass over
   * the commands: each Build (not a landing), Train, Morph, Tech or Upgrade command of a real
   * player, as its command index and its index in that player's history (where the EAPM pass leaves
   * its mark). Grows with those commands only; {@link #of} turns it into the steps in place.
   */
  static final class Candidates {
    int[] command = new int[64];
    int[] history = new int[64];
    int size;

    /** Adds command {@code i} of screp type {@code screpType}, entry {@code j} of its history. */
    void offer(int i, int screpType, int j) {
      if (!STEP[screpType]) return;
      if (size == command.length) {
        command = Arrays.copyOf(command, size * 2);
        history = Arrays.copyOf(history, size * 2);
      }
      command[size] = i;
      history[size++] = j;
    }
  }

  /**
   * The steps as {@link Steps}: two ints per step (frame; player id, command type and id packed),
   * so a replay of millions of Train commands costs 8 bytes per step instead of a record each
   * (their number is bounded by the command count, itself bounded by {@code maxElements}). Keeps
   * the candidates the EAPM pass did not mark ineffective; reuses the candidates' arrays.
   */
  static Steps of(PlayerState[] pidTable, CommandColumns col, Candidates c) {
    int[] colFrame = col.frames();
    long[] colPacked = col.packed();
    int[] frames = c.command;
    int[] keys = c.history;
    int n = 0;
    for (int r = 0; r < c.size; r++) {
      int i = c.command[r];
      long packed = colPacked[i];
      int k = (int) packed;
      if (pidTable[k & 0xFF].ineffective[c.history[r]] != 0) continue;
      // n <= r: the step overwrites a candidate already read
      frames[n] = colFrame[i];
      keys[n] = (k & 0xFFFF) | ((int) (packed >>> 32) << 16);
      n++;
    }
    return new Steps(frames, keys, n);
  }

  /**
   * Build-order steps held as primitive columns; each {@link #get} makes the step's record.
   * Unmodifiable.
   */
  static final class Steps extends AbstractList<ScrepComputed.BuildOrderItem>
      implements RandomAccess {
    private final int[] frames;
    // bits 0-7 player id, 8-15 command type, 16-31 the unit, building, tech or upgrade id
    private final int[] keys;
    private final int size;

    Steps(int[] frames, int[] keys, int size) {
      this.frames = frames;
      this.keys = keys;
      this.size = size;
    }

    @Override
    public ScrepComputed.BuildOrderItem get(int index) {
      Objects.checkIndex(index, size);
      int k = keys[index];
      return new ScrepComputed.BuildOrderItem(frames[index], k & 0xFF, (k >>> 8) & 0xFF, k >>> 16);
    }

    @Override
    public int size() {
      return size;
    }

    /** The steps of player {@code playerId}, in command order. */
    List<ScrepComputed.BuildOrderItem> player(int playerId) {
      int n = 0;
      for (int i = 0; i < size; i++) if ((keys[i] & 0xFF) == playerId) n++;
      int[] f = new int[n];
      int[] k = new int[n];
      int w = 0;
      for (int i = 0; i < size; i++) {
        if ((keys[i] & 0xFF) == playerId) {
          f[w] = frames[i];
          k[w++] = keys[i];
        }
      }
      return new Steps(f, k, n);
    }
  }
}
