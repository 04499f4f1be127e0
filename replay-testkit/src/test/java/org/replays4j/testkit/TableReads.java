package org.replays4j.testkit;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableRows;
import org.replays4j.core.table.TableSchema;

/**
 * One table of one file read whole (every column, default limits), for tests that check its rows.
 */
public final class TableReads {
  private TableReads() {}

  /**
   * The rows of {@code table} of {@code source}, {@code fileId} in the {@code file} column, each a
   * list of its values in column order that the caller may change.
   */
  public static List<List<Object>> rows(
      ReplayFormat format, String table, ReplaySource source, String fileId) throws IOException {
    List<List<Object>> out = new ArrayList<>();
    for (List<Object> r : read(format, table, source, fileId).rows()) out.add(new ArrayList<>(r));
    return out;
  }

  /** The same rows, each as column name to value in column order. */
  public static List<Map<String, Object>> rowMaps(
      ReplayFormat format, String table, ReplaySource source, String fileId) throws IOException {
    TableRows t = read(format, table, source, fileId);
    TableSchema schema = t.schema();
    List<Map<String, Object>> out = new ArrayList<>();
    for (List<Object> r : t.rows()) {
      Map<String, Object> m = new LinkedHashMap<>();
      for (int c = 0; c < r.size(); c++) m.put(schema.column(c).name(), r.get(c));
      out.add(m);
    }
    return out;
  }

  private static TableRows read(
      ReplayFormat format, String table, ReplaySource source, String fileId) throws IOException {
    TableRows rows = new TableRows();
    format.readTable(table, source, fileId, TableOptions.ALL, DecodeLimits.DEFAULT, rows);
    return rows;
  }
}
