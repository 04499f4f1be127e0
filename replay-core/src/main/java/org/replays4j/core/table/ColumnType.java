package org.replays4j.core.table;

import java.lang.reflect.Array;
import java.util.Locale;

/**
 * The value type of a table column, and the primitive array a {@link TableBatch} keeps it in. The
 * set is what Arrow, Parquet, Spark and CSV all represent without loss; unsigned file values are
 * widened to the next signed type (an unsigned 16-bit field is {@link #INT32}).
 */
public enum ColumnType {
  /** {@code boolean[]}. */
  BOOL(boolean.class, Boolean.class),
  /** Signed 8-bit, {@code byte[]}. */
  INT8(byte.class, Byte.class),
  /** Signed 16-bit, {@code short[]}. */
  INT16(short.class, Short.class),
  /** Signed 32-bit, {@code int[]}. */
  INT32(int.class, Integer.class),
  /** Signed 64-bit, {@code long[]}. */
  INT64(long.class, Long.class),
  /** IEEE 754 binary32, {@code float[]}. */
  FLOAT32(float.class, Float.class),
  /** IEEE 754 binary64, {@code double[]}. */
  FLOAT64(double.class, Double.class),
  /** UTF-16 Java string (written as UTF-8), {@code String[]}. */
  STRING(String.class, String.class),
  /** Opaque bytes, {@code byte[][]}; every element is a private copy. */
  BINARY(byte[].class, byte[].class);

  /** Element class of the column's array in a batch. */
  private final Class<?> element;

  /** Class of a value as {@link TableBatch#get} returns it. */
  private final Class<?> boxed;

  ColumnType(Class<?> element, Class<?> boxed) {
    this.element = element;
    this.boxed = boxed;
  }

  /** The Java type of a cell: the primitive of a BOOL or number column. */
  Class<?> element() {
    return element;
  }

  /** A new array of this type's storage class with {@code n} elements. */
  Object newArray(int n) {
    return Array.newInstance(element, n);
  }

  /** True when {@code value} is a value of this type as {@link TableBatch#get} returns it. */
  public boolean holds(Object value) {
    return boxed.isInstance(value);
  }

  /** Lower-case name used in golden schema files and the CLI ({@code int32}, {@code string}). */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The type whose {@link #label()} is {@code label}; any other text is an exception. */
  public static ColumnType ofLabel(String label) {
    for (ColumnType t : values()) if (t.label().equals(label)) return t;
    throw new IllegalArgumentException("unknown column type " + label);
  }
}
