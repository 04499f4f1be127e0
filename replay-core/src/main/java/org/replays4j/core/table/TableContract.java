package org.replays4j.core.table;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySource;
import org.replays4j.core.error.DecodeLimits;

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
 *   <li>a whole file reports no damage ({@link TableSink#damage});
 *   <li>damage ({@link #checkDamaged}): a file damaged after its header gives its damage to the
 *       sink once, after the last batch, and (for a table of rows read in file order) the rows of
 *       the whole file that come before the damage.
 * </ul>
 */
public final class TableContract {
  private TableContract() {}

  /**
   * Checks {@code table} of {@code format} over {@code source}.
   *
   * @return the rows of a full read (for the caller's own assertions)
   */
  public static TableRows check(ReplayFormat format, String table, ReplaySource source)
      throws IOException {
    TableSchema schema =
        format
            .table(table)
            .orElseThrow(
                () -> new AssertionError(format.id() + " does not declare table " + table));
    if (!schema.format().equals(format.id())) {
      fail(schema, "schema format " + schema.format() + " is not the format id " + format.id());
    }
    String fileId = "contract:" + source.name();
    TableRows all = read(format, table, source, fileId, TableOptions.ALL);
    if (all.schema() != null && !all.schema().equals(schema))
      fail(schema, "batch schema differs from the declared one");
    checkRows(schema, all, fileId);
    if (!all.damages().isEmpty()) fail(schema, "a whole file reported damage " + all.damages());

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
    TableSchema schema =
        format
            .table(table)
            .orElseThrow(
                () -> new AssertionError(format.id() + " does not declare table " + table));
    String fileId = "contract:" + whole.name();
    TableRows rows;
    try {
      rows = read(format, table, damaged, fileId, TableOptions.ALL.withBatchRows(7));
    } catch (org.replays4j.core.error.ReplayFormatException e) {
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
  public static void assertGolden(TableSchema schema, java.nio.file.Path dir) throws IOException {
    java.nio.file.Path file = dir.resolve(schema.format() + "." + schema.name() + ".schema");
    String now = schema.describe();
    if (Boolean.getBoolean(UPDATE_GOLDEN)) {
      java.nio.file.Files.createDirectories(dir);
      java.nio.file.Files.writeString(file, now);
      return;
    }
    String want =
        java.nio.file.Files.exists(file) ? java.nio.file.Files.readString(file) : "(missing)";
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
