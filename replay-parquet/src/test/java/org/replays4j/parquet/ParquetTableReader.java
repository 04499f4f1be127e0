package org.replays4j.parquet;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.apache.parquet.column.page.PageReadStore;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.convert.GroupRecordConverter;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.io.ColumnIOFactory;
import org.apache.parquet.io.LocalInputFile;
import org.apache.parquet.io.MessageColumnIO;
import org.apache.parquet.io.RecordReader;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.LogicalTypeAnnotation.IntLogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType;
import org.apache.parquet.schema.Type;
import org.replays4j.core.table.Column;
import org.replays4j.core.table.ColumnType;
import org.replays4j.core.table.TableMetadata;
import org.replays4j.core.table.TableSchema;

/**
 * Reads a Parquet file written by {@link ParquetTableWriter} back with parquet-java's own reader (a
 * test dependency, so that the files are checked by an independent implementation): its {@link
 * TableSchema} and all its rows, boxed like {@code TableBatch.get}.
 */
final class ParquetTableReader {
  private ParquetTableReader() {}

  /** The schema and rows of a file. */
  public record Rows(TableSchema schema, List<List<Object>> rows) {}

  /** The schema and all rows of {@code file}. */
  public static Rows readRows(Path file) throws IOException {
    try (ParquetFileReader reader = ParquetFileReader.open(new LocalInputFile(file))) {
      MessageType type = reader.getFooter().getFileMetaData().getSchema();
      Map<String, String> meta = reader.getFooter().getFileMetaData().getKeyValueMetaData();
      TableSchema schema = tableSchema(type, meta);
      List<List<Object>> rows = new ArrayList<>();
      MessageColumnIO io = new ColumnIOFactory().getColumnIO(type);
      PageReadStore pages;
      while ((pages = reader.readNextRowGroup()) != null) {
        RecordReader<Group> rr = io.getRecordReader(pages, new GroupRecordConverter(type));
        for (long i = 0, n = pages.getRowCount(); i < n; i++) rows.add(row(schema, rr.read()));
      }
      return new Rows(schema, Collections.unmodifiableList(rows));
    }
  }

  private static List<Object> row(TableSchema schema, Group g) {
    Object[] row = new Object[schema.size()];
    for (int c = 0; c < row.length; c++) {
      if (g.getFieldRepetitionCount(c) == 0) continue;
      // Each value boxed to its own type: the switch is a poly expression of type Object.
      row[c] =
          switch (schema.column(c).type()) {
            case BOOL -> g.getBoolean(c, 0);
            case INT8 -> (byte) g.getInteger(c, 0);
            case INT16 -> (short) g.getInteger(c, 0);
            case INT32 -> g.getInteger(c, 0);
            case INT64 -> g.getLong(c, 0);
            case FLOAT32 -> g.getFloat(c, 0);
            case FLOAT64 -> g.getDouble(c, 0);
            case STRING -> g.getString(c, 0);
            default -> g.getBinary(c, 0).getBytes();
          };
    }
    return Collections.unmodifiableList(Arrays.asList(row));
  }

  /**
   * The column type of a Parquet field this module writes; others are an {@link
   * IllegalArgumentException}.
   */
  static ColumnType columnType(Type t) {
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
  static TableSchema tableSchema(MessageType type, Map<String, String> meta) {
    List<Column> cols = new ArrayList<>();
    for (Type f : type.getFields()) {
      boolean nullable = f.getRepetition() == Type.Repetition.OPTIONAL;
      String doc = meta.getOrDefault(ParquetTables.COLUMN_DOC_PREFIX + f.getName(), "");
      cols.add(new Column(f.getName(), columnType(f), nullable, doc));
    }
    return TableMetadata.schema(meta, type.getName(), cols);
  }
}
