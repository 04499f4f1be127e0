package org.replays4j.catalog;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * The catalog's own tables ({@code files}, {@code catalog_meta}, {@code catalog_tables}, {@code
 * catalog_columns}) and its marks ({@code PRAGMA application_id} and {@code user_version}):
 * creating them in a new catalog and bringing those of an earlier release up to {@link
 * Catalog#SCHEMA_VERSION}.
 */
final class Bookkeeping {
  /** The bookkeeping version that {@link Catalog#open} re-creates instead of refusing. */
  static final String PATH_KEYED_VERSION = "1";

  private final Path db;
  private final Connection conn;

  private Bookkeeping(Path db, Connection conn) {
    this.db = db;
    this.conn = conn;
  }

  /**
   * Creates the bookkeeping tables of a new catalog {@code db} on {@code conn} and marks it, in one
   * transaction; an existing, marked catalog of this version is only read (so opening never waits
   * for a writer). A catalog of an earlier release ({@code adopt}: unmarked, holding only a
   * catalog's tables) is marked, and gets the columns this version added.
   *
   * @throws IOException when the catalog has a bookkeeping version this library does not write
   */
  static void ensure(Path db, Connection conn, boolean adopt) throws SQLException, IOException {
    new Bookkeeping(db, conn).ensure(adopt);
  }

  private void ensure(boolean adopt) throws SQLException, IOException {
    conn.setAutoCommit(true);
    if (!adopt && Catalog.SCHEMA_VERSION.equals(storedVersion()) && hasLimitsColumn()) return;
    conn.setAutoCommit(false); // BEGIN IMMEDIATE: one process creates the tables
    try (Statement s = conn.createStatement()) {
      String stored = storedVersion();
      if (PATH_KEYED_VERSION.equals(stored)) dropEverything();
      s.execute("PRAGMA application_id = " + Catalog.APPLICATION_ID);
      s.execute("PRAGMA user_version = " + Catalog.USER_VERSION);
      if (Catalog.SCHEMA_VERSION.equals(stored) && !hasLimitsColumn()) {
        s.execute("ALTER TABLE files ADD COLUMN limits TEXT");
      }
      if (!Catalog.SCHEMA_VERSION.equals(stored)) create(s);
      conn.setAutoCommit(true); // COMMIT
    } catch (SQLException | IOException | RuntimeException e) {
      try {
        conn.rollback();
        conn.setAutoCommit(true);
      } catch (SQLException ignored) {
        // reporting the first failure
      }
      throw e;
    }
  }

  /** Creates the bookkeeping tables of this version. */
  private static void create(Statement s) throws SQLException {
    s.execute("CREATE TABLE IF NOT EXISTS catalog_meta (key TEXT PRIMARY KEY, value TEXT)");
    s.execute(
        "INSERT INTO catalog_meta (key, value) VALUES ('schema_version', '"
            + Catalog.SCHEMA_VERSION
            + "')");
    s.execute(
        "CREATE TABLE files ("
            + "id INTEGER PRIMARY KEY, path TEXT NOT NULL UNIQUE, size INTEGER NOT NULL,"
            + " mtime INTEGER NOT NULL,"
            + " sha256 TEXT, format TEXT, version TEXT, status TEXT NOT NULL,"
            + " error_kind TEXT, error_offset INTEGER, message TEXT, indexed_at TEXT NOT NULL,"
            + " library_version TEXT NOT NULL, decoder_version TEXT, schema_version TEXT,"
            + " limits TEXT)");
    s.execute("CREATE INDEX files_sha256 ON files (sha256)");
    s.execute(
        "CREATE TABLE catalog_tables (name TEXT PRIMARY KEY, format TEXT NOT NULL,"
            + " table_name TEXT NOT NULL, fingerprint TEXT NOT NULL, detail INTEGER NOT NULL,"
            + " doc TEXT NOT NULL)");
    s.execute(
        "CREATE TABLE catalog_columns (table_name TEXT NOT NULL, position INTEGER NOT NULL,"
            + " name TEXT NOT NULL, type TEXT NOT NULL, nullable INTEGER NOT NULL,"
            + " doc TEXT NOT NULL, PRIMARY KEY (table_name, position))");
  }

  /** True when {@code files} has the column {@code limits} (added after the first releases). */
  private boolean hasLimitsColumn() throws SQLException {
    try (Statement s = conn.createStatement();
        ResultSet rs =
            s.executeQuery(
                "SELECT count(*) FROM pragma_table_info('files') WHERE name = 'limits'")) {
      return rs.next() && rs.getInt(1) == 1;
    }
  }

  /**
   * Drops every view and table of a catalog whose rows are keyed by path (version 1): its rows
   * cannot be re-keyed without reading the files, which the next index run does anyway.
   */
  private void dropEverything() throws SQLException {
    List<String[]> objects = new ArrayList<>();
    try (Statement s = conn.createStatement();
        ResultSet rs =
            s.executeQuery(
                "SELECT type, name FROM sqlite_master WHERE type IN ('view', 'table')"
                    + " AND name NOT LIKE 'sqlite_%' ORDER BY type DESC, name")) {
      while (rs.next()) objects.add(new String[] {rs.getString(1), rs.getString(2)});
    }
    try (Statement s = conn.createStatement()) {
      for (String[] o : objects) {
        s.execute(
            "DROP "
                + (o[0].equals("view") ? "VIEW" : "TABLE")
                + " IF EXISTS "
                + SqlTable.quote(o[1]));
      }
    }
  }

  /**
   * The stored bookkeeping version: null when the catalog is new, {@link #PATH_KEYED_VERSION} (to
   * be re-created) or {@link Catalog#SCHEMA_VERSION}; an exception for another version.
   */
  private String storedVersion() throws SQLException, IOException {
    String version = null;
    try (Statement s = conn.createStatement()) {
      try (ResultSet rs =
          s.executeQuery(
              "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'catalog_meta'")) {
        if (!rs.next() || rs.getInt(1) == 0) return null;
      }
      try (ResultSet rs =
          s.executeQuery("SELECT value FROM catalog_meta WHERE key = 'schema_version'")) {
        if (rs.next()) version = rs.getString(1);
      }
    }
    if (version == null
        || version.equals(Catalog.SCHEMA_VERSION)
        || version.equals(PATH_KEYED_VERSION)) return version;
    throw new IOException(
        "catalog "
            + db
            + " has bookkeeping version "
            + version
            + ", this library writes "
            + Catalog.SCHEMA_VERSION
            + ": index into a new file");
  }
}
