package org.replays4j.catalog;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
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
import org.replays4j.core.DecodeRequest;
import org.replays4j.core.FileOutcome;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.Replays;
import org.replays4j.core.collect.ReplayCollection;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.MemoryBudget;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.table.TableRead;

/**
 * Reads one file for the catalog on a decoding thread: hashes its stored bytes, detects the format,
 * and decodes its outcome ({@link FileOutcome}: the summary, by which every command decides the
 * status, and the shared stats view) and its summary-level tables into memory (a few rows per
 * game). Detail tables are streamed later by the writing thread. Never throws for bad input.
 */
final class FileReader {
  private FileReader() {}

  /** For its replay-extension rule (the walker's: an unrecognised file with one fails). */
  private static final ReplayCollection RULES = ReplayCollection.of(List.of());

  static boolean hasReplayExtension(String name) {
    return RULES.hasReplayExtension(name);
  }

  private static final Set<ReplayAnalysis.Product> SUMMARY_AND_GAME_STATS =
      Set.of(ReplayAnalysis.Product.SUMMARY, ReplayAnalysis.Product.GAME_STATS);

  /**
   * Reads {@code e}.
   *
   * @param knownSha the stored hash of this path when its versions are current, else null
   * @param knownHashes hashes of catalogued files whose rows can be copied
   * @param tablesOf the summary-level tables of each format in this catalog
   * @param watching true in watch mode: a truncated file that is still changing is deferred (or,
   *     with a summary, in progress) rather than failed or partial
   */
  static FileRead read(
      Scan.Entry e,
      String knownSha,
      Set<String> knownHashes,
      Map<String, List<SqlTable>> tablesOf,
      DecodeLimits limits,
      boolean watching) {
    byte[] raw;
    String sha;
    String key = e.key();
    try {
      if (e.size() <= Math.min(limits.maxDecompressedBytes(), Integer.MAX_VALUE - 16)) {
        raw = Files.readAllBytes(e.path());
        sha = sha256(raw);
      } else {
        raw = null;
        sha = sha256(e.path());
      }
    } catch (IOException ex) {
      return written(e, null, FileOutcome.failure(key, null, e.size(), cannotRead(ex)), "IO");
    }
    if (sha.equals(knownSha)) return plan(e, FileRead.Plan.TOUCH, sha);
    if (knownHashes.contains(sha)) return plan(e, FileRead.Plan.SAME_AS_OTHER, sha);
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
          return written(e, sha, FileOutcome.skipped(key, e.size(), "not a replay"), null);
        }
        return written(
            e,
            sha,
            FileOutcome.failure(key, null, e.size(), "not recognised by any installed format"),
            null);
      }
      ReplayFormat f = opened.get().format();
      format = f.id();
      if (!f.decoderAvailable()) {
        String why = "decoder not available for " + format;
        return written(e, sha, FileOutcome.failure(key, format, e.size(), why), null);
      }
      // Decompressed once, read from memory by the outcome and the tables.
      ReplaySource src = ReplaySource.of(key, stored.readAllBytes(limits));
      Map<String, Participants.Rows> tables = new LinkedHashMap<>();
      List<TableRead> reads = reads(tablesOf.get(format), tables);
      FileOutcome outcome;
      String tableProblem = null;
      try {
        // one pass: the summary (by which the status is decided), the shared stats view and
        // every summary table
        ReplayAnalysis a =
            f.read(src, limits, DecodeRequest.of(SUMMARY_AND_GAME_STATS).withTables(key, reads));
        outcome = outcome(key, e.size(), format, a.summary(), a.gameStats());
      } catch (ReplayFormatException ex) {
        // told apart one by one, as inspect does: a failed summary fails the file; stats or
        // tables that fail where the summary did not only lose participants or rows
        for (Participants.Rows r : tables.values()) r.rows().clear();
        outcome =
            outcome(key, e.size(), format, f.summarize(src, limits), separateStats(f, src, limits));
        tableProblem = readTables(f, src, key, limits, reads);
      }
      boolean changing =
          watching
              && (outcome.status() == FileOutcome.Status.PARTIAL || !outcome.warnings().isEmpty())
              && stillChanging(e);
      GameStats stats = outcome.gameStats();
      return new FileRead(
          e,
          FileRead.Plan.WRITE,
          sha,
          outcome,
          null,
          changing,
          tables,
          Participants.rows(key, format, Optional.ofNullable(stats)),
          tableProblem);
    } catch (ReplayFormatException ex) {
      if (watching && ex.kind() == ReplayFormatException.Kind.TRUNCATED && stillChanging(e)) {
        return plan(e, FileRead.Plan.DEFER, sha);
      }
      return written(e, sha, FileOutcome.failure(key, format, e.size(), ex), ex.kind().name());
    } catch (IOException ex) {
      return written(e, sha, FileOutcome.failure(key, format, e.size(), cannotRead(ex)), "IO");
    } catch (RuntimeException | StackOverflowError ex) {
      String why = "internal error: " + ex;
      return written(e, sha, FileOutcome.failure(key, format, e.size(), why), "INTERNAL");
    } catch (OutOfMemoryError ex) {
      // the decode's memory is unreachable once this frame is left: the file fails alone
      String why = "out of memory while decoding this file";
      return written(e, sha, FileOutcome.failure(key, format, e.size(), why), "INTERNAL");
    } finally {
      if (grant != null) grant.close();
    }
  }

  /** The outcome of a file read into {@code summary} (failed when the decoder gave none). */
  private static FileOutcome outcome(
      String key, long size, String format, ReplaySummary summary, GameStats stats) {
    if (summary == null) {
      return FileOutcome.failure(key, format, size, "decoder bug: " + format + " gave no summary");
    }
    return FileOutcome.read(key, size, summary).withGameStats(stats, null);
  }

  /** One read per summary table, each collecting its rows into {@code into}. */
  private static List<TableRead> reads(List<SqlTable> tables, Map<String, Participants.Rows> into) {
    List<TableRead> reads = new ArrayList<>();
    if (tables == null) return reads;
    for (SqlTable t : tables) {
      List<Object[]> rows = new ArrayList<>();
      into.put(t.schema.name(), new Participants.Rows(t.schema, rows));
      reads.add(
          TableRead.of(
              t.schema.name(),
              batch -> {
                int cols = batch.schema().size();
                for (int r = 0; r < batch.rowCount(); r++) {
                  Object[] row = new Object[cols];
                  for (int c = 0; c < cols; c++) row[c] = batch.get(c, r);
                  rows.add(row);
                }
                return true;
              }));
    }
    return reads;
  }

  /** The tables read on their own: why they stopped early, or null (rows before stay). */
  private static String readTables(
      ReplayFormat f, ReplaySource src, String key, DecodeLimits limits, List<TableRead> reads)
      throws IOException {
    if (reads.isEmpty()) return null;
    try {
      f.readTables(src, key, limits, reads);
      return null;
    } catch (ReplayFormatException ex) {
      return ex.getMessage();
    }
  }

  /** The shared stats view read on its own, or null when it cannot be computed. */
  private static GameStats separateStats(ReplayFormat f, ReplaySource src, DecodeLimits limits)
      throws IOException {
    try {
      return f.gameStats(src, limits).orElse(null);
    } catch (ReplayFormatException ex) {
      return null;
    }
  }

  /**
   * One sentence for a file that could not be read, with the reason in words (the exception's
   * message is often only the path): it is read again by the next run.
   */
  static String cannotRead(IOException ex) {
    String why;
    if (ex instanceof NoSuchFileException) {
      why = "it vanished while the index run read it (deleted or moved)";
    } else if (ex instanceof AccessDeniedException) {
      why = "permission denied";
    } else if (ex instanceof FileSystemException fse && fse.getReason() != null) {
      why = fse.getReason();
    } else if (ex.getMessage() != null) {
      why = ex.getMessage();
    } else {
      why = "read error";
    }
    return "cannot read the file: " + why + "; the next index run tries again";
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

  private static FileRead plan(Scan.Entry e, FileRead.Plan p, String sha) {
    return new FileRead(e, p, sha, null, null, false, Map.of(), List.of(), null);
  }

  private static FileRead written(Scan.Entry e, String sha, FileOutcome o, String failureKind) {
    return new FileRead(
        e, FileRead.Plan.WRITE, sha, o, failureKind, false, Map.of(), List.of(), null);
  }

  static String sha256(byte[] bytes) {
    return HexFormat.of().formatHex(digest().digest(bytes));
  }

  static String sha256(Path p) throws IOException {
    MessageDigest md = digest();
    try (InputStream in = new DigestInputStream(Files.newInputStream(p), md)) {
      in.transferTo(OutputStream.nullOutputStream());
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
