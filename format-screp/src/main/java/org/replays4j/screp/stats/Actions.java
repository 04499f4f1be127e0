package org.replays4j.screp.stats;

import java.util.List;
import org.replays4j.screp.CommandColumns;

/**
 * Actions per player (docs/formats/screp.md#computed): command counts, the per-player histories the
 * EAPM rules read, effective counts ({@link Eapm}), the last command frame within the game, APM and
 * EAPM; and the Build commands (landings excluded) per player id, which observer detection reads.
 */
final class Actions {
  private Actions() {}

  /** Frames per second numerator: one frame lasts 42 ms at Fastest. */
  static final double MS_PER_FRAME = 42.0;

  /**
   * Fills the action values of {@code players} from {@code col}.
   *
   * @param gameFrames the game's length in frames ({@link ScrepComputed#frames()}): later commands
   *     do not count for the last command frame
   * @param steps receives the build-order candidates of the real players
   * @return Build commands (not landings) per player id byte, of every player id
   */
  static int[] count(
      List<PlayerState> players,
      PlayerState[] pidTable,
      CommandColumns col,
      int gameFrames,
      BuildOrder.Candidates steps) {
    int count = col.size();
    int[] colFrame = col.frames();
    long[] colPacked = col.packed();
    int[] buildCounts = new int[256];
    // Exact per-player history sizes: no regrowth of the EAPM arrays.
    int[] perPid = new int[256];
    for (int i = 0; i < count; i++) perPid[(int) colPacked[i] & 0xFF]++;
    for (PlayerState p : players) p.reserve(perPid[p.playerId() & 0xFF]);
    for (int i = 0; i < count; i++) {
      int k = (int) colPacked[i];
      int player = k & 0xFF;
      int type = (k >>> 8) & 0xFF;
      boolean landing = type == 0x0C & (k & 0xFF0000) == 0x470000;
      buildCounts[player] += type == 0x0C & !landing ? 1 : 0;
      PlayerState p = pidTable[player];
      if (p == null) continue;
      int screpType = landing ? 0xFE : type;
      int j = p.cmdCount++;
      p.key[j] = (k & 0xFFFF0000) | screpType;
      p.frame[j] = colFrame[i];
      steps.offer(i, screpType, j);
    }
    for (PlayerState p : players)
      p.effective = Eapm.count(p.key, p.frame, p.cmdCount, p.ineffective);

    // Last command frame within 0..game frames.
    int pending = 0;
    boolean[] waiting = new boolean[256];
    for (PlayerState p : pidTable) { // one per player id
      if (p != null && p.cmdCount > 0) {
        waiting[p.playerId() & 0xFF] = true;
        pending++;
      }
    }
    for (int i = count - 1; i >= 0 && pending > 0; i--) {
      int player = (int) colPacked[i] & 0xFF;
      if (!waiting[player]) continue;
      int frame = colFrame[i];
      if (frame > gameFrames || frame < 0) continue;
      pidTable[player].lastCmdFrame = frame;
      waiting[player] = false;
      pending--;
    }
    for (PlayerState p : players) {
      if (p.lastCmdFrame == 0) continue;
      double mins = p.lastCmdFrame * MS_PER_FRAME / 60000.0;
      p.apm = (int) (p.cmdCount / mins + 0.5);
      p.eapm = (int) (p.effective / mins + 0.5);
    }
    return buildCounts;
  }
}
