package org.replays4j.catalog;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.Replays;
import org.replays4j.core.table.Column;
import org.replays4j.core.table.TableSchema;

/**
 * The catalog's tables for this run, derived from the installed formats: which tables each format
 * has in the catalog, their SQL form, and the version strings that say whether a stored file is
 * current ({@code files.decoder_version}, {@code files.schema_version}).
 */
final class Schema {
  /** Tables of each format in the catalog, in the format's order. */
  final Map<String, List<SqlTable>> tables = new TreeMap<>();

  /** {@code schema_version} of each format's files. */
  final Map<String, String> schemaVersions = new HashMap<>();

  /** {@code decoder_version} of each format's files. */
  final Map<String, String> decoderVersions = new HashMap<>();

  /**
   * {@code schema_version} of files no format recognised: changes when the set of installed formats
   * or their decoder versions change (a new format may recognise them).
   */
  final String formatsVersion;

  /** The participants table. */
  final SqlTable participants = new SqlTable(Participants.SCHEMA);

  /**
   * Indexes for readers that look games up by player, character, start time or status (the web
   * app's lists and player pages): created when missing, so a catalog written before them gets them
   * on its next index run.
   */
  static final List<String> READ_INDEXES =
      List.of(
          "CREATE INDEX IF NOT EXISTS catalog_participants_name ON catalog_participants"
              + " (name, format)",
          "CREATE INDEX IF NOT EXISTS catalog_participants_character ON catalog_participants"
              + " (character)",
          "CREATE INDEX IF NOT EXISTS catalog_participants_start ON catalog_participants"
              + " (start_time)",
          // a game's start time read from the index alone (lists sorted by date)
          "CREATE INDEX IF NOT EXISTS catalog_participants_file_start ON catalog_participants"
              + " (file, start_time)",
          "CREATE INDEX IF NOT EXISTS files_status ON files (status)");

  private Schema(String formatsVersion) {
    this.formatsVersion = formatsVersion;
  }

  /**
   * Brings the SQL tables in line with the installed formats in one transaction: a table that is
   * new gets created, one whose fingerprint changed is dropped and created again (the files of its
   * format are then no longer current and are read again). Tables the catalog holds stay in it;
   * {@code extra} adds tables by name or {@code format.name}. The caller owns the transaction.
   */
  static Schema sync(Connection conn, Set<String> extra) throws SQLException {
    Map<String, String> stored = new HashMap<>();
    try (Statement s = conn.createStatement();
        ResultSet rs = s.executeQuery("SELECT name, fingerprint FROM catalog_tables")) {
      while (rs.next()) stored.put(rs.getString(1), rs.getString(2));
    }
    StringBuilder formats = new StringBuilder();
    for (ReplayFormat f : Replays.formats()) {
      formats.append(f.id()).append('=').append(f.decoderVersion()).append('\n');
    }
    Schema out = new Schema(SqlTable.sha256(formats.toString()).substring(0, 16));
    SqlTable p = out.participants;
    if (!p.fingerprint.equals(stored.get(p.name))) {
      try (Statement s = conn.createStatement()) {
        s.execute("DROP VIEW IF EXISTS participants");
        s.execute("DROP TABLE IF EXISTS " + SqlTable.quote(p.name));
        s.execute(p.createSql());
        s.execute(p.indexSql());
        s.execute(Participants.VIEW_SQL);
      }
      record(conn, p);
    }
    try (Statement s = conn.createStatement()) {
      for (String sql : READ_INDEXES) s.execute(sql);
    }
    // Tables created again in this run: the files of every format writing them are read again.
    Set<String> recreated = new TreeSet<>();
    // a table set two formats share (Echo VR's .butter and .echoreplay) is made into SQL once
    Map<TableSchema, SqlTable> made = new IdentityHashMap<>();
    for (ReplayFormat f : Replays.formats()) {
      List<SqlTable> mine = new ArrayList<>();
      TreeSet<String> parts = new TreeSet<>();
      for (TableSchema t : f.tables()) {
        // a detail table not wanted is left before its fingerprint and SQL are made
        boolean wanted =
            !SqlTable.isDetail(t)
                || stored.containsKey(SqlTable.sqlName(t.format(), t.name()))
                || extra.contains(t.name())
                || extra.contains(f.id() + "." + t.name());
        if (!wanted) continue;
        SqlTable st = made.get(t);
        if (st == null) made.put(t, st = new SqlTable(t));
        mine.add(st);
        parts.add(st.name + ":" + st.fingerprint);
        String fp = stored.get(st.name);
        if (!st.fingerprint.equals(fp)) {
          try (Statement s = conn.createStatement()) {
            s.execute("DROP TABLE IF EXISTS " + SqlTable.quote(st.name));
            s.execute(st.createSql());
            s.execute(st.indexSql());
          }
          record(conn, st);
          // a table two formats share (Echo VR's .butter and .echoreplay) is created once
          stored.put(st.name, st.fingerprint);
          recreated.add(st.name);
        }
      }
      out.tables.put(f.id(), mine);
      out.decoderVersions.put(f.id(), f.decoderVersion());
      out.schemaVersions.put(
          f.id(),
          SqlTable.sha256(String.join("\n", parts) + "\n" + out.participants.fingerprint)
              .substring(0, 16));
    }
    // the files of these formats were read into the old tables: read them again
    for (Map.Entry<String, List<SqlTable>> e : out.tables.entrySet()) {
      if (e.getValue().stream().noneMatch(t -> recreated.contains(t.name))) continue;
      try (PreparedStatement ps =
          conn.prepareStatement("UPDATE files SET schema_version = NULL WHERE format = ?")) {
        ps.setString(1, e.getKey());
        ps.executeUpdate();
      }
    }
    return out;
  }

  /** Records (replaces) {@code t} in {@code catalog_tables} and {@code catalog_columns}. */
  static void record(Connection conn, SqlTable t) throws SQLException {
    try (PreparedStatement del =
            conn.prepareStatement("DELETE FROM catalog_columns WHERE table_name = ?");
        PreparedStatement tab =
            conn.prepareStatement(
                "INSERT OR REPLACE INTO catalog_tables (name, format, table_name, fingerprint,"
                    + " detail, doc) VALUES (?, ?, ?, ?, ?, ?)");
        PreparedStatement col =
            conn.prepareStatement(
                "INSERT INTO catalog_columns (table_name, position, name, type, nullable, doc)"
                    + " VALUES (?, ?, ?, ?, ?, ?)")) {
      del.setString(1, t.name);
      del.executeUpdate();
      tab.setString(1, t.name);
      tab.setString(2, t.schema.format());
      tab.setString(3, t.schema.name());
      tab.setString(4, t.fingerprint);
      tab.setInt(5, t.detail ? 1 : 0);
      tab.setString(6, t.schema.doc());
      tab.executeUpdate();
      for (int i = 0; i < t.schema.size(); i++) {
        Column c = t.schema.column(i);
        col.setString(1, t.name);
        col.setInt(2, i);
        col.setString(3, c.name());
        col.setString(4, t.type(i).label());
        col.setInt(5, c.nullable() ? 1 : 0);
        col.setString(6, t.doc(i));
        col.addBatch();
      }
      col.executeBatch();
    }
  }

  /** True when a stored file row of {@code format} (null: none) with these versions is current. */
  boolean current(String format, String decoderVersion, String schemaVersion) {
    if (format == null) return formatsVersion.equals(schemaVersion);
    return Objects.equals(decoderVersions.get(format), decoderVersion)
        && Objects.equals(schemaVersions.get(format), schemaVersion);
  }

  /** The catalog's tables of {@code format} (empty when it is not installed). */
  List<SqlTable> of(String format) {
    return format == null ? List.of() : tables.getOrDefault(format, List.of());
  }

  /** The summary-level tables of each format, read on the decoding threads. */
  Map<String, List<SqlTable>> summaryTables() {
    Map<String, List<SqlTable>> out = new HashMap<>();
    for (Map.Entry<String, List<SqlTable>> e : tables.entrySet()) {
      List<SqlTable> s = new ArrayList<>();
      for (SqlTable t : e.getValue()) if (!t.detail) s.add(t);
      out.put(e.getKey(), s);
    }
    return out;
  }
}
