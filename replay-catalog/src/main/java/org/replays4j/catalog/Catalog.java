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
 * {@link #close()} checkpoints the write-ahead log into the database file, so that the file alone
 * holds the whole catalog once no one writes.
 *
 * <p>A catalog marks its database ({@code PRAGMA application_id} = {@link #APPLICATION_ID}, {@code
 * PRAGMA user_version} = {@link #USER_VERSION}); {@link #open} refuses, without changing anything
 * in it, any SQLite file it did not create. An instance is used by one thread at a time, except
 * {@link #stop()}.
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

  /**
   * The {@code PRAGMA application_id} of every catalog: the bytes {@code RP4J} (0x5250344A), as the
   * {@code file} command and SQLite tools show it.
   */
  public static final int APPLICATION_ID = 0x5250344A;

  /** The {@code PRAGMA user_version} of a catalog: {@link #SCHEMA_VERSION} as a number. */
  public static final int USER_VERSION = 2;

  /** How long a write waits for another connection's lock by default, in milliseconds. */
  public static final long DEFAULT_BUSY_MILLIS = 30_000;

  private final Path db;
  private final Path lockPath;
  private final Connection conn;
  private final Scan.OwnFiles own;
  private volatile boolean stopping;

  private Catalog(Path db, Connection conn) {
    this.db = db;
    this.lockPath = db.resolveSibling(db.getFileName() + ".lock");
    this.conn = conn;
    this.own = Scan.OwnFiles.of(db);
  }

  /** The JDBC URL of the catalog file {@code db}, for queries. */
  public static String jdbcUrl(Path db) {
    return "jdbc:sqlite:" + db.toAbsolutePath();
  }

  /**
   * A read-only JDBC connection to the catalog {@code db} for queries (the caller closes it): it
   * reads while an index run writes, and waits up to 30 s when the file is locked for a schema
   * change. Read-only three ways: the file is opened with SQLite's read-only flag, {@code PRAGMA
   * query_only} is on, and no database may be attached (which also stops {@code VACUUM INTO}); run
   * statements through {@link ReadOnlyQuery#prepare}, which refuses the rest before it runs.
   */
  public static Connection connectReadOnly(Path db) throws SQLException {
    SQLiteConfig config = new SQLiteConfig();
    config.setReadOnly(true);
    config.setBusyTimeout(30_000);
    Connection c = DriverManager.getConnection(jdbcUrl(db), config.toProperties());
    try (Statement s = c.createStatement()) {
      s.execute("PRAGMA query_only = 1");
      c.unwrap(org.sqlite.SQLiteConnection.class)
          .setLimit(org.sqlite.SQLiteLimits.SQLITE_LIMIT_ATTACHED, 0);
      return c;
    } catch (SQLException | RuntimeException e) {
      c.close();
      throw e;
    }
  }

  /**
   * Opens the catalog {@code db}, creating it (and its bookkeeping tables) when it does not exist;
   * a write waits up to {@link #DEFAULT_BUSY_MILLIS} for another connection's lock.
   *
   * @throws IOException when the file is not a catalog (another program's SQLite database, not a
   *     database at all: nothing in it is changed) or a catalog of another version, or cannot be
   *     opened; the message names the file and what to do
   */
  public static Catalog open(Path db) throws IOException {
    return open(db, java.time.Duration.ofMillis(DEFAULT_BUSY_MILLIS));
  }

  /**
   * {@link #open(Path)} where a write waits at most {@code busyTimeout} (at least 1 ms, at most
   * about 24 days) for a lock another connection holds (the {@code sqlite3} shell in a {@code BEGIN
   * EXCLUSIVE} transaction), then fails with a message.
   */
  public static Catalog open(Path db, java.time.Duration busyTimeout) throws IOException {
    Objects.requireNonNull(db, "db");
    long busyMillis = busyTimeout.toMillis();
    if (busyMillis < 1 || busyMillis > Integer.MAX_VALUE)
      throw new IllegalArgumentException("busy timeout out of range: " + busyTimeout);
    Path abs = db.toAbsolutePath().normalize();
    boolean adopt = Ownership.check(abs);
    SQLiteConfig config = new SQLiteConfig();
    config.setJournalMode(SQLiteConfig.JournalMode.WAL);
    config.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
    config.setBusyTimeout((int) busyMillis);
    config.setTempStore(SQLiteConfig.TempStore.MEMORY);
    config.setTransactionMode(SQLiteConfig.TransactionMode.IMMEDIATE);
    Connection c = null;
    try {
      c = DriverManager.getConnection(jdbcUrl(abs), config.toProperties());
      Catalog cat = new Catalog(abs, c);
      cat.createBookkeeping(adopt);
      return cat;
    } catch (SQLException e) {
      if (c != null) {
        try {
          c.close();
        } catch (SQLException ignored) {
          // the open failure is the one to report
        }
      }
      throw new IOException(
          "cannot open the catalog " + abs + ": " + describe(e) + "; " + advice(e, abs), e);
    }
  }

  /**
   * What SQLite's error means, in words, without the driver's codes ({@code [SQLITE_FULL]}) or
   * class names.
   */
  public static String describe(SQLException e) {
    int code = e.getErrorCode() & 0xff;
    return switch (code) {
      case 13 -> "the disk holding it is full";
      case 8 -> "it is read-only (the file or its folder cannot be written)";
      case 5, 6 -> "another program holds a lock on it";
      case 14 -> "the file cannot be opened (does its folder exist, and can it be written?)";
      case 26 -> "it is not a SQLite database";
      case 11 -> "the database file is damaged";
      case 10 -> "the disk reported a read or write error";
      case 9 -> "the operation was interrupted";
      default -> {
        String m = e.getMessage() == null ? "" : e.getMessage();
        // the driver's text: "[SQLITE_X] Summary (detail)": the detail in words (which may hold
        // parentheses itself: "no such function: f()")
        int open = m.indexOf('(', Math.max(0, m.indexOf(']')));
        int close = m.lastIndexOf(')');
        yield open >= 0 && close > open ? m.substring(open + 1, close) : m;
      }
    };
  }

  /** What the user can do about {@code e} on the catalog {@code db}. */
  static String advice(SQLException e, Path db) {
    return switch (e.getErrorCode() & 0xff) {
      case 13 -> "free some space and run again: the files indexed so far are kept";
      case 5, 6 ->
          "close the other program's transaction (a sqlite3 shell in BEGIN EXCLUSIVE?) and run"
              + " again";
      case 26, 11 -> "give --db a new file name";
      default -> db == null ? "run again" : "check " + db + " and run again";
    };
  }

  /**
   * The message of a failed write of the catalog {@code db} (the disk full, a lock held by another
   * program).
   */
  static String writeFailed(Path db, SQLException e) {
    return "writing the catalog " + db + " failed: " + describe(e) + "; " + advice(e, null);
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
   * Creates the bookkeeping tables of a new catalog and marks it, in one transaction; an existing,
   * marked catalog of this version is only read (so opening never waits for a writer). A catalog of
   * an earlier release ({@code adopt}: unmarked, holding only a catalog's tables) is marked, and
   * gets the columns this version added.
   */
  private void createBookkeeping(boolean adopt) throws SQLException, IOException {
    conn.setAutoCommit(true);
    if (!adopt && SCHEMA_VERSION.equals(storedVersion()) && hasLimitsColumn()) return;
    conn.setAutoCommit(false); // BEGIN IMMEDIATE: one process creates the tables
    try (Statement s = conn.createStatement()) {
      String stored = storedVersion();
      if (PATH_KEYED_VERSION.equals(stored)) dropEverything();
      s.execute("PRAGMA application_id = " + APPLICATION_ID);
      s.execute("PRAGMA user_version = " + USER_VERSION);
      if (SCHEMA_VERSION.equals(stored) && !hasLimitsColumn()) {
        s.execute("ALTER TABLE files ADD COLUMN limits TEXT");
      }
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
      Indexer ix = new Indexer(db, conn, options, listener, () -> stopping);
      List<String> roots = new ArrayList<>();
      for (Path p : paths) roots.add(Scan.key(p).toString());
      return ix.run(Scan.entries(paths, own), roots, false);
    } finally {
      lock.release();
    }
  }

  /**
   * Asks the index run or watcher working on this catalog to stop at the next file, from any thread
   * (a shutdown hook on SIGTERM): what it wrote is committed, and the run returns with {@link
   * IndexSummary#stopped()}. Later runs of this instance stop at once; {@link #close()} still
   * checkpoints.
   */
  public void stop() {
    stopping = true;
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
      return new Watcher(db, conn, options, listener, paths, lock, own, () -> stopping);
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

  /**
   * Checkpoints the write-ahead log into the database file (truncating the {@code -wal} file, so
   * that a copy of the {@code .db} file alone is the whole catalog) and closes the connection. The
   * checkpoint waits at most two seconds for readers; when one still reads, SQLite completes it at
   * the next open.
   */
  @Override
  public void close() throws IOException {
    try {
      try (Statement s = conn.createStatement()) {
        s.execute("PRAGMA busy_timeout = 2000");
        s.execute("PRAGMA wal_checkpoint(TRUNCATE)");
      } catch (SQLException e) {
        // best effort: the committed rows are in the WAL, which the next open reads
      }
      conn.close();
    } catch (SQLException e) {
      throw new IOException("closing the catalog " + db + " failed: " + describe(e), e);
    }
  }

  /** The library version that writes {@code files.library_version}. */
  static String libraryVersion() {
    String v = Catalog.class.getPackage().getImplementationVersion();
    return v == null ? "development" : v;
  }
}
