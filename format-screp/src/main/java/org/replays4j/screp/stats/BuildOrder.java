package org.replays4j.screp.stats;

import java.util.ArrayList;
import java.util.List;
import org.replays4j.screp.CommandColumns;

/**
 * The build order: Build (not a landing), Train, Unit Morph, Building Morph, Tech and Upgrade
 * commands of the real players, in command order.
 */
final class BuildOrder {
  private BuildOrder() {}

  /** Command types (screp types: 0xFE is a landing) that add a build-order step. */
  private static final boolean[] STEP = new boolean[256];

  static {
    for (int t = 0; t < STEP.length; t++) STEP[t] = ScrepComputed.Kind.of(t) != null;
  }

  static List<ScrepComputed.BuildOrderItem> of(PlayerState[] pidTable, CommandColumns col) {
    int count = col.size();
    int[] colFrame = col.frames();
    long[] colPacked = col.packed();
    List<ScrepComputed.BuildOrderItem> items = new ArrayList<>(64);
    for (int i = 0; i < count; i++) {
      long packed = colPacked[i];
      int k = (int) packed;
      int type = (k >>> 8) & 0xFF;
      if (!STEP[type] || pidTable[k & 0xFF] == null) continue;
      if (type == 0x0C && (k & 0xFF0000) == 0x470000) continue; // a landing
      items.add(
          new ScrepComputed.BuildOrderItem(
              colFrame[i], k & 0xFF, type, (int) (packed >>> 32) & 0xFFFF));
    }
    return items;
  }
}
