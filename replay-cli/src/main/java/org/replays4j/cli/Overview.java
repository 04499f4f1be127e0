package org.replays4j.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.replays4j.core.FileOutcome;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.Damage;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.stats.ParticipantStats;
import org.replays4j.core.stats.Result;

/**
 * The one line per replay of {@code inspect --overview}, the view screp's {@code -overview} gives
 * as a table row: file, format, state, date, length, map or stage, matchup and the players with
 * character or race, APM and result. A StarCraft line reads
 *
 * <pre>
 * game.rep  screp  2003-10-13 17:44  27:12  Gorky Park  ZvT  A3 (Zerg, 212 APM, won) vs A4 (Terran, 251 APM, lost)
 * </pre>
 *
 * Every value is read from the file's {@link FileOutcome}, the same for every format: the state
 * ({@code PARTIAL at byte N (KIND)} for a file read up to damage, nothing for a whole one), the
 * summary's measured duration, its date ({@code startTime}, or the metadata's {@code startAt}), map
 * ({@code map} or its {@code name}) or {@code stage} and {@code matchup} when the format puts them
 * in its details, and the players from the shared stats view ({@link GameStats}): name, then
 * character or race, APM and {@code won}, {@code lost} or {@code draw} when the file tells; grouped
 * by team ({@code ,} within a team, {@code vs} between teams), one against one without teams as
 * {@code A vs B}. Without a stats view the summary's participants stand in. A file that failed
 * reads {@code FAILED: reason}, a skipped one {@code SKIPPED: reason}. Fields are separated by two
 * spaces; a missing one is {@code -}; control characters (StarCraft colour codes) are dropped.
 */
final class Overview {
  private Overview() {}

  /** The overview line of {@code r} (no trailing newline). */
  static String line(FileOutcome r) {
    List<String> f = new ArrayList<>();
    f.add(Terminal.escape(r.file()));
    if (r.skipped()) {
      f.add("SKIPPED: " + Render.plain(r.errorMessage()));
      return String.join("  ", f);
    }
    if (r.format() != null) f.add(r.format());
    if (!r.ok()) {
      f.add("FAILED: " + Render.plain(r.errorMessage()));
      return String.join("  ", f);
    }
    ReplaySummary s = r.summary();
    Damage d = r.damage();
    if (d != null) {
      f.add(
          "PARTIAL"
              + (d.offset() >= 0 ? " at byte " + d.offset() : "")
              + " ("
              + d.kind().name().toLowerCase(Locale.ROOT)
              + ")");
    }
    f.add(orDash(date(s)));
    f.add(length(s.durationSeconds()));
    f.add(orDash(place(s.details())));
    if (s.details().get("matchup") instanceof String mu && !mu.isEmpty()) f.add(mu);
    f.add(orDash(players(r)));
    return String.join("  ", f);
  }

  /** The map's name ({@code map}, or {@code map.name}) or the {@code stage}, or null. */
  private static String place(Map<String, Object> d) {
    Object m = d.get("map");
    if (map(m) != null) m = map(m).get("name");
    if (!(m instanceof String) || ((String) m).isBlank()) m = d.get("stage");
    return m instanceof String name ? Render.plain(name).strip() : null;
  }

  /** The players from the shared stats view, or the summary's participants without one. */
  private static String players(FileOutcome r) {
    GameStats g = r.gameStats();
    if (g == null || g.participants().isEmpty()) {
      List<String> p = r.summary().participants();
      return p.isEmpty() ? null : Render.plain(String.join(", ", p));
    }
    Map<String, List<String>> teams = new LinkedHashMap<>();
    for (ParticipantStats p : g.participants()) {
      String name = p.displayName();
      List<String> about = new ArrayList<>();
      if (p.character() != null) about.add(p.character());
      if (p.actionsPerMinute() != null) about.add(Math.round(p.actionsPerMinute()) + " APM");
      Result.Outcome o = p.result().outcome();
      if (o != null)
        about.add(o == Result.Outcome.WIN ? "won" : o == Result.Outcome.LOSS ? "lost" : "draw");
      String one =
          Render.plain(name) + (about.isEmpty() ? "" : " (" + String.join(", ", about) + ")");
      String team =
          p.team() != null ? p.team() : g.participants().size() == 2 ? "#" + p.slot() : "";
      teams.computeIfAbsent(team, k -> new ArrayList<>()).add(one);
    }
    List<String> sides = new ArrayList<>();
    for (List<String> t : teams.values()) sides.add(String.join(", ", t));
    return String.join(" vs ", sides);
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
