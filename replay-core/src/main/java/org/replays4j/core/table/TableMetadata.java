package org.replays4j.core.table;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The key-value metadata a table file carries so that it reads back to the same {@link
 * TableSchema}: the table's format, name and doc under {@link #FORMAT_KEY}, {@link #TABLE_KEY} and
 * {@link #DOC_KEY} (Arrow schema metadata, Parquet key-value metadata). Each file format adds its
 * own way of keeping the column docs.
 */
public final class TableMetadata {
  private TableMetadata() {}

  /** Metadata key of the format id. */
  public static final String FORMAT_KEY = "replays4j.format";

  /** Metadata key of the table name. */
  public static final String TABLE_KEY = "replays4j.table";

  /** Metadata key of the table doc. */
  public static final String DOC_KEY = "replays4j.doc";

  /** The format, name and doc of {@code schema} as a new mutable map (for the column docs). */
  public static Map<String, String> of(TableSchema schema) {
    Map<String, String> meta = new HashMap<>();
    meta.put(FORMAT_KEY, schema.format());
    meta.put(TABLE_KEY, schema.name());
    meta.put(DOC_KEY, schema.doc());
    return meta;
  }

  /**
   * The schema of a file from its metadata and columns; a missing format is {@code unknown}, a
   * missing name {@code name}, a missing doc empty.
   */
  public static TableSchema schema(Map<String, String> meta, String name, List<Column> columns) {
    return new TableSchema(
        meta.getOrDefault(FORMAT_KEY, "unknown"),
        meta.getOrDefault(TABLE_KEY, name),
        meta.getOrDefault(DOC_KEY, ""),
        columns);
  }
}
