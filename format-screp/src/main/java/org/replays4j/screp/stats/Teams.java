package org.replays4j.screp.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.replays4j.screp.CommandColumns;
import org.replays4j.screp.record.Alliance;
import org.replays4j.screp.record.Command;

/**
 * Teams and observers as screp infers them (docs/formats/screp.md#computed): the header's teams
 * with screp's fixes for melee / 1v1 and FFA, then for melee games the teams of the alliance
 * commands of the first 90 seconds, for Use Map Settings games the 1v1-with-observers rule or, on
 * known AI maps, the alliances of the first 115 seconds; observers by low APM and few builds.
 */
final class Teams {
  private Teams() {}

  /**
   * The header's teams with screp's melee / 1v1 (2 players on one team) and FFA fixes, in team
   * order.
   */
  static void fromHeader(List<PlayerState> players, int gameType) {
    if ((gameType == 2 || gameType == 4)
        && players.size() == 2
        && players.get(0).team == players.get(1).team) {
      players.get(0).team = 1;
      players.get(1).team = 2;
    }
    if (gameType == 3) {
      for (int i = 0; i < players.size(); i++) players.get(i).team = i + 1;
    }
    PlayerState.sortByTeam(players);
  }

  /**
   * Observers and the teams of the game-type rules, after the actions were counted.
   *
   * @param mapName the map name (CHK name, else the header's), without colour codes
   * @param builds Build commands per player id
   * @return the players in their final order
   */
  static List<PlayerState> infer(
      List<PlayerState> players,
      Map<Integer, PlayerState> byPid,
      CommandColumns col,
      int gameType,
      String mapName,
      Map<Integer, Integer> builds) {
    if (gameType == 10) {
      String name = mapName.toLowerCase(Locale.ROOT);
      if (name.equals("  hunters kespa soulclan ai")
          || name.equals(":da hunters ai")
          || name.equals("(xb2) big game hunters")
          || name.startsWith("王牌猎人")
          || name.contains("[ai]")
          || name.contains("ai hunters")
          || name.contains("bgh random teams")) {
        detectObservers(players, builds, 40, 2, ScrepComputed.frames(18), true);
        return umsTeamsAi(players, byPid, col);
      }
      umsTeams(players, col);
      return players;
    }
    if (gameType == 2) {
      detectObservers(players, builds, 25, 5, 0, false);
      return meleeTeams(players, byPid, col);
    }
    return players;
  }

  static void detectObservers(
      List<PlayerState> players,
      Map<Integer, Integer> builds,
      int apmLimit,
      int buildLimit,
      int earlyLeaveFrame,
      boolean computers) {
    int obs = 0;
    for (PlayerState p : players) {
      int type = p.slot.type();
      if (type == 2
              && (p.apm < apmLimit && builds.getOrDefault(p.slot.playerId(), 0) < buildLimit
                  || earlyLeaveFrame > 0 && p.lastCmdFrame < earlyLeaveFrame)
          || computers && type == 1) {
        p.observer = true;
        obs++;
      }
    }
    if (players.size() - obs < 2) for (PlayerState p : players) p.observer = false;
  }

  private static boolean allNonObserversSameTeam(List<PlayerState> players) {
    PlayerState first = null;
    for (PlayerState p : players) {
      if (p.observer) continue;
      if (first == null) first = p;
      else if (p.team != first.team) return false;
    }
    return true;
  }

  static List<PlayerState> meleeTeams(
      List<PlayerState> players, Map<Integer, PlayerState> byPid, CommandColumns col) {
    if (players.size() < 2 || !allNonObserversSameTeam(players)) return players;
    Map<Integer, int[]> pidSlots = new LinkedHashMap<>();
    for (PlayerState p : players)
      if (!p.observer) pidSlots.put(p.slot.playerId(), new int[] {p.slot.slotId()});
    int limit = ScrepComputed.frames(90);
    for (int i = 0; i < col.size(); i++) {
      if (col.frame(i) > limit) break;
      if (col.type(i) == 0x0E) {
        Alliance a = (Alliance) col.kept(i);
        PlayerState p = byPid.get(a.player());
        if (p != null && p.observer) continue;
        pidSlots.put(a.player(), a.alliedSlots());
      }
    }
    Map<Integer, PlayerState> bySlot = new HashMap<>();
    for (PlayerState p : players) if (!p.observer) bySlot.put(p.slot.slotId(), p);
    Map<Integer, int[]> slotSlots = new HashMap<>();
    for (Map.Entry<Integer, int[]> e : pidSlots.entrySet()) {
      PlayerState p = byPid.get(e.getKey());
      if (p != null) slotSlots.put(p.slot.slotId(), e.getValue());
    }
    for (Map.Entry<Integer, int[]> e : pidSlots.entrySet()) {
      PlayerState p = byPid.get(e.getKey());
      if (p == null) continue;
      int a = p.slot.slotId();
      for (int b : e.getValue()) {
        if (a == b) continue;
        PlayerState pb = bySlot.get(b);
        if (pb == null || pb.observer) continue;
        int[] back = slotSlots.get(b);
        boolean found = false;
        if (back != null) for (int c : back) if (c == a) found = true;
        if (!found) return players;
      }
    }
    for (PlayerState p : players) p.team = 0;
    int team = 1;
    for (PlayerState p : players) {
      if (p.observer || p.team != 0) continue;
      p.team = team;
      if (p.slot.type() != 1) {
        int[] mates = pidSlots.get(p.slot.playerId());
        if (mates != null) {
          for (int s : mates) {
            PlayerState m = bySlot.get(s);
            if (m != null && !m.observer) m.team = team;
          }
        }
      }
      team++;
    }
    for (PlayerState p : players) if (p.observer) p.team = team;
    List<PlayerState> sorted = new ArrayList<>(players);
    PlayerState.sortByTeam(sorted);
    return sorted;
  }

  static void umsTeams(List<PlayerState> players, CommandColumns col) {
    if (players.size() < 2) return;
    Set<Integer> cand = new HashSet<>();
    Set<Integer> obs = new HashSet<>();
    for (int i = 0; i < players.size(); i++) {
      PlayerState p = players.get(i);
      if (p.slot.type() != 2) return;
      if (i < 2) {
        if (p.team != 1) return;
        cand.add(p.slot.playerId());
      } else {
        if (p.team == 1) return;
        obs.add(p.slot.playerId());
      }
    }
    int trainBuild = 0;
    for (int i = 0; i < col.size(); i++) {
      int type = col.type(i);
      boolean tb = type == 0x1F || type == 0x23 || type == 0x0C && col.aux(i) != 0x47;
      if (!tb) continue;
      if (cand.contains(col.player(i))) {
        trainBuild++;
        if (obs.isEmpty()) break;
      } else if (obs.contains(col.player(i))) {
        return;
      }
    }
    if (trainBuild == 0) return;
    players.get(0).team = 1;
    players.get(1).team = 2;
    for (int i = 2; i < players.size(); i++) {
      players.get(i).team = 3;
      players.get(i).observer = true;
    }
  }

  static List<PlayerState> umsTeamsAi(
      List<PlayerState> players, Map<Integer, PlayerState> byPid, CommandColumns col) {
    if (players.size() < 2 || !allNonObserversSameTeam(players)) return players;
    Set<Integer> playerSlots = new HashSet<>();
    for (PlayerState p : players) if (!p.observer) playerSlots.add(p.slot.slotId());
    Map<Integer, int[]> pidSlots = new HashMap<>();
    if (playerSlots.size() == 2) {
      for (PlayerState p : players)
        if (!p.observer) pidSlots.put(p.slot.playerId(), new int[] {p.slot.slotId()});
    }
    int max = ScrepComputed.frames(115);
    int min = ScrepComputed.frames(18);
    for (int i = 0; i < col.size(); i++) {
      if (col.frame(i) > max) break;
      if (col.type(i) == 0x0E) {
        Alliance a = (Alliance) col.kept(i);
        Command c = a;
        PlayerState p = byPid.get(c.player());
        if (p != null && p.observer) continue;
        int[] filtered = Arrays.stream(a.alliedSlots()).filter(playerSlots::contains).toArray();
        if (filtered.length == 1 && c.frame() < min) continue;
        pidSlots.put(c.player(), filtered);
      }
    }
    Map<String, int[]> virtualTeams = new HashMap<>();
    for (int[] s : pidSlots.values()) if (s.length > 0) virtualTeams.put(Arrays.toString(s), s);
    if (virtualTeams.size() != 2) return players;
    List<int[]> teams = new ArrayList<>(virtualTeams.values());
    int[] t1 = teams.get(0);
    int[] t2 = teams.get(1);
    if (t2[0] < t1[0]) {
      int[] x = t1;
      t1 = t2;
      t2 = x;
    }
    for (int a : t1) for (int b : t2) if (a == b) return players;
    Map<Integer, Integer> slotTeam = new HashMap<>();
    for (int s : t1) slotTeam.put(s, 1);
    for (int s : t2) slotTeam.put(s, 2);
    if (playerSlots.size() != slotTeam.size()) return players;
    for (PlayerState p : players)
      p.team = p.observer ? 3 : slotTeam.getOrDefault(p.slot.slotId(), 0);
    List<PlayerState> sorted = new ArrayList<>(players);
    PlayerState.sortByTeam(sorted);
    return sorted;
  }
}
