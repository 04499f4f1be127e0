package org.replays4j.core.table;

import java.util.Objects;

/**
 * One column of a {@link TableSchema}.
 *
 * @param name lower snake case, unique in its table (e.g. {@code frame}, {@code x_position})
 * @param type value type
 * @param nullable true when some rows may have no value (a field the file's version lacks, a
 *     command type without that field); a non-nullable column has a value in every row
 * @param doc one sentence: meaning, unit, range, and the spec field name where it differs
 */
public record Column(String name, ColumnType type, boolean nullable, String doc) {
  /** Validates the name (non-empty, {@code [a-z0-9_]}, starting with a letter). */
  public Column {
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(doc, "doc");
    if (name == null || !name.matches("[a-z][a-z0-9_]*")) {
      throw new IllegalArgumentException("column name must be lower snake case: " + name);
    }
  }

  /** A non-nullable column. */
  public static Column of(String name, ColumnType type, String doc) {
    return new Column(name, type, false, doc);
  }

  /** A nullable column. */
  public static Column nullable(String name, ColumnType type, String doc) {
    return new Column(name, type, true, doc);
  }
}
