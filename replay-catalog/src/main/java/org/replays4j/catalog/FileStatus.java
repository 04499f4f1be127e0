package org.replays4j.catalog;

import java.util.Locale;

/** What the catalog knows of one file, as the {@code files.status} column spells it. */
public enum FileStatus {
  /** Read completely; its rows are in the format's tables. */
  OK,
  /**
   * Damaged after its header: the rows describe the part before the damage ({@code files.error_*}
   * say where). Re-read when the file changes (a file still being written that grows).
   */
  PARTIAL,
  /**
   * Still being written (watch mode): read up to its current end, read again when it grows, and
   * {@link #OK} once complete.
   */
  IN_PROGRESS,
  /** Could not be read: the error is in {@code files.error_kind/error_offset/message}. */
  FAILED,
  /** Not a replay (no installed format recognises it and its name has no replay extension). */
  SKIPPED,
  /** No longer on disk; its rows stay until an index run with prune. */
  MISSING;

  /** The lower-case text stored in {@code files.status}. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The status whose {@link #label()} is {@code label}. */
  public static FileStatus ofLabel(String label) {
    return valueOf(label.toUpperCase(Locale.ROOT));
  }
}
