package org.replays4j.parquet;

import java.util.Map;
import org.replays4j.core.table.Column;
import org.replays4j.core.table.TableMetadata;
import org.replays4j.core.table.TableSchema;

/**
 * The mapping between replays4j {@link TableSchema}s and Parquet schemas. Column types map to the
 * Parquet physical type that holds them plus a logical annotation where Parquet has one:
 *
 * <pre>
 * bool    BOOLEAN              int64   INT64
 * int8    INT32 (INT(8,true))  float32 FLOAT
 * int16   INT32 (INT(16,true)) float64 DOUBLE
 * int32   INT32 (INT(32,true)) string  BYTE_ARRAY (STRING)
 *                              binary  BYTE_ARRAY
 * </pre>
 *
 * A nullable column is {@code optional}, the others {@code required}; the message is named after
 * the table. The table's format, name and doc ({@link TableMetadata}) and each column's doc ({@code
 * replays4j.doc.<column>}) go into the file's key-value metadata, so a written file reads back to
 * the same {@link TableSchema}.
 */
public final class ParquetTables {
  private ParquetTables() {}

  /** Prefix of the key-value metadata key of a column's doc (followed by the column name). */
  public static final String COLUMN_DOC_PREFIX = "replays4j.doc.";

  /** The key-value metadata written with {@code schema}. */
  public static Map<String, String> metadata(TableSchema schema) {
    Map<String, String> meta = TableMetadata.of(schema);
    for (Column c : schema.columns()) meta.put(COLUMN_DOC_PREFIX + c.name(), c.doc());
    return meta;
  }
}
