package org.replays4j.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.Callable;
import org.replays4j.catalog.Catalog;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code replays4j query}: runs one SQL statement on a catalog, read-only, and prints the result as
 * an aligned text table, JSON Lines or CSV.
 */
@Command(
    name = "query",
    mixinStandardHelpOptions = true,
    description = {
      "Runs SQL on a catalog written by replays4j index (read-only) and prints the rows:",
      "a text table, or JSON Lines (--json) or CSV (--csv). Tables: docs/catalog.md."
    })
public final class QueryCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--db", required = true, paramLabel = "FILE", description = "The catalog file.")
  Path db;

  @Parameters(
      index = "0",
      paramLabel = "SQL",
      description = "The query, e.g. \"SELECT * FROM participants\".")
  String sql;

  @Option(names = "--json", description = "One JSON object per row (JSON Lines).")
  boolean json;

  @Option(names = "--csv", description = "CSV with a header line (RFC 4180).")
  boolean csv;

  /** Longest cell of the text table; longer values are cut with an ellipsis. */
  static final int MAX_CELL = 60;

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (json && csv) {
      throw new picocli.CommandLine.ParameterException(
          spec.commandLine(), "choose one of --json and --csv");
    }
    if (!Files.isRegularFile(db)) {
      err.println("replays4j: no catalog " + db);
      return Main.FAILED;
    }
    try (Connection c = Catalog.connectReadOnly(db);
        Statement s = c.createStatement();
        ResultSet rs = s.executeQuery(sql)) {
      ResultSetMetaData md = rs.getMetaData();
      int n = md.getColumnCount();
      String[] names = new String[n];
      for (int i = 0; i < n; i++) names[i] = md.getColumnLabel(i + 1);
      if (json) {
        JsonGenerator g = Json.generator(out);
        while (rs.next()) {
          g.writeStartObject();
          for (int i = 0; i < n; i++) {
            g.writeFieldName(names[i]);
            Json.write(g, value(rs, i + 1));
          }
          g.writeEndObject();
          g.flush();
          out.write('\n');
        }
        g.close();
      } else if (csv) {
        out.println(csvLine(names));
        String[] row = new String[n];
        while (rs.next()) {
          for (int i = 0; i < n; i++) {
            Object v = value(rs, i + 1);
            row[i] = v == null ? null : text(v);
          }
          out.println(csvLine(row));
        }
      } else {
        List<String[]> rows = new ArrayList<>();
        while (rs.next()) {
          String[] row = new String[n];
          for (int i = 0; i < n; i++) row[i] = cut(oneLine(text(value(rs, i + 1))));
          rows.add(row);
        }
        table(out, names, rows);
      }
      out.flush();
      return Main.OK;
    } catch (SQLException e) {
      err.println("replays4j: query failed: " + e.getMessage());
      return Main.FAILED;
    }
  }

  private static Object value(ResultSet rs, int i) throws SQLException {
    Object v = rs.getObject(i);
    return v instanceof byte[] b ? HexFormat.of().formatHex(b) : v;
  }

  private static String text(Object v) {
    return v == null ? "NULL" : v.toString();
  }

  /**
   * The cell with its control characters escaped ({@code \n}, {@code \t}, {@code \u0003}), so that
   * a value holding a newline (a StarCraft name's raw text) keeps its row on one line.
   */
  static String oneLine(String s) {
    int i = 0;
    while (i < s.length() && !Character.isISOControl(s.charAt(i))) i++;
    if (i == s.length()) return s;
    StringBuilder sb = new StringBuilder(s.length() + 8).append(s, 0, i);
    for (; i < s.length(); i++) {
      char c = s.charAt(i);
      if (!Character.isISOControl(c)) sb.append(c);
      else if (c == '\n') sb.append("\\n");
      else if (c == '\r') sb.append("\\r");
      else if (c == '\t') sb.append("\\t");
      else sb.append(String.format("\\u%04x", (int) c));
    }
    return sb.toString();
  }

  private static String cut(String s) {
    return s.length() <= MAX_CELL ? s : s.substring(0, MAX_CELL - 1) + "…";
  }

  /** An aligned text table: header, a rule, the rows, and the row count. */
  static void table(PrintWriter out, String[] names, List<String[]> rows) {
    int[] w = new int[names.length];
    for (int i = 0; i < names.length; i++) w[i] = names[i].length();
    for (String[] r : rows) for (int i = 0; i < r.length; i++) w[i] = Math.max(w[i], r[i].length());
    StringBuilder sb = new StringBuilder();
    line(sb, names, w);
    for (int i = 0; i < w.length; i++) {
      if (i > 0) sb.append("  ");
      sb.append("-".repeat(w[i]));
    }
    sb.append('\n');
    for (String[] r : rows) line(sb, r, w);
    sb.append('(').append(rows.size()).append(rows.size() == 1 ? " row)" : " rows)").append('\n');
    out.print(sb);
  }

  private static void line(StringBuilder sb, String[] cells, int[] w) {
    for (int i = 0; i < cells.length; i++) {
      if (i > 0) sb.append("  ");
      sb.append(cells[i]);
      if (i < cells.length - 1) sb.append(" ".repeat(w[i] - cells[i].length()));
    }
    sb.append('\n');
  }

  /** One CSV record: fields quoted when they hold a comma, quote or line break; null empty. */
  static String csvLine(String[] fields) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < fields.length; i++) {
      if (i > 0) sb.append(',');
      String f = fields[i];
      if (f == null) continue;
      if (f.indexOf(',') >= 0
          || f.indexOf('"') >= 0
          || f.indexOf('\n') >= 0
          || f.indexOf('\r') >= 0) {
        sb.append('"').append(f.replace("\"", "\"\"")).append('"');
      } else {
        sb.append(f);
      }
    }
    return sb.toString();
  }
}
