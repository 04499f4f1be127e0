package org.replays4j.core.table;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A {@link TableFileFormat} whose writer options are a fixed set of keys (and whose extension is
 * its id, as {@link TableFileFormat#extension()} has it): {@link #open} rejects any other key
 * (naming the known ones) before it calls {@link #openChecked}. Subclasses have a public
 * no-argument constructor for {@link java.util.ServiceLoader}.
 */
public abstract class AbstractTableFileFormat implements TableFileFormat {
  private final String id;
  private final List<String> options;

  /**
   * A format.
   *
   * @param id the id, also the file extension
   * @param options the option keys {@link #open} accepts (none: it takes no options)
   */
  protected AbstractTableFileFormat(String id, String... options) {
    this.id = id;
    this.options = List.of(options);
  }

  @Override
  public final String id() {
    return id;
  }

  @Override
  public final TableFileWriter open(Path file, TableSchema schema, Map<String, String> options)
      throws IOException {
    if (this.options.isEmpty() && !options.isEmpty())
      throw new IllegalArgumentException(id + " takes no options, got " + options.keySet());
    for (String k : options.keySet()) {
      if (!this.options.contains(k)) {
        throw new IllegalArgumentException(
            id + ": unknown option " + k + " (known: " + String.join(", ", this.options) + ")");
      }
    }
    return openChecked(file, schema, options);
  }

  /**
   * Opens {@code file} (created or truncated) for rows of {@code schema}.
   *
   * @param options writer options, only keys this format knows
   */
  protected abstract TableFileWriter openChecked(
      Path file, TableSchema schema, Map<String, String> options) throws IOException;
}
