package org.replays4j.plot;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Hisoutensoku: one picture per match, each player's input changes per minute over the match, with
 * characters, profiles and stage in the title. The outcome of a match is not in the input stream
 * (only re-running the game tells it), so the title says so. From the {@code player_stats} table
 * and the {@code inputs} table counted as it streams; 60 frames a second.
 */
final class SokuCharts {
  private SokuCharts() {}

  static final double FRAME_SECONDS = 1 / 60.0;

  static final GameData.Spec SPEC =
      new GameData.Spec(
          Map.of(
              "player_stats",
              Set.of(
                  "match",
                  "side",
                  "slot",
                  "profile",
                  "character",
                  "stage",
                  "match_seconds",
                  "complete")),
          List.of(
              new Rate("inputs", "frame", List.of("match", "side"), "buttons", FRAME_SECONDS, 10)),
          SokuCharts::charts);

  static List<Chart.Spec> charts(GameData g) {
    GameData.Rows players = g.table("player_stats");
    Rate.Counts inputs = g.rate("inputs");
    Map<Integer, List<Integer>> rowsByMatch = new LinkedHashMap<>();
    for (int r = 0; r < players.size(); r++)
      rowsByMatch
          .computeIfAbsent((int) players.integer(r, "match", 0), k -> new ArrayList<>())
          .add(r);
    List<Chart.Spec> out = new ArrayList<>();
    for (Map.Entry<Integer, List<Integer>> m : rowsByMatch.entrySet()) {
      int match = m.getKey();
      List<Chart.Series> rates = new ArrayList<>();
      List<String> who = new ArrayList<>();
      String stage = null;
      double seconds = Double.NaN;
      boolean complete = true;
      for (int r : m.getValue()) {
        String side = players.str(r, "side");
        String character = players.str(r, "character");
        String profile = players.str(r, "profile");
        String name =
            (profile != null ? profile : side) + (character != null ? " (" + character + ")" : "");
        who.add(name);
        if (stage == null) stage = players.str(r, "stage");
        seconds = players.num(r, "match_seconds");
        complete &= Boolean.TRUE.equals(players.get(r, "complete"));
        Points rate = inputs.perMinute(List.of(match, side), 0, seconds);
        if (rate.size() > 0)
          rates.add(rate.series(name, (int) players.integer(r, "slot", 0), Chart.Kind.STEP));
      }
      StringBuilder title = new StringBuilder(String.join(" vs ", who));
      if (stage != null) title.append(" on ").append(stage);
      if (rowsByMatch.size() > 1) title.append(" — match ").append(match);
      title.append(" — outcome not in the input stream");
      if (!complete) title.append(", inputs missing");
      title.append(g.damageNote());
      out.add(
          new Chart.TimeSpec(
              rowsByMatch.size() > 1 ? "match-" + match : "match",
              title.toString(),
              List.of(new Chart.Panel("input changes per minute (10 s windows)", rates, null, 3)),
              g.damageAt(seconds)));
    }
    return out;
  }
}
