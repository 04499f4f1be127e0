package org.replays4j.core.export;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.replays4j.core.FileOutcome;

/**
 * What a {@link TableExport} run did.
 *
 * @param files how many entries came to each status (every status present, 0 when none)
 * @param tables the table files written, by file name
 * @param failures the outcomes of the files that failed or were read only up to damage, in the
 *     walker's order: the rows of the failures file
 * @param failuresFile the failures file written, or null when nothing failed (an older one was then
 *     removed)
 * @param bytesRead the stored bytes of the files decoded
 * @param seconds the wall-clock time of the run
 */
public record ExportResult(
    Map<FileOutcome.Status, Long> files,
    List<Table> tables,
    List<FileOutcome> failures,
    Path failuresFile,
    long bytesRead,
    double seconds) {

  /**
   * One table file written.
   *
   * @param format the format id ({@code screp})
   * @param table the table's name ({@code commands})
   * @param file the file, {@code DIR/<format>.<table>.<extension>}
   * @param rows its rows, at least 0
   */
  public record Table(String format, String table, Path file, long rows) {
    /** Checks the components. */
    public Table {
      Objects.requireNonNull(format, "format");
      Objects.requireNonNull(table, "table");
      Objects.requireNonNull(file, "file");
    }
  }

  /** Copies the collections. */
  public ExportResult {
    Map<FileOutcome.Status, Long> all = new EnumMap<>(FileOutcome.Status.class);
    for (FileOutcome.Status s : FileOutcome.Status.values()) all.put(s, files.getOrDefault(s, 0L));
    files = Collections.unmodifiableMap(all);
    tables = List.copyOf(tables);
    failures = List.copyOf(failures);
  }

  /** The entries that came to {@code status}. */
  public long count(FileOutcome.Status status) {
    return files.get(status);
  }

  /** The files written: the tables, then the failures file if any. */
  public List<Path> outputs() {
    List<Path> out = new ArrayList<>();
    for (Table t : tables) out.add(t.file());
    if (failuresFile != null) out.add(failuresFile);
    return List.copyOf(out);
  }

  /** True when no file failed or was read only up to damage (skipped entries do not count). */
  public boolean complete() {
    return failures.isEmpty();
  }
}
