package org.replays4j.catalog;

import java.nio.file.Path;
import java.sql.SQLException;

/**
 * SQLite's errors in words: what went wrong ({@link #describe}) and what the user can do about it
 * ({@link #advice}), without the driver's codes ({@code [SQLITE_FULL]}) or class names.
 */
final class SqlErrors {
  private SqlErrors() {}

  /** What SQLite's error means, in words. */
  static String describe(SQLException e) {
    int code = e.getErrorCode() & 0xff;
    return switch (code) {
      case 13 -> "the disk holding it is full";
      case 8 -> "it is read-only (the file or its folder cannot be written)";
      case 5, 6 -> "another program holds a lock on it";
      case 14 -> "the file cannot be opened (does its folder exist, and can it be written?)";
      case 26 -> "it is not a SQLite database";
      case 11 -> "the database file is damaged";
      case 10 -> "the disk reported a read or write error";
      case 9 -> "the operation was interrupted";
      default -> {
        String m = e.getMessage() == null ? "" : e.getMessage();
        // the driver's text: "[SQLITE_X] Summary (detail)": the detail in words (which may hold
        // parentheses itself: "no such function: f()")
        int open = m.indexOf('(', Math.max(0, m.indexOf(']')));
        int close = m.lastIndexOf(')');
        yield open >= 0 && close > open ? m.substring(open + 1, close) : m;
      }
    };
  }

  /** What the user can do about {@code e} on the catalog {@code db} (null: no file to name). */
  static String advice(SQLException e, Path db) {
    return switch (e.getErrorCode() & 0xff) {
      case 13 -> "free some space and run again: the files indexed so far are kept";
      case 5, 6 ->
          "close the other program's transaction (a sqlite3 shell in BEGIN EXCLUSIVE?) and run"
              + " again";
      case 26, 11 -> "give --db a new file name";
      default -> db == null ? "run again" : "check " + db + " and run again";
    };
  }

  /** The message of a catalog {@code db} that cannot be opened. */
  static String openFailed(Path db, SQLException e) {
    return "cannot open the catalog " + db + ": " + describe(e) + "; " + advice(e, db);
  }

  /**
   * The message of a failed write of the catalog {@code db} (the disk full, a lock held by another
   * program).
   */
  static String writeFailed(Path db, SQLException e) {
    return "writing the catalog " + db + " failed: " + describe(e) + "; " + advice(e, null);
  }
}
