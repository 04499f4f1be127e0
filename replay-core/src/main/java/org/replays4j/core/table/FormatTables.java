package org.replays4j.core.table;

import java.io.IOException;
import java.util.List;
import org.replays4j.core.ReplaySource;
import org.replays4j.core.error.DecodeLimits;

/**
 * The tables of one format and the code that writes their rows: what {@code ReplayFormat.tables()}
 * and {@code ReplayFormat.readTable(...)} delegate to by default, so that a format states its
 * tables in one place ({@code ReplayFormat.formatTables()}).
 */
public final class FormatTables {
  /** A format's row producer. */
  @FunctionalInterface
  public interface Reader {
    /**
     * Writes the rows of table {@code rows.schema()} of {@code source} into {@code rows}; the
     * caller finishes {@code rows} afterwards. Returning early (after {@link
     * TableBatchBuilder#endRow} returned false) is allowed.
     */
    void read(TableBatchBuilder rows, ReplaySource source, DecodeLimits limits) throws IOException;
  }

  /** No tables (the default of {@code ReplayFormat.formatTables()}). */
  public static final FormatTables NONE =
      new FormatTables(
          List.of(),
          (rows, source, limits) -> {
            throw new IllegalArgumentException(
                rows.schema().format() + " has no reader for table " + rows.schema().name());
          });

  private final List<TableSchema> schemas;
  private final Reader reader;

  /**
   * @param schemas the tables, in the order {@code tables()} lists them
   * @param reader writes the rows of any of them
   */
  public FormatTables(List<TableSchema> schemas, Reader reader) {
    this.schemas = List.copyOf(schemas);
    this.reader = java.util.Objects.requireNonNull(reader, "reader");
  }

  /** The tables, in order. */
  public List<TableSchema> schemas() {
    return schemas;
  }

  /** Streams the rows of {@code rows.schema()} to the builder's sink and finishes it. */
  public void read(TableBatchBuilder rows, ReplaySource source, DecodeLimits limits)
      throws IOException {
    reader.read(rows, source, limits);
    rows.finish();
  }

  /**
   * The table named {@code name} among {@code tables} of format {@code format}.
   *
   * @throws IllegalArgumentException naming the tables there are, when none is named {@code name}
   */
  public static TableSchema find(String format, List<TableSchema> tables, String name) {
    for (TableSchema t : tables) if (t.name().equals(name)) return t;
    throw new IllegalArgumentException(
        format
            + " has no table "
            + name
            + "; tables: "
            + tables.stream().map(TableSchema::name).toList());
  }
}
