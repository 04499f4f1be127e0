package org.replays4j.cli;

import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.stats.GameStats;

/**
 * What {@code inspect} found for one file.
 *
 * @param file the path as shown to the user
 * @param format format id, or null when no format recognised the content
 * @param sizeBytes stored size, or -1 when unknown
 * @param summary the summary when {@code ok}
 * @param errorMessage the failure, when not {@code ok}
 * @param errorOffset byte offset of the failure in the decoded stream, or null
 * @param errorRawOffset byte offset of the failure in the stored file, when it differs, or null
 * @param errorPath structural path of the failure, or null
 * @param skipped true when the file was passed over as not a replay ({@code errorMessage} says why)
 * @param gameStats the shared stats view ({@link ReplayFormat#gameStats}) when it was asked for and
 *     the format computes one, else null
 * @param statsProblem why the shared stats view could not be computed, or null
 */
record FileResult(
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
    String statsProblem) {

  boolean ok() {
    return summary != null && errorMessage == null;
  }

  static FileResult success(String file, long size, ReplaySummary s) {
    return new FileResult(file, s.format(), size, s, null, null, null, null, false, null, null);
  }

  static FileResult skipped(String file, long size, String reason) {
    return new FileResult(file, null, size, null, reason, null, null, null, true, null, null);
  }

  static FileResult failure(String file, String format, long size, String message) {
    return new FileResult(file, format, size, null, message, null, null, null, false, null, null);
  }

  /** A file the decoder rejected: the error's message, offsets and path. */
  static FileResult failure(String file, String format, long size, ReplayFormatException e) {
    Long offset = e.offset() >= 0 ? e.offset() : null;
    return new FileResult(
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
        null);
  }

  /** This result with the shared stats view (or why it is missing). */
  FileResult withGameStats(GameStats stats, String problem) {
    return new FileResult(
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
        problem);
  }
}
