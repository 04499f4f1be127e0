package org.replays4j.core.table;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What a caller wants from one table read. Immutable.
 *
 * <p><b>Column pruning:</b> {@code columns} lists the wanted column names; empty means all. Batches
 * then hold only those columns (plus {@code file}), in schema order ({@link TableSchema#project}),
 * and a decoder may skip the work of computing the others ({@link TableBatchBuilder#wants}).
 *
 * @param columns wanted columns, empty for all
 * @param formatOptions format-specific options (e.g. Slippi {@code rollback=last}); a format
 *     ignores keys it does not know and documents the ones it reads
 * @param batchRows rows per batch, at least 1 (default {@link #DEFAULT_BATCH_ROWS}): bounds the
 *     memory of a read independently of the file size
 */
public record TableOptions(Set<String> columns, Map<String, String> formatOptions, int batchRows) {
  /** Default rows per batch. */
  public static final int DEFAULT_BATCH_ROWS = 16_384;

  /** All columns, no format options, default batch size. */
  public static final TableOptions ALL = new TableOptions(Set.of(), Map.of(), DEFAULT_BATCH_ROWS);

  /** Validates and copies. */
  public TableOptions {
    columns = Set.copyOf(columns);
    formatOptions = Map.copyOf(formatOptions);
    if (batchRows < 1) throw new IllegalArgumentException("batchRows must be >= 1: " + batchRows);
  }

  /** A copy wanting only {@code names} (empty = all). */
  public TableOptions withColumns(Set<String> names) {
    return new TableOptions(names, formatOptions, batchRows);
  }

  /** A copy with format option {@code key} set. */
  public TableOptions withOption(String key, String value) {
    HashMap<String, String> m = new HashMap<>(formatOptions);
    m.put(key, value);
    return new TableOptions(columns, m, batchRows);
  }

  /** A copy with {@code n} rows per batch. */
  public TableOptions withBatchRows(int n) {
    return new TableOptions(columns, formatOptions, n);
  }

  /** The format option {@code key}. */
  public Optional<String> option(String key) {
    return Optional.ofNullable(formatOptions.get(key));
  }
}
