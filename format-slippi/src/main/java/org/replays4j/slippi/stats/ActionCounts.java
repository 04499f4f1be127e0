package org.replays4j.slippi.stats;

import java.util.Arrays;
import java.util.StringJoiner;

/**
 * One player's action counts (docs/formats/slippi-stats.md §6): one integer per {@link
 * ActionCount}. A few can be negative, as in slippi-js (see its quirks Q16 and Q17). Immutable.
 */
public final class ActionCounts {
  private final int playerIndex;
  private final int[] counts;

  /** Counts indexed by {@link ActionCount#ordinal()} (copied). */
  public ActionCounts(int playerIndex, int[] counts) {
    if (counts.length != ActionCount.ALL.length) {
      throw new IllegalArgumentException(
          "expected " + ActionCount.ALL.length + " counts but got " + counts.length);
    }
    this.playerIndex = playerIndex;
    this.counts = counts.clone();
  }

  /** The player's port index (0..3). */
  public int playerIndex() {
    return playerIndex;
  }

  /** The value of counter {@code c}. */
  public int get(ActionCount c) {
    return counts[c.ordinal()];
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ActionCounts a
        && a.playerIndex == playerIndex
        && Arrays.equals(a.counts, counts);
  }

  @Override
  public int hashCode() {
    return 31 * playerIndex + Arrays.hashCode(counts);
  }

  /** The non-zero counters, e.g. {@code P1{wavedashCount=3, attackCount.nair=12}}. */
  @Override
  public String toString() {
    StringJoiner j = new StringJoiner(", ", "P" + (playerIndex + 1) + "{", "}");
    for (ActionCount c : ActionCount.ALL)
      if (counts[c.ordinal()] != 0) j.add(c.column() + "=" + counts[c.ordinal()]);
    return j.toString();
  }
}
