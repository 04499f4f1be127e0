package org.replays4j.arrow;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.replays4j.core.table.AbstractTableFileFormat;
import org.replays4j.core.table.TableFileWriter;
import org.replays4j.core.table.TableSchema;

/** {@code arrow}: Arrow IPC files; option {@code compression=zstd|lz4|none} (default zstd). */
public final class ArrowTableFileFormat extends AbstractTableFileFormat {
  /** The format, for {@link java.util.ServiceLoader}. */
  public ArrowTableFileFormat() {
    super("arrow", "compression");
  }

  @Override
  protected TableFileWriter openChecked(Path file, TableSchema schema, Map<String, String> options)
      throws IOException {
    return ArrowTableWriter.open(
        file, schema, ArrowCompression.parse(options.getOrDefault("compression", "zstd")));
  }
}
