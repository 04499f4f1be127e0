package org.replays4j.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.replays4j.catalog.Catalog;
import org.replays4j.catalog.ReadOnlyQuery;
import org.replays4j.core.table.text.CsvRecords;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

/**
 * {@code replays4j query}: runs one SQL statement on a catalog, read-only, and prints the result as
 * an aligned text table, JSON Lines or CSV. Every format streams: the text table takes its column
 * widths from the first {@link #SAMPLE_ROWS} rows, then prints each row as it comes, so memory does
 * not grow with the result.
 */
@Command(
    name = "query",
    mixinStandardHelpOptions = true,
    description = {
      "Runs one SQL statement on a catalog written by replays4j index and prints the rows:",
      "a text table, or JSON Lines (--json) or CSV (--csv). Tables: docs/catalog.md.",
      "Only reads: writes, ATTACH, VACUUM, load_extension and PRAGMA writes are refused."
    })
public final class QueryCommand extends CatalogCommand {
  @Parameters(
      index = "0",
      paramLabel = "SQL",
      description = "The query, e.g. \"SELECT * FROM participants\".")
  String sql;

  @Option(
      names = "--timeout",
      paramLabel = "SECONDS",
      description =
          "Stop the query when SQLite has worked on it this long (time spent printing rows is"
              + " not counted; 0: no limit; default: ${DEFAULT-VALUE}).")
  double timeoutSeconds = DEFAULT_TIMEOUT_SECONDS;

  /** The default of {@code --timeout}, in seconds. */
  static final double DEFAULT_TIMEOUT_SECONDS = 60;

  @Option(names = "--json", description = "One JSON object per row (JSON Lines).")
  boolean json;

  @Option(names = "--csv", description = "CSV with a header line (RFC 4180).")
  boolean csv;

  /** Longest cell of the text table; longer values are cut with an ellipsis. */
  static final int MAX_CELL = 60;

  /** Rows the text table's column widths are taken from; later rows are printed as they come. */
  static final int SAMPLE_ROWS = 1_000;

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (json && csv) {
      throw new ParameterException(spec.commandLine(), "choose one of --json and --csv");
    }
    if (!(timeoutSeconds >= 0) || timeoutSeconds > 1e9) {
      throw new ParameterException(
          spec.commandLine(), "--timeout must be a number of seconds, 0 for no limit");
    }
    String interrupted = Main.interruptedMessage;
    Main.interruptedMessage =
        "replays4j: query interrupted; it only reads the catalog, which is unchanged";
    try {
      return run(out, err);
    } finally {
      Main.interruptedMessage = interrupted;
    }
  }

  private int run(PrintWriter out, PrintWriter err) throws IOException {
    if (!Files.isRegularFile(db)) {
      err.println(
          "replays4j: no catalog "
              + Terminal.escape(db.toString())
              + ": give --db the file replays4j index wrote");
      return Main.FAILED;
    }
    Connection c;
    try {
      c = Catalog.connectReadOnly(db);
    } catch (SQLException e) {
      err.println(
          "replays4j: cannot open the catalog "
              + Terminal.escape(db.toString())
              + ": "
              + Catalog.describe(e));
      return Main.FAILED;
    }
    ReadOnlyQuery.TimeLimit limit = null;
    try (c;
        PreparedStatement s = ReadOnlyQuery.prepare(c, sql)) {
      limit =
          ReadOnlyQuery.TimeLimit.install(
              c, Duration.ofNanos((long) (timeoutSeconds * 1_000_000_000L)));
      Rows rs = new Rows(s, limit);
      ResultSetMetaData md = rs.metaData();
      int n = md.getColumnCount();
      String[] names = new String[n];
      for (int i = 0; i < n; i++) names[i] = md.getColumnLabel(i + 1);
      if (json) {
        JsonGenerator g = Json.generator(out);
        while (rs.next()) {
          g.writeStartObject();
          for (int i = 0; i < n; i++) {
            g.writeFieldName(names[i]);
            Json.write(g, value(rs.rs, i + 1));
          }
          g.writeEndObject();
          g.flush();
          out.write('\n');
        }
        g.close();
      } else if (csv) {
        out.println(CsvRecords.of(names));
        String[] row = new String[n];
        while (rs.next()) {
          for (int i = 0; i < n; i++) {
            Object v = value(rs.rs, i + 1);
            row[i] = v == null ? null : text(v);
          }
          out.println(CsvRecords.of(row));
        }
      } else {
        table(out, names, rs);
      }
      out.flush();
      return Main.OK;
    } catch (ReadOnlyQuery.Refused e) {
      err.println("replays4j: " + e.getMessage());
      return Main.FAILED;
    } catch (SQLException e) {
      out.flush();
      if (limit != null && limit.exceeded()) {
        err.println(
            "replays4j: the query was stopped after "
                + BigDecimal.valueOf(timeoutSeconds).stripTrailingZeros().toPlainString()
                + " s (--timeout): narrow it (WHERE, LIMIT) or give a longer --timeout (0: no"
                + " limit)");
      } else {
        err.println("replays4j: query failed: " + Terminal.escape(Catalog.describe(e)));
      }
      return Main.FAILED;
    }
  }

  /**
   * The rows of a statement, stepped with the time limit running only while SQLite works (not while
   * a row is printed).
   */
  private static final class Rows {
    final ResultSet rs;
    private final ReadOnlyQuery.TimeLimit limit;

    Rows(PreparedStatement s, ReadOnlyQuery.TimeLimit limit) throws SQLException {
      this.limit = limit;
      limit.resume();
      try {
        rs = s.executeQuery();
      } finally {
        limit.pause();
      }
    }

    ResultSetMetaData metaData() throws SQLException {
      return rs.getMetaData();
    }

    boolean next() throws SQLException {
      limit.resume();
      try {
        return rs.next();
      } finally {
        limit.pause();
      }
    }
  }

  private static Object value(ResultSet rs, int i) throws SQLException {
    Object v = rs.getObject(i);
    return v instanceof byte[] b ? HexFormat.of().formatHex(b) : v;
  }

  private static String text(Object v) {
    return v == null ? "NULL" : v.toString();
  }

  private static String cut(String s) {
    return s.length() <= MAX_CELL ? s : s.substring(0, MAX_CELL - 1) + "…";
  }

  /**
   * An aligned text table, streamed: the column widths come from the header and the first {@link
   * #SAMPLE_ROWS} rows; later rows are printed as they come (a wider cell pushes its line out of
   * line instead of holding every row). Then the row count. Names and values are shown with their
   * control characters escaped.
   */
  private static void table(PrintWriter out, String[] names, Rows rs) throws SQLException {
    int n = names.length;
    String[] head = new String[n];
    for (int i = 0; i < n; i++) head[i] = cut(Terminal.escape(names[i]));
    List<String[]> sample = new ArrayList<>();
    while (sample.size() < SAMPLE_ROWS && rs.next()) sample.add(row(rs.rs, n));
    int[] w = widths(head, sample);
    StringBuilder sb = new StringBuilder();
    header(sb, head, w);
    for (String[] r : sample) line(sb, r, w);
    out.print(sb);
    long count = sample.size();
    sample.clear();
    while (rs.next()) {
      sb.setLength(0);
      line(sb, row(rs.rs, n), w);
      out.print(sb);
      count++;
    }
    out.print("(" + count + (count == 1 ? " row)" : " rows)") + "\n");
  }

  private static String[] row(ResultSet rs, int n) throws SQLException {
    String[] row = new String[n];
    for (int i = 0; i < n; i++) row[i] = cut(Terminal.escape(text(value(rs, i + 1))));
    return row;
  }

  private static int[] widths(String[] names, List<String[]> rows) {
    int[] w = new int[names.length];
    for (int i = 0; i < names.length; i++) w[i] = names[i].length();
    for (String[] r : rows) for (int i = 0; i < r.length; i++) w[i] = Math.max(w[i], r[i].length());
    return w;
  }

  private static void header(StringBuilder sb, String[] names, int[] w) {
    line(sb, names, w);
    for (int i = 0; i < w.length; i++) {
      if (i > 0) sb.append("  ");
      sb.append("-".repeat(w[i]));
    }
    sb.append('\n');
  }

  private static void line(StringBuilder sb, String[] cells, int[] w) {
    for (int i = 0; i < cells.length; i++) {
      if (i > 0) sb.append("  ");
      sb.append(cells[i]);
      if (i < cells.length - 1) sb.append(" ".repeat(Math.max(0, w[i] - cells[i].length())));
    }
    sb.append('\n');
  }
}
