package org.replays4j.parquet;

import java.util.ArrayList;
import java.util.HashMap;
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
 * doc and each column's doc go into the file's key-value metadata ({@code replays4j.format}, {@code
 * replays4j.table}, {@code replays4j.doc}, {@code replays4j.doc.<column>}), so a written file reads
 * back to the same {@link TableSchema}.
 */
public final class ParquetTables {
  private ParquetTables() {}

  /** Key-value metadata key of the format id. */
  public static final String FORMAT_KEY = "replays4j.format";

  /** Key-value metadata key of the table name. */
  public static final String TABLE_KEY = "replays4j.table";

  /** Key-value metadata key of the table doc. */
  public static final String DOC_KEY = "replays4j.doc";

  /** Prefix of the key-value metadata key of a column's doc (followed by the column name). */
  public static final String COLUMN_DOC_PREFIX = "replays4j.doc.";

  /** The Parquet message type of {@code schema} (named after the table). */
  public static MessageType messageType(TableSchema schema) {
    List<Type> fields = new ArrayList<>();
    for (Column c : schema.columns()) fields.add(field(c));
    return new MessageType(schema.name(), fields);
  }

  private static Type field(Column c) {
    Type.Repetition rep = c.nullable() ? Type.Repetition.OPTIONAL : Type.Repetition.REQUIRED;
    switch (c.type()) {
      case BOOL:
        return Types.primitive(PrimitiveTypeName.BOOLEAN, rep).named(c.name());
      case INT8:
        return Types.primitive(PrimitiveTypeName.INT32, rep)
            .as(LogicalTypeAnnotation.intType(8, true))
            .named(c.name());
      case INT16:
        return Types.primitive(PrimitiveTypeName.INT32, rep)
            .as(LogicalTypeAnnotation.intType(16, true))
            .named(c.name());
      case INT32:
        return Types.primitive(PrimitiveTypeName.INT32, rep)
            .as(LogicalTypeAnnotation.intType(32, true))
            .named(c.name());
      case INT64:
        return Types.primitive(PrimitiveTypeName.INT64, rep).named(c.name());
      case FLOAT32:
        return Types.primitive(PrimitiveTypeName.FLOAT, rep).named(c.name());
      case FLOAT64:
        return Types.primitive(PrimitiveTypeName.DOUBLE, rep).named(c.name());
      case STRING:
        return Types.primitive(PrimitiveTypeName.BINARY, rep)
            .as(LogicalTypeAnnotation.stringType())
            .named(c.name());
      default:
        return Types.primitive(PrimitiveTypeName.BINARY, rep).named(c.name());
    }
  }

  /** The key-value metadata written with {@code schema}. */
  public static Map<String, String> metadata(TableSchema schema) {
    Map<String, String> meta = new HashMap<>();
    meta.put(FORMAT_KEY, schema.format());
    meta.put(TABLE_KEY, schema.name());
    meta.put(DOC_KEY, schema.doc());
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
    switch (p.getPrimitiveTypeName()) {
      case BOOLEAN:
        return ColumnType.BOOL;
      case INT32:
        if (a instanceof IntLogicalTypeAnnotation) {
          int bits = ((IntLogicalTypeAnnotation) a).getBitWidth();
          return bits == 8 ? ColumnType.INT8 : bits == 16 ? ColumnType.INT16 : ColumnType.INT32;
        }
        return ColumnType.INT32;
      case INT64:
        return ColumnType.INT64;
      case FLOAT:
        return ColumnType.FLOAT32;
      case DOUBLE:
        return ColumnType.FLOAT64;
      case BINARY:
        return a instanceof LogicalTypeAnnotation.StringLogicalTypeAnnotation
            ? ColumnType.STRING
            : ColumnType.BINARY;
      default:
        throw new IllegalArgumentException("no replays4j column type for Parquet type " + p);
    }
  }

  /**
   * The {@link TableSchema} of a file written by this module, from its message type and metadata.
   */
  public static TableSchema tableSchema(MessageType type, Map<String, String> meta) {
    List<Column> cols = new ArrayList<>();
    for (Type f : type.getFields()) {
      cols.add(
          new Column(
              f.getName(),
              columnType(f),
              f.getRepetition() == Type.Repetition.OPTIONAL,
              meta.getOrDefault(COLUMN_DOC_PREFIX + f.getName(), "")));
    }
    return new TableSchema(
        meta.getOrDefault(FORMAT_KEY, "unknown"),
        meta.getOrDefault(TABLE_KEY, type.getName()),
        meta.getOrDefault(DOC_KEY, ""),
        cols);
  }
}
