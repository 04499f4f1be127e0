package org.replays4j.core.table;

import java.io.IOException;

/** Receives the batches of one table read. */
@FunctionalInterface
public interface TableSink {
  /**
   * One batch of rows. The batch and its arrays are reused for the next batch: copy what must
   * outlive the call.
   *
   * @return false to stop reading (the decoder then returns normally)
   */
  boolean accept(TableBatch batch) throws IOException;
}
