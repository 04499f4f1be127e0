package org.replays4j.catalog;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.TableBatch;
import org.replays4j.core.table.TableOptions;

/**
 * The catalog's one writer: every statement an index run executes, each prepared once per run, rows
 * added as JDBC batches, and the transactions that group them ({@link #begin}, {@link
 * #maybeCommit}: every {@code batchFiles} files and at least every {@link #COMMIT_MILLIS}). Used
 * from one thread.
 */
final class RowWriter implements AutoCloseable {
  /** Longest time between commits, so that readers and watch mode see new files promptly. */
  static final long COMMIT_MILLIS = 1_000;

  private final Path db;
  private final Connection conn;
  private final int batchFiles;
  private final Map<String, PreparedStatement> statements = new HashMap<>();
  private int pending;
  private long lastCommit = System.nanoTime();

  RowWriter(Path db, Connection conn, int batchFiles) {
    this.db = db;
    this.conn = conn;
    this.batchFiles = batchFiles;
  }

  /** The prepared statement of {@code sql}, compiled once per run. */
  private PreparedStatement ps(String sql) throws SQLException {
    PreparedStatement ps = statements.get(sql);
    if (ps == null) {
      ps = conn.prepareStatement(sql);
      statements.put(sql, ps);
    }
    return ps;
  }

  @Override
  public void close() {
    for (PreparedStatement ps : statements.values()) {
      try {
        ps.close();
      } catch (SQLException e) {
        // closing is best effort; the run's outcome is already decided
      }
    }
    statements.clear();
  }

  /**
   * Starts a write transaction when none is open. The connection stays in auto-commit mode between
   * transactions, so that it holds no lock while it does not write (the driver begins the next
   * transaction right after a commit otherwise).
   */
  void begin() throws SQLException {
    if (conn.getAutoCommit()) conn.setAutoCommit(false);
  }

  /** Counts one file written in the open transaction and commits when the batch is full or old. */
  void fileDone() throws SQLException {
    pending++;
    if (pending >= batchFiles
        || (pending > 0 && System.nanoTime() - lastCommit > COMMIT_MILLIS * 1_000_000)) {
      commit();
    }
  }

  /** Commits the open transaction, if any. */
  void commit() throws SQLException {
    if (!conn.getAutoCommit()) conn.setAutoCommit(true); // commits
    pending = 0;
    lastCommit = System.nanoTime();
  }

  /** Rolls back the open transaction after a failure, leaving the connection in auto-commit. */
  void rollback() {
    try {
      if (!conn.getAutoCommit()) conn.rollback();
      conn.setAutoCommit(true);
    } catch (SQLException ignored) {
      // the first failure is reported
    }
  }

  /** The paths of the stored files with content {@code sha} other than {@code path}, by path. */
  List<String> pathsWithContent(String sha, String path) throws SQLException {
    PreparedStatement ps =
        ps("SELECT path FROM files WHERE sha256 = ? AND path <> ? ORDER BY path");
    ps.setString(1, sha);
    ps.setString(2, path);
    List<String> out = new ArrayList<>();
    try (ResultSet rs = ps.executeQuery()) {
      while (rs.next()) out.add(rs.getString(1));
    }
    return out;
  }

  /** Updates the size and time of file {@code id} (same content). */
  void touch(long id, long size, long mtime) throws SQLException {
    PreparedStatement ps = ps("UPDATE files SET size = ?, mtime = ? WHERE id = ?");
    ps.setLong(1, size);
    ps.setLong(2, mtime);
    ps.setLong(3, id);
    ps.executeUpdate();
  }

  /**
   * Inserts a placeholder {@code files} row for a new file (completed by {@link #updateFile} in the
   * same transaction) and returns its id, the key of the file's rows.
   */
  long insertFile(String path, long size, long mtime) throws SQLException {
    PreparedStatement ps =
        ps(
            "INSERT INTO files (path, size, mtime, status, indexed_at, library_version)"
                + " VALUES (?, ?, ?, 'failed', '', '')");
    ps.setString(1, path);
    ps.setLong(2, size);
    ps.setLong(3, mtime);
    ps.executeUpdate();
    return lastId();
  }

  /** Writes the bookkeeping of file {@code row.id()} after its rows were written. */
  void updateFile(StoredFile row, String version, Long errorOffset, String message)
      throws SQLException {
    PreparedStatement ps =
        ps(
            "UPDATE files SET path = ?, size = ?, mtime = ?, sha256 = ?, format = ?, version = ?,"
                + " status = ?, error_kind = ?, error_offset = ?, message = ?, indexed_at = ?,"
                + " library_version = ?, decoder_version = ?, schema_version = ?, limits = ?"
                + " WHERE id = ?");
    ps.setString(1, row.path());
    ps.setLong(2, row.size());
    ps.setLong(3, row.mtime());
    ps.setString(4, row.sha256());
    ps.setString(5, row.format());
    ps.setString(6, version);
    ps.setString(7, row.status().label());
    ps.setString(8, row.errorKind());
    if (errorOffset == null) ps.setNull(9, Types.INTEGER);
    else ps.setLong(9, errorOffset);
    ps.setString(10, message);
    ps.setString(11, now());
    ps.setString(12, Catalog.libraryVersion());
    ps.setString(13, row.decoderVersion());
    ps.setString(14, row.schemaVersion());
    ps.setString(15, row.limits());
    ps.setLong(16, row.id());
    ps.executeUpdate();
  }

  /**
   * Inserts {@code rows} into {@code t} as one JDBC batch, each with {@code id} in its file column.
   */
  void insertRows(SqlTable t, List<Object[]> rows, long id) throws SQLException {
    if (rows.isEmpty()) return;
    PreparedStatement ps = ps(t.insertSql);
    for (Object[] row : rows) {
      row[0] = id;
      SqlTable.bind(ps, row);
      ps.addBatch();
    }
    ps.executeBatch();
  }

  /**
   * Streams detail table {@code t} of the file into the database (it can be large, so it is not
   * held in memory). Returns the decoding error that stopped it, or null; rows before it stay.
   */
  ReplayFormatException streamDetail(
      ReplayFormat f, SqlTable t, Scan.Entry e, long id, DecodeLimits limits)
      throws SQLException, IOException {
    PreparedStatement ps = ps(t.insertSql);
    try {
      f.readTable(
          t.schema.name(),
          ReplaySource.of(e.path()),
          e.key(),
          TableOptions.ALL,
          limits,
          batch -> {
            insertBatch(ps, batch, id);
            return true;
          });
      return null;
    } catch (ReplayFormatException ex) {
      return ex;
    } catch (UncheckedIOException ex) {
      throw ex.getCause();
    }
  }

  private void insertBatch(PreparedStatement ps, TableBatch batch, long id) throws IOException {
    try {
      int cols = batch.schema().size();
      Object[] row = new Object[cols];
      row[0] = id;
      for (int r = 0; r < batch.rowCount(); r++) {
        for (int c = 1; c < cols; c++) row[c] = batch.get(c, r);
        SqlTable.bind(ps, row);
        ps.addBatch();
      }
      ps.executeBatch();
    } catch (SQLException ex) {
      throw new IOException(SqlErrors.writeFailed(db, ex), ex);
    }
  }

  /** Deletes the rows of file {@code id} from {@code tables}. */
  void deleteRows(long id, List<SqlTable> tables) throws SQLException {
    for (SqlTable t : tables) {
      PreparedStatement ps = ps("DELETE FROM " + SqlTable.quote(t.name) + " WHERE file = ?");
      ps.setLong(1, id);
      ps.executeUpdate();
    }
  }

  /** Deletes the {@code files} row {@code id}. */
  void deleteFile(long id) throws SQLException {
    PreparedStatement ps = ps("DELETE FROM files WHERE id = ?");
    ps.setLong(1, id);
    ps.executeUpdate();
  }

  /** Marks file {@code id} missing (its rows stay). */
  void markMissing(long id) throws SQLException {
    PreparedStatement ps = ps("UPDATE files SET status = 'missing' WHERE id = ?");
    ps.setLong(1, id);
    ps.executeUpdate();
  }

  /**
   * Copies the {@code files} row {@code sourceId} to {@code path} and its rows in {@code tables};
   * returns the new file's id.
   */
  long copy(long sourceId, String path, long size, long mtime, List<SqlTable> tables)
      throws SQLException {
    PreparedStatement files =
        ps(
            "INSERT INTO files (path, size, mtime, sha256, format, version, status, error_kind,"
                + " error_offset, message, indexed_at, library_version, decoder_version,"
                + " schema_version, limits) SELECT ?, ?, ?, sha256, format, version, status,"
                + " error_kind, error_offset, message, ?, library_version, decoder_version,"
                + " schema_version, limits FROM files WHERE id = ?");
    placeAndRun(files, path, size, mtime, sourceId);
    long id = lastId();
    for (SqlTable t : tables) {
      PreparedStatement ps =
          ps(
              "INSERT INTO "
                  + SqlTable.quote(t.name)
                  + " ("
                  + t.columnList(true)
                  + ") SELECT ?"
                  + (t.schema.size() > 1 ? ", " + t.columnList(false) : "")
                  + " FROM "
                  + SqlTable.quote(t.name)
                  + " WHERE file = ? ORDER BY rowid");
      ps.setLong(1, id);
      ps.setLong(2, sourceId);
      ps.executeUpdate();
    }
    return id;
  }

  /** Moves the {@code files} row {@code id} (and so its rows) to {@code path}. */
  void rename(long id, String path, long size, long mtime) throws SQLException {
    PreparedStatement ps =
        ps("UPDATE files SET path = ?, size = ?, mtime = ?, indexed_at = ? WHERE id = ?");
    placeAndRun(ps, path, size, mtime, id);
  }

  /**
   * Runs {@code ps}, whose parameters are a file's path, size, modification time, the time of
   * indexing (now) and a {@code files} id, in that order.
   */
  private void placeAndRun(PreparedStatement ps, String path, long size, long mtime, long id)
      throws SQLException {
    ps.setString(1, path);
    ps.setLong(2, size);
    ps.setLong(3, mtime);
    ps.setString(4, now());
    ps.setLong(5, id);
    ps.executeUpdate();
  }

  private long lastId() throws SQLException {
    try (ResultSet rs = ps("SELECT last_insert_rowid()").executeQuery()) {
      rs.next();
      return rs.getLong(1);
    }
  }

  private static String now() {
    return Instant.now().truncatedTo(ChronoUnit.MILLIS).toString();
  }
}
