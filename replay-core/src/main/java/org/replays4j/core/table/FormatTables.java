package org.replays4j.core.table;

import java.io.IOException;
import java.util.List;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.stats.GameStats;

/**
 * The tables of one format and the code that writes their rows: what {@code ReplayFormat.tables()},
 * {@code ReplayFormat.readTable(...)} and {@code ReplayFormat.readTables(...)} delegate to by
 * default, so that a format states its tables in one place ({@code ReplayFormat.formatTables()}).
 *
 * <p>A format whose tables come from one decode also gives a {@link MultiReader}: then a read of
 * several tables of a file decodes it once (and may compute the game's shared stats in the same
 * pass); without one, each table is read on its own.
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

  /**
   * A format's producer of several tables from one decode of a file, optionally with the game's
   * shared stats computed in the same pass.
   */
  @FunctionalInterface
  public interface MultiReader {
    /**
     * Writes the rows of every builder's table of {@code source} into that builder; the caller
     * finishes the builders afterwards. A builder whose sink asked to stop ({@link
     * TableBatchBuilder#stopped}) gets no more rows while the others keep receiving theirs. When
     * the file is damaged (a salvage read), every builder of the pass gets {@link
     * TableBatchBuilder#damage}. The same table may appear more than once (each builder is filled).
     *
     * @param gameStats true when the caller also wants the game's shared stats
     * @return the shared stats computed in this decode, or null when not asked or not computed (the
     *     caller then asks {@code ReplayFormat.gameStats})
     */
    GameStats read(
        List<TableBatchBuilder> rows, ReplaySource source, DecodeLimits limits, boolean gameStats)
        throws IOException;
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
  private final MultiReader multi;

  /**
   * Tables as schema data only: the format's {@code decode} writes their rows in its one pass, so
   * there is no reader here to call ({@link #read} and {@link #readAll} fail).
   *
   * @param schemas the tables, in the order {@code tables()} lists them
   */
  public static FormatTables of(List<TableSchema> schemas) {
    return new FormatTables(
        schemas,
        (rows, source, limits) -> {
          throw new IllegalStateException(
              rows.schema().format() + " writes table " + rows.schema().name() + " in its decode");
        });
  }

  /**
   * Tables read one at a time.
   *
   * @param schemas the tables, in the order {@code tables()} lists them
   * @param reader writes the rows of any of them
   */
  public FormatTables(List<TableSchema> schemas, Reader reader) {
    this(schemas, reader, null);
  }

  /**
   * Tables that several at once come from one decode.
   *
   * @param schemas the tables, in the order {@code tables()} lists them
   * @param reader writes the rows of any one of them
   * @param multi writes the rows of several of them from one decode (null: one read per table)
   */
  public FormatTables(List<TableSchema> schemas, Reader reader, MultiReader multi) {
    this.schemas = List.copyOf(schemas);
    this.reader = java.util.Objects.requireNonNull(reader, "reader");
    this.multi = multi;
  }

  /** True when a read of several tables decodes the file once ({@link MultiReader} given). */
  public boolean readsTogether() {
    return multi != null;
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
   * Streams the rows of every builder's table to its sink and finishes each builder: from one
   * decode when the format gave a {@link MultiReader} (a single table without the stats is read by
   * the {@link Reader}), else one read per builder, in order (the first failure ends the read).
   *
   * @param gameStats true to have the shared stats computed in the same decode, where the format
   *     can
   * @return the shared stats of that decode, or null (not asked, or the format computes them
   *     separately)
   */
  public GameStats readAll(
      List<TableBatchBuilder> rows, ReplaySource source, DecodeLimits limits, boolean gameStats)
      throws IOException {
    if (multi == null || rows.size() == 1 && !gameStats) {
      for (TableBatchBuilder b : rows) read(b, source, limits);
      return null;
    }
    GameStats stats = multi.read(rows, source, limits, gameStats);
    for (TableBatchBuilder b : rows) b.finish();
    return stats;
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
