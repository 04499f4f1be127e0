package org.replays4j.screp.stats;

import java.util.ArrayList;
import java.util.List;
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

  static List<ScrepComputed.BuildOrderItem> of(PlayerState[] pidTable, CommandColumns col) {
    int count = col.size();
    int[] colFrame = col.frames();
    long[] colPacked = col.packed();
    List<ScrepComputed.BuildOrderItem> items = new ArrayList<>(64);
    // the index of the next command of each player id in that player's history
    int[] next = new int[256];
    for (int i = 0; i < count; i++) {
      long packed = colPacked[i];
      int k = (int) packed;
      PlayerState p = pidTable[k & 0xFF];
      if (p == null) continue;
      int j = next[k & 0xFF]++;
      int type = (k >>> 8) & 0xFF;
      if (!STEP[type] || p.ineffective[j] != 0) continue;
      if (type == 0x0C && (k & 0xFF0000) == 0x470000) continue; // a landing
      items.add(
          new ScrepComputed.BuildOrderItem(
              colFrame[i], k & 0xFF, type, (int) (packed >>> 32) & 0xFFFF));
    }
    return items;
  }
}
