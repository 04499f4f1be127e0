package org.replays4j.core.table;

import java.io.IOException;
import java.util.Arrays;
import java.util.Objects;
import org.replays4j.core.error.Damage;

/**
 * Fills {@link TableBatch}es row by row without boxing and hands each full batch to a {@link
 * TableSink}, reusing its arrays: memory stays bounded by {@code batchRows × columns} whatever the
 * file size. Decoders use it like this:
 *
 * <pre>{@code
 * TableBatchBuilder b = new TableBatchBuilder(schema, fileId, options, sink);
 * for (Command c : commands) {
 *   b.setInt(FRAME, c.frame());            // FRAME etc. are indices in the full schema
 *   if (b.wants(NAME)) b.setString(NAME, nameOf(c));
 *   if (!b.endRow()) return;               // the sink asked to stop
 * }
 * b.finish();                              // flushes the last, partial batch
 * }</pre>
 *
 * <p>Setters take the column's index in the <em>full</em> schema; a column the caller did not
 * request ({@link TableOptions#columns}) is silently dropped. In every row, nullable columns start
 * null and a setter makes them present; non-nullable columns must be set in every row. The {@code
 * file} column is filled by the builder. A setter of the wrong type for the column fails with
 * {@link ClassCastException} (a programming error). Not thread-safe.
 */
public final class TableBatchBuilder {
  private final TableSchema full;
  private final String fileId;
  private final TableSink sink;
  private Damage damage;
  private final TableOptions options;
  private final int capacity;

  /**
   * Rows the batch's arrays hold now: they start at {@link #FIRST_ROWS} and double up to {@code
   * capacity}.
   */
  private int allocated;

  /** First allocation: a replay's small tables (players, chat) never need a full batch. */
  static final int FIRST_ROWS = 256;

  private final int[] map;
  private final TableBatch batch;
  private final Object[] data;
  private final boolean[][] nulls;
  private int row;
  private boolean stopped;
  private boolean finished;
  private long total;

  /**
   * @param schema the table's full schema (as declared by the format)
   * @param fileId value of the {@code file} column in every row
   * @param options requested columns and batch size
   * @param sink receives the batches
   */
  public TableBatchBuilder(
      TableSchema schema, String fileId, TableOptions options, TableSink sink) {
    this.full = schema;
    this.fileId = Objects.requireNonNull(fileId, "fileId");
    this.sink = Objects.requireNonNull(sink, "sink");
    this.options = options;
    this.capacity = options.batchRows();
    TableSchema projected = schema.project(options.columns());
    this.map = new int[schema.size()];
    for (int c = 0; c < schema.size(); c++) map[c] = projected.indexOf(schema.column(c).name());
    this.allocated = Math.min(capacity, FIRST_ROWS);
    this.batch = new TableBatch(projected, allocated);
    this.data = batch.data;
    this.nulls = batch.nulls;
    resetNulls();
  }

  /** The full schema this builder was made for. */
  public TableSchema schema() {
    return full;
  }

  /** The options this builder was made with (format options such as Slippi's rollback). */
  public TableOptions options() {
    return options;
  }

  /**
   * True when full-schema column {@code c} was requested; decoders may skip computing the others.
   */
  public boolean wants(int c) {
    return map[c] >= 0;
  }

  /** True once the sink returned false; further rows are ignored. */
  public boolean stopped() {
    return stopped;
  }

  /** Rows completed so far (flushed or pending). */
  public long rowsWritten() {
    return total;
  }

  /**
   * The one check of every setter: the batch column of full-schema column {@code c}, marked as
   * holding a value in the current row, or -1 when {@code c} was not requested.
   */
  private int present(int c) {
    int p = map[c];
    if (p >= 0) {
      boolean[] n = nulls[p];
      if (n != null) n[row] = false;
    }
    return p;
  }

  /**
   * A hint from a decoder that knows roughly how many rows follow (e.g. from a section size): the
   * pending batch grows to hold {@code rows} (at most the batch size) at once instead of doubling
   * from {@link #FIRST_ROWS}. Values are kept; a wrong hint costs only memory or a later doubling.
   */
  public void reserve(int rows) {
    int want = Math.min(capacity, rows);
    if (want > allocated) {
      allocated = want;
      batch.grow(allocated);
    }
  }

  /** Sets a {@link ColumnType#BOOL} column. */
  public void setBool(int c, boolean v) {
    int p = present(c);
    if (p >= 0) ((boolean[]) data[p])[row] = v;
  }

  /** Sets an {@link ColumnType#INT8} column. */
  public void setByte(int c, byte v) {
    int p = present(c);
    if (p >= 0) ((byte[]) data[p])[row] = v;
  }

  /** Sets an {@link ColumnType#INT16} column. */
  public void setShort(int c, short v) {
    int p = present(c);
    if (p >= 0) ((short[]) data[p])[row] = v;
  }

  /** Sets an {@link ColumnType#INT32} column. */
  public void setInt(int c, int v) {
    int p = present(c);
    if (p >= 0) ((int[]) data[p])[row] = v;
  }

  /** Sets an {@link ColumnType#INT64} column. */
  public void setLong(int c, long v) {
    int p = present(c);
    if (p >= 0) ((long[]) data[p])[row] = v;
  }

  /** Sets a {@link ColumnType#FLOAT32} column. */
  public void setFloat(int c, float v) {
    int p = present(c);
    if (p >= 0) ((float[]) data[p])[row] = v;
  }

  /** Sets a {@link ColumnType#FLOAT64} column. */
  public void setDouble(int c, double v) {
    int p = present(c);
    if (p >= 0) ((double[]) data[p])[row] = v;
  }

  /** Sets a {@link ColumnType#STRING} column; {@code null} leaves a nullable column null. */
  public void setString(int c, String v) {
    if (v == null) return;
    int p = present(c);
    if (p >= 0) ((String[]) data[p])[row] = v;
  }

  /** Sets a {@link ColumnType#BINARY} column to a copy of {@code v[off, off+len)}. */
  public void setBinary(int c, byte[] v, int off, int len) {
    if (map[c] < 0) return;
    byte[] copy = Arrays.copyOfRange(v, off, off + len);
    ((byte[][]) data[present(c)])[row] = copy;
  }

  /**
   * Sets any column from a boxed value (slow path for small tables): a {@link Number} is narrowed
   * to the column's type, a {@link Boolean}, {@link String} or {@code byte[]} is stored as is;
   * {@code null} leaves the column null.
   */
  public void setValue(int c, Object v) {
    if (v == null || map[c] < 0) return;
    switch (full.column(c).type()) {
      case BOOL -> setBool(c, (Boolean) v);
      case INT8 -> setByte(c, ((Number) v).byteValue());
      case INT16 -> setShort(c, ((Number) v).shortValue());
      case INT32 -> setInt(c, ((Number) v).intValue());
      case INT64 -> setLong(c, ((Number) v).longValue());
      case FLOAT32 -> setFloat(c, ((Number) v).floatValue());
      case FLOAT64 -> setDouble(c, ((Number) v).doubleValue());
      case STRING -> setString(c, v.toString());
      case BINARY -> setBinary(c, (byte[]) v, 0, ((byte[]) v).length);
    }
  }

  /**
   * Completes the current row; flushes the batch when full.
   *
   * @return false when the sink asked to stop (the decoder should return)
   */
  public boolean endRow() throws IOException {
    if (stopped) return false;
    row++;
    total++;
    if (row == allocated) {
      if (allocated < capacity) {
        allocated = (int) Math.min(capacity, 2L * allocated);
        batch.grow(allocated);
      } else {
        flush();
      }
    }
    return !stopped;
  }

  /**
   * Records that the file is damaged after its header (a salvage-mode read): {@link #finish} passes
   * it to the sink after the last batch. The first call wins.
   */
  public void damage(Damage d) {
    if (damage == null) damage = Objects.requireNonNull(d, "damage");
  }

  /** The damage recorded by {@link #damage(Damage)}, or null for a whole file. */
  public Damage damage() {
    return damage;
  }

  /**
   * Flushes the pending rows, if any, then reports the damage recorded, if any, at the end of the
   * read; later calls do nothing.
   */
  public void finish() throws IOException {
    if (finished) return;
    finished = true;
    if (!stopped && row > 0) flush();
    if (damage != null) sink.damage(damage);
  }

  private void flush() throws IOException {
    Arrays.fill((String[]) data[0], 0, row, fileId);
    batch.rows = row;
    if (!sink.accept(batch)) stopped = true;
    row = 0;
    batch.rows = 0;
    resetNulls();
    // Strings and blobs of the previous batch must not stay reachable (or reappear in a null row).
    for (int p = 1; p < data.length; p++) {
      if (data[p] instanceof Object[]) Arrays.fill((Object[]) data[p], null);
    }
  }

  private void resetNulls() {
    for (boolean[] n : nulls) if (n != null) Arrays.fill(n, true);
  }
}
