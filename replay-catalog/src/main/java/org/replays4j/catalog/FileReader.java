package org.replays4j.catalog;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.Replays;
import org.replays4j.core.collect.ReplayCollection;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.MemoryBudget;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.table.TableBatch;
import org.replays4j.core.table.TableRead;
import org.replays4j.core.table.TableSchema;
import org.replays4j.core.table.TableSink;

/**
 * Reads one file for the catalog on a decoding thread: hashes its stored bytes, detects the format,
 * and decodes the summary-level tables into memory (a few rows per game). Detail tables are
 * streamed later by the writing thread. Never throws for bad input.
 */
final class FileReader {
  private FileReader() {}

  /** What the writer must do with a file. */
  enum Plan {
    /** Content as stored: update size and time only. */
    TOUCH,
    /** Content known under another path: copy or re-key its rows. */
    SAME_AS_OTHER,
    /** Decoded: write what {@link Read} holds. */
    WRITE,
    /** Still being written: leave it for later. */
    DEFER
  }

  /** The outcome of reading one file. */
  record Read(
      Scan.Entry entry,
      Plan plan,
      String sha256,
      String format,
      String version,
      FileStatus status,
      String errorKind,
      Long errorOffset,
      String message,
      Map<String, Participants.Rows> tables,
      List<Object[]> participants) {}

  /** For its replay-extension rule (the walker's: an unrecognised file with one fails). */
  private static final ReplayCollection RULES = ReplayCollection.of(List.of());

  static boolean hasReplayExtension(String name) {
    return RULES.hasReplayExtension(name);
  }

  /**
   * Reads {@code e}.
   *
   * @param knownSha the stored hash of this path when its versions are current, else null
   * @param knownHashes hashes of catalogued files whose rows can be copied
   * @param tablesOf the summary-level tables of each format in this catalog
   * @param watching true in watch mode: a truncated file that is still changing is deferred (or,
   *     with rows, in progress) rather than failed or partial
   */
  static Read read(
      Scan.Entry e,
      String knownSha,
      Set<String> knownHashes,
      Map<String, List<SqlTable>> tablesOf,
      DecodeLimits limits,
      boolean watching) {
    byte[] raw;
    String sha;
    try {
      if (e.size() <= Math.min(limits.maxDecompressedBytes(), Integer.MAX_VALUE - 16)) {
        raw = Files.readAllBytes(e.path());
        sha = sha256(raw);
      } else {
        raw = null;
        sha = sha256(e.path());
      }
    } catch (IOException ex) {
      return failed(e, null, null, cannotRead(ex), "IO", null);
    }
    if (sha.equals(knownSha)) return plan(e, Plan.TOUCH, sha);
    if (knownHashes.contains(sha)) return plan(e, Plan.SAME_AS_OTHER, sha);
    String key = e.key();
    String format = null;
    MemoryBudget.Grant grant = null;
    try {
      ReplaySource stored = raw != null ? ReplaySource.of(key, raw) : ReplaySource.of(e.path());
      // Parallel reads share the process's memory budget with every other decoder: a file waits
      // for its slot, and one that can never fit fails alone with LIMIT_EXCEEDED.
      grant = stored.acquireMemory(MemoryBudget.process(), limits);
      Optional<Replays.Opened> opened = Replays.detect(stored);
      if (opened.isEmpty()) {
        if (!e.named() && !hasReplayExtension(e.path().getFileName().toString())) {
          return new Read(
              e,
              Plan.WRITE,
              sha,
              null,
              null,
              FileStatus.SKIPPED,
              null,
              null,
              "not a replay",
              Map.of(),
              List.of());
        }
        return failed(e, sha, null, "not recognised by any installed format", null, null);
      }
      ReplayFormat f = opened.get().format();
      format = f.id();
      if (!f.decoderAvailable()) {
        return failed(e, sha, format, "decoder not available for " + format, null, null);
      }
      // Decompressed once, read by every table from memory.
      ReplaySource src = ReplaySource.of(key, stored.readAllBytes(limits));
      // No summarize(): the tables carry the version and the damage. One decode gives every
      // summary table and the shared stats (participants) where the format reads them together.
      Map<String, Participants.Rows> tables = new LinkedHashMap<>();
      List<TableRead> reads = new ArrayList<>();
      // the damage the pass reports to every table's sink: a format's tables need no damage column
      Damage[] damaged = {null};
      for (SqlTable t : tablesOf.getOrDefault(format, List.of())) {
        List<Object[]> rows = new ArrayList<>();
        tables.put(t.schema.name(), new Participants.Rows(t.schema, rows));
        reads.add(
            TableRead.of(
                t.schema.name(),
                new TableSink() {
                  @Override
                  public boolean accept(TableBatch batch) {
                    int cols = batch.schema().size();
                    for (int r = 0; r < batch.rowCount(); r++) {
                      Object[] row = new Object[cols];
                      for (int c = 0; c < cols; c++) row[c] = batch.get(c, r);
                      rows.add(row);
                    }
                    return true;
                  }

                  @Override
                  public void damage(Damage d) {
                    if (damaged[0] == null) damaged[0] = d;
                  }
                }));
      }
      ReplayFormatException tableError = null;
      Optional<GameStats> stats;
      try {
        if (f.formatTables().readsTogether()) {
          stats = f.readTablesAndStats(src, key, limits, reads);
        } else {
          f.readTables(src, key, limits, reads);
          stats = gameStats(f, src, limits);
        }
      } catch (ReplayFormatException ex) {
        // the top table fails without a row when the header is damaged: the file fails
        Participants.Rows top = reads.isEmpty() ? null : tables.get(reads.get(0).table());
        if (top == null || top.rows().isEmpty()) throw ex;
        tableError = ex;
        stats = Optional.empty();
      }
      List<Object[]> people = Participants.rows(key, format, stats);
      FileStatus status = FileStatus.OK;
      String kind = null;
      Long offset = null;
      String message = null;
      String damage = topText(tables, tablesOf.get(format), "damage");
      if (damage != null) {
        status = FileStatus.PARTIAL;
        kind = damageKind(damage);
        message = damage;
      } else if (damaged[0] != null) {
        status = FileStatus.PARTIAL;
        kind = damaged[0].kind().name();
        offset = damaged[0].offset() >= 0 ? damaged[0].offset() : null;
        message = damaged[0].toString();
      } else if (tableError != null) {
        status = FileStatus.PARTIAL;
        kind = tableError.kind().name();
        offset = tableError.offset();
        message = tableError.getMessage();
      } else if (incomplete(tables, tablesOf.get(format))) {
        // whole bytes, a recording stopped early: ok with the reason, as every command says
        // (org.replays4j.core.FileOutcome); in watch mode a file still changing is in progress
        message = "the file ends before its end marker (complete = false)";
      } else if (noGameEnd(format, tables)) {
        message = "no Game End: the game was still being recorded (or the recorder stopped)";
      }
      if (watching && (status == FileStatus.PARTIAL || message != null) && stillChanging(e)) {
        status = FileStatus.IN_PROGRESS;
      }
      return new Read(
          e,
          Plan.WRITE,
          sha,
          format,
          version(format, tables, tablesOf.get(format)),
          status,
          kind,
          offset,
          message,
          tables,
          people);
    } catch (ReplayFormatException ex) {
      if (watching && ex.kind() == ReplayFormatException.Kind.TRUNCATED && stillChanging(e)) {
        return plan(e, Plan.DEFER, sha);
      }
      return failed(
          e, sha, format, ex.getMessage(), ex.kind().name(), ex.offset() >= 0 ? ex.offset() : null);
    } catch (IOException ex) {
      return failed(e, sha, format, cannotRead(ex), "IO", null);
    } catch (RuntimeException | StackOverflowError ex) {
      return failed(e, sha, format, "internal error: " + ex, "INTERNAL", null);
    } catch (OutOfMemoryError ex) {
      // the decode's memory is unreachable once this frame is left: the file fails alone
      return failed(e, sha, format, "out of memory while decoding this file", "INTERNAL", null);
    } finally {
      if (grant != null) grant.close();
    }
  }

  /**
   * One sentence for a file that could not be read, with the reason in words (the exception's
   * message is often only the path): it is read again by the next run.
   */
  static String cannotRead(IOException ex) {
    String why;
    if (ex instanceof java.nio.file.NoSuchFileException) {
      why = "it vanished while the index run read it (deleted or moved)";
    } else if (ex instanceof java.nio.file.AccessDeniedException) {
      why = "permission denied";
    } else if (ex instanceof java.nio.file.FileSystemException fse && fse.getReason() != null) {
      why = fse.getReason();
    } else if (ex.getMessage() != null) {
      why = ex.getMessage();
    } else {
      why = "read error";
    }
    return "cannot read the file: " + why + "; the next index run tries again";
  }

  /** The shared stats of a format that computes them in a decode of their own; empty on failure. */
  private static Optional<GameStats> gameStats(
      ReplayFormat f, ReplaySource src, DecodeLimits limits) throws IOException {
    try {
      return f.gameStats(src, limits);
    } catch (ReplayFormatException ex) {
      return Optional.empty(); // the tables decide the file's status; participants from them
    }
  }

  /**
   * The file's format version from its top table: the column {@code version} (teehistorian, Echo
   * VR), {@code slippi_version} (Slippi) or {@code era} (StarCraft), else null.
   */
  static String version(
      String format, Map<String, Participants.Rows> tables, List<SqlTable> order) {
    for (String c : List.of("version", format + "_version", "era")) {
      String v = topText(tables, order, c);
      if (v != null) return v;
    }
    return null;
  }

  /** The value of column {@code column} in the first row of the format's top table, or null. */
  static String topText(
      Map<String, Participants.Rows> tables, List<SqlTable> order, String column) {
    if (order == null || order.isEmpty()) return null;
    Participants.Rows t = tables.get(order.get(0).schema.name());
    if (t == null || t.rows().isEmpty() || t.schema().indexOf(column) < 0) return null;
    Object v = t.get(0, column);
    return v == null ? null : v.toString();
  }

  /** The kind of a {@code damage} column's text ({@code TRUNCATED at 1234: …}), or INVALID. */
  static String damageKind(String damage) {
    for (ReplayFormatException.Kind k : ReplayFormatException.Kind.values()) {
      if (damage.startsWith(k.name())) return k.name();
    }
    return ReplayFormatException.Kind.INVALID.name();
  }

  /** True when the top table has a {@code complete} column that is false. */
  private static boolean incomplete(Map<String, Participants.Rows> tables, List<SqlTable> order) {
    if (order == null || order.isEmpty()) return false;
    Participants.Rows top = tables.get(order.get(0).schema.name());
    if (top == null || top.rows().isEmpty()) return false;
    TableSchema s = top.schema();
    return s.indexOf("complete") >= 0 && Boolean.FALSE.equals(top.get(0, "complete"));
  }

  /**
   * True for a Slippi game without its Game End event (games.end_method null): a file the console
   * or Dolphin is still writing, which the decoder reads to its current end.
   */
  private static boolean noGameEnd(String format, Map<String, Participants.Rows> tables) {
    if (!"slippi".equals(format)) return false;
    Participants.Rows games = tables.get("games");
    return games != null
        && !games.rows().isEmpty()
        && games.schema().indexOf("end_method") >= 0
        && games.get(0, "end_method") == null;
  }

  /** How recently a file must have changed to count as still being written, in milliseconds. */
  static final long WRITING_WINDOW_MILLIS = 3_000;

  /** True when the file changed since it was listed or within the writing window. */
  static boolean stillChanging(Scan.Entry e) {
    Scan.Entry now = Scan.entry(e.path(), e.named());
    if (now == null) return false;
    return now.size() != e.size()
        || now.mtime() != e.mtime()
        || System.currentTimeMillis() - now.mtime() < WRITING_WINDOW_MILLIS;
  }

  private static Read plan(Scan.Entry e, Plan p, String sha) {
    return new Read(e, p, sha, null, null, null, null, null, null, Map.of(), List.of());
  }

  private static Read failed(
      Scan.Entry e, String sha, String format, String message, String kind, Long offset) {
    return new Read(
        e,
        Plan.WRITE,
        sha,
        format,
        null,
        FileStatus.FAILED,
        kind,
        offset,
        message,
        Map.of(),
        List.of());
  }

  static String sha256(byte[] bytes) {
    return HexFormat.of().formatHex(digest().digest(bytes));
  }

  static String sha256(java.nio.file.Path p) throws IOException {
    MessageDigest md = digest();
    try (InputStream in = new DigestInputStream(Files.newInputStream(p), md)) {
      in.transferTo(java.io.OutputStream.nullOutputStream());
    }
    return HexFormat.of().formatHex(md.digest());
  }

  private static MessageDigest digest() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException ex) {
      throw new IllegalStateException("every JDK has SHA-256", ex);
    }
  }
}
