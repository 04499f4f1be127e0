package org.replays4j.core.table;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.replays4j.core.error.Damage;

/**
 * A sink that keeps every row, boxed ({@link TableBatch#get}): for tests, small tables and text
 * output. Memory grows with the table; streaming consumers should use the batches directly.
 */
public final class TableRows implements TableSink {
  private final List<List<Object>> rows = new ArrayList<>();
  private TableSchema schema;
  private int batches;
  private int maxBatchRows;
  private final List<Damage> damages = new ArrayList<>();
  private boolean batchAfterDamage;

  @Override
  public boolean accept(TableBatch batch) {
    if (!damages.isEmpty()) batchAfterDamage = true;
    schema = batch.schema();
    batches++;
    maxBatchRows = Math.max(maxBatchRows, batch.rowCount());
    int cols = schema.size();
    for (int r = 0; r < batch.rowCount(); r++) {
      Object[] row = new Object[cols];
      for (int c = 0; c < cols; c++) row[c] = batch.get(c, r);
      rows.add(Collections.unmodifiableList(Arrays.asList(row)));
    }
    return true;
  }

  /** Keeps the damage reported ({@link TableSink#damage}). */
  @Override
  public void damage(Damage damage) {
    damages.add(damage);
  }

  /**
   * The damage reported, in order: empty for a whole file, one for a damaged file read in salvage
   * mode.
   */
  public List<Damage> damages() {
    return Collections.unmodifiableList(damages);
  }

  /** The damage received last, or null when none was. */
  public Damage damage() {
    return damages.isEmpty() ? null : damages.get(damages.size() - 1);
  }

  /** True when a batch arrived after the damage (the damage must come after the last batch). */
  public boolean batchAfterDamage() {
    return batchAfterDamage;
  }

  /** The rows received, in order; each row is in batch-schema column order. */
  public List<List<Object>> rows() {
    return Collections.unmodifiableList(rows);
  }

  /** The schema of the batches received, or null when none arrived. */
  public TableSchema schema() {
    return schema;
  }

  /** Number of batches received. */
  public int batches() {
    return batches;
  }

  /** Largest row count of a batch received. */
  public int maxBatchRows() {
    return maxBatchRows;
  }

  /** Values of column {@code name} over all rows. */
  public List<Object> column(String name) {
    int c = schema.index(name);
    List<Object> out = new ArrayList<>(rows.size());
    for (List<Object> r : rows) out.add(r.get(c));
    return out;
  }
}
