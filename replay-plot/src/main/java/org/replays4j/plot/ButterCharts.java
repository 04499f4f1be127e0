package org.replays4j.plot;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Echo VR (.butter and .echoreplay): the score over time per team with each goal marked and its
 * scorer named, each team's possession share and outcome in the legend; and each player's mean and
 * top speed. From the {@code teams}, {@code score_changes}, {@code goals} and {@code player_stats}
 * tables (the stats tables of one decode).
 */
final class ButterCharts {
  private ButterCharts() {}

  static final GameData.Spec SPEC =
      new GameData.Spec(
          Map.of(
              "teams", Set.of("team", "points", "possession_share", "outcome"),
              "score_changes", Set.of("team", "seconds", "points"),
              "goals",
                  Set.of(
                      "seconds", "team", "point_amount", "scorer", "blue_points", "orange_points"),
              "player_stats",
                  Set.of("slot", "name", "team", "mean_speed", "top_speed", "last_seconds")),
          List.of(),
          ButterCharts::charts);

  /** The teams' colours: Okabe–Ito blue and orange. */
  private static final Map<String, Integer> TEAM_COLOUR = Map.of("blue", 0, "orange", 4);

  static List<Chart.Spec> charts(GameData g) {
    GameData.Rows teams = g.table("teams");
    GameData.Rows changes = g.table("score_changes");
    GameData.Rows goals = g.table("goals");
    GameData.Rows players = g.table("player_stats");

    Map<String, String> legend = new LinkedHashMap<>();
    StringBuilder score = new StringBuilder();
    for (int r = 0; r < teams.size(); r++) {
      String team = teams.str(r, "team");
      StringBuilder l = new StringBuilder(team);
      double share = teams.num(r, "possession_share");
      if (!Double.isNaN(share))
        l.append(String.format(Locale.ROOT, ": possession %.0f%%", share * 100));
      String outcome = teams.str(r, "outcome");
      if (outcome != null) l.append(", ").append(outcome);
      legend.put(team, l.toString());
      if (score.length() > 0) score.append(" : ");
      score.append(team).append(' ').append((long) teams.num(r, "points"));
    }
    double last = Double.NaN;
    double end = Double.NaN;
    for (int r = 0; r < players.size(); r++)
      end = Points.nanMax(end, players.num(r, "last_seconds"));
    Map<String, Points> lines = new LinkedHashMap<>();
    for (int r = 0; r < changes.size(); r++) {
      String team = changes.str(r, "team");
      double t = changes.num(r, "seconds");
      last = Points.nanMax(last, t);
      lines.computeIfAbsent(team, k -> new Points()).add(t, changes.num(r, "points"));
    }
    List<Chart.Series> series = new ArrayList<>();
    for (Map.Entry<String, Points> e : lines.entrySet()) {
      String team = e.getKey();
      Points pts = e.getValue();
      if (!Double.isNaN(end) && pts.size() > 0) pts.add(end, pts.lastY(0));
      series.add(
          pts.series(
              legend.getOrDefault(team, team), TEAM_COLOUR.getOrDefault(team, 6), Chart.Kind.STEP));
    }
    Points marks = new Points();
    for (int r = 0; r < goals.size(); r++) {
      String team = goals.str(r, "team");
      double t = goals.num(r, "seconds");
      double points = goals.num(r, team + "_points");
      String scorer = goals.str(r, "scorer");
      marks.add(t, t, points, scorer == null ? "" : scorer);
    }
    if (marks.size() > 0) series.add(marks.series("goal (scorer)", -1, Chart.Kind.MARKS));

    String title =
        "Echo VR" + (score.length() > 0 ? " — " + score : "") + winner(teams) + g.damageNote();
    Chart.TimeSpec timeline =
        new Chart.TimeSpec(
            "score",
            title,
            List.of(new Chart.Panel("points", series, null, 3)),
            g.damageAt(Points.nanMax(last, end)));

    List<String> names = new ArrayList<>();
    double[][] speeds = new double[2][];
    List<double[]> rows = new ArrayList<>();
    for (int r = 0; r < players.size(); r++) {
      if ("spectator".equals(players.str(r, "team"))) continue;
      String name = players.str(r, "name");
      names.add(
          (name == null ? "slot " + players.integer(r, "slot", 0) : name)
              + " ("
              + players.str(r, "team")
              + ")");
      rows.add(new double[] {players.num(r, "mean_speed"), players.num(r, "top_speed")});
    }
    speeds[0] = new double[names.size()];
    speeds[1] = new double[names.size()];
    for (int i = 0; i < names.size(); i++) {
      speeds[0][i] = rows.get(i)[0];
      speeds[1][i] = rows.get(i)[1];
    }
    Chart.BarSpec speed =
        new Chart.BarSpec(
            "speed",
            "Echo VR — player speed in play" + g.damageNote(),
            "player (team)",
            "speed (m/s)",
            List.of("mean speed", "top speed"),
            names,
            speeds,
            false);
    return List.of(timeline, speed);
  }

  private static String winner(GameData.Rows teams) {
    for (int r = 0; r < teams.size(); r++)
      if ("win".equals(teams.str(r, "outcome"))) return " — winner: " + teams.str(r, "team");
    return "";
  }
}
