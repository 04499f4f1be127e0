package org.replays4j.core.table;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

/**
 * A file format tables can be written to ({@code arrow}, {@code parquet}, {@code csv}, {@code
 * jsonl}), found through {@link java.util.ServiceLoader} (registered in {@code
 * META-INF/services/org.replays4j.core.table.TableFileFormat}) so that tools offer exactly the
 * writers on their class path. Implementations are stateless and thread-safe.
 */
public interface TableFileFormat {
  /** Short lower-case id used by {@code replays4j export --to}. */
  String id();

  /** File extension without dot; the id unless a format says otherwise. */
  default String extension() {
    return id();
  }

  /**
   * Opens {@code file} (created or truncated) for rows of {@code schema}.
   *
   * @param options writer options, e.g. {@code compression=zstd}; unknown keys are an {@link
   *     IllegalArgumentException}
   */
  TableFileWriter open(Path file, TableSchema schema, Map<String, String> options)
      throws IOException;
}
