package org.replays4j.core.codec;

/**
 * A constant of an enum that is a {@link CodeTable} of ids and display names: its {@link #id()} is
 * the row's code and its {@link #displayName()} the row's first name, so the enum needs no fields
 * and accessors of its own. Implemented by enums only; like {@link Coded}, for accessors no hot
 * path calls.
 */
public interface Named {
  /** The id, or -1 for a table's {@code UNKNOWN} row. */
  default int id() {
    return CodeTable.rowCode((Enum<?>) this);
  }

  /** The name to show, e.g. "Captain Falcon", "Right Click". */
  default String displayName() {
    return CodeTable.rowName((Enum<?>) this, 0);
  }
}
