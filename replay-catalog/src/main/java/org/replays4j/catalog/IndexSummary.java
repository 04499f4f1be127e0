package org.replays4j.catalog;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;

/**
 * The totals of one index run.
 *
 * @param files files found under the paths
 * @param changes how many files each {@link IndexedFile.Change} concerned
 * @param statuses how many of the files found (and missing) ended in each status
 * @param seconds wall time of the run
 */
public record IndexSummary(
    int files,
    Map<IndexedFile.Change, Integer> changes,
    Map<FileStatus, Integer> statuses,
    double seconds) {
  /** Copies the maps. */
  public IndexSummary {
    changes = Collections.unmodifiableMap(new EnumMap<>(changes));
    statuses = Collections.unmodifiableMap(new EnumMap<>(statuses));
  }

  /** Number of files with change {@code c}. */
  public int count(IndexedFile.Change c) {
    return changes.getOrDefault(c, 0);
  }

  /** Number of files with status {@code s}. */
  public int count(FileStatus s) {
    return statuses.getOrDefault(s, 0);
  }
}
