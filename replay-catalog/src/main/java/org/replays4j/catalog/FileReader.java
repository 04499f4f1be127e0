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
import org.replays4j.core.FileOutcome;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.ReplayFormat;
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
      // Where the format's tables come from one pass, the shared stats view comes with them and
      // the outcome's decode reads the summary alone; otherwise the summary's decode gives it.
      boolean together = f.formatTables().readsTogether();
      FileOutcome outcome = outcome(f, src, key, e.size(), limits, !together);
      boolean changing =
          watching
              && (outcome.status() == FileOutcome.Status.PARTIAL || !outcome.warnings().isEmpty())
              && stillChanging(e);
      Map<String, Participants.Rows> tables = new LinkedHashMap<>();
      GameStats[] withTables = new GameStats[1];
      String tableProblem =
          readTables(
              f, src, key, limits, tablesOf.get(format), tables, together ? withTables : null);
      GameStats stats = together ? withTables[0] : outcome.gameStats();
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

  /**
   * The file's outcome as {@code replays4j inspect} decides it: the summary (and, with {@code
   * gameStats}, the shared stats view) from one decode ({@link ReplayFormat#analyze}); when that
   * fails, the summary alone decides (its failure fails the file, as in every command) and the
   * stats are read on their own, a failure there leaving the file without participants.
   *
   * @throws ReplayFormatException when the summary cannot be read: the file failed
   */
  private static FileOutcome outcome(
      ReplayFormat f,
      ReplaySource src,
      String key,
      long size,
      DecodeLimits limits,
      boolean gameStats)
      throws IOException {
    if (!gameStats) return FileOutcome.read(key, size, f.summarize(src, limits));
    try {
      ReplayAnalysis a = f.analyze(src, limits, Set.of(), SUMMARY_AND_GAME_STATS);
      if (a.summary() != null) {
        return FileOutcome.read(key, size, a.summary()).withGameStats(a.gameStats(), null);
      }
    } catch (ReplayFormatException ex) {
      // told apart below: a failed summary fails the file, failed stats only lose participants
    }
    FileOutcome read = FileOutcome.read(key, size, f.summarize(src, limits));
    return read.withGameStats(separateStats(f, src, limits), null);
  }

  /**
   * Decodes the summary-level tables of the file into {@code into} (one decode where the format
   * reads its tables together), and with {@code stats} not null the shared stats view into {@code
   * stats[0]} from the same decode. Returns why they stopped early, or null: rows read before a
   * table's failure are kept (the stats are then read on their own), the file's status is its
   * outcome's.
   */
  private static String readTables(
      ReplayFormat f,
      ReplaySource src,
      String key,
      DecodeLimits limits,
      List<SqlTable> tables,
      Map<String, Participants.Rows> into,
      GameStats[] stats)
      throws IOException {
    if (tables == null) tables = List.of();
    List<TableRead> reads = new ArrayList<>();
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
    try {
      if (stats == null) f.readTables(src, key, limits, reads);
      else stats[0] = f.readTablesAndStats(src, key, limits, reads).orElse(null);
      return null;
    } catch (ReplayFormatException ex) {
      if (stats != null) stats[0] = separateStats(f, src, limits);
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
