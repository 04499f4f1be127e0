package org.replays4j.parquet;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.replays4j.core.table.AbstractTableFileFormat;
import org.replays4j.core.table.TableFileWriter;
import org.replays4j.core.table.TableSchema;

/**
 * {@code parquet}: Parquet files; options {@code compression=zstd|snappy|gzip|none} (default zstd)
 * and {@code row_group_mb=N} (default {@value ParquetTableWriter#DEFAULT_ROW_GROUP_MB}).
 */
public final class ParquetTableFileFormat extends AbstractTableFileFormat {
  /** The format, for {@link java.util.ServiceLoader}. */
  public ParquetTableFileFormat() {
    super("parquet", "compression", "row_group_mb");
  }

  @Override
  protected TableFileWriter openChecked(Path file, TableSchema schema, Map<String, String> options)
      throws IOException {
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
        ParquetCompression.parse(options.getOrDefault("compression", "zstd")),
        mb * 1024L * 1024L);
  }
}
