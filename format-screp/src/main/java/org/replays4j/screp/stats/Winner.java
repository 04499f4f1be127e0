package org.replays4j.screp.stats;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.replays4j.screp.record.LeaveGame;

/**
 * The inferred winner (screp's rule): teams shrink by the players that left (and by the replay
 * saver); the one largest remaining team wins, else the team of the last leaver when everyone left.
 * Inferred, never stored in the file.
 */
final class Winner {
  private Winner() {}

  /** The winning team, or 0 when it cannot be inferred. */
  static int team(
      List<PlayerState> players,
      Map<Integer, PlayerState> byPid,
      List<LeaveGame> leaves,
      int repSaver) {
    int nonObs = 0;
    Map<Integer, Integer> teamSizes = new HashMap<>();
    Map<Integer, Integer> teamComps = new HashMap<>();
    for (PlayerState p : players) {
      if (p.observer) continue;
      Map<Integer, Integer> m = p.slot.type() == 1 ? teamComps : teamSizes;
      m.put(p.team, m.getOrDefault(p.team, 0) + 1);
      nonObs++;
    }
    for (int team : teamComps.keySet()) if (teamSizes.getOrDefault(team, 0) == 0) return 0;
    List<Integer> leavers = new ArrayList<>();
    for (LeaveGame l : leaves) {
      PlayerState p = byPid.get(l.player());
      if (p != null && !p.observer) leavers.add(l.player());
    }
    if (repSaver >= 0) {
      PlayerState s = byPid.get(repSaver);
      if (s != null && !s.observer) leavers.add(repSaver);
    }
    for (int pid : leavers) {
      int team = byPid.get(pid).team;
      teamSizes.put(team, teamSizes.getOrDefault(team, 0) - 1);
    }
    if (teamSizes.size() < 2 || leavers.isEmpty()) return 0;
    int maxTeam = 0;
    int maxSize = -1;
    for (Map.Entry<Integer, Integer> e : teamSizes.entrySet()) {
      if (e.getValue() > maxSize) {
        maxTeam = e.getKey();
        maxSize = e.getValue();
      }
    }
    if (maxSize > 0) {
      int count = 0;
      for (int size : teamSizes.values()) if (size == maxSize) count++;
      if (count == 1) return maxTeam;
    }
    if (leavers.size() == nonObs) return byPid.get(leavers.get(leavers.size() - 1)).team;
    return 0;
  }
}
