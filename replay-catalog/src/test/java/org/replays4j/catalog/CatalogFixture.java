package org.replays4j.catalog;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.replays4j.testkit.Sql;
import org.replays4j.testkit.TestFiles;

/**
 * Shared helpers: a copy of {@code testdata/}, an index run, plain SQL on a database, and a
 * catalog's whole content as sorted text.
 */
final class CatalogFixture {
  private CatalogFixture() {}

  /** Copies {@code testdata/} (every format's samples) to {@code dir}; returns the copied files. */
  static List<Path> copyTestdata(Path dir) throws IOException {
    Path src = TestFiles.testdata("");
    List<Path> out = new ArrayList<>();
    try (Stream<Path> s = Files.walk(src)) {
      for (Path p : (Iterable<Path>) s.sorted()::iterator) {
        Path to = dir.resolve(src.relativize(p).toString());
        if (p.getFileName().toString().startsWith(".")) continue;
        if (Files.isDirectory(p)) {
          Files.createDirectories(to);
        } else {
          Files.copy(p, to);
          out.add(to);
        }
      }
    }
    return out;
  }

  /** Opens the catalog {@code db}, indexes {@code roots} into it and closes it. */
  static IndexSummary index(Path db, Path... roots) throws IOException {
    try (Catalog c = Catalog.open(db)) {
      return c.index(List.of(roots), IndexListener.NONE);
    }
  }

  /**
   * Runs {@code sql}, statement after statement, on a plain connection to the database {@code db}.
   */
  static void execute(Path db, String... sql) throws SQLException {
    Sql.execute(Catalog.jdbcUrl(db), sql);
  }

  /** The rows of one query, each row's values joined by tabs. */
  static List<String> rows(Path db, String sql) throws SQLException {
    try (Connection c = DriverManager.getConnection(Catalog.jdbcUrl(db))) {
      return rows(c, sql);
    }
  }

  static List<String> rows(Connection c, String sql) throws SQLException {
    List<String> out = new ArrayList<>();
    try (Statement s = c.createStatement();
        ResultSet rs = s.executeQuery(sql)) {
      ResultSetMetaData md = rs.getMetaData();
      while (rs.next()) {
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i <= md.getColumnCount(); i++) {
          if (i > 1) sb.append('\t');
          Object v = rs.getObject(i);
          sb.append(v instanceof byte[] b ? HexFormat.of().formatHex(b) : v);
        }
        out.add(sb.toString());
      }
    }
    return out;
  }

  /**
   * Every table of the catalog (the bookkeeping without {@code indexed_at} and the file ids, every
   * format table and the participants with their file's path in place of its id), each table's rows
   * sorted, as one text: two catalogs of the same files have the same dump.
   */
  static String dump(Path db) throws SQLException {
    StringBuilder sb = new StringBuilder();
    try (Connection c = DriverManager.getConnection(Catalog.jdbcUrl(db))) {
      List<String> tables = rows(c, "SELECT name FROM catalog_tables ORDER BY name");
      sb.append("== files\n");
      for (String r :
          sorted(
              rows(
                  c,
                  "SELECT path, size, mtime, sha256, format, version, status, error_kind,"
                      + " error_offset, message, library_version, decoder_version, schema_version"
                      + " FROM files"))) {
        sb.append(r).append('\n');
      }
      for (String t : tables) {
        sb.append("== ").append(t).append('\n');
        // rows name their file by path: ids depend on the order files were first catalogued
        List<String> columns =
            rows(
                c,
                "SELECT name FROM catalog_columns WHERE table_name = '"
                    + t
                    + "' AND position > 0 ORDER BY position");
        StringBuilder select = new StringBuilder("SELECT coalesce(f.path, 'no file ' || t.file)");
        for (String col : columns) select.append(", t.\"").append(col).append('"');
        select.append(" FROM \"").append(t).append("\" t LEFT JOIN files f ON f.id = t.file");
        for (String r : sorted(rows(c, select.toString()))) sb.append(r).append('\n');
      }
    }
    return sb.toString();
  }

  private static List<String> sorted(List<String> rows) {
    List<String> out = new ArrayList<>(rows);
    out.sort(null);
    return out;
  }
}
