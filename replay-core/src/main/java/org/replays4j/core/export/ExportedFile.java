package org.replays4j.core.export;

import java.util.Objects;
import org.replays4j.core.FileOutcome;
import org.replays4j.core.collect.CollectionEntry;

/**
 * What the export made of one entry of the collection, handed to {@link TableExport#listener} in
 * the walker's order.
 *
 * @param entry the entry as the walker gave it (detected, unless it was given up on before)
 * @param outcome its outcome: {@code OK} (rows written whole), {@code PARTIAL} (rows up to the
 *     damage written), {@code FAILED} (rows delivered before the error stay in the table), {@code
 *     SKIPPED} (not a replay, or its format has none of the tables)
 * @param rows the rows of this file written, over every table, at least 0
 * @param bytesRead the stored bytes of the file when it was decoded, else 0
 */
public record ExportedFile(CollectionEntry entry, FileOutcome outcome, long rows, long bytesRead) {
  /** Checks the components. */
  public ExportedFile {
    Objects.requireNonNull(entry, "entry");
    Objects.requireNonNull(outcome, "outcome");
  }
}
