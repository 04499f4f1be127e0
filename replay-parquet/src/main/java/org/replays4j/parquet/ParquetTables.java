package org.replays4j.parquet;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.LogicalTypeAnnotation.IntLogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Type;
import org.apache.parquet.schema.Types;
import org.replays4j.core.table.Column;
import org.replays4j.core.table.ColumnType;
import org.replays4j.core.table.TableMetadata;
import org.replays4j.core.table.TableSchema;

/**
 * The mapping between replays4j {@link TableSchema}s and Parquet message types. Column types map to
 * the Parquet physical type that holds them plus a logical annotation where Parquet has one:
 *
 * <pre>
 * bool    BOOLEAN              int64   INT64
 * int8    INT32 (INT(8,true))  float32 FLOAT
 * int16   INT32 (INT(16,true)) float64 DOUBLE
 * int32   INT32 (INT(32,true)) string  BINARY (STRING)
 *                              binary  BINARY
 * </pre>
 *
 * A nullable column is {@code optional}, the others {@code required}. The table's format, name and
 * doc ({@link TableMetadata}) and each column's doc ({@code replays4j.doc.<column>}) go into the
 * file's key-value metadata, so a written file reads back to the same {@link TableSchema}.
 */
public final class ParquetTables {
  private ParquetTables() {}

  /** Prefix of the key-value metadata key of a column's doc (followed by the column name). */
  public static final String COLUMN_DOC_PREFIX = "replays4j.doc.";

  /** The Parquet message type of {@code schema} (named after the table). */
  public static MessageType messageType(TableSchema schema) {
    return new MessageType(
        schema.name(), schema.columns().stream().map(ParquetTables::field).toList());
  }

  private static Type field(Column c) {
    Type.Repetition rep = c.nullable() ? Type.Repetition.OPTIONAL : Type.Repetition.REQUIRED;
    PrimitiveTypeName physical =
        switch (c.type()) {
          case BOOL -> PrimitiveTypeName.BOOLEAN;
          case INT8, INT16, INT32 -> PrimitiveTypeName.INT32;
          case INT64 -> PrimitiveTypeName.INT64;
          case FLOAT32 -> PrimitiveTypeName.FLOAT;
          case FLOAT64 -> PrimitiveTypeName.DOUBLE;
          case STRING, BINARY -> PrimitiveTypeName.BINARY;
        };
    LogicalTypeAnnotation logical =
        switch (c.type()) {
          case INT8 -> LogicalTypeAnnotation.intType(8, true);
          case INT16 -> LogicalTypeAnnotation.intType(16, true);
          case INT32 -> LogicalTypeAnnotation.intType(32, true);
          case STRING -> LogicalTypeAnnotation.stringType();
          default -> null;
        };
    return Types.primitive(physical, rep).as(logical).named(c.name());
  }

  /** The key-value metadata written with {@code schema}. */
  public static Map<String, String> metadata(TableSchema schema) {
    Map<String, String> meta = TableMetadata.of(schema);
    for (Column c : schema.columns()) meta.put(COLUMN_DOC_PREFIX + c.name(), c.doc());
    return meta;
  }

  /**
   * The column type of a Parquet field this module writes; others are an {@link
   * IllegalArgumentException}.
   */
  public static ColumnType columnType(Type t) {
    if (!t.isPrimitive())
      throw new IllegalArgumentException("no replays4j column type for group " + t.getName());
    PrimitiveType p = t.asPrimitiveType();
    LogicalTypeAnnotation a = p.getLogicalTypeAnnotation();
    int bits = a instanceof IntLogicalTypeAnnotation i ? i.getBitWidth() : 32;
    return switch (p.getPrimitiveTypeName()) {
      case BOOLEAN -> ColumnType.BOOL;
      case INT32 -> bits == 8 ? ColumnType.INT8 : bits == 16 ? ColumnType.INT16 : ColumnType.INT32;
      case INT64 -> ColumnType.INT64;
      case FLOAT -> ColumnType.FLOAT32;
      case DOUBLE -> ColumnType.FLOAT64;
      case BINARY ->
          a instanceof LogicalTypeAnnotation.StringLogicalTypeAnnotation
              ? ColumnType.STRING
              : ColumnType.BINARY;
      default ->
          throw new IllegalArgumentException("no replays4j column type for Parquet type " + p);
    };
  }

  /**
   * The {@link TableSchema} of a file written by this module, from its message type and metadata.
   */
  public static TableSchema tableSchema(MessageType type, Map<String, String> meta) {
    List<Column> cols = new ArrayList<>();
    for (Type f : type.getFields()) {
      boolean nullable = f.getRepetition() == Type.Repetition.OPTIONAL;
      String doc = meta.getOrDefault(COLUMN_DOC_PREFIX + f.getName(), "");
      cols.add(new Column(f.getName(), columnType(f), nullable, doc));
    }
    return TableMetadata.schema(meta, type.getName(), cols);
  }
}
