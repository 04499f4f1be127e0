package org.replays4j.arrow;

import java.util.Map;
import org.apache.arrow.memory.ArrowBuf;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.types.FloatingPointPrecision;
import org.apache.arrow.vector.types.pojo.ArrowType;
import org.apache.arrow.vector.types.pojo.Field;
import org.apache.arrow.vector.types.pojo.FieldType;
import org.apache.arrow.vector.types.pojo.Schema;
import org.replays4j.core.table.Column;
import org.replays4j.core.table.ColumnType;
import org.replays4j.core.table.TableMetadata;
import org.replays4j.core.table.TableSchema;

/**
 * The mapping between replays4j {@link TableSchema}s and Arrow schemas, and the process-wide
 * allocator. Column docs become field metadata {@code doc}; the table's format, name and doc become
 * schema metadata ({@link TableMetadata}), so a written file carries its own description and reads
 * back to the same {@link TableSchema}.
 */
public final class ArrowTables {
  private ArrowTables() {}

  /** Field metadata key of a column's doc. */
  public static final String FIELD_DOC_KEY = "doc";

  /** What is missing when Arrow cannot allocate memory on Java 17 and later. */
  static final String ADD_OPENS =
      "Arrow cannot allocate memory: run Java with --add-opens=java.base/java.nio=ALL-UNNAMED"
          + " (the replays4j launcher and java -jar replays4j.jar add it; with java -cp, put it on"
          + " the command line, in JDK_JAVA_OPTIONS or in the build tool's test JVM arguments)";

  private static final class Holder {
    static final RootAllocator ROOT;
    static final Throwable UNUSABLE;

    static {
      RootAllocator root = null;
      Throwable unusable = null;
      // Arrow reaches into java.nio when it hands a buffer to a channel; without the module opened
      // it fails there, in the middle of a file, with an internal UnsupportedOperationException,
      // so a buffer is allocated and viewed once up front
      try {
        root = new RootAllocator(Long.MAX_VALUE);
        try (ArrowBuf probe = root.buffer(8)) {
          probe.nioBuffer(0, 8); // what writing a batch does
        }
      } catch (RuntimeException | LinkageError e) {
        unusable = e;
      }
      ROOT = root;
      UNUSABLE = unusable;
    }
  }

  /**
   * The one root allocator of the process (created on first use); writers and readers take child
   * allocators from it and close them, so leaks show up as a child that cannot close.
   *
   * @throws IllegalStateException naming the JVM option {@code
   *     --add-opens=java.base/java.nio=ALL-UNNAMED} when Arrow cannot allocate without it
   */
  public static BufferAllocator rootAllocator() {
    if (Holder.UNUSABLE != null) throw new IllegalStateException(ADD_OPENS, Holder.UNUSABLE);
    return Holder.ROOT;
  }

  /** The Arrow type of a column type. */
  public static ArrowType arrowType(ColumnType t) {
    return switch (t) {
      case BOOL -> ArrowType.Bool.INSTANCE;
      case INT8 -> new ArrowType.Int(8, true);
      case INT16 -> new ArrowType.Int(16, true);
      case INT32 -> new ArrowType.Int(32, true);
      case INT64 -> new ArrowType.Int(64, true);
      case FLOAT32 -> new ArrowType.FloatingPoint(FloatingPointPrecision.SINGLE);
      case FLOAT64 -> new ArrowType.FloatingPoint(FloatingPointPrecision.DOUBLE);
      case STRING -> ArrowType.Utf8.INSTANCE;
      case BINARY -> ArrowType.Binary.INSTANCE;
    };
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
    return new Schema(
        schema.columns().stream().map(ArrowTables::field).toList(), TableMetadata.of(schema));
  }

  private static Field field(Column c) {
    Map<String, String> doc = Map.of(FIELD_DOC_KEY, c.doc());
    return new Field(c.name(), new FieldType(c.nullable(), arrowType(c.type()), null, doc), null);
  }

  /** The {@link TableSchema} of an Arrow schema written by this module. */
  public static TableSchema tableSchema(Schema schema) {
    return TableMetadata.schema(
        schema.getCustomMetadata(),
        "table",
        schema.getFields().stream().map(ArrowTables::column).toList());
  }

  private static Column column(Field f) {
    String doc = f.getMetadata().getOrDefault(FIELD_DOC_KEY, "");
    return new Column(f.getName(), columnType(f.getType()), f.isNullable(), doc);
  }
}
