package org.replays4j.catalog;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.sqlite.SQLiteConfig;

/**
 * A replay catalog: one SQLite file holding, per replay file, its bookkeeping row in {@code files}
 * and its rows in every format's summary-level tables (their SQL schema derived from the formats'
 * {@link org.replays4j.core.table.TableSchema}s), plus the cross-format view {@code participants}.
 *
 * <pre>{@code
 * try (Catalog c = Catalog.open(Path.of("replays.db"))) {
 *   c.index(List.of(Path.of("Slippi")), IndexListener.NONE);
 * }
 * try (Connection q = DriverManager.getConnection(Catalog.jdbcUrl(Path.of("replays.db")))) {
 *   // plain JDBC: SELECT ... FROM participants ...
 * }
 * }</pre>
 *
 * <p>The database is in WAL mode: other connections and programs (the {@code sqlite3} shell) read
 * while an index run writes, and files are committed in batches, so a process killed at any moment
 * leaves a consistent catalog that the next run completes. One index run (or watcher) at a time
 * holds the catalog's lock file ({@code <db>.lock}); another gets a {@link CatalogBusyException}.
 * An instance is used by one thread at a time.
 */
public final class Catalog implements AutoCloseable {
  /**
   * Version of the catalog's own bookkeeping tables ({@code files}, {@code catalog_*}) and of how
   * rows refer to their file: 2 keys every row by {@code files.id}, an integer, where 1 keyed it by
   * the path text. A catalog of version 1 is re-created empty when opened (its next index run reads
   * every file again); one of any other version is refused with a message to index into a new file.
   */
  public static final String SCHEMA_VERSION = "2";

  /** The bookkeeping version that {@link #open} re-creates instead of refusing. */
  static final String PATH_KEYED_VERSION = "1";

  private final Path db;
  private final Path lockPath;
  private final Connection conn;

  private Catalog(Path db, Connection conn) {
    this.db = db;
    this.lockPath = db.resolveSibling(db.getFileName() + ".lock");
    this.conn = conn;
  }

  /** The JDBC URL of the catalog file {@code db}, for queries. */
  public static String jdbcUrl(Path db) {
    return "jdbc:sqlite:" + db.toAbsolutePath();
  }

  /**
   * A read-only JDBC connection to the catalog {@code db} for queries (the caller closes it): it
   * reads while an index run writes, and waits up to 30 s when the file is locked for a schema
   * change.
   */
  public static Connection connectReadOnly(Path db) throws SQLException {
    SQLiteConfig config = new SQLiteConfig();
    config.setReadOnly(true);
    config.setBusyTimeout(30_000);
    return DriverManager.getConnection(jdbcUrl(db), config.toProperties());
  }

  /**
   * Opens the catalog {@code db}, creating it (and its bookkeeping tables) when it does not exist.
   *
   * @throws IOException when the file is not a SQLite database or is a catalog of another version
   */
  public static Catalog open(Path db) throws IOException {
    Objects.requireNonNull(db, "db");
    Path abs = db.toAbsolutePath().normalize();
    SQLiteConfig config = new SQLiteConfig();
    config.setJournalMode(SQLiteConfig.JournalMode.WAL);
    config.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
    config.setBusyTimeout(30_000);
    config.setTempStore(SQLiteConfig.TempStore.MEMORY);
    config.setTransactionMode(SQLiteConfig.TransactionMode.IMMEDIATE);
    Connection c = null;
    try {
      c = DriverManager.getConnection(jdbcUrl(abs), config.toProperties());
      Catalog cat = new Catalog(abs, c);
      cat.createBookkeeping();
      return cat;
    } catch (SQLException e) {
      if (c != null) {
        try {
          c.close();
        } catch (SQLException ignored) {
          // the open failure is the one to report
        }
      }
      throw new IOException("cannot open catalog " + abs + ": " + e.getMessage(), e);
    }
  }

  /** The catalog file. */
  public Path path() {
    return db;
  }

  /**
   * The catalog's own connection, for queries between index runs (do not use it while an index run
   * or watcher of this instance works). Other threads open their own ({@link #jdbcUrl}).
   */
  public Connection connection() {
    return conn;
  }

  /**
   * Creates the bookkeeping tables of a new catalog, in one transaction; an existing catalog of
   * this version is only read (so opening never waits for a writer).
   */
  private void createBookkeeping() throws SQLException, IOException {
    conn.setAutoCommit(true);
    if (SCHEMA_VERSION.equals(storedVersion())) return;
    conn.setAutoCommit(false); // BEGIN IMMEDIATE: one process creates the tables
    try (Statement s = conn.createStatement()) {
      String stored = storedVersion();
      if (PATH_KEYED_VERSION.equals(stored)) dropEverything();
      if (!SCHEMA_VERSION.equals(stored)) {
        s.execute("CREATE TABLE IF NOT EXISTS catalog_meta (key TEXT PRIMARY KEY, value TEXT)");
        s.execute(
            "INSERT INTO catalog_meta (key, value) VALUES ('schema_version', '"
                + SCHEMA_VERSION
                + "')");
        s.execute(
            "CREATE TABLE files ("
                + "id INTEGER PRIMARY KEY, path TEXT NOT NULL UNIQUE, size INTEGER NOT NULL,"
                + " mtime INTEGER NOT NULL,"
                + " sha256 TEXT, format TEXT, version TEXT, status TEXT NOT NULL,"
                + " error_kind TEXT, error_offset INTEGER, message TEXT, indexed_at TEXT NOT NULL,"
                + " library_version TEXT NOT NULL, decoder_version TEXT, schema_version TEXT)");
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

  /**
   * Drops every view and table of a catalog whose rows are keyed by path (version 1): its rows
   * cannot be re-keyed without reading the files, which the next index run does anyway.
   */
  private void dropEverything() throws SQLException {
    List<String[]> objects = new java.util.ArrayList<>();
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
   * be re-created) or {@link #SCHEMA_VERSION}; an exception for another version.
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
    if (version == null || version.equals(SCHEMA_VERSION) || version.equals(PATH_KEYED_VERSION))
      return version;
    throw new IOException(
        "catalog "
            + db
            + " has bookkeeping version "
            + version
            + ", this library writes "
            + SCHEMA_VERSION
            + ": index into a new file");
  }

  /** {@link #index(List, CatalogOptions, IndexListener)} with {@link CatalogOptions#DEFAULT}. */
  public IndexSummary index(List<Path> paths, IndexListener listener) throws IOException {
    return index(paths, CatalogOptions.DEFAULT, listener);
  }

  /**
   * Brings the catalog up to date with the files under {@code paths} (files or directories): new
   * and changed files are read, unchanged ones (same size and modification time, or same content)
   * are not, a file with the content of a catalogued one gets its rows copied (or re-keyed when the
   * other is gone), and catalogued files under {@code paths} that are gone are marked missing (or
   * deleted with {@link CatalogOptions#prune()}). A file whose format's decoder version or tables
   * changed since it was read is read again.
   *
   * @throws CatalogBusyException when another process is indexing this catalog
   * @throws IOException when the database cannot be written (a bad replay is never an exception: it
   *     is a {@code files} row with status {@code failed})
   */
  public IndexSummary index(List<Path> paths, CatalogOptions options, IndexListener listener)
      throws IOException {
    FileLock lock = lock();
    try {
      Indexer ix = new Indexer(conn, options, listener);
      List<String> roots = new ArrayList<>();
      for (Path p : paths) roots.add(Scan.key(p).toString());
      return ix.run(Scan.entries(paths), roots, false);
    } finally {
      lock.release();
    }
  }

  /**
   * Starts following {@code paths} (see {@link Watcher}): an index run now, then one for every
   * change. The watcher holds the catalog's lock until closed.
   */
  public Watcher watch(List<Path> paths) throws IOException {
    return watch(paths, CatalogOptions.DEFAULT, IndexListener.NONE);
  }

  /** {@link #watch(List)} with options and a listener. */
  public Watcher watch(List<Path> paths, CatalogOptions options, IndexListener listener)
      throws IOException {
    FileLock lock = lock();
    try {
      return new Watcher(conn, options, listener, paths, lock);
    } catch (IOException | RuntimeException e) {
      lock.channel().close();
      throw e;
    }
  }

  /** Takes the lock file, or fails with a clear message when another process holds it. */
  private FileLock lock() throws IOException {
    FileChannel ch =
        FileChannel.open(lockPath, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
    FileLock lock;
    try {
      lock = ch.tryLock();
    } catch (OverlappingFileLockException e) {
      lock = null;
    }
    if (lock == null) {
      ch.close();
      throw new CatalogBusyException(db, lockPath);
    }
    return new ClosingLock(lock);
  }

  /** A lock whose close also closes its channel. */
  private static final class ClosingLock extends FileLock {
    private final FileLock inner;

    ClosingLock(FileLock inner) {
      super(inner.channel(), inner.position(), inner.size(), inner.isShared());
      this.inner = inner;
    }

    @Override
    public boolean isValid() {
      return inner.isValid();
    }

    @Override
    public void release() throws IOException {
      if (inner.isValid()) inner.release();
      inner.channel().close();
    }
  }

  /** Closes the connection. */
  @Override
  public void close() throws IOException {
    try {
      conn.close();
    } catch (SQLException e) {
      throw new IOException("closing catalog " + db + ": " + e.getMessage(), e);
    }
  }

  /** The library version that writes {@code files.library_version}. */
  static String libraryVersion() {
    String v = Catalog.class.getPackage().getImplementationVersion();
    return v == null ? "development" : v;
  }
}
