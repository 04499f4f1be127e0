package org.replays4j.spark;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.apache.spark.sql.types.Decimal;
import org.apache.spark.sql.vectorized.ColumnVector;
import org.apache.spark.sql.vectorized.ColumnarArray;
import org.apache.spark.sql.vectorized.ColumnarMap;
import org.apache.spark.unsafe.types.UTF8String;
import org.replays4j.core.table.ColumnType;
import org.replays4j.core.table.TableBatch;

/**
 * A read-only Spark column over a copy of one {@link TableBatch} column: the decoder's primitive
 * array, copied in one {@code System.arraycopy} (the batch is reused), read in place by Spark.
 * Strings are encoded to UTF-8 once, when copied.
 */
final class ArrayColumnVector extends ColumnVector {
  private final ColumnType kind;
  private final Object values;
  private final boolean[] nulls;
  private final int numNulls;

  private ArrayColumnVector(ColumnType kind, Object values, boolean[] nulls, int numNulls) {
    super(SparkSchemas.type(kind));
    this.kind = kind;
    this.values = values;
    this.nulls = nulls;
    this.numNulls = numNulls;
  }

  /** A copy of the first {@code batch.rowCount()} values of column {@code c} of {@code batch}. */
  static ArrayColumnVector copy(TableBatch batch, int c) {
    int n = batch.rowCount();
    ColumnType kind = batch.schema().column(c).type();
    Object values =
        switch (kind) {
          case BOOL -> Arrays.copyOf(batch.booleans(c), n);
          case INT8 -> Arrays.copyOf(batch.int8s(c), n);
          case INT16 -> Arrays.copyOf(batch.int16s(c), n);
          case INT32 -> Arrays.copyOf(batch.int32s(c), n);
          case INT64 -> Arrays.copyOf(batch.int64s(c), n);
          case FLOAT32 -> Arrays.copyOf(batch.float32s(c), n);
          case FLOAT64 -> Arrays.copyOf(batch.float64s(c), n);
          case STRING -> utf8(batch.strings(c), n);
          case BINARY -> Arrays.copyOf(batch.binaries(c), n);
        };
    boolean[] mask = batch.nullMask(c);
    boolean[] nulls = null;
    int numNulls = 0;
    if (mask != null) {
      for (int i = 0; i < n; i++) if (mask[i]) numNulls++;
      if (numNulls > 0) nulls = Arrays.copyOf(mask, n);
    }
    return new ArrayColumnVector(kind, values, nulls, numNulls);
  }

  /** The first {@code n} strings as UTF-8; runs of the same string (the file column) once. */
  private static UTF8String[] utf8(String[] s, int n) {
    UTF8String[] u = new UTF8String[n];
    String last = null;
    UTF8String lastU = null;
    for (int i = 0; i < n; i++) {
      if (s[i] == null) continue;
      if (s[i] != last) {
        last = s[i];
        lastU = UTF8String.fromBytes(s[i].getBytes(StandardCharsets.UTF_8));
      }
      u[i] = lastU;
    }
    return u;
  }

  @Override
  public void close() {}

  @Override
  public boolean hasNull() {
    return numNulls > 0;
  }

  @Override
  public int numNulls() {
    return numNulls;
  }

  @Override
  public boolean isNullAt(int rowId) {
    if (nulls != null) return nulls[rowId];
    return (kind == ColumnType.STRING || kind == ColumnType.BINARY)
        && ((Object[]) values)[rowId] == null;
  }

  @Override
  public boolean getBoolean(int rowId) {
    return ((boolean[]) values)[rowId];
  }

  @Override
  public byte getByte(int rowId) {
    return ((byte[]) values)[rowId];
  }

  @Override
  public short getShort(int rowId) {
    return ((short[]) values)[rowId];
  }

  @Override
  public int getInt(int rowId) {
    return ((int[]) values)[rowId];
  }

  @Override
  public long getLong(int rowId) {
    return ((long[]) values)[rowId];
  }

  @Override
  public float getFloat(int rowId) {
    return ((float[]) values)[rowId];
  }

  @Override
  public double getDouble(int rowId) {
    return ((double[]) values)[rowId];
  }

  @Override
  public UTF8String getUTF8String(int rowId) {
    return ((UTF8String[]) values)[rowId];
  }

  @Override
  public byte[] getBinary(int rowId) {
    return ((byte[][]) values)[rowId];
  }

  @Override
  public ColumnarArray getArray(int rowId) {
    throw unsupported();
  }

  @Override
  public ColumnarMap getMap(int ordinal) {
    throw unsupported();
  }

  @Override
  public Decimal getDecimal(int rowId, int precision, int scale) {
    throw unsupported();
  }

  @Override
  public ColumnVector getChild(int ordinal) {
    throw unsupported();
  }

  private UnsupportedOperationException unsupported() {
    return new UnsupportedOperationException("table columns are primitive: " + kind.label());
  }
}
