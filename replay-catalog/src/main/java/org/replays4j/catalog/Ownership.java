package org.replays4j.catalog;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteOpenMode;

/**
 * Decides, before the catalog writes anything or sets any pragma, whether a database file is one
 * the catalog may write: a new or empty file, a catalog it marked, or a catalog of an earlier
 * release (unmarked, holding nothing but a catalog's tables). Anything else is refused and left
 * exactly as it was: it is only read, through a read-only connection.
 */
final class Ownership {
  private Ownership() {}

  /** The bookkeeping tables of every catalog. */
  static final Set<String> BOOKKEEPING =
      Set.of("catalog_meta", "files", "catalog_tables", "catalog_columns");

  private static final byte[] MAGIC = "SQLite format 3\0".getBytes(StandardCharsets.US_ASCII);

  /**
   * Checks {@code db} (absolute). Returns true for a catalog of an earlier release that the caller
   * marks, false for a new, empty or marked file.
   *
   * @throws IOException naming the file and saying why it is refused and what to do
   */
  static boolean check(Path db) throws IOException {
    if (!Files.exists(db, LinkOption.NOFOLLOW_LINKS)) return false;
    if (!Files.isRegularFile(db)) {
      throw new IOException(
          db
              + " is not a regular file (a folder, a device or a dangling link): give --db the"
              + " name of a catalog file");
    }
    long size = Files.size(db);
    boolean companions =
        Files.exists(db.resolveSibling(db.getFileName() + "-wal"))
            || Files.exists(db.resolveSibling(db.getFileName() + "-journal"));
    if (size == 0 && !companions) return false; // empty: SQLite makes it a new database
    if (size > 0) {
      byte[] head = new byte[MAGIC.length];
      int n;
      try (InputStream in = Files.newInputStream(db)) {
        n = in.readNBytes(head, 0, head.length);
      }
      if (n < MAGIC.length || !Arrays.equals(head, MAGIC)) {
        throw refused(db, "it is not a SQLite database");
      }
    }
    SQLiteConfig config = new SQLiteConfig();
    config.setOpenMode(SQLiteOpenMode.READONLY);
    config.setReadOnly(true);
    config.setBusyTimeout(5_000);
    try (Connection c = DriverManager.getConnection(Catalog.jdbcUrl(db), config.toProperties());
        Statement s = c.createStatement()) {
      int app = intPragma(s, "application_id");
      int user = intPragma(s, "user_version");
      if (app == Catalog.APPLICATION_ID) {
        if (user > Catalog.USER_VERSION) {
          throw new IOException(
              "catalog "
                  + db
                  + " was written by a newer replays4j (catalog version "
                  + user
                  + ", this one writes "
                  + Catalog.USER_VERSION
                  + "): index with that release, or into a new file");
        }
        return false;
      }
      if (app != 0) {
        throw refused(
            db,
            String.format(
                Locale.ROOT, "it belongs to another program (application_id 0x%08X)", app));
      }
      List<String[]> objects = new ArrayList<>();
      try (ResultSet rs =
          s.executeQuery(
              "SELECT type, name, tbl_name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"
                  + " ORDER BY type, name")) {
        while (rs.next()) {
          objects.add(new String[] {rs.getString(1), rs.getString(2), rs.getString(3)});
        }
      }
      if (objects.isEmpty()) {
        if (user != 0)
          throw refused(db, "it is another program's database (user_version " + user + ")");
        return false; // an empty database: nothing in it to lose
      }
      List<String> foreign = foreign(s, objects);
      if (!foreign.isEmpty()) {
        String list =
            String.join(", ", foreign.subList(0, Math.min(3, foreign.size())))
                + (foreign.size() > 3 ? " and " + (foreign.size() - 3) + " more" : "");
        throw refused(db, "it holds " + list + ", which a catalog does not");
      }
      return true;
    } catch (SQLException e) {
      throw new IOException(SqlErrors.openFailed(db, e), e);
    }
  }

  /**
   * The objects of an unmarked database that a catalog of an earlier release would not hold ({@code
   * table files}, {@code view participants}); empty when it is such a catalog.
   */
  private static List<String> foreign(Statement s, List<String[]> objects) throws SQLException {
    List<String> out = new ArrayList<>();
    Set<String> names = new HashSet<>();
    for (String[] o : objects) names.add(o[1]);
    if (!names.containsAll(BOOKKEEPING)) {
      for (String[] o : objects) out.add(o[0] + " " + o[1]);
      return out;
    }
    Set<String> tables = new HashSet<>(BOOKKEEPING);
    try (ResultSet rs = s.executeQuery("SELECT name FROM catalog_tables")) {
      while (rs.next()) tables.add(rs.getString(1));
    } catch (SQLException e) {
      out.add("a table catalog_tables of another shape");
      return out;
    }
    try (ResultSet rs =
        s.executeQuery("SELECT count(*) FROM catalog_meta WHERE key = 'schema_version'")) {
      if (!rs.next() || rs.getInt(1) != 1) out.add("a table catalog_meta without a version");
    } catch (SQLException e) {
      out.add("a table catalog_meta of another shape");
    }
    for (String[] o : objects) {
      boolean ours =
          switch (o[0]) {
            case "table" -> tables.contains(o[1]);
            case "view" -> o[1].equals("participants");
            case "index" -> tables.contains(o[2]);
            default -> false; // triggers: a catalog has none
          };
      if (!ours) out.add(o[0] + " " + o[1]);
    }
    return out;
  }

  private static int intPragma(Statement s, String name) throws SQLException {
    try (ResultSet rs = s.executeQuery("PRAGMA " + name)) {
      return rs.next() ? rs.getInt(1) : 0;
    }
  }

  private static IOException refused(Path db, String why) {
    return new IOException(
        db
            + " is not a replays4j catalog: "
            + why
            + ". The catalog changed nothing in it; give --db a new file name (or the path of a"
            + " catalog made by replays4j index)");
  }
}
