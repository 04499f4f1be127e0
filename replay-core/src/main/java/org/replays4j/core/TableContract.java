package org.replays4j.core;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.Column;
import org.replays4j.core.table.TableBatch;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableRead;
import org.replays4j.core.table.TableRows;
import org.replays4j.core.table.TableSchema;
import org.replays4j.core.table.TableSink;

/**
 * The rules every format's tables obey, as a check a format's table test calls with one of its
 * files. Throws {@link AssertionError} naming the broken rule. Rules:
 *
 * <ul>
 *   <li>the table is declared in {@link ReplayFormat#tables()} and batches carry its schema;
 *   <li>every row's {@code file} column is the id passed in;
 *   <li>batches hold at most {@link TableOptions#batchRows()} rows (checked with a small size);
 *   <li>nulls only in nullable columns; values of non-null strings and blobs are present;
 *   <li>the rows do not depend on the batch size;
 *   <li>column pruning: a read of some columns yields exactly those columns' values of a full read;
 *   <li>damage ({@link TableSink#damage}), if any, is reported once, after the last batch;
 *   <li>damage ({@link #checkDamaged}): a file damaged after its header gives its damage to the
 *       sink once, after the last batch, and (for a table of rows read in file order) the rows of
 *       the whole file that come before the damage.
 * </ul>
 *
 * <p>{@link #checkReadTables} adds the rules of a multi-table read ({@link
 * ReplayFormat#readTables}): each table's batches equal its own {@link ReplayFormat#readTable}'s.
 */
public final class TableContract {
  private TableContract() {}

  /** The schema {@code format} declares for {@code table}; an assertion error when none. */
  private static TableSchema schema(ReplayFormat format, String table) {
    return format
        .table(table)
        .orElseThrow(() -> new AssertionError(format.id() + " does not declare table " + table));
  }

  /**
   * Checks {@code table} of {@code format} over {@code source}.
   *
   * @return the rows of a full read (for the caller's own assertions)
   */
  public static TableRows check(ReplayFormat format, String table, ReplaySource source)
      throws IOException {
    TableSchema schema = schema(format, table);
    if (!schema.format().equals(format.id())) {
      // a format may share another's table set (the .echoreplay files of Echo VR write the .butter
      // tables): that format must be installed and declare the very same table
      TableSchema shared =
          Replays.format(schema.format()).flatMap(f -> f.table(table)).orElse(null);
      if (!schema.equals(shared)) {
        fail(
            schema,
            "schema format "
                + schema.format()
                + " is not the format id "
                + format.id()
                + " nor an installed format declaring the same table");
      }
    }
    String fileId = "contract:" + source.name();
    TableRows all = read(format, table, source, fileId, TableOptions.ALL);
    if (all.schema() != null && !all.schema().equals(schema))
      fail(schema, "batch schema differs from the declared one");
    checkRows(schema, all, fileId);
    if (all.damages().size() > 1)
      fail(schema, "the damage was reported " + all.damages().size() + " times");
    if (all.batchAfterDamage()) fail(schema, "a batch arrived after the damage");

    int small = 7;
    TableRows chunked = read(format, table, source, fileId, TableOptions.ALL.withBatchRows(small));
    if (chunked.maxBatchRows() > small) {
      fail(schema, "a batch of " + chunked.maxBatchRows() + " rows exceeds batchRows " + small);
    }
    if (!equalRows(all.rows(), chunked.rows()))
      fail(schema, "rows differ between batch sizes 16384 and 7");

    // Pruning: every other column (and the last one), then check against the full read.
    Set<String> some = new LinkedHashSet<>();
    for (int c = 1; c < schema.size(); c += 2) some.add(schema.column(c).name());
    some.add(schema.column(schema.size() - 1).name());
    TableSchema projected = schema.project(some);
    TableRows pruned = read(format, table, source, fileId, TableOptions.ALL.withColumns(some));
    if (pruned.schema() != null && !pruned.schema().equals(projected))
      fail(schema, "pruned batch schema is not the projection");
    if (pruned.rows().size() != all.rows().size()) {
      fail(
          schema,
          "pruned read has " + pruned.rows().size() + " rows, full read " + all.rows().size());
    }
    for (int i = 0; i < projected.size(); i++) {
      String name = projected.column(i).name();
      List<Object> want = all.rows().isEmpty() ? List.of() : all.column(name);
      List<Object> got = pruned.rows().isEmpty() ? List.of() : pruned.column(name);
      if (!equalValues(want, got))
        fail(schema, "pruned column " + name + " differs from the full read");
    }
    return all;
  }

  /**
   * Checks {@code table} of {@code damaged}, a damaged copy of {@code whole} (for instance cut
   * short): either the read fails with a {@link org.replays4j.core.error.ReplayFormatException}
   * (the damage is in the header), or it ends normally and, when it reports damage, does so exactly
   * once, after its last batch. When {@code rowsInFileOrder} (a table whose rows follow the file,
   * such as inputs or commands, not one that describes what was read), the rows are the first rows
   * of the whole file's.
   *
   * @return the rows of the damaged read, or null when it failed
   */
  public static TableRows checkDamaged(
      ReplayFormat format,
      String table,
      ReplaySource whole,
      ReplaySource damaged,
      boolean rowsInFileOrder)
      throws IOException {
    TableSchema schema = schema(format, table);
    String fileId = "contract:" + whole.name();
    TableRows rows;
    try {
      rows = read(format, table, damaged, fileId, TableOptions.ALL.withBatchRows(7));
    } catch (ReplayFormatException e) {
      return null;
    }
    checkRows(schema, rows, fileId);
    if (rows.damages().size() > 1)
      fail(schema, "the damage was reported " + rows.damages().size() + " times");
    if (rows.batchAfterDamage()) fail(schema, "a batch arrived after the damage");
    if (rowsInFileOrder && !rows.damages().isEmpty()) {
      TableRows all = read(format, table, whole, fileId, TableOptions.ALL);
      List<List<Object>> want = all.rows();
      if (rows.rows().size() > want.size()
          || !equalRows(rows.rows(), want.subList(0, rows.rows().size()))) {
        fail(
            schema,
            "the "
                + rows.rows().size()
                + " rows before the damage are not the first rows of the whole file's "
                + want.size());
      }
    }
    return rows;
  }

  /**
   * Checks that {@link ReplayFormat#readTables} of {@code source} gives every table exactly what
   * {@link ReplayFormat#readTable} gives it (rows, batch boundaries, damage), for: all tables
   * together; every other table, the rest, and all in reverse order; every other column of each
   * table with batches of 7 rows and {@code formatOptions}; the sinks of every other table stopping
   * after their first batch of 3 rows, then those of the rest (the others still get all their
   * rows); and the file's content cut at half and at nine tenths (a damaged file: the same rows and
   * the same damage, or the same kind of failure). Also that {@link
   * ReplayFormat#readTablesAndStats} gives the tables the same rows and the stats {@link
   * ReplayFormat#gameStats} gives.
   *
   * @param formatOptions format options for the projected reads (may be empty)
   */
  public static void checkReadTables(
      ReplayFormat format, ReplaySource source, Map<String, String> formatOptions)
      throws IOException {
    List<String> all = tableNames(format);
    if (all.isEmpty()) return;
    Map<String, TableOptions> plain = new LinkedHashMap<>();
    for (String t : all) plain.put(t, TableOptions.ALL);
    compare(format, source, plain, -1, "all tables");
    Map<String, TableOptions> odd = new LinkedHashMap<>();
    Map<String, TableOptions> even = new LinkedHashMap<>();
    Map<String, TableOptions> reversed = new LinkedHashMap<>();
    for (int i = 0; i < all.size(); i++) {
      (i % 2 == 0 ? even : odd).put(all.get(i), TableOptions.ALL);
      reversed.put(all.get(all.size() - 1 - i), TableOptions.ALL);
    }
    if (!odd.isEmpty()) compare(format, source, odd, -1, "every other table");
    compare(format, source, even, -1, "the other tables");
    compare(format, source, reversed, -1, "all tables in reverse order");
    Map<String, TableOptions> projected = new LinkedHashMap<>();
    for (TableSchema t : format.tables()) {
      Set<String> some = new LinkedHashSet<>();
      for (int c = 1; c < t.size(); c += 2) some.add(t.column(c).name());
      projected.put(t.name(), new TableOptions(some, formatOptions, 7));
    }
    compare(format, source, projected, -1, "projected columns, format options, batches of 7");
    Map<String, TableOptions> small = new LinkedHashMap<>();
    for (String t : all) small.put(t, TableOptions.ALL.withBatchRows(3));
    compare(format, source, small, 0, "the sinks of every other table stop after one batch");
    compare(format, source, small, 1, "the sinks of the other tables stop after one batch");

    compareStats(format, source, all);

    byte[] content = source.readAllBytes(DecodeLimits.DEFAULT);
    for (int cut : new int[] {content.length / 2, content.length * 9 / 10}) {
      ReplaySource damaged =
          ReplaySource.of(source.name() + ".cut" + cut, Arrays.copyOf(content, cut));
      compare(format, damaged, plain, -1, "content cut at " + cut + " of " + content.length);
      compareStats(format, damaged, all);
    }
  }

  /**
   * Reads {@code all} tables with the stats and checks the stats against {@link
   * ReplayFormat#gameStats} (or the same kind of failure) and each table against its read alone.
   */
  private static void compareStats(ReplayFormat format, ReplaySource source, List<String> all)
      throws IOException {
    Map<String, Recorder> withStats = new LinkedHashMap<>();
    List<TableRead> reads = new ArrayList<>();
    for (String t : all) {
      Recorder r = new Recorder(-1);
      withStats.put(t, r);
      reads.add(new TableRead(t, TableOptions.ALL, r));
    }
    Object together;
    Object alone;
    try {
      together = format.readTablesAndStats(source, "contract", DecodeLimits.DEFAULT, reads);
    } catch (ReplayFormatException ex) {
      together = ex.kind(); // a file whose stats cannot be read fails the same way alone
    }
    try {
      alone = format.gameStats(source, DecodeLimits.DEFAULT);
    } catch (ReplayFormatException ex) {
      alone = ex.kind();
    }
    if (!together.equals(alone)) {
      throw new AssertionError(
          format.id() + ": readTablesAndStats gives stats " + together + ", gameStats " + alone);
    }
    for (String t : all) {
      if (together instanceof ReplayFormatException.Kind) break;
      Recorder single = new Recorder(-1);
      format.readTable(t, source, "contract", TableOptions.ALL, DecodeLimits.DEFAULT, single);
      single.assertSame(withStats.get(t), format.id() + "." + t + " (read with the stats)");
    }
  }

  /**
   * Reads {@code tables} together and each alone, and compares; the sinks of the tables at even
   * (parity 0) or odd (1) places stop after their first batch (-1: none stops).
   */
  private static void compare(
      ReplayFormat format,
      ReplaySource source,
      Map<String, TableOptions> tables,
      int stopParity,
      String what)
      throws IOException {
    String id = "contract:" + source.name();
    Map<String, Recorder> together = new LinkedHashMap<>();
    List<TableRead> reads = new ArrayList<>();
    int place = 0;
    for (Map.Entry<String, TableOptions> e : tables.entrySet()) {
      Recorder r = new Recorder(place++ % 2 == stopParity ? 1 : -1);
      together.put(e.getKey(), r);
      reads.add(new TableRead(e.getKey(), e.getValue(), r));
    }
    ReplayFormatException togetherFailed = null;
    try {
      format.readTables(source, id, DecodeLimits.DEFAULT, reads);
    } catch (ReplayFormatException ex) {
      togetherFailed = ex;
    }
    ReplayFormatException firstFailed = null;
    place = 0;
    for (Map.Entry<String, TableOptions> e : tables.entrySet()) {
      Recorder single = new Recorder(place++ % 2 == stopParity ? 1 : -1);
      String name = format.id() + "." + e.getKey() + " (" + what + ")";
      try {
        format.readTable(e.getKey(), source, id, e.getValue(), DecodeLimits.DEFAULT, single);
      } catch (ReplayFormatException ex) {
        if (firstFailed == null) firstFailed = ex;
        continue;
      }
      if (togetherFailed == null) single.assertSame(together.get(e.getKey()), name);
    }
    if ((togetherFailed == null) != (firstFailed == null)
        || (togetherFailed != null && togetherFailed.kind() != firstFailed.kind())) {
      throw new AssertionError(
          format.id()
              + " ("
              + what
              + "): readTables "
              + (togetherFailed == null ? "succeeds" : "fails with " + togetherFailed)
              + ", the reads of single tables "
              + (firstFailed == null ? "succeed" : "fail first with " + firstFailed));
    }
  }

  /** Keeps the rows, batch sizes and damage of one read; stops after {@code stopAfter} batches. */
  private static final class Recorder implements TableSink {
    private final int stopAfter;
    private final TableRows rows = new TableRows();
    private final List<Integer> batchRows = new ArrayList<>();
    private String damage;
    private int damages;

    Recorder(int stopAfter) {
      this.stopAfter = stopAfter;
    }

    @Override
    public boolean accept(TableBatch batch) {
      if (stopAfter >= 0 && batchRows.size() >= stopAfter)
        throw new AssertionError("a batch after the sink asked to stop");
      rows.accept(batch);
      batchRows.add(batch.rowCount());
      return stopAfter < 0 || batchRows.size() < stopAfter;
    }

    @Override
    public void damage(Damage d) {
      damage = String.valueOf(d);
      damages++;
    }

    void assertSame(Recorder together, String name) {
      if (!batchRows.equals(together.batchRows)) {
        throw new AssertionError(
            name + ": batches of " + together.batchRows + " rows, read alone " + batchRows);
      }
      if (!equalRows(rows.rows(), together.rows.rows()))
        throw new AssertionError(name + ": rows differ from the table read alone");
      if (!Objects.equals(damage, together.damage) || damages != together.damages) {
        throw new AssertionError(name + ": damage " + together.damage + ", read alone " + damage);
      }
    }
  }

  private static TableRows read(
      ReplayFormat format, String table, ReplaySource source, String fileId, TableOptions options)
      throws IOException {
    TableRows rows = new TableRows();
    format.readTable(table, source, fileId, options, DecodeLimits.DEFAULT, rows);
    return rows;
  }

  private static void checkRows(TableSchema schema, TableRows rows, String fileId) {
    int n = 0;
    for (List<Object> row : rows.rows()) {
      if (!fileId.equals(row.get(0)))
        fail(schema, "row " + n + ": file is " + row.get(0) + ", expected " + fileId);
      for (int c = 0; c < schema.size(); c++) {
        Column col = schema.column(c);
        Object v = row.get(c);
        if (v == null && !col.nullable())
          fail(schema, "row " + n + ": non-nullable column " + col.name() + " is null");
        if (v != null && !col.type().holds(v)) {
          fail(
              schema,
              "row " + n + ": column " + col.name() + " holds " + v.getClass().getSimpleName());
        }
      }
      n++;
    }
  }

  /** Row lists equal, comparing blobs by content and floats bit for bit (NaN equals NaN). */
  public static boolean equalRows(List<List<Object>> a, List<List<Object>> b) {
    if (a.size() != b.size()) return false;
    for (int i = 0; i < a.size(); i++) if (!equalValues(a.get(i), b.get(i))) return false;
    return true;
  }

  private static boolean equalValues(List<Object> a, List<Object> b) {
    if (a.size() != b.size()) return false;
    for (int i = 0; i < a.size(); i++) {
      Object x = a.get(i);
      Object y = b.get(i);
      if (x instanceof byte[] && y instanceof byte[]) {
        if (!Arrays.equals((byte[]) x, (byte[]) y)) return false;
      } else if (!Objects.equals(x, y)) {
        return false;
      }
    }
    return true;
  }

  private static void fail(TableSchema schema, String what) {
    throw new AssertionError(schema.format() + "." + schema.name() + ": " + what);
  }

  /** Names of the tables {@code format} declares. */
  public static List<String> tableNames(ReplayFormat format) {
    List<String> out = new ArrayList<>();
    for (TableSchema t : format.tables()) out.add(t.name());
    return out;
  }

  /**
   * System property that makes {@link #assertGolden} (re)write the golden files instead of
   * comparing.
   */
  public static final String UPDATE_GOLDEN = "replays4j.updateGolden";

  /**
   * Compares {@code schema.describe()} with the golden file {@code dir/<format>.<table>.schema}
   * (schemas are stable: a change must be a visible diff). With {@code
   * -Dreplays4j.updateGolden=true} the file is written instead.
   */
  public static void assertGolden(TableSchema schema, Path dir) throws IOException {
    Path file = dir.resolve(schema.format() + "." + schema.name() + ".schema");
    String now = schema.describe();
    if (Boolean.getBoolean(UPDATE_GOLDEN)) {
      Files.createDirectories(dir);
      Files.writeString(file, now);
      return;
    }
    String want = Files.exists(file) ? Files.readString(file) : "(missing)";
    if (!want.equals(now)) {
      throw new AssertionError(
          "schema "
              + schema.format()
              + "."
              + schema.name()
              + " differs from "
              + file
              + "; if the change is intended, update the golden files with\n  mvn -B -o test -pl <module> -Dtest=<this test> -D"
              + UPDATE_GOLDEN
              + "=true\nand commit the diff. Now:\n"
              + now
              + "\nGolden:\n"
              + want);
    }
  }
}
