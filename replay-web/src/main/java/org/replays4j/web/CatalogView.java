package org.replays4j.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.replays4j.catalog.Catalog;

/**
 * Read-only queries over a catalog for the web app. Every query is paginated or bounded by one game
 * or one player, and goes through an index ({@code files} primary key, the {@code file} index of
 * every table, and the {@code catalog_participants} indexes on name, character and start time).
 * Each worker thread has its own read-only connection (SQLite's read-only open flag), so the server
 * cannot write to the catalog.
 */
final class CatalogView implements AutoCloseable {
  /** Rows shown of one table on a game page. */
  static final int TABLE_ROWS = 200;

  /** Non-ok files listed per page of the collection. */
  static final int DAMAGED_PAGE = 50;

  private final Path db;
  private final ThreadLocal<Connection> connections;
  private final List<Connection> opened = new CopyOnWriteArrayList<>();
  private final List<String[]> mapColumns;

  CatalogView(Path db) throws IOException {
    this.db = db;
    this.connections =
        ThreadLocal.withInitial(
            () -> {
              try {
                Connection c = Catalog.connectReadOnly(db);
                opened.add(c);
                return c;
              } catch (SQLException e) {
                throw new IllegalStateException("cannot open catalog " + db + ": " + e, e);
              }
            });
    try {
      if (!Files.isRegularFile(db)) throw new IOException("no catalog file " + db);
      this.mapColumns = mapColumns(conn());
    } catch (SQLException e) {
      throw new IOException(
          db + " is not a replay catalog (replays4j index writes one): " + e.getMessage(), e);
    }
  }

  /** The catalog file. */
  Path db() {
    return db;
  }

  private Connection conn() {
    return connections.get();
  }

  /**
   * The map or stage columns of the format tables ({@code map_name}, {@code stage}, {@code map},
   * text), found in the catalog's own description of its tables: [table, column].
   */
  private static List<String[]> mapColumns(Connection c) throws SQLException {
    List<String[]> out = new ArrayList<>();
    try (Statement s = c.createStatement();
        ResultSet rs =
            s.executeQuery(
                "SELECT c.table_name, c.name FROM catalog_columns c JOIN catalog_tables t ON"
                    + " t.name = c.table_name WHERE t.detail = 0 AND c.type = 'string' AND c.name"
                    + " IN ('map_name', 'stage', 'map') ORDER BY c.table_name, c.name")) {
      while (rs.next()) out.add(new String[] {rs.getString(1), rs.getString(2)});
    }
    return out;
  }

  /** The format ids the catalog has tables of (for the filter form). */
  List<String> formats() {
    return query(
        "SELECT DISTINCT format FROM catalog_tables WHERE format <> 'catalog' ORDER BY 1",
        List.of(),
        rs -> rs.getString(1));
  }

  // ---------------------------------------------------------------- records

  /** One participant of a game (a {@code catalog_participants} row). */
  record Player(
      int slot,
      String name,
      String team,
      String character,
      String outcome,
      Integer placement,
      Double finishSeconds,
      Long score,
      Double actionsPerMinute) {}

  /** One game in a list: its {@code files} row, start, map and participants. */
  record Game(
      long id,
      String format,
      String status,
      String startTime,
      String map,
      String path,
      long size,
      long mtime,
      List<Player> players) {}

  /** One page of games; {@code more} when a next page exists. */
  record GamePage(List<Game> games, int page, int size, boolean more) {}

  /** A format table's rows of one game, at most {@link #TABLE_ROWS}. */
  record TableRows(
      String table, String format, List<String> columns, List<List<Object>> rows, boolean more) {}

  /** Whether the replay file on disk is still the one indexed. */
  enum FileState {
    /** Size and modification time as indexed. */
    UNCHANGED,
    /** Size or modification time differ: the rows describe an earlier content. */
    CHANGED,
    /** The file is gone (or unreadable). */
    MISSING;

    String label() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** One game with everything the catalog knows of it. */
  record GameDetail(
      Game game,
      String version,
      String errorKind,
      Long errorOffset,
      String message,
      String indexedAt,
      String sha256,
      FileState fileState,
      List<TableRows> tables) {}

  /** Games, wins and decided games of a player with one character against one. */
  record Matchup(String plays, String against, int games, int wins, int decided) {}

  /** One player (name within a format): games, matchups, characters. */
  record PlayerView(
      String format,
      String name,
      int games,
      int wins,
      int decided,
      List<Matchup> matchups,
      List<Matchup> characters,
      GamePage recent) {}

  /** Files per format and status. */
  record Count(String format, String status, int files) {}

  /** The collection: counts and one page of files that are not ok. */
  record Collection(List<Count> counts, GamePage damaged) {}

  // ---------------------------------------------------------------- games

  /** Adds {@code AND CONDITION} (one {@code ?}) with its argument, when {@code value} is set. */
  private static void where(
      StringBuilder where, List<Object> args, String condition, Object value) {
    if (value == null) return;
    where.append(" AND ").append(condition);
    args.add(value);
  }

  /** One page of games matching {@code f}. */
  GamePage games(GameFilter f) {
    StringBuilder where = new StringBuilder("f.format IS NOT NULL");
    List<Object> args = new ArrayList<>();
    where(where, args, "f.format = ?", f.format());
    where(where, args, "f.status = ?", f.status());
    where(
        where, args, "f.id IN (SELECT file FROM catalog_participants WHERE name = ?)", f.player());
    where(
        where,
        args,
        "f.id IN (SELECT file FROM catalog_participants WHERE character = ?)",
        f.character());
    if (f.from() != null || f.to() != null) {
      where.append(" AND f.id IN (SELECT file FROM catalog_participants WHERE start_time >= ?");
      args.add(f.from() == null ? "0000" : f.from().toString());
      if (f.to() != null) {
        where.append(" AND start_time < ?");
        args.add(f.to().plusDays(1).toString());
      }
      where.append(")");
    }
    if (f.map() != null) {
      if (mapColumns.isEmpty()) {
        where.append(" AND 0");
      } else {
        where.append(" AND f.id IN (");
        for (int i = 0; i < mapColumns.size(); i++) {
          if (i > 0) where.append(" UNION ALL ");
          where
              .append("SELECT file FROM ")
              .append(quote(mapColumns.get(i)[0]))
              .append(" WHERE ")
              .append(quote(mapColumns.get(i)[1]))
              .append(" = ?");
          args.add(f.map());
        }
        where.append(")");
      }
    }
    String dir = f.descending() ? " DESC" : " ASC";
    String order =
        switch (f.sort()) {
          case "id" -> "f.id" + dir;
          case "format" -> "f.format" + dir + ", f.id" + dir;
          case "status" -> "f.status" + dir + ", f.id" + dir;
          case "path" -> "f.path" + dir;
          default -> "start_time IS NULL, start_time" + dir + ", f.id" + dir;
        };
    String sql = gameSelect() + " WHERE " + where + " ORDER BY " + order + " LIMIT ? OFFSET ?";
    args.add(f.size() + 1);
    args.add((long) (f.page() - 1) * f.size());
    List<Game> games = queryGames(sql, args);
    boolean more = games.size() > f.size();
    if (more) games = games.subList(0, f.size());
    return new GamePage(withPlayers(games), f.page(), f.size(), more);
  }

  /** SELECT of a game row (without players): id, format, status, start, map, path, size, mtime. */
  private String gameSelect() {
    StringBuilder map = new StringBuilder();
    if (mapColumns.isEmpty()) map.append("NULL");
    else {
      map.append("coalesce(");
      for (int i = 0; i < mapColumns.size(); i++) {
        if (i > 0) map.append(", ");
        map.append("(SELECT ")
            .append(quote(mapColumns.get(i)[1]))
            .append(" FROM ")
            .append(quote(mapColumns.get(i)[0]))
            .append(" m WHERE m.file = f.id LIMIT 1)");
      }
      if (mapColumns.size() == 1) map.append(", NULL");
      map.append(")");
    }
    return "SELECT f.id, f.format, f.status,"
        + " (SELECT max(p.start_time) FROM catalog_participants p WHERE p.file = f.id) AS"
        + " start_time, "
        + map
        + " AS map, f.path, f.size, f.mtime FROM files f";
  }

  private List<Game> queryGames(String sql, List<Object> args) {
    return query(
        sql,
        args,
        rs ->
            new Game(
                rs.getLong(1),
                rs.getString(2),
                rs.getString(3),
                rs.getString(4),
                rs.getString(5),
                rs.getString(6),
                rs.getLong(7),
                rs.getLong(8),
                List.of()));
  }

  /** The games with their participants, read in one indexed query. */
  private List<Game> withPlayers(List<Game> games) {
    if (games.isEmpty()) return games;
    Map<Long, List<Player>> players = new LinkedHashMap<>();
    StringBuilder in = new StringBuilder();
    List<Object> ids = new ArrayList<>();
    for (Game g : games) {
      players.put(g.id(), new ArrayList<>());
      in.append(in.length() == 0 ? "?" : ", ?");
      ids.add(g.id());
    }
    String sql =
        "SELECT file, slot, name, team, character, outcome, placement, finish_seconds, score,"
            + " actions_per_minute FROM catalog_participants WHERE file IN ("
            + in
            + ") ORDER BY file, slot, rowid";
    run(
        sql,
        ids,
        rs -> {
          while (rs.next()) {
            players
                .get(rs.getLong(1))
                .add(
                    new Player(
                        rs.getInt(2),
                        rs.getString(3),
                        rs.getString(4),
                        rs.getString(5),
                        rs.getString(6),
                        (Integer) integer(rs, 7),
                        (Double) real(rs, 8),
                        (Long) longOrNull(rs, 9),
                        (Double) real(rs, 10)));
          }
        });
    List<Game> out = new ArrayList<>(games.size());
    for (Game g : games) {
      out.add(
          new Game(
              g.id(),
              g.format(),
              g.status(),
              g.startTime(),
              g.map(),
              g.path(),
              g.size(),
              g.mtime(),
              Collections.unmodifiableList(players.get(g.id()))));
    }
    return out;
  }

  /** The {@code files} row of {@code id} as a game, without the format tables; 404 when unknown. */
  Game game(long id) {
    List<Game> g = queryGames(gameSelect() + " WHERE f.id = ?", List.of(id));
    if (g.isEmpty()) throw HttpError.notFound("no game with id " + id + " in this catalog");
    return withPlayers(g).get(0);
  }

  /** Everything about game {@code id}: 404 when unknown. */
  GameDetail detail(long id) {
    Game g = game(id);
    Object[] f =
        first(
            query(
                "SELECT version, error_kind, error_offset, message, indexed_at, sha256 FROM files"
                    + " WHERE id = ?",
                List.of(id),
                rs ->
                    new Object[] {
                      rs.getString(1),
                      rs.getString(2),
                      longOrNull(rs, 3),
                      rs.getString(4),
                      rs.getString(5),
                      rs.getString(6)
                    }),
            new Object[6]);
    List<TableRows> tables = new ArrayList<>();
    for (String[] t : tablesOf(g.format())) tables.add(rows(t[0], t[1], g.format(), id));
    return new GameDetail(
        g,
        (String) f[0],
        (String) f[1],
        (Long) f[2],
        (String) f[3],
        (String) f[4],
        (String) f[5],
        fileState(g),
        List.copyOf(tables));
  }

  /** The catalog tables holding rows of files of {@code format}: [sql name, table name]. */
  List<String[]> tablesOf(String format) {
    if (format == null) return new ArrayList<>();
    return query(
        "SELECT name, table_name FROM catalog_tables WHERE format = ? AND detail = 0"
            + " ORDER BY rowid",
        List.of(format),
        rs -> new String[] {rs.getString(1), rs.getString(2)});
  }

  /**
   * The rows of {@code file} in catalog table {@code sqlName}, table {@code table} of {@code
   * format} (at most {@link #TABLE_ROWS}).
   */
  TableRows rows(String sqlName, String table, String format, long file) {
    List<String> columns = new ArrayList<>();
    List<List<Object>> rows = new ArrayList<>();
    boolean[] more = new boolean[1];
    run(
        "SELECT * FROM " + quote(sqlName) + " WHERE file = ? ORDER BY rowid LIMIT ?",
        List.of(file, TABLE_ROWS + 1),
        rs -> {
          ResultSetMetaData md = rs.getMetaData();
          int from = 1;
          for (int c = 1; c <= md.getColumnCount(); c++) {
            if (c == 1 && md.getColumnName(1).equals("file")) {
              from = 2;
              continue;
            }
            columns.add(md.getColumnName(c));
          }
          while (rs.next()) {
            if (rows.size() == TABLE_ROWS) {
              more[0] = true;
              break;
            }
            List<Object> row = new ArrayList<>(columns.size());
            for (int c = from; c <= md.getColumnCount(); c++) row.add(rs.getObject(c));
            rows.add(Collections.unmodifiableList(row));
          }
        });
    return new TableRows(table, format, List.copyOf(columns), List.copyOf(rows), more[0]);
  }

  /** Whether {@code g}'s file on disk is still the one indexed. */
  static FileState fileState(Game g) {
    try {
      BasicFileAttributes a = Files.readAttributes(Path.of(g.path()), BasicFileAttributes.class);
      return a.isRegularFile()
              && a.size() == g.size()
              && a.lastModifiedTime().toMillis() == g.mtime()
          ? FileState.UNCHANGED
          : FileState.CHANGED;
    } catch (NoSuchFileException e) {
      return FileState.MISSING;
    } catch (IOException | RuntimeException e) {
      return FileState.MISSING;
    }
  }

  // ---------------------------------------------------------------- players

  /** The player {@code name} of {@code format}; 404 when no game of that format has them. */
  PlayerView player(String format, String name, int page, int size) {
    int[] record =
        first(
            query(
                "SELECT count(DISTINCT file), sum(outcome = 'win'), count(outcome) FROM"
                    + " catalog_participants WHERE name = ? AND format = ?",
                List.of(name, format),
                rs -> new int[] {rs.getInt(1), rs.getInt(2), rs.getInt(3)}),
            new int[3]);
    int games = record[0];
    if (games == 0) {
      throw HttpError.notFound(
          "no player named '" + Params.clip(name) + "' in " + format + " games");
    }
    List<Matchup> matchups =
        matchups(
            "SELECT me.character, opp.character, count(DISTINCT me.file), sum(me.outcome ="
                + " 'win'), count(me.outcome) FROM catalog_participants me JOIN"
                + " catalog_participants opp ON opp.file = me.file AND opp.slot <> me.slot AND"
                + " (me.team IS NULL OR opp.team IS NULL OR opp.team <> me.team) WHERE me.name ="
                + " ? AND me.format = ? GROUP BY me.character, opp.character ORDER BY 3 DESC, 1,"
                + " 2 LIMIT 100",
            name,
            format);
    List<Matchup> characters =
        matchups(
            "SELECT character, NULL, count(DISTINCT file), sum(outcome = 'win'),"
                + " count(outcome) FROM catalog_participants WHERE name = ? AND format = ?"
                + " GROUP BY character ORDER BY 3 DESC, 1 LIMIT 100",
            name,
            format);
    List<Game> recent =
        queryGames(
            gameSelect()
                + " WHERE f.id IN (SELECT file FROM catalog_participants WHERE name = ? AND"
                + " format = ?) ORDER BY start_time IS NULL, start_time DESC, f.id DESC LIMIT ?"
                + " OFFSET ?",
            List.of(name, format, size + 1, (long) (page - 1) * size));
    boolean more = recent.size() > size;
    if (more) recent = recent.subList(0, size);
    return new PlayerView(
        format,
        name,
        games,
        record[1],
        record[2],
        matchups,
        characters,
        new GamePage(withPlayers(recent), page, size, more));
  }

  private List<Matchup> matchups(String sql, String name, String format) {
    return List.copyOf(
        query(
            sql,
            List.of(name, format),
            rs ->
                new Matchup(
                    rs.getString(1), rs.getString(2), rs.getInt(3), rs.getInt(4), rs.getInt(5))));
  }

  // ---------------------------------------------------------------- collection

  /** File counts per format and status, and page {@code page} of the files that are not ok. */
  Collection collection(int page) {
    List<Count> counts =
        query(
            "SELECT format, status, count(*) FROM files GROUP BY format, status"
                + " ORDER BY format IS NULL, format, status",
            List.of(),
            rs -> new Count(rs.getString(1), rs.getString(2), rs.getInt(3)));
    List<Game> bad =
        queryGames(
            gameSelect()
                + " WHERE f.status IN ('partial', 'failed', 'missing', 'in_progress')"
                + " ORDER BY f.id DESC LIMIT ? OFFSET ?",
            List.of(DAMAGED_PAGE + 1, (long) (page - 1) * DAMAGED_PAGE));
    boolean more = bad.size() > DAMAGED_PAGE;
    if (more) bad = bad.subList(0, DAMAGED_PAGE);
    return new Collection(
        List.copyOf(counts), new GamePage(withPlayers(bad), page, DAMAGED_PAGE, more));
  }

  /** The message and kind of a non-ok file, for the collection page: [kind, message]. */
  String[] error(long id) {
    return first(
        query(
            "SELECT error_kind, message FROM files WHERE id = ?",
            List.of(id),
            rs -> new String[] {rs.getString(1), rs.getString(2)}),
        new String[2]);
  }

  // ---------------------------------------------------------------- helpers

  /** What is done with the result of a query. */
  private interface ResultAction {
    void accept(ResultSet rs) throws SQLException;
  }

  /** How one row of a result becomes a value. */
  private interface RowReader<T> {
    T read(ResultSet rs) throws SQLException;
  }

  /**
   * Runs {@code sql} with {@code args} bound to its parameters, in order, on this thread's
   * connection and hands the result to {@code action}; a database failure is a 503.
   */
  private void run(String sql, List<?> args, ResultAction action) {
    try (PreparedStatement ps = conn().prepareStatement(sql)) {
      for (int i = 0; i < args.size(); i++) ps.setObject(i + 1, args.get(i));
      try (ResultSet rs = ps.executeQuery()) {
        action.accept(rs);
      }
    } catch (SQLException e) {
      throw failure(e);
    }
  }

  /**
   * The rows of {@code sql} with {@code args} bound (see {@link #run}), each read by {@code
   * reader}.
   */
  private <T> List<T> query(String sql, List<?> args, RowReader<T> reader) {
    List<T> out = new ArrayList<>();
    run(
        sql,
        args,
        rs -> {
          while (rs.next()) out.add(reader.read(rs));
        });
    return out;
  }

  /** The first of {@code rows}, or {@code none} when there is none. */
  private static <T> T first(List<T> rows, T none) {
    return rows.isEmpty() ? none : rows.get(0);
  }

  private static Object integer(ResultSet rs, int c) throws SQLException {
    int v = rs.getInt(c);
    return rs.wasNull() ? null : v;
  }

  private static Object longOrNull(ResultSet rs, int c) throws SQLException {
    long v = rs.getLong(c);
    return rs.wasNull() ? null : v;
  }

  private static Object real(ResultSet rs, int c) throws SQLException {
    double v = rs.getDouble(c);
    return rs.wasNull() ? null : v;
  }

  static String quote(String id) {
    return '"' + id.replace("\"", "\"\"") + '"';
  }

  /** A database failure: a 503 with SQLite's message (busy, locked), never a stack trace. */
  private HttpError failure(SQLException e) {
    return new HttpError(503, "the catalog could not be read: " + e.getMessage());
  }

  @Override
  public void close() {
    for (Connection c : opened) {
      try {
        c.close();
      } catch (SQLException ignored) {
        // closing on shutdown: nothing to report to
      }
    }
    opened.clear();
  }
}
