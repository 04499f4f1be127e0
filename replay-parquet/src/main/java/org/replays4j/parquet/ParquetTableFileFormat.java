package org.replays4j.parquet;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.replays4j.core.table.TableFileFormat;
import org.replays4j.core.table.TableFileWriter;
import org.replays4j.core.table.TableSchema;

/**
 * {@code parquet}: Parquet files; options {@code compression=snappy|zstd|gzip|none} (default
 * snappy) and {@code row_group_mb=N} (default {@value ParquetTableWriter#DEFAULT_ROW_GROUP_MB}).
 */
public final class ParquetTableFileFormat implements TableFileFormat {
  @Override
  public String id() {
    return "parquet";
  }

  @Override
  public String extension() {
    return "parquet";
  }

  @Override
  public TableFileWriter open(Path file, TableSchema schema, Map<String, String> options)
      throws IOException {
    for (String k : options.keySet()) {
      if (!k.equals("compression") && !k.equals("row_group_mb")) {
        throw new IllegalArgumentException(
            "parquet: unknown option " + k + " (known: compression, row_group_mb)");
      }
    }
    int mb = ParquetTableWriter.DEFAULT_ROW_GROUP_MB;
    if (options.containsKey("row_group_mb")) {
      try {
        mb = Integer.parseInt(options.get("row_group_mb"));
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(
            "parquet: row_group_mb must be a number, got " + options.get("row_group_mb"), e);
      }
      if (mb < 1 || mb > 1024)
        throw new IllegalArgumentException("parquet: row_group_mb must be 1..1024, got " + mb);
    }
    return ParquetTableWriter.open(
        file,
        schema,
        ParquetCompression.parse(options.getOrDefault("compression", "snappy")),
        mb * 1024L * 1024L);
  }
}
