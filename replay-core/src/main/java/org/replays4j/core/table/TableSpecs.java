package org.replays4j.core.table;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A format's table schemas written as data: the resource {@code tables.tsv} beside the format's
 * tables class, one tab-separated line per column ({@code table, column, type, nullable, doc}), so
 * that a table is described once, as a spec table, rather than as code per column.
 *
 * <ul>
 *   <li>A line with an empty column cell starts a table and holds its doc; the {@code file} column
 *       is implicit (added first, as by {@link TableSchema#builder}).
 *   <li>{@code type} is a {@link ColumnType#label() label} ({@code int32}); {@code nullable} is
 *       {@code null} for a nullable column and empty otherwise.
 *   <li>A column cell {@code *part} stands for columns the format derives from other data (event
 *       records, layouts), given with {@link #withColumns}; {@code ${key}} in a doc is text given
 *       with {@link #withText}.
 *   <li>Blank lines and lines starting with {@code #} are comments.
 * </ul>
 *
 * Instances are immutable; loading happens once, when the format's schemas are made (outside any
 * decoding loop).
 */
public final class TableSpecs {
  private static final Pattern KEY = Pattern.compile("\\$\\{([a-z0-9_]+)}");

  private final String format;
  private final String resource;
  private final Map<String, List<String[]>> tables;
  private final Map<String, List<Column>> parts;
  private final Map<String, String> texts;

  private TableSpecs(
      String format,
      String resource,
      Map<String, List<String[]>> tables,
      Map<String, List<Column>> parts,
      Map<String, String> texts) {
    this.format = format;
    this.resource = resource;
    this.tables = tables;
    this.parts = parts;
    this.texts = texts;
  }

  /** Reads {@code tables.tsv} from the package of {@code owner} (a class of the format module). */
  public static TableSpecs load(Class<?> owner, String format) {
    String resource = owner.getPackageName().replace('.', '/') + "/tables.tsv";
    Map<String, List<String[]>> tables = new LinkedHashMap<>();
    try (InputStream in = owner.getResourceAsStream("tables.tsv")) {
      if (in == null) throw new IllegalStateException("missing resource " + resource);
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      int n = 0;
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        n++;
        if (line.isBlank() || line.startsWith("#")) continue;
        String[] cells = line.split("\t", -1);
        if (cells.length != 5) {
          throw new IllegalStateException(
              resource + ":" + n + ": 5 tab-separated cells expected, got " + cells.length);
        }
        List<String[]> rows = tables.get(cells[0]);
        if ((rows == null) != cells[1].isEmpty()) {
          throw new IllegalStateException(
              resource + ":" + n + ": a table starts with one line whose column cell is empty");
        }
        if (rows == null) tables.put(cells[0], rows = new ArrayList<>());
        rows.add(cells);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(resource, e);
    }
    return new TableSpecs(format, resource, tables, Map.of(), Map.of());
  }

  /** These specs with {@code columns} where a table lists {@code *part}. */
  public TableSpecs withColumns(String part, List<Column> columns) {
    Map<String, List<Column>> more = new HashMap<>(parts);
    more.put(part, List.copyOf(columns));
    return new TableSpecs(format, resource, tables, more, texts);
  }

  /** These specs with {@code text} where a doc says {@code ${key}}. */
  public TableSpecs withText(String key, String text) {
    Map<String, String> more = new HashMap<>(texts);
    more.put(key, text);
    return new TableSpecs(format, resource, tables, parts, more);
  }

  /** The names of the tables, in file order. */
  public List<String> names() {
    return List.copyOf(tables.keySet());
  }

  /**
   * The schema of {@code table}; an unknown table, part or key is an {@link IllegalStateException}
   * (the resource and the code disagree).
   */
  public TableSchema schema(String table) {
    List<String[]> rows = tables.get(table);
    if (rows == null) throw new IllegalStateException(resource + " has no table " + table);
    TableSchema.Builder b = TableSchema.builder(format, table, text(rows.get(0)[4]));
    for (String[] c : rows.subList(1, rows.size())) {
      if (c[1].startsWith("*")) {
        List<Column> part = parts.get(c[1].substring(1));
        if (part == null) throw new IllegalStateException(resource + ": no columns for " + c[1]);
        b.add(part);
      } else {
        b.add(new Column(c[1], ColumnType.ofLabel(c[2]), c[3].equals("null"), text(c[4])));
      }
    }
    return b.build();
  }

  private String text(String doc) {
    // most docs have no key: the expression would scan each of them (a few tens of kilobytes of
    // docs for the formats' tables, cold on every run that loads them)
    if (!doc.contains("${")) return doc;
    Matcher m = KEY.matcher(doc);
    StringBuilder sb = new StringBuilder();
    while (m.find()) {
      String t = texts.get(m.group(1));
      if (t == null) throw new IllegalStateException(resource + ": no text for " + m.group());
      m.appendReplacement(sb, Matcher.quoteReplacement(t));
    }
    return m.appendTail(sb).toString();
  }
}
