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
import org.apache.parquet.schema.MessageType;
import org.replays4j.core.table.TableSchema;

/**
 * Reads a Parquet file written by {@link ParquetTableWriter} back: its {@link TableSchema} and all
 * its rows, boxed like {@code TableBatch.get}. Row by row through Parquet's example object model,
 * so it is meant for tests and small files; analysis tools read the files directly.
 */
public final class ParquetTableReader {
  private ParquetTableReader() {}

  /** The schema and rows of a file. */
  public record Rows(TableSchema schema, List<List<Object>> rows) {}

  /** The schema and all rows of {@code file}. */
  public static Rows readRows(Path file) throws IOException {
    try (ParquetFileReader reader = ParquetFileReader.open(new LocalInputFile(file))) {
      MessageType type = reader.getFooter().getFileMetaData().getSchema();
      Map<String, String> meta = reader.getFooter().getFileMetaData().getKeyValueMetaData();
      TableSchema schema = ParquetTables.tableSchema(type, meta);
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
}
