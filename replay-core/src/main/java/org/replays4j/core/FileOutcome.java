package org.replays4j.core;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.stats.GameStats;

/**
 * What became of one file: the one record every door of the command line (inspect's text, JSON and
 * overview, stats, the table export and its failures table, the tally and the exit code) reads a
 * file's status, damage, format and summary from.
 *
 * <p>The status rule ({@link #status()}), the same for every command:
 *
 * <ul>
 *   <li>{@link Status#SKIPPED}: passed over as not a replay (or without what a command asks for);
 *   <li>{@link Status#FAILED}: the file could not be read ({@link #errorMessage()} says why);
 *   <li>{@link Status#PARTIAL}: read up to damage ({@link #damage()} not null: the bytes were cut
 *       or broken, and the summary or the rows describe the part before the damage);
 *   <li>{@link Status#OK}: read whole. A file whose bytes are whole but whose recording stopped
 *       early (a Slippi game without its Game End event or without its metadata element, a
 *       teehistorian file without its end marker) is OK with a warning ({@link #warnings()}):
 *       nothing in it is damaged, the game simply was not recorded to its end.
 * </ul>
 *
 * A file that failed or was only partly read makes a command exit with 1.
 *
 * @param file the path as shown to the user (never null)
 * @param format format id, or null when no format recognised the content
 * @param sizeBytes stored size in bytes, or -1 when unknown
 * @param summary the summary when read (whole or partly), else null (also for a file read by a door
 *     that asks for no summary, such as the table export: {@link #read(String, String, long,
 *     Damage)})
 * @param errorMessage why the file failed or was skipped, else null
 * @param errorOffset byte offset of the failure in the decoded stream, or null
 * @param errorRawOffset byte offset of the failure in the stored file, when it differs, or null
 * @param errorPath structural path of the failure, or null
 * @param skipped true when the file was passed over ({@code errorMessage} says why)
 * @param gameStats the shared stats view ({@link ReplayFormat#gameStats}) when it was asked for and
 *     the format computes one, else null
 * @param statsProblem why the shared stats view could not be computed, or null
 * @param damage where the file was damaged when it was read only up to there, else null; the
 *     summary's damage when there is a summary
 */
public record FileOutcome(
    String file,
    String format,
    long sizeBytes,
    ReplaySummary summary,
    String errorMessage,
    Long errorOffset,
    Long errorRawOffset,
    String errorPath,
    boolean skipped,
    GameStats gameStats,
    String statsProblem,
    Damage damage) {

  /** What became of a file; see {@link FileOutcome} for the rule. */
  public enum Status {
    /** Read whole. */
    OK,
    /** Read up to damage (a salvaged result): counts as a failure for the exit code. */
    PARTIAL,
    /** Not read: a failure. */
    FAILED,
    /** Passed over (not a replay, a FIFO, …) or without what the command asks for. */
    SKIPPED;

    /**
     * The status in lower case ({@code ok}, {@code partial}, {@code failed}, {@code skipped}), as
     * the JSON outputs' {@code status} field and export's failures table spell it.
     */
    public String label() {
      return name().toLowerCase(Locale.ROOT);
    }

    /** Whether this status makes a command exit with 1: {@link #FAILED} and {@link #PARTIAL}. */
    public boolean fails() {
      return this == FAILED || this == PARTIAL;
    }

    /** The status of a file read into {@code summary}: {@link #PARTIAL} when it has damage. */
    public static Status of(ReplaySummary summary) {
      return summary.partial() ? PARTIAL : OK;
    }
  }

  /** Checks that the file is named; the damage of a summary is the outcome's damage. */
  public FileOutcome {
    Objects.requireNonNull(file, "file");
    if (summary != null && summary.damage() != null) damage = summary.damage();
  }

  /** The status of the file, by the rule of {@link FileOutcome}. */
  public Status status() {
    if (skipped) return Status.SKIPPED;
    if (!ok()) return Status.FAILED;
    return damage != null ? Status.PARTIAL : Status.OK;
  }

  /** True when the file was read (whole or up to damage): neither failed nor skipped. */
  public boolean ok() {
    return !skipped && errorMessage == null;
  }

  /** The problems tolerated while reading (empty when none or when the file was not read). */
  public List<String> warnings() {
    return summary == null ? List.of() : summary.warnings();
  }

  /**
   * Reads the file at {@code path} as {@code replays4j inspect} does: detects its format by its
   * content and summarises it, a damaged file up to its damage ({@link Status#PARTIAL}). Bad
   * content never throws: a file no installed format recognises, or one its decoder rejects, is a
   * {@link Status#FAILED} outcome with the reason.
   *
   * @param limits the bounds of the decode ({@link DecodeLimits#DEFAULT} for the defaults)
   * @throws IOException when the file cannot be read
   */
  public static FileOutcome of(Path path, DecodeLimits limits) throws IOException {
    String file = path.toString();
    long size = Files.size(path);
    Optional<Replays.Opened> opened;
    try {
      opened = Replays.detect(path);
    } catch (ReplayFormatException e) {
      // a container (gzip, xz, zstd) whose header or first block is broken: no format saw the
      // content, as inspect reports it
      return failure(file, null, size, e);
    }
    if (opened.isEmpty()) {
      return failure(file, null, size, "not recognised by any installed format");
    }
    ReplayFormat f = opened.get().format();
    try {
      return read(file, size, f.summarize(opened.get().source(), limits));
    } catch (ReplayFormatException e) {
      return failure(file, f.id(), size, e);
    }
  }

  /** A file read into {@code s} (whole or up to its damage). */
  public static FileOutcome read(String file, long size, ReplaySummary s) {
    return new FileOutcome(
        file, s.format(), size, s, null, null, null, null, false, null, null, null);
  }

  /**
   * A file read without a summary (its tables, by the table export): whole when {@code damage} is
   * null, else up to {@code damage} ({@link Status#PARTIAL}).
   *
   * @param format the format id (never null: the file was read)
   */
  public static FileOutcome read(String file, String format, long size, Damage damage) {
    Objects.requireNonNull(format, "format");
    return new FileOutcome(
        file, format, size, null, null, null, null, null, false, null, null, damage);
  }

  /** A file passed over, and why. */
  public static FileOutcome skipped(String file, long size, String reason) {
    return new FileOutcome(
        file,
        null,
        size,
        null,
        reason == null ? "skipped" : reason,
        null,
        null,
        null,
        true,
        null,
        null,
        null);
  }

  /** A file that failed, and why ({@code failed} when {@code message} is null). */
  public static FileOutcome failure(String file, String format, long size, String message) {
    return new FileOutcome(
        file,
        format,
        size,
        null,
        message == null ? "failed" : message,
        null,
        null,
        null,
        false,
        null,
        null,
        null);
  }

  /** A file the decoder rejected: the error's message, offsets and path. */
  public static FileOutcome failure(
      String file, String format, long size, ReplayFormatException e) {
    Long offset = e.offset() >= 0 ? e.offset() : null;
    return new FileOutcome(
        file,
        format,
        size,
        null,
        e.getMessage(),
        offset,
        e.rawOffset().orElse(null),
        e.path().orElse(null),
        false,
        null,
        null,
        null);
  }

  /** This outcome with the shared stats view (or why it is missing). */
  public FileOutcome withGameStats(GameStats stats, String problem) {
    return new FileOutcome(
        file,
        format,
        sizeBytes,
        summary,
        errorMessage,
        errorOffset,
        errorRawOffset,
        errorPath,
        skipped,
        stats,
        problem,
        damage);
  }
}
