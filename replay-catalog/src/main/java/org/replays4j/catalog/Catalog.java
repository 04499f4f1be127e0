package org.replays4j.catalog;

import java.io.IOException;
import java.nio.channels.FileLock;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

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
  private final Connection conn;
  private final Scan.OwnFiles own;
  private volatile boolean stopping;

  private Catalog(Path db, Connection conn) {
    this.db = db;
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
    return Connections.readOnly(db);
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
    return open(db, Duration.ofMillis(DEFAULT_BUSY_MILLIS));
  }

  /**
   * {@link #open(Path)} where a write waits at most {@code busyTimeout} (at least 1 ms, at most
   * about 24 days) for a lock another connection holds (the {@code sqlite3} shell in a {@code BEGIN
   * EXCLUSIVE} transaction), then fails with a message.
   */
  public static Catalog open(Path db, Duration busyTimeout) throws IOException {
    Objects.requireNonNull(db, "db");
    long busyMillis = busyTimeout.toMillis();
    if (busyMillis < 1 || busyMillis > Integer.MAX_VALUE)
      throw new IllegalArgumentException("busy timeout out of range: " + busyTimeout);
    Path abs = db.toAbsolutePath().normalize();
    boolean adopt = Ownership.check(abs);
    Connection c = null;
    try {
      c = Connections.writing(abs, (int) busyMillis);
      Bookkeeping.ensure(abs, c, adopt);
      return new Catalog(abs, c);
    } catch (SQLException e) {
      closeQuietly(c);
      throw new IOException(SqlErrors.openFailed(abs, e), e);
    } catch (IOException | RuntimeException e) {
      // a refused catalog (another program's database, a newer version) leaves no connection open
      closeQuietly(c);
      throw e;
    }
  }

  private static void closeQuietly(Connection c) {
    if (c == null) return;
    try {
      c.close();
    } catch (SQLException ignored) {
      // the open failure is the one to report
    }
  }

  /**
   * What SQLite's error means, in words, without the driver's codes ({@code [SQLITE_FULL]}) or
   * class names.
   */
  public static String describe(SQLException e) {
    return SqlErrors.describe(e);
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
    FileLock lock = CatalogLock.take(db);
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
    FileLock lock = CatalogLock.take(db);
    try {
      return new Watcher(db, conn, options, listener, paths, lock, own, () -> stopping);
    } catch (IOException | RuntimeException e) {
      lock.channel().close();
      throw e;
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
