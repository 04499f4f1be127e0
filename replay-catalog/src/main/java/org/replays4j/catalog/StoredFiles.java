package org.replays4j.catalog;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.replays4j.core.error.ReplayFormatException;

/**
 * The catalog's {@code files} rows as an indexer keeps them in memory (loaded once: the lock keeps
 * other writers out), with the rules that decide from them whether a file is read again. Used from
 * the writing thread.
 */
final class StoredFiles {
  private static final String LIMIT_EXCEEDED = ReplayFormatException.Kind.LIMIT_EXCEEDED.name();

  private final Map<String, StoredFile> byPath;
  private final Schema schema;
  private final String limitsText;

  private StoredFiles(Map<String, StoredFile> byPath, Schema schema, String limitsText) {
    this.byPath = byPath;
    this.schema = schema;
    this.limitsText = limitsText;
  }

  /**
   * Loads every stored {@code files} row.
   *
   * @param schema the tables of this run, which say whether a row's versions are current
   * @param limitsText the text of this run's decode limits ({@code files.limits})
   */
  static StoredFiles load(Connection conn, Schema schema, String limitsText) throws SQLException {
    Map<String, StoredFile> out = new HashMap<>();
    try (Statement s = conn.createStatement();
        ResultSet rs =
            s.executeQuery(
                "SELECT id, path, size, mtime, sha256, format, status, error_kind,"
                    + " decoder_version, schema_version, limits FROM files")) {
      while (rs.next()) {
        StoredFile k =
            new StoredFile(
                rs.getLong(1),
                rs.getString(2),
                rs.getLong(3),
                rs.getLong(4),
                rs.getString(5),
                rs.getString(6),
                FileStatus.ofLabel(rs.getString(7)),
                rs.getString(8),
                rs.getString(9),
                rs.getString(10),
                rs.getString(11));
        out.put(k.path(), k);
      }
    }
    return new StoredFiles(out, schema, limitsText);
  }

  StoredFile get(String path) {
    return byPath.get(path);
  }

  void put(StoredFile k) {
    byPath.put(k.path(), k);
  }

  void remove(String path) {
    byPath.remove(path);
  }

  /** True when the stored row is current and the file's size and time are as stored. */
  boolean unchanged(Scan.Entry e) {
    StoredFile k = byPath.get(e.key());
    return k != null
        && k.size() == e.size()
        && k.mtime() == e.mtime()
        && current(k)
        && !needsRead(k);
  }

  /**
   * The stored hash of {@code e} when its row may be kept as it is if the content did not change,
   * else null.
   */
  String reusableHash(Scan.Entry e) {
    StoredFile k = byPath.get(e.key());
    return k != null && current(k) && !needsRead(k) ? k.sha256() : null;
  }

  private boolean current(StoredFile k) {
    return schema.current(k.format(), k.decoderVersion(), k.schemaVersion());
  }

  /**
   * Rows that are read again even when the file looks unchanged: missing files that are back, files
   * caught while being written, read errors of the file system, and files that hit a decode limit
   * when this run's limits are not those they were read under.
   */
  private boolean needsRead(StoredFile k) {
    return k.status() == FileStatus.MISSING
        || k.status() == FileStatus.IN_PROGRESS
        || "IO".equals(k.errorKind())
        || (LIMIT_EXCEEDED.equals(k.errorKind()) && !limitsText.equals(k.limits()));
  }

  /**
   * Rows that may be copied to a file with the same content: current, read, and of a recognised
   * format (whether an unrecognised file is skipped or failed depends on its name, so it is decided
   * again).
   */
  boolean copyable(StoredFile k) {
    return k.sha256() != null && k.format() != null && current(k) && !needsRead(k);
  }

  /** Hashes of current rows whose content can be copied to another path. */
  Set<String> copyableHashes() {
    Set<String> out = new HashSet<>();
    for (StoredFile k : byPath.values()) if (copyable(k)) out.add(k.sha256());
    return out;
  }

  /**
   * The catalogued files under {@code roots} that were not {@code seen}, by path, and how many were
   * left out because they are under a path the walk could not read ({@code unread}: an unreadable
   * folder, a root that vanished): they may be there still.
   */
  Gone gone(List<String> roots, Set<String> seen, List<Scan.Unread> unread) {
    List<String> blind = new ArrayList<>();
    for (Scan.Unread u : unread) {
      if (u.blind()) {
        blind.add(u.path());
        blind.add(Scan.key(Path.of(u.path())).toString());
      }
    }
    int kept = 0;
    Map<String, StoredFile> gone = new TreeMap<>();
    known:
    for (StoredFile k : byPath.values()) {
      if (seen.contains(k.path())) continue;
      for (String b : blind) {
        if (Scan.under(k.path(), b)) {
          kept++;
          continue known;
        }
      }
      for (String root : roots) {
        if (Scan.under(k.path(), root)) {
          gone.put(k.path(), k);
          break;
        }
      }
    }
    return new Gone(List.copyOf(gone.values()), kept);
  }

  /**
   * @param files the files not found, by path
   * @param kept how many catalogued files were left as they are under paths that could not be read
   */
  record Gone(List<StoredFile> files, int kept) {}
}
