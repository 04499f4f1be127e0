package org.replays4j.catalog;

import java.util.List;
import java.util.Map;
import org.replays4j.core.FileOutcome;
import org.replays4j.core.error.ReplayFormatException;

/**
 * What {@link FileReader} made of one file, for the writer.
 *
 * @param outcome what became of the file, by the status rule of every command; null unless the plan
 *     is {@link Plan#WRITE}
 * @param failureKind the {@code files.error_kind} of a failed file ({@code IO}, {@code INTERNAL} or
 *     the decoder's {@link ReplayFormatException.Kind}), else null
 * @param inProgress watch mode: the file is still being written and did not read whole
 * @param tableProblem why the summary tables stopped early when the summary did not, else null
 */
record FileRead(
    Scan.Entry entry,
    Plan plan,
    String sha256,
    FileOutcome outcome,
    String failureKind,
    boolean inProgress,
    Map<String, Participants.Rows> tables,
    List<Object[]> participants,
    String tableProblem) {

  /** A file whose stored row stands: not opened. */
  static FileRead unchanged(Scan.Entry e) {
    return new FileRead(e, Plan.UNCHANGED, null, null, null, false, Map.of(), List.of(), null);
  }

  String format() {
    return outcome == null ? null : outcome.format();
  }

  String version() {
    return outcome == null || outcome.summary() == null ? null : outcome.summary().version();
  }

  /** The {@code files.status} of the file: the outcome's, or in progress while being written. */
  FileStatus status() {
    if (inProgress) return FileStatus.IN_PROGRESS;
    return switch (outcome.status()) {
      case OK -> FileStatus.OK;
      case PARTIAL -> FileStatus.PARTIAL;
      case FAILED -> FileStatus.FAILED;
      case SKIPPED -> FileStatus.SKIPPED;
    };
  }

  /** The kind of the damage or failure ({@code files.error_kind}), else null. */
  String errorKind() {
    if (outcome.damage() != null) return outcome.damage().kind().name();
    return failureKind;
  }

  /** Offset of the damage or failure in the decoded stream ({@code files.error_offset}). */
  Long errorOffset() {
    if (outcome.damage() != null) {
      long o = outcome.damage().offset();
      return o >= 0 ? o : null;
    }
    return outcome.errorOffset();
  }

  /**
   * The damage, the failure, or the warnings of a file read whole (a recording stopped early), with
   * a summary table's own stop after them; null when there is nothing to say.
   */
  String message() {
    String m;
    if (outcome.damage() != null) m = outcome.damage().toString();
    else if (outcome.errorMessage() != null) m = outcome.errorMessage();
    else m = outcome.warnings().isEmpty() ? null : String.join("; ", outcome.warnings());
    if (tableProblem == null) return m;
    return (m == null ? "" : m + "; ") + "tables: " + tableProblem;
  }

  /** What the writer must do with a file. */
  enum Plan {
    /** Size, time and versions as stored: not opened. */
    UNCHANGED,
    /** Content as stored: update size and time only. */
    TOUCH,
    /** Content known under another path: copy or re-key its rows. */
    SAME_AS_OTHER,
    /** Decoded: write what {@link FileRead} holds. */
    WRITE,
    /** Still being written: leave it for later. */
    DEFER
  }
}
