package org.replays4j.screp.stats;

import java.util.List;
import org.replays4j.screp.ScrepNames;

/** The matchup: race letters of the non-observers, teams joined by {@code v} (e.g. {@code PvZ}). */
final class Matchup {
  private Matchup() {}

  static String of(List<PlayerState> players) {
    StringBuilder sb = new StringBuilder();
    int prevTeam = Integer.MIN_VALUE;
    for (PlayerState p : players) {
      if (p.observer) continue;
      if (prevTeam != Integer.MIN_VALUE && p.team != prevTeam) sb.append('v');
      sb.append(ScrepNames.raceLetter(p.slot.race()));
      prevTeam = p.team;
    }
    return sb.toString();
  }
}
