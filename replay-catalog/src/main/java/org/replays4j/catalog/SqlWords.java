package org.replays4j.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The words of SQL text as far as {@link ReadOnlyQuery} needs them: its statements, and the leading
 * keywords of one statement.
 */
final class SqlWords {
  private SqlWords() {}

  /**
   * The statements of {@code sql}: split at semicolons outside quotes, identifiers and comments;
   * those holding nothing but blanks and comments are left out.
   */
  static List<String> statements(String sql) {
    List<String> out = new ArrayList<>();
    StringBuilder cur = new StringBuilder();
    boolean content = false;
    int n = sql.length();
    for (int i = 0; i < n; i++) {
      char c = sql.charAt(i);
      if (c == '-' && i + 1 < n && sql.charAt(i + 1) == '-') {
        int end = sql.indexOf('\n', i);
        end = end < 0 ? n : end;
        cur.append(' ');
        i = end - 1;
      } else if (c == '/' && i + 1 < n && sql.charAt(i + 1) == '*') {
        int end = sql.indexOf("*/", i + 2);
        end = end < 0 ? n : end + 2;
        cur.append(' ');
        i = end - 1;
      } else if (c == '\'' || c == '"' || c == '`' || c == '[') {
        char close = c == '[' ? ']' : c;
        int end = sql.indexOf(close, i + 1);
        end = end < 0 ? n : end + 1;
        cur.append(sql, i, end);
        content = true;
        i = end - 1;
      } else if (c == ';') {
        if (content) out.add(cur.toString().strip());
        cur.setLength(0);
        content = false;
      } else {
        cur.append(c);
        if (!Character.isWhitespace(c)) content = true;
      }
    }
    if (content) out.add(cur.toString().strip());
    return out;
  }

  /** {@code statement} without a leading {@code EXPLAIN} or {@code EXPLAIN QUERY PLAN}. */
  static String withoutExplain(String statement) {
    List<String> w = words(statement, 3);
    if (w.isEmpty() || !w.get(0).equals("EXPLAIN")) return statement;
    return afterWords(statement, w.size() > 2 && w.get(1).equals("QUERY") ? 3 : 1);
  }

  static String firstWord(String statement) {
    List<String> w = words(statement, 1);
    return w.isEmpty() ? "" : w.get(0);
  }

  /** The first {@code max} words of a statement (comments already removed), upper case. */
  static List<String> words(String statement, int max) {
    List<String> out = new ArrayList<>();
    int i = 0;
    int n = statement.length();
    while (out.size() < max && i < n) {
      while (i < n && !Character.isLetter(statement.charAt(i))) {
        if (!Character.isWhitespace(statement.charAt(i)) && statement.charAt(i) != '(') return out;
        i++;
      }
      int start = i;
      while (i < n
          && (Character.isLetterOrDigit(statement.charAt(i)) || statement.charAt(i) == '_')) i++;
      if (i > start) out.add(statement.substring(start, i).toUpperCase(Locale.ROOT));
    }
    return out;
  }

  /** {@code statement} after its first {@code count} words. */
  static String afterWords(String statement, int count) {
    int i = 0;
    int n = statement.length();
    for (int w = 0; w < count && i < n; w++) {
      while (i < n && !Character.isLetter(statement.charAt(i))) i++;
      while (i < n
          && (Character.isLetterOrDigit(statement.charAt(i)) || statement.charAt(i) == '_')) i++;
    }
    return statement.substring(i);
  }
}
