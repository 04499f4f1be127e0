package org.replays4j.catalog;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BooleanSupplier;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.Replays;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;

/**
 * One index run over a list of files: decides per file from the stored bookkeeping whether to skip
 * it, update its size and time, copy or re-key rows of a file with the same content, or read it
 * ({@link FileReader}, on the decoding threads); then writes through the one {@link RowWriter} on
 * the calling thread, in path order. A file's rows and its {@code files} row change in the same
 * transaction.
 */
final class Indexer {
  private final Connection conn;
  private final CatalogOptions options;
  private final IndexListener listener;
  private final BooleanSupplier stop;
  private final Path db;
  private final String limitsText;
  private Schema schema;
  private StoredFiles stored;

  // the state of one run
  private RowWriter writer;
  private Map<IndexedFile.Change, Integer> changes;
  private Map<FileStatus, Integer> statuses;

  /**
   * @param stop polled between files: true stops the run (what it wrote so far is committed)
   */
  Indexer(
      Path db,
      Connection conn,
      CatalogOptions options,
      IndexListener listener,
      BooleanSupplier stop) {
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
  static String limitsText(DecodeLimits limits) {
    return limits.toString();
  }

  /**
   * Indexes {@code listing}'s files (sorted, unique) and then marks the catalogued files under
   * {@code roots} that were not found missing (or prunes them).
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
    ReadAhead reads = null;
    writer = new RowWriter(db, conn, options.batchFiles());
    try {
      if (schema == null) {
        // Once per indexer: the installed formats do not change while it lives, and the lock
        // keeps other writers out, so the stored rows stay as this indexer keeps them in memory.
        writer.begin();
        schema = Schema.sync(conn, options.tables());
        writer.commit();
        stored = StoredFiles.load(conn, schema, limitsText);
      }
      Set<String> seen = new HashSet<>();
      for (Scan.Entry e : entries) seen.add(e.key());
      reads =
          new ReadAhead(
              entries,
              stored,
              schema.summaryTables(),
              options.limits(),
              options.threads(),
              watching);
      while (reads.hasNext()) {
        if (stop.getAsBoolean()) {
          stopped = true;
          break;
        }
        apply(reads.next(), seen, watching);
      }
      if (!stopped) kept = missing(roots, seen, listing.unread());
      writer.commit();
    } catch (SQLException e) {
      schema = null; // the rolled-back writes are in the in-memory rows: load them again
      writer.rollback();
      throw new IOException(SqlErrors.writeFailed(db, e), e);
    } finally {
      if (reads != null) reads.close();
      writer.close();
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

  /** The tables holding rows of {@code format}'s files, the participants included. */
  private List<SqlTable> rowTables(String format) {
    if (format == null) return List.of();
    List<SqlTable> out = new ArrayList<>(schema.of(format));
    out.add(schema.participants);
    return out;
  }

  private void apply(FileRead r, Set<String> seen, boolean watching)
      throws SQLException, IOException {
    Scan.Entry e = r.entry();
    StoredFile k = stored.get(e.key());
    switch (r.plan()) {
      case UNCHANGED -> {
        report(e.key(), IndexedFile.Change.UNCHANGED, k.status(), k.format(), e.size(), null);
        return;
      }
      case DEFER -> {
        report(e.key(), IndexedFile.Change.DEFERRED, FileStatus.IN_PROGRESS, null, e.size(), null);
        return;
      }
      case TOUCH -> {
        writer.begin();
        writer.touch(k.id(), e.size(), e.mtime());
        stored.put(k.seen(e.size(), e.mtime()));
        report(e.key(), IndexedFile.Change.TOUCHED, k.status(), k.format(), e.size(), null);
      }
      case SAME_AS_OTHER -> {
        StoredFile source = sourceFor(r.sha256(), e.key());
        if (source == null) {
          // the copy source went away earlier in this run: decode after all
          apply(
              FileReader.read(
                  e, null, Set.of(), schema.summaryTables(), options.limits(), watching),
              seen,
              watching);
          return;
        }
        writer.begin();
        boolean rename = !seen.contains(source.path()) && !Scan.exists(Path.of(source.path()));
        if (k != null) {
          writer.deleteRows(k.id(), rowTables(k.format()));
          writer.deleteFile(k.id());
        }
        long id = source.id();
        if (rename) writer.rename(id, e.key(), e.size(), e.mtime());
        else id = writer.copy(id, e.key(), e.size(), e.mtime(), rowTables(source.format()));
        stored.put(source.at(id, e.key(), e.size(), e.mtime()));
        if (rename) stored.remove(source.path());
        IndexedFile.Change c = rename ? IndexedFile.Change.RENAMED : IndexedFile.Change.COPIED;
        report(e.key(), c, source.status(), source.format(), e.size(), null);
      }
      case WRITE -> write(r, k);
    }
    writer.fileDone();
  }

  /** A current, copyable stored row with this content (not {@code path} itself), first by path. */
  private StoredFile sourceFor(String sha, String path) throws SQLException {
    for (String p : writer.pathsWithContent(sha, path)) {
      StoredFile k = stored.get(p);
      if (k != null && stored.copyable(k)) return k;
    }
    return null;
  }

  /** Replaces the rows and bookkeeping of the file {@code r} read. */
  private void write(FileRead r, StoredFile k) throws SQLException, IOException {
    writer.begin();
    Scan.Entry e = r.entry();
    String format = r.format();
    long id;
    if (k != null) {
      id = k.id();
      writer.deleteRows(id, rowTables(k.format()));
    } else {
      id = writer.insertFile(e.key(), e.size(), e.mtime());
    }
    FileStatus status = r.status();
    String message = r.message();
    if (format != null && status != FileStatus.FAILED && status != FileStatus.SKIPPED) {
      for (SqlTable t : schema.of(format)) {
        Participants.Rows rows = r.tables().get(t.schema.name());
        if (!t.detail && rows != null) writer.insertRows(t, rows.rows(), id);
      }
      String detail = writeDetail(format, e, id);
      if (detail != null) message = (message == null ? "" : message + "; ") + detail;
      writer.insertRows(schema.participants, r.participants(), id);
    }
    StoredFile row =
        new StoredFile(
            id,
            e.key(),
            e.size(),
            e.mtime(),
            r.sha256(),
            format,
            status,
            r.errorKind(),
            format == null ? "" : schema.decoderVersions.get(format),
            format == null ? schema.formatsVersion : schema.schemaVersions.get(format),
            limitsText);
    writer.updateFile(row, r.version(), r.errorOffset(), message);
    stored.put(row);
    report(e.key(), IndexedFile.Change.INDEXED, status, format, e.size(), message);
  }

  /**
   * Streams the detail tables of the file's format into the database on this thread. Returns why
   * one stopped early (its rows before that stay), or null; the file's status is its outcome's.
   */
  private String writeDetail(String format, Scan.Entry e, long id)
      throws SQLException, IOException {
    Optional<ReplayFormat> f = Replays.format(format);
    if (f.isEmpty()) return null;
    String first = null;
    for (SqlTable t : schema.of(format)) {
      if (!t.detail) continue;
      ReplayFormatException ex = writer.streamDetail(f.get(), t, e, id, options.limits());
      if (ex != null && first == null) first = t.schema.name() + ": " + ex.getMessage();
    }
    return first;
  }

  /**
   * Marks (or prunes) the catalogued files under {@code roots} that were not found. Files under a
   * path the walk could not read ({@code unread}: an unreadable folder, a root that vanished) are
   * left as they are: they may be there still. Returns how many were left so.
   */
  private int missing(List<String> roots, Set<String> seen, List<Scan.Unread> unread)
      throws SQLException {
    if (roots.isEmpty()) return 0;
    StoredFiles.Gone gone = stored.gone(roots, seen, unread);
    for (StoredFile k : gone.files()) {
      if (Scan.entry(Path.of(k.path()), false) != null) {
        continue; // still there but not listed (under a hidden directory): left alone
      }
      writer.begin();
      if (options.prune()) {
        writer.deleteRows(k.id(), rowTables(k.format()));
        writer.deleteFile(k.id());
        stored.remove(k.path());
        report(k.path(), IndexedFile.Change.PRUNED, FileStatus.MISSING, k.format(), k.size(), null);
      } else if (k.status() != FileStatus.MISSING) {
        writer.markMissing(k.id());
        stored.put(k.withStatus(FileStatus.MISSING));
        report(
            k.path(), IndexedFile.Change.MISSING, FileStatus.MISSING, k.format(), k.size(), null);
      }
      writer.fileDone();
    }
    return gone.kept();
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
