package org.replays4j.arrow;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.replays4j.core.table.TableFileFormat;
import org.replays4j.core.table.TableFileWriter;
import org.replays4j.core.table.TableSchema;

/** {@code arrow}: Arrow IPC files; option {@code compression=none|zstd|lz4} (default none). */
public final class ArrowTableFileFormat implements TableFileFormat {
  @Override
  public String id() {
    return "arrow";
  }

  @Override
  public String extension() {
    return "arrow";
  }

  @Override
  public TableFileWriter open(Path file, TableSchema schema, Map<String, String> options)
      throws IOException {
    for (String k : options.keySet()) {
      if (!k.equals("compression"))
        throw new IllegalArgumentException("arrow: unknown option " + k + " (known: compression)");
    }
    return ArrowTableWriter.open(
        file, schema, ArrowCompression.parse(options.getOrDefault("compression", "none")));
  }
}
