package org.replays4j.catalog;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.util.HexFormat;
import java.util.Set;
import org.replays4j.core.table.Column;
import org.replays4j.core.table.ColumnType;
import org.replays4j.core.table.TableSchema;

/**
 * One format table as a SQL table: its name ({@code <format>_<table>}), DDL and schema fingerprint,
 * all derived from the {@link TableSchema}. Immutable.
 */
final class SqlTable {
  /**
   * Tables with a row per frame, command, packet, input or landed move: not in a catalog unless
   * asked for ({@link CatalogOptions#tables()}). Every other table a format declares is
   * summary-level and in every catalog, so a table a format adds later (per-game stats) appears
   * without a change here.
   */
  static final Set<String> DETAIL =
      Set.of(
          "slippi.frames",
          "slippi.items",
          "slippi.conversion_moves",
          "slippi.combo_moves",
          "slippi.ruleset_sticks",
          "screp.commands",
          "screp.map_resources",
          "teehistorian.inputs",
          "teehistorian.positions",
          "teehistorian.events",
          "soku.packets",
          "soku.inputs",
          "butter.frames",
          "butter.player_frames",
          "butter.discs");

  final TableSchema schema;
  final String name;
  final String fingerprint;
  final boolean detail;

  /**
   * {@code INSERT} of one row, every column a parameter (built once: the writer runs it per file).
   */
  final String insertSql;

  SqlTable(TableSchema schema) {
    this.schema = schema;
    this.name = sqlName(schema.format(), schema.name());
    this.fingerprint = fingerprint(schema);
    this.detail = isDetail(schema);
    this.insertSql = insertSql();
  }

  /** True when {@code schema} is a detail table ({@link #DETAIL}). */
  static boolean isDetail(TableSchema schema) {
    return DETAIL.contains(schema.format() + "." + schema.name());
  }

  /** The SQL name of table {@code table} of format {@code format}. */
  static String sqlName(String format, String table) {
    // by hand rather than replaceAll, which compiles its expression on each of a schema's tables
    StringBuilder sb = new StringBuilder(format.length() + 1 + table.length());
    for (int i = 0; i < format.length(); i++) {
      char ch = format.charAt(i);
      boolean plain = ch >= 'a' && ch <= 'z' || ch >= '0' && ch <= '9' || ch == '_';
      sb.append(plain ? ch : '_');
    }
    return sb.append('_').append(table).toString();
  }

  /**
   * The fingerprint of a schema: the first 16 hex digits of the SHA-256 of its format, name, and
   * columns' names, types and nullability (not the docs: a reworded doc re-reads nothing), and that
   * the {@code file} column holds {@code files.id}.
   */
  static String fingerprint(TableSchema schema) {
    StringBuilder sb = new StringBuilder(schema.format()).append('.').append(schema.name());
    sb.append("\nfile = files.id");
    for (Column c : schema.columns()) {
      sb.append('\n').append(c.name()).append(' ').append(c.type().label());
      if (c.nullable()) sb.append(" null");
    }
    return sha256(sb.toString()).substring(0, 16);
  }

  /** SHA-256 of UTF-8 text, lower-case hex. */
  static String sha256(String text) {
    MessageDigest md;
    try {
      // a copy of one digest: getInstance looks the provider up and constructs reflectively, for
      // each fingerprint of a schema (a few dozen tables on every run that opens a catalog)
      md = (MessageDigest) SHA256.clone();
    } catch (CloneNotSupportedException e) {
      md = newSha256();
    }
    return HexFormat.of().formatHex(md.digest(text.getBytes(StandardCharsets.UTF_8)));
  }

  /** The digest {@link #sha256} copies (never updated). */
  private static final MessageDigest SHA256 = newSha256();

  private static MessageDigest newSha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has SHA-256", e);
    }
  }

  /** The SQLite type of a column type (booleans are 0/1 integers, floats REAL). */
  static String sqlType(ColumnType t) {
    switch (t) {
      case BOOL:
      case INT8:
      case INT16:
      case INT32:
      case INT64:
        return "INTEGER";
      case FLOAT32:
      case FLOAT64:
        return "REAL";
      case STRING:
        return "TEXT";
      default:
        return "BLOB";
    }
  }

  /**
   * The catalog's type of column {@code i}: the schema's, except the {@code file} column (0), which
   * holds the file's {@code files.id} (an integer: a row costs a few bytes for it, not the path).
   */
  ColumnType type(int i) {
    return i == 0 ? ColumnType.INT64 : schema.column(i).type();
  }

  /** The catalog's doc of column {@code i} (the schema's, but for {@code file}). */
  String doc(int i) {
    return i == 0 ? FILE_DOC : schema.column(i).doc();
  }

  /** The doc of every table's {@code file} column. */
  static final String FILE_DOC = "the file's id in files (files.id)";

  /**
   * {@code CREATE TABLE}: one column per schema column in order (the {@code file} column an
   * integer, {@link #type}), {@code NOT NULL} for the non-nullable ones except floats (SQLite
   * stores NaN as NULL).
   */
  String createSql() {
    StringBuilder sb = new StringBuilder("CREATE TABLE ").append(quote(name)).append(" (");
    for (int i = 0; i < schema.size(); i++) {
      Column c = schema.column(i);
      if (i > 0) sb.append(", ");
      sb.append(quote(c.name())).append(' ').append(sqlType(type(i)));
      boolean floating = c.type() == ColumnType.FLOAT32 || c.type() == ColumnType.FLOAT64;
      if (!c.nullable() && !floating) sb.append(" NOT NULL");
    }
    return sb.append(')').toString();
  }

  /** {@code CREATE INDEX} on the {@code file} column (rows are replaced and copied per file). */
  String indexSql() {
    return "CREATE INDEX " + quote(name + "_file") + " ON " + quote(name) + " (file)";
  }

  /** The columns as a comma list of quoted names, optionally without {@code file}. */
  String columnList(boolean withFile) {
    StringBuilder sb = new StringBuilder();
    for (int i = withFile ? 0 : 1; i < schema.size(); i++) {
      if (sb.length() > 0) sb.append(", ");
      sb.append(quote(schema.column(i).name()));
    }
    return sb.toString();
  }

  private String insertSql() {
    return "INSERT INTO "
        + quote(name)
        + " ("
        + columnList(true)
        + ") VALUES ("
        + "?, ".repeat(schema.size() - 1)
        + "?)";
  }

  /** A SQL identifier in double quotes ({@code index}, {@code count} are column names). */
  static String quote(String id) {
    return '"' + id.replace("\"", "\"\"") + '"';
  }

  /**
   * Binds one row: booleans as 0/1, integers as 64-bit, {@code float} values through their shortest
   * decimal text (0.1f is stored as 0.1, not 0.10000000149), text, bytes, nulls.
   */
  static void bind(PreparedStatement ps, Object[] row) throws SQLException {
    for (int c = 0; c < row.length; c++) {
      Object v = row[c];
      int i = c + 1;
      if (v == null) ps.setNull(i, Types.NULL);
      else if (v instanceof Boolean b) ps.setInt(i, b ? 1 : 0);
      else if (v instanceof Float f) ps.setDouble(i, Double.parseDouble(Float.toString(f)));
      else if (v instanceof Double d) ps.setDouble(i, d);
      else if (v instanceof Number n) ps.setLong(i, n.longValue());
      else if (v instanceof String s) ps.setString(i, s);
      else if (v instanceof byte[] b) ps.setBytes(i, b);
      else ps.setString(i, v.toString());
    }
  }
}
