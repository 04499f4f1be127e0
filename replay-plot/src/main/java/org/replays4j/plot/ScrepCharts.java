package org.replays4j.plot;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * StarCraft: APM and EAPM per minute per player (all commands and the effective ones of the {@code
 * commands} table, counted as it streams; EAPM dashed in the player's colour) with each player's
 * game APM and EAPM in the legend, and the build order (units, buildings, upgrades and techs by
 * game time) as a timeline of lanes; map, matchup and winner in the title. From the {@code
 * replays}, {@code players} and {@code build_orders} tables (one decode), the {@code commands}
 * table and the shared stats.
 */
final class ScrepCharts {
  private ScrepCharts() {}

  /** Seconds per frame at Fastest speed. */
  static final double FRAME_SECONDS = 0.042;

  static final GameData.Spec SPEC =
      new GameData.Spec(
          Map.of(
              "replays", Set.of("map_name", "duration_seconds", "matchup"),
              "players", Set.of("player_id", "name", "race", "observer", "apm", "eapm"),
              "build_orders", Set.of("frame", "player_id", "kind", "name")),
          List.of(
              new Rate(
                  "commands", "frame", List.of("player"), null, FRAME_SECONDS, 60, "effective")),
          ScrepCharts::charts);

  /** The build order's lanes per player: which kinds go in which. */
  private static final Map<String, String> LANE_OF =
      Map.of(
          "UNIT", "units",
          "UNIT_MORPH", "units",
          "BUILDING", "buildings",
          "BUILDING_MORPH", "buildings",
          "TECH", "research",
          "UPGRADE", "research");

  private static final List<String> LANES = List.of("units", "buildings", "research");

  static List<Chart.Spec> charts(GameData g) {
    GameData.Rows replays = g.table("replays");
    GameData.Rows players = g.table("players");
    GameData.Rows build = g.table("build_orders");
    Rate.Counts commands = g.rate("commands");
    double duration = replays.size() > 0 ? replays.num(0, "duration_seconds") : Double.NaN;

    // the real players, in the table's order, with their legend names and colours
    Map<Integer, String> names = new LinkedHashMap<>();
    Map<Integer, String> eapmNames = new LinkedHashMap<>();
    Map<Integer, Integer> colour = new LinkedHashMap<>();
    List<String> plain = new ArrayList<>();
    List<String> bare = new ArrayList<>();
    for (int r = 0; r < players.size(); r++) {
      if (Boolean.TRUE.equals(players.get(r, "observer"))) continue;
      int id = (int) players.integer(r, "player_id", -1);
      String name = players.str(r, "name") + " (" + players.str(r, "race") + ")";
      plain.add(name);
      bare.add(players.str(r, "name"));
      names.put(id, String.format(Locale.ROOT, "%s: APM %d", name, players.integer(r, "apm", 0)));
      eapmNames.put(
          id, String.format(Locale.ROOT, "%s: EAPM %d", name, players.integer(r, "eapm", 0)));
      colour.put(id, colour.size());
    }

    List<Chart.Series> apm = new ArrayList<>();
    double last = Double.NaN;
    for (Map.Entry<Integer, String> p : names.entrySet()) {
      Points pts = commands.perMinute(List.of(p.getKey()), 0, duration);
      if (pts.size() == 0) continue;
      last = Points.nanMax(last, pts.maxX());
      apm.add(pts.series(p.getValue(), colour.get(p.getKey()), Chart.Kind.STEP));
      Points effective = commands.markedPerMinute(List.of(p.getKey()), 0, duration);
      apm.add(
          effective.series(
              eapmNames.get(p.getKey()), colour.get(p.getKey()), Chart.Kind.DASHED_STEP));
    }

    // lanes from the top: player 1's units, buildings, research, then player 2's…
    List<String> lanes = new ArrayList<>();
    List<Integer> ids = new ArrayList<>(names.keySet());
    for (int i = ids.size() - 1; i >= 0; i--)
      for (int l = LANES.size() - 1; l >= 0; l--)
        lanes.add(shortName(bare.get(i)) + " " + LANES.get(l));
    Map<Integer, Points> steps = new LinkedHashMap<>();
    Set<String> labelled = new HashSet<>();
    for (int r = 0; r < build.size(); r++) {
      int id = (int) build.integer(r, "player_id", -1);
      Integer c = colour.get(id);
      String lane = LANE_OF.get(build.str(r, "kind"));
      if (c == null || lane == null) continue;
      int y = (ids.size() - 1 - c) * LANES.size() + (LANES.size() - 1 - LANES.indexOf(lane));
      double t = build.num(r, "frame") * FRAME_SECONDS;
      last = Points.nanMax(last, t);
      // each name is written where it first appears in its lane; later ones are marks only
      String name = build.str(r, "name");
      String label = labelled.add(id + "/" + lane + "/" + name) ? name : "";
      steps.computeIfAbsent(id, k -> new Points()).add(t, t, y, label);
    }
    List<Chart.Series> order = new ArrayList<>();
    steps.forEach(
        (id, pts) -> order.add(pts.series(names.get(id), colour.get(id), Chart.Kind.MARKS)));

    return List.of(
        g.timeline(
            String.join(" vs ", plain),
            replays.size() > 0 ? replays.str(0, "map_name") : null,
            last,
            new Chart.Panel("APM and EAPM", apm, null, 2),
            new Chart.Panel("build order", order, lanes, Math.max(2, lanes.size() / 2))));
  }

  /** A name short enough for a lane label. */
  private static String shortName(String s) {
    String t = s == null ? "" : s.strip();
    return t.length() <= 16 ? t : t.substring(0, 15) + "…";
  }
}
