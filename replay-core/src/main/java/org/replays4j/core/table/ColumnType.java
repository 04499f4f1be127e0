package org.replays4j.core.table;

/**
 * The value type of a table column, and the primitive array a {@link TableBatch} keeps it in. The
 * set is what Arrow, Parquet, Spark and CSV all represent without loss; unsigned file values are
 * widened to the next signed type (an unsigned 16-bit field is {@link #INT32}).
 */
public enum ColumnType {
  /** {@code boolean[]}. */
  BOOL,
  /** Signed 8-bit, {@code byte[]}. */
  INT8,
  /** Signed 16-bit, {@code short[]}. */
  INT16,
  /** Signed 32-bit, {@code int[]}. */
  INT32,
  /** Signed 64-bit, {@code long[]}. */
  INT64,
  /** IEEE 754 binary32, {@code float[]}. */
  FLOAT32,
  /** IEEE 754 binary64, {@code double[]}. */
  FLOAT64,
  /** UTF-16 Java string (written as UTF-8), {@code String[]}. */
  STRING,
  /** Opaque bytes, {@code byte[][]}; every element is a private copy. */
  BINARY;

  /** A new array of this type's storage class with {@code n} elements. */
  Object newArray(int n) {
    switch (this) {
      case BOOL:
        return new boolean[n];
      case INT8:
        return new byte[n];
      case INT16:
        return new short[n];
      case INT32:
        return new int[n];
      case INT64:
        return new long[n];
      case FLOAT32:
        return new float[n];
      case FLOAT64:
        return new double[n];
      case STRING:
        return new String[n];
      default:
        return new byte[n][];
    }
  }

  /** Lower-case name used in golden schema files and the CLI ({@code int32}, {@code string}). */
  public String label() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }

  /** The type whose {@link #label()} is {@code label}; any other text is an exception. */
  public static ColumnType ofLabel(String label) {
    for (ColumnType t : values()) if (t.label().equals(label)) return t;
    throw new IllegalArgumentException("unknown column type " + label);
  }
}
