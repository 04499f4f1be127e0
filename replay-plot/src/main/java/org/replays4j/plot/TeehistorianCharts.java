package org.replays4j.plot;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * DDNet teehistorian: each player's race times at the moment they finished, when each player was
 * connected (joins to leaves, a lane per client), and inputs per minute per player; map and server
 * in the title. From the {@code recordings}, {@code finishes} and {@code events} tables and the
 * {@code inputs} table counted as it streams. Times are from the recording's first tick, 50 ticks a
 * second.
 */
final class TeehistorianCharts {
  private TeehistorianCharts() {}

  static final double TICK_SECONDS = 1 / 50.0;

  static final GameData.Spec SPEC =
      new GameData.Spec(
          Map.of(
              "recordings", Set.of("map_name", "server_name", "first_tick", "last_tick"),
              "finishes", Set.of("tick", "kind", "cid", "seconds"),
              "events", Set.of("tick", "type", "cid", "text")),
          List.of(new Rate("inputs", "tick", List.of("cid"), null, TICK_SECONDS, 60)),
          TeehistorianCharts::charts);

  static List<Chart.Spec> charts(GameData g) {
    GameData.Rows rec = g.table("recordings");
    GameData.Rows fin = g.table("finishes");
    GameData.Rows ev = g.table("events");
    Rate.Counts inputs = g.rate("inputs");
    long firstTick = rec.size() > 0 ? rec.integer(0, "first_tick", 0) : 0;
    double origin = firstTick * TICK_SECONDS;
    double end = Double.NaN;
    if (rec.size() > 0 && rec.get(0, "last_tick") != null)
      end = (rec.integer(0, "last_tick", 0) - firstTick) * TICK_SECONDS;

    // clients in order of first join; their names (several when a slot was reused)
    Map<Integer, Set<String>> names = new LinkedHashMap<>();
    Map<Integer, Double> joinedAt = new TreeMap<>();
    Map<Integer, Points> spans = new LinkedHashMap<>();
    double last = Double.NaN;
    for (int r = 0; r < ev.size(); r++) {
      Object cidValue = ev.get(r, "cid");
      if (!(cidValue instanceof Number n)) continue;
      int cid = n.intValue();
      double t = (ev.integer(r, "tick", 0) - firstTick) * TICK_SECONDS;
      last = Points.nanMax(last, t);
      String type = ev.str(r, "type");
      switch (type) {
        case "join" -> {
          names.computeIfAbsent(cid, k -> new LinkedHashSet<>());
          joinedAt.putIfAbsent(cid, t);
        }
        case "leave" -> {
          Double from = joinedAt.remove(cid);
          if (from != null) spans.computeIfAbsent(cid, k -> new Points()).add(from, t, 0, null);
        }
        case "name" -> {
          String text = ev.str(r, "text");
          if (text != null && !text.isBlank())
            names.computeIfAbsent(cid, k -> new LinkedHashSet<>()).add(text.strip());
        }
        default -> {}
      }
    }
    double until = Double.isNaN(end) ? last : end;
    joinedAt.forEach(
        (cid, from) -> spans.computeIfAbsent(cid, k -> new Points()).add(from, until, 0, null));

    List<Integer> clients = new ArrayList<>(names.keySet());
    Map<Integer, String> label = new LinkedHashMap<>();
    for (int cid : clients) {
      Set<String> n = names.get(cid);
      label.put(cid, n.isEmpty() ? "client " + cid : String.join(" / ", n));
    }

    // race times, at the time of the finish
    Map<Integer, Points> races = new LinkedHashMap<>();
    Points teams = new Points();
    for (int r = 0; r < fin.size(); r++) {
      double t = (fin.integer(r, "tick", 0) - firstTick) * TICK_SECONDS;
      double secs = fin.num(r, "seconds");
      last = Points.nanMax(last, t);
      Object cid = fin.get(r, "cid");
      if (cid instanceof Number n)
        races.computeIfAbsent(n.intValue(), k -> new Points()).add(t, secs);
      else teams.add(t, secs);
    }

    List<Chart.Series> raceSeries = new ArrayList<>();
    List<Chart.Series> presence = new ArrayList<>();
    List<Chart.Series> rates = new ArrayList<>();
    List<String> lanes = new ArrayList<>();
    for (int i = clients.size() - 1; i >= 0; i--) lanes.add(shortName(label.get(clients.get(i))));
    for (int i = 0; i < clients.size(); i++) {
      int cid = clients.get(i);
      String name = label.get(cid);
      Points race = races.get(cid);
      if (race != null) raceSeries.add(race.series(name, i, Chart.Kind.MARKS));
      Points span = spans.get(cid);
      if (span != null) {
        Points lane = new Points();
        Chart.Series s = span.series(name, i, Chart.Kind.SPANS);
        for (int k = 0; k < s.x().length; k++)
          lane.add(s.x()[k], s.x2()[k], clients.size() - 1 - i, null);
        presence.add(lane.series(name, i, Chart.Kind.SPANS));
      }
      Points rate = inputs.perMinute(List.of(cid), origin, origin + until);
      if (rate.size() > 0) {
        last = Points.nanMax(last, rate.maxX());
        rates.add(rate.series(name, i, Chart.Kind.STEP));
      }
    }
    if (teams.size() > 0) raceSeries.add(teams.series("team finish", -1, Chart.Kind.MARKS));

    StringBuilder title = new StringBuilder("DDNet");
    if (rec.size() > 0) {
      String map = rec.str(0, "map_name");
      String server = rec.str(0, "server_name");
      if (map != null && !map.isBlank()) title.append(" on ").append(map.strip());
      if (server != null && !server.isBlank())
        title.append(" (").append(server.strip()).append(')');
    }
    title
        .append(" — ")
        .append(clients.size())
        .append(clients.size() == 1 ? " player, " : " players, ");
    title.append(fin.size()).append(fin.size() == 1 ? " finish" : " finishes");
    title.append(g.damageNote());
    List<Chart.Panel> panels = new ArrayList<>();
    panels.add(new Chart.Panel("race time (s)", raceSeries, null, 2));
    panels.add(new Chart.Panel("connected", presence, lanes, Math.max(1, (lanes.size() + 2) / 3)));
    panels.add(new Chart.Panel("inputs per minute", rates, null, 2));
    return List.of(
        new Chart.TimeSpec(
            "timeline", title.toString(), panels, g.damageAt(Points.nanMax(last, until))));
  }

  private static String shortName(String s) {
    return s.length() <= 16 ? s : s.substring(0, 15) + "…";
  }
}
