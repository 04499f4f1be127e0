package org.replays4j.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.replays4j.core.ReplaySummary;

/**
 * The one line per replay of {@code inspect --overview}, the view screp's {@code -overview} gives
 * as a table row: file, date, length, map, matchup and the players with race, APM and result. A
 * StarCraft line reads
 *
 * <pre>
 * game.rep  2003-10-13 17:44  27:12  Gorky Park  ZvT  A3 (Zerg, 212 APM, won) vs A4 (Terran, 251 APM, lost)
 * </pre>
 *
 * Players are grouped by team ({@code ,} within a team, {@code vs} between teams), observers follow
 * as {@code + obs NAME}; the result is {@code won} or {@code lost} by screp's inferred winner team,
 * left out when it cannot be inferred. Other formats give what their summary knows: format, date
 * when the file has one, length and participants. A file that failed reads {@code FAILED: reason},
 * a skipped one {@code SKIPPED: reason}. Fields are separated by two spaces; a missing one is
 * {@code -}; control characters (StarCraft colour codes) are dropped.
 */
final class Overview {
  private Overview() {}

  /** The overview line of {@code r} (no trailing newline). */
  static String line(FileResult r) {
    List<String> f = new ArrayList<>();
    f.add(Terminal.escape(r.file()));
    if (r.skipped()) {
      f.add("SKIPPED: " + Render.plain(r.errorMessage()));
      return String.join("  ", f);
    }
    if (!r.ok()) {
      if (r.format() != null) f.add(r.format());
      f.add("FAILED: " + Render.plain(r.errorMessage()));
      return String.join("  ", f);
    }
    ReplaySummary s = r.summary();
    Object details = s.details();
    if ("screp".equals(s.format())) {
      screp(f, s, map(details));
    } else {
      f.add(s.format());
      f.add(orDash(date(s)));
      f.add(length(s.durationSeconds()));
      f.add(s.participants().isEmpty() ? "-" : Render.plain(String.join(", ", s.participants())));
    }
    return String.join("  ", f);
  }

  private static void screp(List<String> f, ReplaySummary s, Map<String, Object> d) {
    f.add(orDash(date(s)));
    f.add(length(s.durationSeconds()));
    Map<String, Object> m = map(d.get("map"));
    f.add(orDash(m == null ? null : Render.plain(m.get("name")).strip()));
    f.add(orDash(d.get("matchup") instanceof String mu && !mu.isEmpty() ? mu : null));
    Object wt = d.get("winnerTeam");
    int winner = wt instanceof Number n ? n.intValue() : 0;
    Map<Integer, List<String>> teams = new LinkedHashMap<>();
    List<String> observers = new ArrayList<>();
    if (d.get("players") instanceof List<?> ps) {
      for (Object o : ps) {
        Map<String, Object> p = map(o);
        if (p == null) continue;
        String name = Render.plain(p.get("name"));
        if (Boolean.TRUE.equals(p.get("observer"))) {
          observers.add("+ obs " + name);
          continue;
        }
        int team = p.get("team") instanceof Number n ? n.intValue() : 0;
        StringBuilder sb = new StringBuilder(name).append(" (").append(p.get("race"));
        if (p.get("apm") instanceof Number apm) sb.append(", ").append(apm).append(" APM");
        if (winner > 0) sb.append(team == winner ? ", won" : ", lost");
        sb.append(')');
        teams.computeIfAbsent(team, k -> new ArrayList<>()).add(sb.toString());
      }
    }
    List<String> sides = new ArrayList<>();
    for (List<String> t : teams.values()) sides.add(String.join(", ", t));
    String players = String.join(" vs ", sides);
    if (!observers.isEmpty())
      players = (players.isEmpty() ? "" : players + " ") + String.join(" ", observers);
    f.add(players.isEmpty() ? "-" : players);
  }

  /**
   * The date the replay was played, {@code yyyy-MM-dd HH:mm} (UTC): StarCraft's start time,
   * Slippi's metadata {@code startAt}; null when the summary has none.
   */
  private static String date(ReplaySummary s) {
    Map<String, Object> d = s.details();
    Object t = d.get("startTime");
    if (t == null && map(d.get("metadata")) != null) t = map(d.get("metadata")).get("startAt");
    if (!(t instanceof String iso) || iso.length() < 16 || iso.charAt(10) != 'T') return null;
    return iso.substring(0, 10) + " " + iso.substring(11, 16);
  }

  /** {@code m:ss} (or {@code h:mm:ss}), {@code -} when unknown. */
  static String length(Double seconds) {
    if (seconds == null || seconds.isNaN() || seconds < 0) return "-";
    long t = (long) (double) seconds;
    long h = t / 3600;
    long m = t / 60 % 60;
    long sec = t % 60;
    return h > 0
        ? String.format(Locale.ROOT, "%d:%02d:%02d", h, m, sec)
        : String.format(Locale.ROOT, "%d:%02d", m, sec);
  }

  private static String orDash(String s) {
    return s == null || s.isEmpty() ? "-" : s;
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> map(Object o) {
    return o instanceof Map<?, ?> m ? (Map<String, Object>) m : null;
  }
}
