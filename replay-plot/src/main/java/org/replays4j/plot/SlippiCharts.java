package org.replays4j.plot;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.replays4j.core.stats.ParticipantStats;

/**
 * Slippi (Melee): percent and stocks over time per player with the stocks lost marked, and the
 * damage of each conversion (punish) by its attacker; stage, characters and winner in the title.
 * From the {@code games}, {@code stocks}, {@code conversions} and {@code conversion_moves} tables
 * (one decode) and the shared stats (names, characters, winner).
 */
final class SlippiCharts {
  private SlippiCharts() {}

  /** Frame -123 is the first frame of a game; 60 frames per second. */
  static double seconds(double frame) {
    return (frame + 123) / 60.0;
  }

  static final GameData.Spec SPEC =
      new GameData.Spec(
          Map.of(
              "games", Set.of("stage", "metadata_last_frame"),
              "stocks", Set.of("player_index", "count", "start_frame", "end_frame", "end_percent"),
              "conversions",
                  Set.of(
                      "index",
                      "player_index",
                      "last_hit_by",
                      "start_frame",
                      "end_frame",
                      "start_percent",
                      "current_percent",
                      "end_percent",
                      "did_kill"),
              "conversion_moves", Set.of("conversion", "frame", "damage"),
              "ruleset", Set.of("player_index", "controller", "legal", "violations"),
              "ruleset_sticks", Set.of("player_index", "x", "y", "frames", "violation")),
          List.of(),
          SlippiCharts::pictures);

  /** The pictures over game time, then one stick picture per player. */
  static List<Chart.Spec> pictures(GameData g) {
    List<Chart.Spec> all = new ArrayList<>(charts(g));
    all.addAll(sticks(g));
    return all;
  }

  /**
   * Per player, the main-stick coordinates used (from the controller-ruleset analysis: the {@code
   * ruleset_sticks} table), those cited by a failed check marked; the title says the controller
   * type and the failed checks ({@code ruleset}).
   */
  static List<Chart.PlaneSpec> sticks(GameData g) {
    GameData.Rows players = g.table("ruleset");
    GameData.Rows sticks = g.table("ruleset_sticks");
    List<Chart.PlaneSpec> out = new ArrayList<>();
    for (int r = 0; r < players.size(); r++) {
      int player = (int) players.integer(r, "player_index", 0);
      Points used = new Points();
      Points cited = new Points();
      for (int k = 0; k < sticks.size(); k++) {
        if (sticks.integer(k, "player_index", 0) != player) continue;
        used.add(sticks.num(k, "x"), sticks.num(k, "y"));
        if (Boolean.TRUE.equals(sticks.get(k, "violation")))
          cited.add(sticks.num(k, "x"), sticks.num(k, "y"));
      }
      String controller = players.str(r, "controller");
      String violations = players.str(r, "violations");
      StringBuilder title = new StringBuilder(name(g, player));
      title.append(" — ").append(controller == null ? "no frames" : controller);
      title.append(", ").append(used.size()).append(" stick coordinates used");
      title.append(
          violations == null || violations.isEmpty()
              ? " — legal"
              : " — broke the ruleset: " + violations.replace(",", ", "));
      title.append(g.damageNote());
      List<Chart.Series> series = new ArrayList<>();
      series.add(used.series("coordinate used", player, Chart.Kind.MARKS));
      if (cited.size() > 0) series.add(cited.series("cited by a violation", -1, Chart.Kind.MARKS));
      out.add(
          new Chart.PlaneSpec(
              "sticks-p" + (player + 1),
              title.toString(),
              "stick x",
              "stick y",
              -1.05,
              1.05,
              series));
    }
    return out;
  }

  static List<Chart.Spec> charts(GameData g) {
    GameData.Rows games = g.table("games");
    GameData.Rows stocks = g.table("stocks");
    GameData.Rows conv = g.table("conversions");
    GameData.Rows moves = g.table("conversion_moves");

    // per player (port index): the percent after every hit, the stocks held, and the stocks lost
    Map<Integer, TreeMap<Double, Double>> percent = new TreeMap<>();
    Map<Integer, Points> stockLine = new TreeMap<>();
    Points lost = new Points();
    double end = games.size() > 0 ? seconds(games.num(0, "metadata_last_frame")) : Double.NaN;
    if (g.stats() != null && g.stats().durationSeconds() != null && Double.isNaN(end))
      end = g.stats().durationSeconds();
    for (int r = 0; r < stocks.size(); r++) {
      int p = (int) stocks.integer(r, "player_index", 0);
      double start = seconds(stocks.num(r, "start_frame"));
      double death = seconds(stocks.num(r, "end_frame"));
      long count = stocks.integer(r, "count", 0);
      percent.computeIfAbsent(p, k -> new TreeMap<>()).put(start, 0.0);
      stockLine.computeIfAbsent(p, k -> new Points()).add(start, count);
      if (!Double.isNaN(death)) {
        percent.get(p).put(death, stocks.num(r, "end_percent"));
        percent.get(p).put(death + 1e-6, 0.0);
        stockLine.get(p).add(death, count - 1);
        lost.add(death, stocks.num(r, "end_percent"));
      }
    }
    // the frame of each conversion's last landed move: the end of a conversion still open
    Map<Long, Double> lastMove = new LinkedHashMap<>();
    for (int r = 0; r < moves.size(); r++)
      lastMove.merge(moves.integer(r, "conversion", -1), moves.num(r, "frame"), Math::max);
    Map<Long, Integer> victimOf = new LinkedHashMap<>();
    Map<Long, Double> startPercent = new LinkedHashMap<>();
    Map<Integer, Points> damage = new TreeMap<>();
    Points kills = new Points();
    for (int r = 0; r < conv.size(); r++) {
      long index = conv.integer(r, "index", -1);
      int victim = (int) conv.integer(r, "player_index", 0);
      victimOf.put(index, victim);
      startPercent.put(index, conv.num(r, "start_percent"));
      double s = seconds(conv.num(r, "start_frame"));
      double e = seconds(conv.num(r, "end_frame"));
      double endPct = conv.num(r, "end_percent");
      if (Double.isNaN(endPct)) endPct = conv.num(r, "current_percent");
      double dealt = endPct - conv.num(r, "start_percent");
      if (Double.isNaN(e)) e = lastMove.containsKey(index) ? seconds(lastMove.get(index)) : s;
      int attacker = (int) conv.integer(r, "last_hit_by", -1);
      damage
          .computeIfAbsent(attacker, k -> new Points())
          .add(s, Math.max(e, s + 0.25), dealt, null);
      if (Boolean.TRUE.equals(conv.get(r, "did_kill")))
        kills.add((s + Math.max(e, s + 0.25)) / 2, dealt);
    }
    // the percent after each landed move: the conversion's start plus the damage so far
    Map<Long, Double> sum = new LinkedHashMap<>();
    for (int r = 0; r < moves.size(); r++) {
      long c = moves.integer(r, "conversion", -1);
      Integer victim = victimOf.get(c);
      if (victim == null) continue;
      double pct = sum.merge(c, moves.num(r, "damage"), Double::sum) + startPercent.get(c);
      percent
          .computeIfAbsent(victim, k -> new TreeMap<>())
          .merge(seconds(moves.num(r, "frame")), pct, Math::max);
    }

    List<Chart.Series> pct = new ArrayList<>();
    List<Chart.Series> stk = new ArrayList<>();
    List<Chart.Series> dmg = new ArrayList<>();
    double last = Double.NaN;
    for (Map.Entry<Integer, TreeMap<Double, Double>> e : percent.entrySet()) {
      Points pts = new Points();
      e.getValue().forEach(pts::add);
      last = Points.nanMax(last, pts.maxX());
      if (!Double.isNaN(end) && pts.size() > 0) pts.add(end, pts.lastY(0));
      pct.add(pts.series(name(g, e.getKey()), e.getKey(), Chart.Kind.STEP));
    }
    for (Map.Entry<Integer, Points> e : stockLine.entrySet()) {
      Points pts = e.getValue();
      last = Points.nanMax(last, pts.maxX());
      if (!Double.isNaN(end) && pts.size() > 0) pts.add(end, pts.lastY(0));
      stk.add(pts.series(name(g, e.getKey()), e.getKey(), Chart.Kind.STEP));
    }
    for (Map.Entry<Integer, Points> e : damage.entrySet()) {
      last = Points.nanMax(last, e.getValue().maxX());
      dmg.add(e.getValue().series(name(g, e.getKey()), e.getKey(), Chart.Kind.BARS));
    }
    if (lost.size() > 0) pct.add(lost.series("stock lost", -1, Chart.Kind.MARKS));
    if (kills.size() > 0) dmg.add(kills.series("stock lost", -1, Chart.Kind.MARKS));

    StringBuilder title = new StringBuilder();
    for (ParticipantStats p : g.participants()) {
      if (title.length() > 0) title.append(" vs ");
      title.append(name(g, p.slot()));
    }
    return List.of(
        g.timeline(
            title,
            games.size() > 0 ? games.str(0, "stage") : null,
            last,
            new Chart.Panel("percent (%)", pct, null, 3),
            new Chart.Panel("stocks", stk, null, 1),
            new Chart.Panel("damage per conversion (%)", dmg, null, 2)));
  }

  private static String name(GameData g, int port) {
    ParticipantStats p = g.participant(port);
    if (p == null) return "port " + (port + 1);
    if (p.name() == null || p.name().isBlank())
      return "port " + (port + 1) + (p.character() == null ? "" : " (" + p.character() + ")");
    return GameData.label(p);
  }
}
