package org.replays4j.plot;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.replays4j.catalog.Catalog;

/**
 * The collection pictures of a catalog ({@code replays4j index}): SQL over its {@code files},
 * {@code participants} and format tables, each query giving (series, category, value) rows that
 * become one bar chart. The catalog is opened read-only.
 */
final class CatalogCharts {
  private CatalogCharts() {}

  /** A game's day: the start the file gives, else the file's modification day. */
  private static final String DAY =
      "coalesce(substr((SELECT min(p.start_time) FROM catalog_participants p WHERE p.file = f.id),"
          + " 1, 10), date(f.mtime / 1000, 'unixepoch'))";

  /** Files that are games (read whole or up to damage). */
  private static final String GAMES =
      "f.format IS NOT NULL AND f.status IN ('ok', 'partial', 'in_progress')";

  /**
   * One picture: its query gives rows (series, category, value) in drawing order.
   *
   * @param needs the tables the query reads (the picture is skipped when one is missing)
   */
  private record Query(
      String name,
      String title,
      String categoryAxis,
      String valueAxis,
      boolean stacked,
      Set<String> needs,
      String sql) {}

  private static final List<Query> QUERIES =
      List.of(
          new Query(
              "games-per-day",
              "Games per day and game",
              "day",
              "games",
              true,
              Set.of("files", "catalog_participants"),
              "SELECT f.format, "
                  + DAY
                  + " AS day, count(*) FROM files f WHERE "
                  + GAMES
                  + " GROUP BY day, f.format ORDER BY day, f.format"),
          new Query(
              "characters",
              "Characters and races played (the 20 most played)",
              "character or race",
              "participants",
              true,
              Set.of("catalog_participants"),
              "SELECT format, character, count(*) AS n FROM catalog_participants WHERE character"
                  + " IS NOT NULL GROUP BY format, character ORDER BY n DESC, character, format"
                  + " LIMIT 20"),
          new Query(
              "maps",
              "Maps and stages played (the 20 most played)",
              "map or stage",
              "games",
              true,
              Set.of("files"),
              null), // built from the format tables present
          new Query(
              "matchups",
              "Win rate per matchup, games with two players and a known result (the 20 most"
                  + " played)",
              "matchup (games)",
              "win rate of the first (%)",
              true,
              Set.of("catalog_participants"),
              "WITH duel AS (SELECT file FROM catalog_participants GROUP BY file HAVING count(*) ="
                  + " 2) SELECT me.format, me.character || ' vs ' || opp.character || ' (' || count(*) ||"
                  + " ')',"
                  + " round(100.0 * sum(me.outcome = 'win') / count(*), 1), count(*) AS n FROM"
                  + " catalog_participants me JOIN catalog_participants opp ON opp.file ="
                  + " me.file AND opp.slot <> me.slot WHERE me.file IN (SELECT file FROM duel)"
                  + " AND me.outcome IS NOT NULL AND me.character IS NOT NULL AND opp.character"
                  + " IS NOT NULL GROUP BY me.format, me.character, opp.character ORDER BY n DESC,"
                  + " me.character, opp.character LIMIT 20"),
          new Query(
              "apm",
              "Actions per minute of the players (StarCraft APM, input rates elsewhere)",
              "actions per minute (bins of 25)",
              "participants",
              false,
              Set.of("catalog_participants"),
              "SELECT format, CAST(actions_per_minute / 25 AS INTEGER) * 25 AS bin, count(*)"
                  + " FROM catalog_participants WHERE actions_per_minute IS NOT NULL GROUP BY"
                  + " format, bin ORDER BY bin, format"),
          new Query(
              "damaged-per-day",
              "Damaged and unreadable replays per day (file modification day)",
              "day",
              "files",
              true,
              Set.of("files"),
              "SELECT CASE f.status WHEN 'partial' THEN 'damaged (read up to the damage)' ELSE"
                  + " 'failed' END, date(f.mtime / 1000, 'unixepoch') AS day, count(*) FROM files"
                  + " f WHERE f.status IN ('partial', 'failed') GROUP BY day, f.status ORDER BY"
                  + " day, f.status DESC"));

  /** The map columns of the format tables a catalog may hold. */
  private static final Map<String, String> MAP_COLUMNS =
      Map.of(
          "slippi_games", "stage",
          "screp_replays", "map_name",
          "teehistorian_recordings", "map_name");

  static List<Picture> pictures(Path db) throws IOException {
    if (!Files.isRegularFile(db)) throw new IOException("no catalog file " + db);
    try (Connection c = Catalog.connectReadOnly(db)) {
      Set<String> tables = new HashSet<>();
      try (ResultSet r =
          c.createStatement()
              .executeQuery(
                  "SELECT name FROM sqlite_master WHERE type IN" + " ('table', 'view')")) {
        while (r.next()) tables.add(r.getString(1));
      }
      if (!tables.contains("files"))
        throw new IOException(db + " is not a replays4j catalog (no files table)");
      List<Picture> out = new ArrayList<>();
      for (Query q : QUERIES) {
        if (!tables.containsAll(q.needs())) continue;
        String sql = q.sql() != null ? q.sql() : mapsSql(tables);
        out.add(Picture.of(bars(c, q, sql), "catalog", null));
      }
      return List.copyOf(out);
    } catch (SQLException e) {
      throw new IOException("cannot read catalog " + db + ": " + e.getMessage(), e);
    }
  }

  private static String mapsSql(Set<String> tables) {
    List<String> parts = new ArrayList<>();
    for (String t : new TreeSet<>(MAP_COLUMNS.keySet())) {
      if (!tables.contains(t)) continue;
      String format = t.substring(0, t.indexOf('_'));
      parts.add("SELECT '" + format + "' AS format, " + MAP_COLUMNS.get(t) + " AS map FROM " + t);
    }
    if (parts.isEmpty()) return "SELECT NULL, NULL, NULL WHERE 0";
    return "SELECT format, map, count(*) AS n FROM ("
        + String.join(" UNION ALL ", parts)
        + ") WHERE map IS NOT NULL AND map <> '' GROUP BY format, map ORDER BY n DESC, map,"
        + " format LIMIT 20";
  }

  private static Chart.BarSpec bars(Connection c, Query q, String sql) throws SQLException {
    Map<String, Map<String, Double>> byRow = new LinkedHashMap<>();
    Set<String> columns = new LinkedHashSet<>();
    try (PreparedStatement s = c.prepareStatement(sql);
        ResultSet r = s.executeQuery()) {
      while (r.next()) {
        String row = String.valueOf(r.getString(1));
        String col = String.valueOf(r.getString(2));
        columns.add(col);
        byRow.computeIfAbsent(row, k -> new LinkedHashMap<>()).put(col, r.getDouble(3));
      }
    }
    List<String> rows = new ArrayList<>(new TreeSet<>(byRow.keySet()));
    List<String> cols = new ArrayList<>(columns);
    double[][] values = new double[rows.size()][cols.size()];
    for (int i = 0; i < rows.size(); i++)
      for (int j = 0; j < cols.size(); j++)
        values[i][j] = byRow.get(rows.get(i)).getOrDefault(cols.get(j), Double.NaN);
    return new Chart.BarSpec(
        q.name(), q.title(), q.categoryAxis(), q.valueAxis(), rows, cols, values, q.stacked());
  }
}
