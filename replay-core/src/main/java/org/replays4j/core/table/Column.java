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
    if (!isSnakeName(name)) {
      throw new IllegalArgumentException("column name must be lower snake case: " + name);
    }
  }

  /**
   * Whether {@code name} is a lower snake case name: {@code [a-z][a-z0-9_]*} (tested by hand: a
   * catalog's schema checks a few hundred names on every run, and a regular expression is compiled
   * for each).
   */
  static boolean isSnakeName(String name) {
    if (name == null || name.isEmpty()) return false;
    char first = name.charAt(0);
    if (first < 'a' || first > 'z') return false;
    for (int i = 1; i < name.length(); i++) {
      char c = name.charAt(i);
      if ((c < 'a' || c > 'z') && (c < '0' || c > '9') && c != '_') return false;
    }
    return true;
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
