package org.replays4j.arrow;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.types.FloatingPointPrecision;
import org.apache.arrow.vector.types.pojo.ArrowType;
import org.apache.arrow.vector.types.pojo.Field;
import org.apache.arrow.vector.types.pojo.FieldType;
import org.apache.arrow.vector.types.pojo.Schema;
import org.replays4j.core.table.Column;
import org.replays4j.core.table.ColumnType;
import org.replays4j.core.table.TableSchema;

/**
 * The mapping between replays4j {@link TableSchema}s and Arrow schemas, and the process-wide
 * allocator. Column docs become field metadata {@code doc}; the table's format, name and doc become
 * schema metadata {@code replays4j.format}, {@code replays4j.table}, {@code replays4j.doc}, so a
 * written file carries its own description and reads back to the same {@link TableSchema}.
 */
public final class ArrowTables {
  private ArrowTables() {}

  /** Schema metadata key of the format id. */
  public static final String FORMAT_KEY = "replays4j.format";

  /** Schema metadata key of the table name. */
  public static final String TABLE_KEY = "replays4j.table";

  /** Schema metadata key of the table doc. */
  public static final String DOC_KEY = "replays4j.doc";

  /** Field metadata key of a column's doc. */
  public static final String FIELD_DOC_KEY = "doc";

  private static final class Holder {
    static final RootAllocator ROOT = new RootAllocator(Long.MAX_VALUE);
  }

  /**
   * The one root allocator of the process (created on first use); writers and readers take child
   * allocators from it and close them, so leaks show up as a child that cannot close.
   */
  public static BufferAllocator rootAllocator() {
    return Holder.ROOT;
  }

  /** The Arrow type of a column type. */
  public static ArrowType arrowType(ColumnType t) {
    switch (t) {
      case BOOL:
        return ArrowType.Bool.INSTANCE;
      case INT8:
        return new ArrowType.Int(8, true);
      case INT16:
        return new ArrowType.Int(16, true);
      case INT32:
        return new ArrowType.Int(32, true);
      case INT64:
        return new ArrowType.Int(64, true);
      case FLOAT32:
        return new ArrowType.FloatingPoint(FloatingPointPrecision.SINGLE);
      case FLOAT64:
        return new ArrowType.FloatingPoint(FloatingPointPrecision.DOUBLE);
      case STRING:
        return ArrowType.Utf8.INSTANCE;
      default:
        return ArrowType.Binary.INSTANCE;
    }
  }

  /**
   * The column type of an Arrow type this module writes; other types are an {@link
   * IllegalArgumentException}.
   */
  public static ColumnType columnType(ArrowType t) {
    for (ColumnType c : ColumnType.values()) if (arrowType(c).equals(t)) return c;
    throw new IllegalArgumentException("no replays4j column type for Arrow type " + t);
  }

  /** The Arrow schema of {@code schema}. */
  public static Schema arrowSchema(TableSchema schema) {
    List<Field> fields = new ArrayList<>();
    for (Column c : schema.columns()) {
      fields.add(
          new Field(
              c.name(),
              new FieldType(
                  c.nullable(), arrowType(c.type()), null, Map.of(FIELD_DOC_KEY, c.doc())),
              null));
    }
    Map<String, String> meta = new HashMap<>();
    meta.put(FORMAT_KEY, schema.format());
    meta.put(TABLE_KEY, schema.name());
    meta.put(DOC_KEY, schema.doc());
    return new Schema(fields, meta);
  }

  /** The {@link TableSchema} of an Arrow schema written by this module. */
  public static TableSchema tableSchema(Schema schema) {
    Map<String, String> meta = schema.getCustomMetadata();
    List<Column> cols = new ArrayList<>();
    for (Field f : schema.getFields()) {
      String doc = f.getMetadata().getOrDefault(FIELD_DOC_KEY, "");
      cols.add(new Column(f.getName(), columnType(f.getType()), f.isNullable(), doc));
    }
    return new TableSchema(
        meta.getOrDefault(FORMAT_KEY, "unknown"),
        meta.getOrDefault(TABLE_KEY, "table"),
        meta.getOrDefault(DOC_KEY, ""),
        cols);
  }
}
