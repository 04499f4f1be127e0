package org.replays4j.slippi.stats;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * slippi-js's {@code getWinners()} decision (docs/formats/slippi-stats.md §9), over already
 * extracted facts.
 */
final class Winners {
  private Winners() {}

  /** One post-frame event of the final frame. */
  record FinalPost(int playerIndex, boolean follower, int stocks, float percent) {}

  // The orders below are small classes rather than lambdas and Comparator chains: each lambda's
  // first use spins a class at run time, a cost every process pays again on its first game.

  /** Most stocks first, then the lowest percent. */
  private static final class Rank implements Comparator<FinalPost> {
    static final Rank ORDER = new Rank();

    @Override
    public int compare(FinalPost a, FinalPost b) {
      int c = Integer.compare(b.stocks(), a.stocks());
      return c != 0 ? c : Double.compare(a.percent(), b.percent());
    }
  }

  /** By player index. */
  private static final class ByPlayer implements Comparator<Placement> {
    static final ByPlayer ORDER = new ByPlayer();

    @Override
    public int compare(Placement a, Placement b) {
      return Integer.compare(a.playerIndex(), b.playerIndex());
    }
  }

  /** Teams by total stocks, most first, then by total percent, lowest first. */
  private static final class TeamRank implements Comparator<Map.Entry<Integer, double[]>> {
    static final TeamRank ORDER = new TeamRank();

    @Override
    public int compare(Map.Entry<Integer, double[]> a, Map.Entry<Integer, double[]> b) {
      int c = Double.compare(-a.getValue()[0], -b.getValue()[0]);
      return c != 0 ? c : Double.compare(a.getValue()[1], b.getValue()[1]);
    }
  }

  /**
   * @param players settings players (port indexes, empty slots removed)
   * @param teamIdByPort team id by port index
   * @param method Game End method, or -1 when no Game End was found at the end of the raw element
   * @param lras LRAS initiator, or null when absent
   * @param placements the four placements, or null when absent
   * @param posts the final frame's post-frame events in file order
   */
  static List<Placement> decide(
      int[] players,
      boolean teams,
      int[] teamIdByPort,
      int method,
      Integer lras,
      List<Integer> placements,
      List<FinalPost> posts) {
    if ((method == 7 || method == 0)) {
      if (lras != null && players.length == 2) {
        for (int p : players) if (p != lras) return List.of(new Placement(p, 0));
      }
      return List.of();
    }
    List<FinalPost> active = new ArrayList<>();
    for (FinalPost p : posts) if (!p.follower()) active.add(p);
    boolean allZero = true;
    for (FinalPost p : active) if (p.stocks() != 0) allZero = false;
    if (allZero) return List.of(); // double KO, or nothing known
    Comparator<FinalPost> rank = Rank.ORDER;
    if ((method == -1 || method == 1) && active.size() >= 2) {
      if (!teams) {
        List<FinalPost> sorted = new ArrayList<>(active);
        sorted.sort(rank);
        FinalPost best = sorted.get(0);
        List<Placement> out = new ArrayList<>();
        for (FinalPost p : sorted) {
          if (p.stocks() == best.stocks() && (double) p.percent() == (double) best.percent()) {
            out.add(new Placement(p.playerIndex(), 0));
          }
        }
        out.sort(ByPlayer.ORDER);
        return out;
      }
      Map<Integer, double[]> byTeam = new LinkedHashMap<>();
      for (FinalPost p : active) {
        if (!isPlayer(players, p.playerIndex())) continue;
        double[] t = byTeam.get(teamIdByPort[p.playerIndex()]);
        if (t == null) byTeam.put(teamIdByPort[p.playerIndex()], t = new double[2]);
        t[0] += p.stocks();
        t[1] += p.percent();
      }
      List<Map.Entry<Integer, double[]>> ts = new ArrayList<>(byTeam.entrySet());
      ts.sort(TeamRank.ORDER);
      if (ts.isEmpty()) return List.of();
      int team = ts.get(0).getKey();
      List<FinalPost> members = new ArrayList<>();
      for (FinalPost p : active) {
        if (isPlayer(players, p.playerIndex()) && teamIdByPort[p.playerIndex()] == team)
          members.add(p);
      }
      List<FinalPost> ranked = new ArrayList<>(members);
      ranked.sort(rank);
      List<Placement> out = new ArrayList<>();
      for (FinalPost p : members) out.add(new Placement(p.playerIndex(), ranked.indexOf(p)));
      out.sort(ByPlayer.ORDER);
      return out;
    }
    if (placements != null) {
      int first = -1;
      for (int i = 0; i < placements.size(); i++) {
        if (placements.get(i) == 0) {
          first = i;
          break;
        }
      }
      if (first < 0) return List.of();
      if (teams && isPlayer(players, first)) {
        List<Placement> out = new ArrayList<>();
        for (int i = 0; i < placements.size(); i++) {
          if (isPlayer(players, i) && teamIdByPort[i] == teamIdByPort[first])
            out.add(new Placement(i, placements.get(i)));
        }
        return out;
      }
      return List.of(new Placement(first, 0));
    }
    return List.of();
  }

  private static boolean isPlayer(int[] players, int port) {
    for (int p : players) if (p == port) return true;
    return false;
  }
}
