package org.replays4j.core.table;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The description of one table a format produces: its columns in order. Known without reading any
 * file ({@code ReplayFormat.tables()}), so engines (Arrow, Spark) can plan before decoding.
 *
 * <p>Column 0 is always {@link #FILE} ({@link ColumnType#STRING}, not nullable): the replay id the
 * caller passed to {@code readTable}, so that tables of many replays concatenate.
 *
 * @param format the id of the format whose table set this is ({@code screp}): the id of the format
 *     that declares it, or of another format whose tables it shares (Echo VR's {@code echoreplay}
 *     declares the {@code butter} tables, so that the catalog holds the games of both file kinds in
 *     one {@code butter_matches} table)
 * @param name table name, lower snake case ({@code commands})
 * @param doc what one row is
 * @param columns the columns; the first is {@link #FILE}
 */
public record TableSchema(String format, String name, String doc, List<Column> columns) {
  /** Name of the first column of every table. */
  public static final String FILE = "file";

  /** Validates and copies. */
  public TableSchema {
    Objects.requireNonNull(format, "format");
    Objects.requireNonNull(doc, "doc");
    if (!Column.isSnakeName(name)) {
      throw new IllegalArgumentException("table name must be lower snake case: " + name);
    }
    columns = List.copyOf(columns);
    if (columns.isEmpty()
        || !columns.get(0).name().equals(FILE)
        || columns.get(0).type() != ColumnType.STRING
        || columns.get(0).nullable()) {
      throw new IllegalArgumentException(
          format + "." + name + ": column 0 must be non-null string 'file'");
    }
    Map<String, Integer> seen = new HashMap<>();
    for (int i = 0; i < columns.size(); i++) {
      if (seen.put(columns.get(i).name(), i) != null) {
        throw new IllegalArgumentException(
            format + "." + name + ": duplicate column " + columns.get(i).name());
      }
    }
  }

  /** Starts a schema whose {@code file} column is already added. */
  public static Builder builder(String format, String name, String doc) {
    return new Builder(format, name, doc);
  }

  /** Number of columns. */
  public int size() {
    return columns.size();
  }

  /** Column {@code i}. */
  public Column column(int i) {
    return columns.get(i);
  }

  /** Index of the column named {@code name}, or -1. */
  public int indexOf(String name) {
    for (int i = 0; i < columns.size(); i++) if (columns.get(i).name().equals(name)) return i;
    return -1;
  }

  /**
   * Index of the column named {@code name}; throws {@link IllegalArgumentException} when absent.
   */
  public int index(String name) {
    int i = indexOf(name);
    if (i < 0)
      throw new IllegalArgumentException(format + "." + this.name + " has no column " + name);
    return i;
  }

  /**
   * This schema restricted to {@code names} (schema order kept, {@code file} always kept). An empty
   * collection means all columns. Unknown names are an {@link IllegalArgumentException}.
   */
  public TableSchema project(Collection<String> names) {
    if (names.isEmpty()) return this;
    for (String n : names) index(n);
    List<Column> out = new ArrayList<>();
    for (Column c : columns) if (c.name().equals(FILE) || names.contains(c.name())) out.add(c);
    return new TableSchema(format, name, doc, out);
  }

  /**
   * The schema as stable text, one column per line ({@code name type [null] -- doc}): the golden
   * schema files hold this, so a schema change is a visible diff.
   */
  public String describe() {
    StringBuilder sb = new StringBuilder();
    sb.append("# ").append(format).append('.').append(name).append(": ").append(doc).append('\n');
    for (Column c : columns) {
      sb.append(c.name()).append(' ').append(c.type().label());
      if (c.nullable()) sb.append(" null");
      sb.append(" -- ").append(c.doc()).append('\n');
    }
    return sb.toString();
  }

  /** Collects columns in order; {@code file} is added first. */
  public static final class Builder {
    private final String format;
    private final String name;
    private final String doc;
    private final List<Column> columns = new ArrayList<>();

    Builder(String format, String name, String doc) {
      this.format = format;
      this.name = name;
      this.doc = doc;
      columns.add(
          Column.of(FILE, ColumnType.STRING, "replay id given by the caller (usually the path)"));
    }

    /** Adds a non-nullable column. */
    public Builder add(String name, ColumnType type, String doc) {
      columns.add(Column.of(name, type, doc));
      return this;
    }

    /** Adds a nullable column. */
    public Builder addNullable(String name, ColumnType type, String doc) {
      columns.add(Column.nullable(name, type, doc));
      return this;
    }

    /** Adds columns (e.g. {@link RecordColumns#of}). */
    public Builder add(List<Column> more) {
      columns.addAll(more);
      return this;
    }

    /** Adds a column. */
    public Builder add(Column column) {
      columns.add(column);
      return this;
    }

    /** The schema. */
    public TableSchema build() {
      return new TableSchema(format, name, doc, columns);
    }
  }
}
