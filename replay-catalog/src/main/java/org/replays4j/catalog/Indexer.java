package org.replays4j.catalog;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.Replays;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.TableBatch;
import org.replays4j.core.table.TableOptions;

/**
 * One index run over a list of files: decides per file from the stored bookkeeping whether to skip
 * it, update its size and time, copy or re-key rows of a file with the same content, or decode it
 * (on the decoding threads); then writes on the calling thread, in path order, committing every
 * {@link CatalogOptions#batchFiles()} files (and at least every second). A file's rows and its
 * {@code files} row change in the same transaction.
 */
final class Indexer {
  /** Longest time between commits, so that readers and watch mode see new files promptly. */
  static final long COMMIT_MILLIS = 1_000;

  private final Connection conn;
  private final Map<String, PreparedStatement> statements = new HashMap<>();
  private final CatalogOptions options;
  private final IndexListener listener;
  private Schema schema;

  /** A stored {@code files} row ({@code id}: {@code files.id}, the key of its rows). */
  record Known(
      long id,
      String path,
      long size,
      long mtime,
      String sha256,
      String format,
      FileStatus status,
      String errorKind,
      String decoderVersion,
      String schemaVersion,
      String limits) {
    /** This row with another status. */
    Known withStatus(FileStatus s) {
      return new Known(
          id,
          path,
          size,
          mtime,
          sha256,
          format,
          s,
          errorKind,
          decoderVersion,
          schemaVersion,
          limits);
    }
  }

  private final java.util.function.BooleanSupplier stop;
  private final Path db;
  private final String limitsText;

  /**
   * @param stop polled between files: true stops the run (what it wrote so far is committed)
   */
  Indexer(
      Path db,
      Connection conn,
      CatalogOptions options,
      IndexListener listener,
      java.util.function.BooleanSupplier stop) {
    this.db = db;
    this.conn = conn;
    this.options = options;
    this.listener = listener;
    this.stop = stop;
    this.limitsText = limitsText(options.limits());
  }

  /**
   * The text stored in {@code files.limits}: the decode limits a file was read under, so that a
   * file that failed on a limit is read again when a later run has other limits.
   */
  static String limitsText(org.replays4j.core.error.DecodeLimits limits) {
    return limits.toString();
  }

  CatalogOptions options() {
    return options;
  }

  IndexListener listener() {
    return listener;
  }

  private Map<String, Known> known;
  private Map<IndexedFile.Change, Integer> changes;
  private Map<FileStatus, Integer> statuses;
  private int pending;
  private long lastCommit;

  /**
   * Indexes {@code entries} (sorted, unique) and then marks the catalogued files under {@code
   * roots} that were not found missing (or prunes them).
   *
   * @param watching watch mode: files still being written are deferred or in progress
   */
  IndexSummary run(Scan.Listing listing, List<String> roots, boolean watching) throws IOException {
    long start = System.nanoTime();
    List<Scan.Entry> entries = listing.files();
    boolean stopped = false;
    int kept = 0;
    changes = new EnumMap<>(IndexedFile.Change.class);
    statuses = new EnumMap<>(FileStatus.class);
    long bytes = 0;
    for (Scan.Entry e : entries) bytes += e.size();
    listener.started(entries.size(), bytes);
    List<IndexSummary.NotRead> notRead = new ArrayList<>();
    for (Scan.Unread u : listing.unread()) {
      IndexSummary.NotRead n =
          new IndexSummary.NotRead(u.path(), u.reason().label(), u.message(), u.failed());
      notRead.add(n);
      listener.notRead(n);
    }
    ExecutorService pool = null;
    try {
      if (schema == null) {
        // Once per indexer: the installed formats do not change while it lives, and the lock
        // keeps other writers out, so the stored rows stay as this indexer keeps them in memory.
        begin();
        schema = Schema.sync(conn, options.tables());
        commitNow();
        known = loadKnown();
      }
      Set<String> copyable = copyableHashes();
      Map<String, List<SqlTable>> summaryTables = schema.summaryTables();
      Set<String> seen = new HashSet<>();
      for (Scan.Entry e : entries) seen.add(e.key());
      lastCommit = System.nanoTime();
      pool =
          Executors.newFixedThreadPool(
              options.threads(),
              r -> {
                Thread t = new Thread(r, "catalog-read");
                t.setDaemon(true);
                return t;
              });
      // Reads run ahead of the writer by a bounded window, so memory is bounded by the window
      // (a few files' summary rows), not by the collection.
      int window = options.threads() * 4;
      ArrayDeque<Object> queue = new ArrayDeque<>();
      int next = 0;
      while (next < entries.size() || !queue.isEmpty()) {
        if (stop.getAsBoolean()) {
          stopped = true;
          break;
        }
        while (next < entries.size() && queue.size() < window) {
          Scan.Entry e = entries.get(next++);
          Known k = known.get(e.key());
          if (unchanged(e, k)) {
            queue.add(e);
          } else {
            String knownSha = k != null && current(k) && !needsRead(k) ? k.sha256() : null;
            queue.add(
                pool.submit(
                    () ->
                        FileReader.read(
                            e, knownSha, copyable, summaryTables, options.limits(), watching)));
          }
        }
        Object head = queue.poll();
        if (head instanceof Scan.Entry e) {
          Known k = known.get(e.key());
          report(e.key(), IndexedFile.Change.UNCHANGED, k.status(), k.format(), e.size(), null);
          continue;
        }
        FileReader.Read r = get((Future<?>) head);
        apply(r, seen, watching);
        maybeCommit();
      }
      if (!stopped) kept = missing(roots, seen, listing.unread());
      commitNow();
    } catch (SQLException e) {
      schema = null; // the rolled-back writes are in the in-memory rows: load them again
      try {
        if (!conn.getAutoCommit()) conn.rollback();
        conn.setAutoCommit(true);
      } catch (SQLException ignored) {
        // the first failure is reported
      }
      throw new IOException(Catalog.writeFailed(db, e), e);
    } finally {
      if (pool != null) pool.shutdownNow();
      closeStatements();
    }
    return new IndexSummary(
        entries.size(),
        changes,
        statuses,
        (System.nanoTime() - start) / 1e9,
        notRead,
        kept,
        stopped);
  }

  private static FileReader.Read get(Future<?> f) throws IOException {
    try {
      return (FileReader.Read) f.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("the index run was interrupted", e);
    } catch (ExecutionException e) {
      // FileReader turns every failure of a file into a failed row: this is a bug, said plainly
      throw new IOException(
          "reading a file failed unexpectedly (" + e.getCause().getClass().getSimpleName() + ")",
          e.getCause());
    }
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

  private void closeStatements() {
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
  private void begin() throws SQLException {
    if (conn.getAutoCommit()) conn.setAutoCommit(false);
  }

  private void maybeCommit() throws SQLException {
    if (pending >= options.batchFiles()
        || (pending > 0 && System.nanoTime() - lastCommit > COMMIT_MILLIS * 1_000_000)) {
      commitNow();
    }
  }

  /** Commits the open transaction, if any. */
  void commitNow() throws SQLException {
    if (!conn.getAutoCommit()) conn.setAutoCommit(true); // commits
    pending = 0;
    lastCommit = System.nanoTime();
  }

  /** True when the stored row is current and the file's size and time are as stored. */
  private boolean unchanged(Scan.Entry e, Known k) {
    return k != null
        && k.size() == e.size()
        && k.mtime() == e.mtime()
        && current(k)
        && !needsRead(k);
  }

  private boolean current(Known k) {
    return schema.current(k.format(), k.decoderVersion(), k.schemaVersion());
  }

  /**
   * Rows that are read again even when the file looks unchanged: missing files that are back, files
   * caught while being written, read errors of the file system, and files that hit a decode limit
   * when this run's limits are not those they were read under.
   */
  private boolean needsRead(Known k) {
    return k.status() == FileStatus.MISSING
        || k.status() == FileStatus.IN_PROGRESS
        || "IO".equals(k.errorKind())
        || (LIMIT_EXCEEDED.equals(k.errorKind()) && !limitsText.equals(k.limits()));
  }

  private static final String LIMIT_EXCEEDED = ReplayFormatException.Kind.LIMIT_EXCEEDED.name();

  private Map<String, Known> loadKnown() throws SQLException {
    Map<String, Known> out = new HashMap<>();
    try (Statement s = conn.createStatement();
        ResultSet rs =
            s.executeQuery(
                "SELECT id, path, size, mtime, sha256, format, status, error_kind,"
                    + " decoder_version, schema_version, limits FROM files")) {
      while (rs.next()) {
        Known k =
            new Known(
                rs.getLong(1),
                rs.getString(2),
                rs.getLong(3),
                rs.getLong(4),
                rs.getString(5),
                rs.getString(6),
                FileStatus.ofLabel(rs.getString(7)),
                rs.getString(8),
                rs.getString(9),
                rs.getString(10),
                rs.getString(11));
        out.put(k.path(), k);
      }
    }
    return out;
  }

  /** Hashes of current rows whose content can be copied to another path. */
  private Set<String> copyableHashes() {
    Set<String> out = new HashSet<>();
    for (Known k : known.values()) if (copyable(k)) out.add(k.sha256());
    return out;
  }

  /**
   * Rows that may be copied to a file with the same content: current, read, and of a recognised
   * format (whether an unrecognised file is skipped or failed depends on its name, so it is decided
   * again).
   */
  private boolean copyable(Known k) {
    return k.sha256() != null && k.format() != null && current(k) && !needsRead(k);
  }

  private void apply(FileReader.Read r, Set<String> seen, boolean watching)
      throws SQLException, IOException {
    Scan.Entry e = r.entry();
    Known k = known.get(e.key());
    if (r.plan() != FileReader.Plan.DEFER) begin();
    switch (r.plan()) {
      case DEFER ->
          report(
              e.key(), IndexedFile.Change.DEFERRED, FileStatus.IN_PROGRESS, null, e.size(), null);
      case TOUCH -> {
        {
          PreparedStatement ps = ps("UPDATE files SET size = ?, mtime = ? WHERE id = ?");
          ps.setLong(1, e.size());
          ps.setLong(2, e.mtime());
          ps.setLong(3, k.id());
          ps.executeUpdate();
        }
        pending++;
        known.put(
            e.key(),
            new Known(
                k.id(),
                k.path(),
                e.size(),
                e.mtime(),
                k.sha256(),
                k.format(),
                k.status(),
                k.errorKind(),
                k.decoderVersion(),
                k.schemaVersion(),
                k.limits()));
        report(e.key(), IndexedFile.Change.TOUCHED, k.status(), k.format(), e.size(), null);
      }
      case SAME_AS_OTHER -> {
        Known source = sourceFor(r.sha256(), e.key());
        if (source == null) {
          // the copy source went away earlier in this run: decode after all
          FileReader.Read again =
              FileReader.read(
                  e, null, Set.of(), schema.summaryTables(), options.limits(), watching);
          apply(again, seen, watching);
          return;
        }
        boolean rename =
            !seen.contains(source.path()) && !Scan.exists(java.nio.file.Path.of(source.path()));
        if (k != null) {
          deleteRows(k.id(), k.format());
          deleteFileRow(k.id());
        }
        long id = rename ? rename(source, e) : copy(source, e);
        pending++;
        known.put(
            e.key(),
            new Known(
                id,
                e.key(),
                e.size(),
                e.mtime(),
                source.sha256(),
                source.format(),
                source.status(),
                source.errorKind(),
                source.decoderVersion(),
                source.schemaVersion(),
                source.limits()));
        if (rename) known.remove(source.path());
        report(
            e.key(),
            rename ? IndexedFile.Change.RENAMED : IndexedFile.Change.COPIED,
            source.status(),
            source.format(),
            e.size(),
            null);
      }
      default -> write(r, k, watching);
    }
  }

  /** A current, copyable stored row with this content (not {@code path} itself), first by path. */
  private Known sourceFor(String sha, String path) throws SQLException {
    PreparedStatement ps =
        ps("SELECT path FROM files WHERE sha256 = ? AND path <> ? ORDER BY path");
    ps.setString(1, sha);
    ps.setString(2, path);
    try (ResultSet rs = ps.executeQuery()) {
      while (rs.next()) {
        Known k = known.get(rs.getString(1));
        if (k != null && copyable(k)) return k;
      }
    }
    return null;
  }

  private void write(FileReader.Read r, Known k, boolean watching)
      throws SQLException, IOException {
    Scan.Entry e = r.entry();
    String key = e.key();
    long id;
    if (k != null) {
      id = k.id();
      deleteRows(id, k.format());
    } else {
      id = insertFileRow(key, e);
    }
    FileStatus status = r.status();
    String errorKind = r.errorKind();
    Long errorOffset = r.errorOffset();
    String message = r.message();
    if (r.format() != null
        && (status == FileStatus.OK
            || status == FileStatus.PARTIAL
            || status == FileStatus.IN_PROGRESS)) {
      for (SqlTable t : schema.of(r.format())) {
        if (t.detail) continue;
        Participants.Rows rows = r.tables().get(t.schema.name());
        if (rows == null || rows.rows().isEmpty()) continue;
        {
          PreparedStatement ps = ps(t.insertSql());
          for (Object[] row : rows.rows()) {
            row[0] = id;
            bind(ps, row);
            ps.addBatch();
          }
          ps.executeBatch();
        }
      }
      ReplayFormatException detailError = writeDetail(r.format(), e, id);
      if (detailError != null && status == FileStatus.OK) {
        status = FileStatus.PARTIAL;
        errorKind = detailError.kind().name();
        errorOffset = detailError.offset() >= 0 ? detailError.offset() : null;
        message = detailError.getMessage();
      }
      if (!r.participants().isEmpty()) {
        {
          PreparedStatement ps = ps(schema.participants.insertSql());
          for (Object[] row : r.participants()) {
            row[0] = id;
            bind(ps, row);
            ps.addBatch();
          }
          ps.executeBatch();
        }
      }
    }
    {
      PreparedStatement ps =
          ps(
              "UPDATE files SET path = ?, size = ?, mtime = ?, sha256 = ?, format = ?, version = ?,"
                  + " status = ?, error_kind = ?, error_offset = ?, message = ?, indexed_at = ?,"
                  + " library_version = ?, decoder_version = ?, schema_version = ?, limits = ?"
                  + " WHERE id = ?");
      ps.setString(1, key);
      ps.setLong(2, e.size());
      ps.setLong(3, e.mtime());
      ps.setString(4, r.sha256());
      ps.setString(5, r.format());
      ps.setString(6, r.version());
      ps.setString(7, status.label());
      ps.setString(8, errorKind);
      if (errorOffset == null) ps.setNull(9, Types.INTEGER);
      else ps.setLong(9, errorOffset);
      ps.setString(10, message);
      ps.setString(11, Instant.now().truncatedTo(ChronoUnit.MILLIS).toString());
      ps.setString(12, Catalog.libraryVersion());
      ps.setString(13, dv(r));
      ps.setString(14, sv(r));
      ps.setString(15, limitsText);
      ps.setLong(16, id);
      ps.executeUpdate();
    }
    pending++;
    known.put(
        key,
        new Known(
            id,
            key,
            e.size(),
            e.mtime(),
            r.sha256(),
            r.format(),
            status,
            errorKind,
            dv(r),
            sv(r),
            limitsText));
    report(key, IndexedFile.Change.INDEXED, status, r.format(), e.size(), message);
  }

  /**
   * Inserts a placeholder {@code files} row for a new file (completed by the caller in the same
   * transaction) and returns its id, the key of the file's rows.
   */
  private long insertFileRow(String path, Scan.Entry e) throws SQLException {
    PreparedStatement ps =
        ps(
            "INSERT INTO files (path, size, mtime, status, indexed_at, library_version)"
                + " VALUES (?, ?, ?, 'failed', '', '')");
    ps.setString(1, path);
    ps.setLong(2, e.size());
    ps.setLong(3, e.mtime());
    ps.executeUpdate();
    return lastId();
  }

  private long lastId() throws SQLException {
    try (ResultSet rs = ps("SELECT last_insert_rowid()").executeQuery()) {
      rs.next();
      return rs.getLong(1);
    }
  }

  private String dv(FileReader.Read r) {
    return r.format() == null ? "" : schema.decoderVersions.get(r.format());
  }

  private String sv(FileReader.Read r) {
    return r.format() == null ? schema.formatsVersion : schema.schemaVersions.get(r.format());
  }

  /**
   * Streams the detail tables of the file's format into the database on this thread (they can be
   * large, so they are not held in memory). Returns the first decoding error, or null.
   */
  private ReplayFormatException writeDetail(String format, Scan.Entry e, long id)
      throws SQLException, IOException {
    List<SqlTable> detail = new ArrayList<>();
    for (SqlTable t : schema.of(format)) if (t.detail) detail.add(t);
    if (detail.isEmpty()) return null;
    Optional<ReplayFormat> f = Replays.format(format);
    if (f.isEmpty()) return null;
    ReplayFormatException first = null;
    for (SqlTable t : detail) {
      {
        PreparedStatement ps = ps(t.insertSql());
        try {
          f.get()
              .readTable(
                  t.schema.name(),
                  ReplaySource.of(e.path()),
                  e.key(),
                  TableOptions.ALL,
                  options.limits(),
                  batch -> {
                    insertBatch(ps, batch, id);
                    return true;
                  });
        } catch (ReplayFormatException ex) {
          if (first == null) first = ex;
        } catch (java.io.UncheckedIOException ex) {
          throw ex.getCause();
        }
      }
    }
    return first;
  }

  private void insertBatch(PreparedStatement ps, TableBatch batch, long id) throws IOException {
    try {
      int cols = batch.schema().size();
      Object[] row = new Object[cols];
      row[0] = id;
      for (int r = 0; r < batch.rowCount(); r++) {
        for (int c = 1; c < cols; c++) row[c] = batch.get(c, r);
        bind(ps, row);
        ps.addBatch();
      }
      ps.executeBatch();
    } catch (SQLException ex) {
      throw new IOException(Catalog.writeFailed(db, ex), ex);
    }
  }

  /**
   * Binds one row: booleans as 0/1, integers as 64-bit, {@code float} values through their shortest
   * decimal text (0.1f is stored as 0.1, not 0.10000000149), text, bytes, nulls.
   */
  static void bind(PreparedStatement ps, Object[] row) throws SQLException {
    for (int c = 0; c < row.length; c++) {
      Object v = row[c];
      int i = c + 1;
      if (v == null) ps.setNull(i, Types.NULL);
      else if (v instanceof Boolean b) ps.setInt(i, b ? 1 : 0);
      else if (v instanceof Float f) ps.setDouble(i, Double.parseDouble(Float.toString(f)));
      else if (v instanceof Double d) ps.setDouble(i, d);
      else if (v instanceof Number n) ps.setLong(i, n.longValue());
      else if (v instanceof String s) ps.setString(i, s);
      else if (v instanceof byte[] b) ps.setBytes(i, b);
      else ps.setString(i, v.toString());
    }
  }

  /** Deletes the table rows of file {@code id} (stored with format {@code format}). */
  private void deleteRows(long id, String format) throws SQLException {
    if (format == null) return;
    List<String> names = new ArrayList<>();
    for (SqlTable t : schema.of(format)) names.add(t.name);
    names.add(schema.participants.name);
    for (String n : names) {
      {
        PreparedStatement ps = ps("DELETE FROM " + SqlTable.quote(n) + " WHERE file = ?");
        ps.setLong(1, id);
        ps.executeUpdate();
      }
    }
  }

  private void deleteFileRow(long id) throws SQLException {
    {
      PreparedStatement ps = ps("DELETE FROM files WHERE id = ?");
      ps.setLong(1, id);
      ps.executeUpdate();
    }
  }

  private List<SqlTable> rowTables(String format) {
    List<SqlTable> out = new ArrayList<>(schema.of(format));
    out.add(schema.participants);
    return out;
  }

  /**
   * Copies the rows and bookkeeping of {@code source} to the file {@code e}; returns the new file's
   * id.
   */
  private long copy(Known source, Scan.Entry e) throws SQLException {
    {
      PreparedStatement ps =
          ps(
              "INSERT INTO files (path, size, mtime, sha256, format, version, status, error_kind,"
                  + " error_offset, message, indexed_at, library_version, decoder_version,"
                  + " schema_version, limits) SELECT ?, ?, ?, sha256, format, version, status,"
                  + " error_kind, error_offset, message, ?, library_version, decoder_version,"
                  + " schema_version, limits FROM files WHERE id = ?");
      ps.setString(1, e.key());
      ps.setLong(2, e.size());
      ps.setLong(3, e.mtime());
      ps.setString(4, Instant.now().truncatedTo(ChronoUnit.MILLIS).toString());
      ps.setLong(5, source.id());
      ps.executeUpdate();
    }
    long id = lastId();
    if (source.format() != null) {
      for (SqlTable t : rowTables(source.format())) {
        {
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
          ps.setLong(2, source.id());
          ps.executeUpdate();
        }
      }
    }
    return id;
  }

  /**
   * Moves the bookkeeping of {@code source} (gone from disk) to the file {@code e}: its rows keep
   * their file id. Returns that id.
   */
  private long rename(Known source, Scan.Entry e) throws SQLException {
    PreparedStatement ps =
        ps("UPDATE files SET path = ?, size = ?, mtime = ?, indexed_at = ? WHERE id = ?");
    ps.setString(1, e.key());
    ps.setLong(2, e.size());
    ps.setLong(3, e.mtime());
    ps.setString(4, Instant.now().truncatedTo(ChronoUnit.MILLIS).toString());
    ps.setLong(5, source.id());
    ps.executeUpdate();
    return source.id();
  }

  /**
   * Marks (or prunes) the catalogued files under {@code roots} that were not found. Files under a
   * path the walk could not read ({@code unread}: an unreadable folder, a root that vanished) are
   * left as they are: they may be there still. Returns how many were left so.
   */
  private int missing(List<String> roots, Set<String> seen, List<Scan.Unread> unread)
      throws SQLException {
    if (roots.isEmpty()) return 0;
    List<String> blind = new ArrayList<>();
    for (Scan.Unread u : unread) {
      if (u.blind()) {
        blind.add(u.path());
        blind.add(Scan.key(Path.of(u.path())).toString());
      }
    }
    int kept = 0;
    Map<String, Known> gone = new TreeMap<>();
    known:
    for (Known k : known.values()) {
      if (seen.contains(k.path())) continue;
      for (String b : blind) {
        if (Scan.under(k.path(), b)) {
          kept++;
          continue known;
        }
      }
      for (String root : roots) {
        if (Scan.under(k.path(), root)) {
          gone.put(k.path(), k);
          break;
        }
      }
    }
    for (Known k : gone.values()) {
      begin();
      if (Scan.entry(java.nio.file.Path.of(k.path()), false) != null) {
        continue; // still there but not listed (under a hidden directory): left alone
      }
      if (options.prune()) {
        deleteRows(k.id(), k.format());
        deleteFileRow(k.id());
        known.remove(k.path());
        report(k.path(), IndexedFile.Change.PRUNED, FileStatus.MISSING, k.format(), k.size(), null);
      } else if (k.status() != FileStatus.MISSING) {
        {
          PreparedStatement ps = ps("UPDATE files SET status = 'missing' WHERE id = ?");
          ps.setLong(1, k.id());
          ps.executeUpdate();
        }
        known.put(k.path(), k.withStatus(FileStatus.MISSING));
        report(
            k.path(), IndexedFile.Change.MISSING, FileStatus.MISSING, k.format(), k.size(), null);
      }
      pending++;
      maybeCommit();
    }
    return kept;
  }

  private void report(
      String path,
      IndexedFile.Change change,
      FileStatus status,
      String format,
      long size,
      String message) {
    changes.merge(change, 1, Integer::sum);
    if (status != null) statuses.merge(status, 1, Integer::sum);
    listener.indexed(new IndexedFile(path, change, status, format, size, message));
  }
}
