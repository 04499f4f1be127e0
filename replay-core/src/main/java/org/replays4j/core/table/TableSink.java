package org.replays4j.core.table;

import java.io.IOException;
import org.replays4j.core.error.Damage;

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

  /**
   * The file was damaged after its header and read in salvage mode: the batches delivered hold the
   * rows before the damage. Called at most once per table read, after its last batch. The default
   * ignores it. This call is how every table learns of the damage; a format may also describe it in
   * columns of its own (the five built-in formats' top tables have {@code complete} and {@code
   * damage}), which no reader may rely on.
   */
  default void damage(Damage damage) throws IOException {}
}
