package org.replays4j.core.table;

import java.io.Closeable;
import java.io.IOException;

/**
 * A table file being written: a {@link TableSink} whose batches all have the schema it was opened
 * with, completed by {@link #close()}. {@link #accept} is safe to call from several threads
 * (writers serialise batches), so one file can collect the rows of many replays decoded in
 * parallel.
 */
public interface TableFileWriter extends TableSink, Closeable {
  /** Writes the batch; always returns true. */
  @Override
  boolean accept(TableBatch batch) throws IOException;

  /** Rows written so far. */
  long rowsWritten();
}
