package org.replays4j.screp.stats;

import java.util.List;
import org.replays4j.screp.record.PlayerSlot;
import org.replays4j.screp.record.StartLocation;

/**
 * One real player's values while they are computed (mutable; becomes a {@link
 * ScrepComputed.Player}).
 */
final class PlayerState {
  PlayerSlot slot;
  int team;
  boolean observer;
  int cmdCount;
  int effective;
  int apm;
  int eapm;
  int lastCmdFrame;
  StartLocation start;
  int direction;
  // per-player command history for EAPM (cmdCount entries): key = screp type | aux (order / hotkey
  // type) << 16 | group << 24
  int[] key = new int[0];
  int[] frame = new int[0];
  // 1 for each command of the history that EAPM classifies ineffective (build orders skip them)
  byte[] ineffective = new byte[0];

  PlayerState(PlayerSlot slot) {
    this.slot = slot;
    this.team = slot.team();
  }

  void reserve(int cap) {
    key = new int[cap];
    frame = new int[cap];
    ineffective = new byte[cap];
  }

  int playerId() {
    return slot.playerId();
  }

  ScrepComputed.Player toPlayer() {
    return new ScrepComputed.Player(
        slot, team, observer, cmdCount, effective, apm, eapm, lastCmdFrame, start, direction);
  }

  /**
   * Stable sort by team (screp's sort.SliceStable): an insertion sort over the few players of a
   * game, which needs no comparator object (a lambda's first use costs a class spun at run time).
   */
  static void sortByTeam(List<PlayerState> ps) {
    for (int i = 1; i < ps.size(); i++) {
      PlayerState p = ps.get(i);
      int j = i;
      while (j > 0 && ps.get(j - 1).team > p.team) {
        ps.set(j, ps.get(j - 1));
        j--;
      }
      ps.set(j, p);
    }
  }

  /** Player by id byte, one slot per id (the last player with that id, like screp's map). */
  static PlayerState[] byPid(List<PlayerState> players) {
    PlayerState[] t = new PlayerState[256];
    for (PlayerState p : players) t[p.playerId() & 0xFF] = p;
    return t;
  }
}
