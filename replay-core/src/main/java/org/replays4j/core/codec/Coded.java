package org.replays4j.core.codec;

/**
 * A constant of an enum that is a {@link CodeTable}: its {@link #code()} is read from the table, so
 * the enum needs no field and accessor of its own. Implemented by enums only. The table is found by
 * the constant's class (a few nanoseconds): an accessor called per event reads the enum's own
 * static table instead ({@link CodeTable#code(Enum)}).
 */
public interface Coded {
  /** This constant's code: a type byte, an id, a header value. */
  default int code() {
    return CodeTable.rowCode((Enum<?>) this);
  }
}
