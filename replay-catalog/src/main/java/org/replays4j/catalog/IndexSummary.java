package org.replays4j.catalog;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The totals of one index run.
 *
 * @param files files found under the paths
 * @param changes how many files each {@link IndexedFile.Change} concerned
 * @param statuses how many of the files found (and missing) ended in each status
 * @param seconds wall time of the run
 * @param notRead what the walk found but could not read or does not catalogue (unreadable folders,
 *     symlink loops, dangling links, FIFOs, named paths that do not exist), in walk order
 * @param keptUnread catalogued files under a path that could not be read in this run: neither
 *     marked missing nor pruned (their folder may only be unreadable or unmounted for now)
 * @param stopped true when the run was stopped ({@link Catalog#stop()}) before it went through
 *     every file: what it did is committed, missing files were not looked for
 */
public record IndexSummary(
    int files,
    Map<IndexedFile.Change, Integer> changes,
    Map<FileStatus, Integer> statuses,
    double seconds,
    List<NotRead> notRead,
    int keptUnread,
    boolean stopped) {
  /** Copies the maps and the list. */
  public IndexSummary {
    changes = Collections.unmodifiableMap(new EnumMap<>(changes));
    statuses = Collections.unmodifiableMap(new EnumMap<>(statuses));
    notRead = List.copyOf(notRead);
  }

  /** A summary of a complete run where the walk read every path. */
  public IndexSummary(
      int files,
      Map<IndexedFile.Change, Integer> changes,
      Map<FileStatus, Integer> statuses,
      double seconds) {
    this(files, changes, statuses, seconds, List.of(), 0, false);
  }

  /**
   * An entry the walk found but did not catalogue.
   *
   * @param path absolute path
   * @param reason short lower-case label ({@code "unreadable"}, {@code "symlink loop"})
   * @param message one line saying what the entry is and why it was not read
   * @param failed true when it counts as a failure (a path named on the command line that cannot be
   *     read), false when it is only passed over
   */
  public record NotRead(String path, String reason, String message, boolean failed) {}

  /** Number of files with change {@code c}. */
  public int count(IndexedFile.Change c) {
    return changes.getOrDefault(c, 0);
  }

  /** Number of files with status {@code s}. */
  public int count(FileStatus s) {
    return statuses.getOrDefault(s, 0);
  }
}
