package org.replays4j.catalog;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.stats.ParticipantStats;
import org.replays4j.core.stats.Result;
import org.replays4j.core.table.ColumnType;
import org.replays4j.core.table.TableSchema;

/**
 * The rows of the cross-format {@code participants} view: one per participant of a game. They come
 * from the format's shared stats view ({@link org.replays4j.core.ReplayFormat#gameStats}) when the
 * format computes it, otherwise from the format's summary tables by the small mapping below ({@code
 * source} says which). The game start time always comes from the format's top table.
 */
final class Participants {
  private Participants() {}

  /** The schema of the stored table {@code catalog_participants}. */
  static final TableSchema SCHEMA =
      TableSchema.builder("catalog", "participants", "one row per participant of a game")
          .add("format", ColumnType.STRING, "format id")
          .addNullable(
              "start_time",
              ColumnType.STRING,
              "game start as the file gives it (ISO 8601 text), null when it does not")
          .add("slot", ColumnType.INT32, "the format's player number (docs/formats)")
          .addNullable("name", ColumnType.STRING, "player name or tag")
          .addNullable("team", ColumnType.STRING, "team, null when the game has none")
          .addNullable("character", ColumnType.STRING, "character or race, null when none")
          .addNullable("outcome", ColumnType.STRING, "win, loss or draw; null when unknown")
          .addNullable("placement", ColumnType.INT32, "1 for the best; null when unknown")
          .addNullable("finish_seconds", ColumnType.FLOAT64, "race finish time in seconds")
          .addNullable("score", ColumnType.INT64, "points of the participant or its team")
          .addNullable(
              "actions_per_minute", ColumnType.FLOAT64, "the format's rate of actions per minute")
          .add("source", ColumnType.STRING, "stats (the format's GameStats) or tables (mapping)")
          .build();

  /** The view over the table, with each file's status and path. */
  static final String VIEW_SQL =
      "CREATE VIEW participants AS SELECT p.file, p.format, p.start_time, p.slot, p.name, p.team,"
          + " p.character, p.outcome, p.placement, p.finish_seconds, p.score,"
          + " p.actions_per_minute, p.source, f.status, f.path FROM catalog_participants p"
          + " JOIN files f ON f.id = p.file";

  /** The rows of one table of one file: the schema and each row's values (column order). */
  record Rows(TableSchema schema, List<Object[]> rows) {
    Object get(int row, String column) {
      int c = schema.indexOf(column);
      return c < 0 ? null : rows.get(row)[c];
    }
  }

  /** The participant rows of {@code file} of {@code format}. */
  static List<Object[]> rows(
      String file, String format, Map<String, Rows> tables, Optional<GameStats> stats) {
    String start = startTime(format, tables);
    List<Object[]> out = new ArrayList<>();
    if (stats.isPresent()) {
      for (ParticipantStats p : stats.get().participants()) {
        Result r = p.result();
        out.add(
            row(
                file,
                format,
                start,
                p.slot(),
                p.name(),
                p.team(),
                p.character(),
                r.outcome() == null ? null : r.outcome().text(),
                r.placement(),
                r.finishSeconds(),
                r.score(),
                p.actionsPerMinute(),
                "stats"));
      }
      return out;
    }
    switch (format) {
      case "slippi" -> slippi(file, start, tables, out);
      case "screp" -> screp(file, start, tables, out);
      case "teehistorian" -> teehistorian(file, start, tables, out);
      default -> {
        // butter and soku tables name no participants: only their GameStats does
      }
    }
    return out;
  }

  private static Object[] row(Object... values) {
    return values;
  }

  /** The start of the game from the format's top table. */
  static String startTime(String format, Map<String, Rows> tables) {
    switch (format) {
      case "slippi":
        return first(tables.get("games"), "start_at");
      case "screp":
        {
          Rows r = tables.get("replays");
          if (r == null || r.rows().isEmpty()) return null;
          Object t = r.get(0, "start_time");
          return t instanceof Number n && n.longValue() > 0
              ? Instant.ofEpochSecond(n.longValue()).toString()
              : null;
        }
      case "teehistorian":
        return first(tables.get("recordings"), "start_time");
      default:
        return null;
    }
  }

  private static String first(Rows r, String column) {
    if (r == null || r.rows().isEmpty()) return null;
    Object v = r.get(0, column);
    return v == null ? null : v.toString();
  }

  /**
   * Slippi: slot = port - 1 (ports 0–3 as in the stats); name = display name, else name tag, else
   * connect code; a winner only for a game that ended by stocks (end method 2) without teams and
   * with exactly one player whose last stock is still alive: that player wins, the others lose.
   */
  private static void slippi(
      String file, String start, Map<String, Rows> tables, List<Object[]> out) {
    Rows players = tables.get("players");
    Rows games = tables.get("games");
    Rows stocks = tables.get("stocks");
    if (players == null) return;
    boolean teams =
        games != null && !games.rows().isEmpty() && Boolean.TRUE.equals(games.get(0, "is_teams"));
    Object end = games == null || games.rows().isEmpty() ? null : games.get(0, "end_method");
    boolean byStocks = end instanceof Number n && n.intValue() == 2 && !teams;
    Map<Integer, Boolean> alive = new HashMap<>();
    if (stocks != null) {
      for (int i = 0; i < stocks.rows().size(); i++) {
        int p = ((Number) stocks.get(i, "player_index")).intValue();
        boolean living = stocks.get(i, "end_frame") == null;
        alive.merge(p, living, Boolean::logicalOr);
      }
    }
    long survivors = alive.values().stream().filter(b -> b).count();
    for (int i = 0; i < players.rows().size(); i++) {
      int slot = ((Number) players.get(i, "port")).intValue() - 1;
      Object name = players.get(i, "display_name");
      if (name == null || name.toString().isEmpty()) name = players.get(i, "nametag");
      if (name == null || name.toString().isEmpty()) name = players.get(i, "connect_code");
      if (name != null && name.toString().isEmpty()) name = null;
      String outcome =
          byStocks && survivors == 1 ? (alive.getOrDefault(slot, false) ? "win" : "loss") : null;
      out.add(
          row(
              file,
              "slippi",
              start,
              slot,
              name,
              teams ? String.valueOf(players.get(i, "team_id")) : null,
              players.get(i, "character"),
              outcome,
              null,
              null,
              null,
              null,
              "tables"));
    }
  }

  /**
   * StarCraft: slot = player id; observers left out; win/loss from the replay's winner team when it
   * is known (not 0); APM from the players table.
   */
  private static void screp(
      String file, String start, Map<String, Rows> tables, List<Object[]> out) {
    Rows players = tables.get("players");
    Rows replays = tables.get("replays");
    if (players == null) return;
    int winner =
        replays == null || replays.rows().isEmpty()
            ? 0
            : ((Number) replays.get(0, "winner_team")).intValue();
    for (int i = 0; i < players.rows().size(); i++) {
      if (Boolean.TRUE.equals(players.get(i, "observer"))) continue;
      int team = ((Number) players.get(i, "team")).intValue();
      Object apm = players.get(i, "apm");
      out.add(
          row(
              file,
              "screp",
              start,
              ((Number) players.get(i, "player_id")).intValue(),
              players.get(i, "name"),
              String.valueOf(team),
              players.get(i, "race"),
              winner == 0 ? null : team == winner ? "win" : "loss",
              null,
              null,
              null,
              apm == null ? null : ((Number) apm).doubleValue(),
              "tables"));
    }
  }

  /** DDNet ticks per second (finish times are in ticks). */
  static final double TEE_TICKS_PER_SECOND = 50.0;

  /**
   * Teehistorian: slot = client id; finish time from the best finish in ticks (50 per second);
   * placement = rank of that time among the finishers of the file.
   */
  private static void teehistorian(
      String file, String start, Map<String, Rows> tables, List<Object[]> out) {
    Rows players = tables.get("players");
    if (players == null) return;
    List<Integer> times = new ArrayList<>();
    for (int i = 0; i < players.rows().size(); i++) {
      Object t = players.get(i, "finish_time_ticks");
      if (t != null) times.add(((Number) t).intValue());
    }
    for (int i = 0; i < players.rows().size(); i++) {
      Object t = players.get(i, "finish_time_ticks");
      Integer place = null;
      if (t != null) {
        int mine = ((Number) t).intValue();
        int better = 0;
        for (int x : times) if (x < mine) better++;
        place = better + 1;
      }
      Object team = players.get(i, "team");
      out.add(
          row(
              file,
              "teehistorian",
              start,
              ((Number) players.get(i, "cid")).intValue(),
              players.get(i, "name"),
              team == null ? null : team.toString(),
              null,
              null,
              place,
              t == null ? null : ((Number) t).intValue() / TEE_TICKS_PER_SECOND,
              null,
              null,
              "tables"));
    }
  }
}
