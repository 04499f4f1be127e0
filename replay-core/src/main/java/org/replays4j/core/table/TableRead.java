package org.replays4j.core.table;

import java.util.Objects;

/**
 * One table of a multi-table read ({@code ReplayFormat.readTables}): which table, with which
 * options, and where its batches go. Each table of the read gets its own {@link TableBatchBuilder},
 * so a sink that returns false stops only its own table.
 *
 * @param table the table's name, as {@code ReplayFormat.tables()} lists it
 * @param options the columns, format options and batch size of this table's read
 * @param sink receives this table's batches (and its damage, {@link TableSink#damage})
 */
public record TableRead(String table, TableOptions options, TableSink sink) {
  /** Checks that no component is null. */
  public TableRead {
    Objects.requireNonNull(table, "table");
    Objects.requireNonNull(options, "options");
    Objects.requireNonNull(sink, "sink");
  }

  /** All columns of {@code table}, default options. */
  public static TableRead of(String table, TableSink sink) {
    return new TableRead(table, TableOptions.ALL, sink);
  }
}
