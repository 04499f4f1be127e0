package org.replays4j.core.table;

import java.lang.reflect.Array;
import java.util.Arrays;

/**
 * A bounded slice of a table in columnar form: one primitive array per column (see {@link
 * ColumnType} for which), a null mask per nullable column, and a row count. Rows {@code [0,
 * rowCount())} are valid; arrays may be longer.
 *
 * <p>A batch belongs to the {@link TableBatchBuilder} that fills it and is <b>reused</b>: it is
 * only valid during {@link TableSink#accept}, and its arrays must not be modified. The typed array
 * accessors are for fast copying (Arrow, Spark); {@link #get} boxes and is for tests and text
 * output. Not thread-safe.
 */
public final class TableBatch {
  private final TableSchema schema;
  final Object[] data;
  final boolean[][] nulls;
  int rows;

  TableBatch(TableSchema schema, int capacity) {
    this.schema = schema;
    this.data = new Object[schema.size()];
    this.nulls = new boolean[schema.size()][];
    for (int c = 0; c < schema.size(); c++) {
      Column col = schema.column(c);
      data[c] = col.type().newArray(capacity);
      if (col.nullable()) nulls[c] = new boolean[capacity];
    }
  }

  /**
   * Grows every column to {@code capacity} rows, keeping the values; new null-mask slots are null.
   * The builder starts small and grows up to its batch size, so that a replay with a few rows does
   * not allocate (and zero) a full batch.
   */
  void grow(int capacity) {
    for (int c = 0; c < data.length; c++) {
      Object old = data[c];
      int n = Array.getLength(old);
      Object bigger = schema.column(c).type().newArray(capacity);
      System.arraycopy(old, 0, bigger, 0, n);
      data[c] = bigger;
      if (nulls[c] != null) {
        nulls[c] = Arrays.copyOf(nulls[c], capacity);
        Arrays.fill(nulls[c], n, capacity, true);
      }
    }
  }

  /** The columns of this batch: the table's schema projected to the requested columns. */
  public TableSchema schema() {
    return schema;
  }

  /** Number of valid rows. */
  public int rowCount() {
    return rows;
  }

  /**
   * True when column {@code c} has no value in row {@code row}; always false for non-nullable
   * columns.
   */
  public boolean isNull(int c, int row) {
    boolean[] n = nulls[c];
    return n != null && n[row];
  }

  /**
   * The null mask of column {@code c} ({@code true} = null), or null when the column is not
   * nullable.
   */
  public boolean[] nullMask(int c) {
    return nulls[c];
  }

  /** Values of a {@link ColumnType#BOOL} column. */
  public boolean[] booleans(int c) {
    return (boolean[]) data[c];
  }

  /** Values of an {@link ColumnType#INT8} column. */
  public byte[] int8s(int c) {
    return (byte[]) data[c];
  }

  /** Values of an {@link ColumnType#INT16} column. */
  public short[] int16s(int c) {
    return (short[]) data[c];
  }

  /** Values of an {@link ColumnType#INT32} column. */
  public int[] int32s(int c) {
    return (int[]) data[c];
  }

  /** Values of an {@link ColumnType#INT64} column. */
  public long[] int64s(int c) {
    return (long[]) data[c];
  }

  /** Values of a {@link ColumnType#FLOAT32} column. */
  public float[] float32s(int c) {
    return (float[]) data[c];
  }

  /** Values of a {@link ColumnType#FLOAT64} column. */
  public double[] float64s(int c) {
    return (double[]) data[c];
  }

  /** Values of a {@link ColumnType#STRING} column (null elements in null rows). */
  public String[] strings(int c) {
    return (String[]) data[c];
  }

  /** Values of a {@link ColumnType#BINARY} column (null elements in null rows). */
  public byte[][] binaries(int c) {
    return (byte[][]) data[c];
  }

  /**
   * The value at ({@code c}, {@code row}) boxed ({@link Boolean}, {@link Byte}, {@link Short},
   * {@link Integer}, {@link Long}, {@link Float}, {@link Double}, {@link String}, {@code byte[]}),
   * or null for a null value.
   */
  public Object get(int c, int row) {
    if (row < 0 || row >= rows) throw new IndexOutOfBoundsException("row " + row + " of " + rows);
    if (isNull(c, row)) return null;
    // each arm is boxed to its own type (Boolean, Byte, …): the switch is in an Object context
    return switch (schema.column(c).type()) {
      case BOOL -> booleans(c)[row];
      case INT8 -> int8s(c)[row];
      case INT16 -> int16s(c)[row];
      case INT32 -> int32s(c)[row];
      case INT64 -> int64s(c)[row];
      case FLOAT32 -> float32s(c)[row];
      case FLOAT64 -> float64s(c)[row];
      case STRING -> strings(c)[row];
      case BINARY -> binaries(c)[row];
    };
  }

  /**
   * An independent copy of the valid rows, for a consumer that keeps rows past {@link
   * TableSink#accept} (the CLI's export keeps the rows of a file whose turn to be written has not
   * come). Binary values are copied too. The copy is not reused by anyone.
   */
  public TableBatch copy() {
    TableBatch c = new TableBatch(schema, rows);
    for (int col = 0; col < data.length; col++) {
      if (schema.column(col).type() == ColumnType.BINARY) {
        byte[][] from = binaries(col);
        byte[][] to = (byte[][]) c.data[col];
        for (int r = 0; r < rows; r++) to[r] = from[r] == null ? null : from[r].clone();
      } else {
        System.arraycopy(data[col], 0, c.data[col], 0, rows);
      }
      if (nulls[col] != null) System.arraycopy(nulls[col], 0, c.nulls[col], 0, rows);
    }
    c.rows = rows;
    return c;
  }

  /**
   * About how many bytes of heap the valid rows hold: 8 per value, plus the characters of strings
   * and the bytes of binary values.
   */
  public long estimatedBytes() {
    long n = 64L + 8L * rows * data.length;
    for (int col = 0; col < data.length; col++) {
      ColumnType t = schema.column(col).type();
      if (t == ColumnType.STRING) {
        for (int r = 0; r < rows; r++) {
          String v = strings(col)[r];
          if (v != null) n += 40 + 2L * v.length();
        }
      } else if (t == ColumnType.BINARY) {
        for (int r = 0; r < rows; r++) {
          byte[] v = binaries(col)[r];
          if (v != null) n += 16 + v.length;
        }
      }
    }
    return n;
  }
}
