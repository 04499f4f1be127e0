package org.replays4j.catalog;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The gate of a query on a catalog: exactly one statement, and one that only reads. sqlite-jdbc
 * exposes no authorizer ({@code sqlite3_set_authorizer}) nor {@code sqlite3_stmt_readonly}, so the
 * same decision is taken from what SQLite compiles: the statement must be a {@code SELECT}, {@code
 * WITH}, {@code VALUES}, {@code EXPLAIN} of one of those, or a {@code PRAGMA} that reads a
 * catalog's structure; and its program ({@code EXPLAIN}) must open no write transaction and run no
 * {@code VACUUM}, schema change, {@code ATTACH} or {@code load_extension}. The connection it runs
 * on is read-only besides ({@link Catalog#connectReadOnly}: read-only open flag, {@code PRAGMA
 * query_only}, no database may be attached), so each of these holds on its own.
 */
public final class ReadOnlyQuery {
  private ReadOnlyQuery() {}

  /** A query refused before it ran: nothing was executed. The message says why, in words. */
  public static final class Refused extends Exception {
    private static final long serialVersionUID = 1L;

    Refused(String message) {
      super(message);
    }
  }

  /** Pragmas that only read, without an argument (a value would write). */
  private static final Set<String> READ_PRAGMAS =
      Set.of(
          "application_id",
          "user_version",
          "schema_version",
          "data_version",
          "page_count",
          "page_size",
          "freelist_count",
          "encoding",
          "journal_mode",
          "compile_options",
          "collation_list",
          "function_list",
          "module_list",
          "pragma_list",
          "database_list",
          "table_list");

  /** Pragmas that read about the object named in their argument. */
  private static final Set<String> READ_PRAGMAS_WITH_ARGUMENT =
      Set.of(
          "table_info",
          "table_xinfo",
          "table_list",
          "index_list",
          "index_info",
          "index_xinfo",
          "foreign_key_list",
          "foreign_key_check",
          "integrity_check",
          "quick_check");

  /** Opcodes of a program that writes or changes the connection (never in a read). */
  private static final Set<String> WRITING_OPCODES =
      Set.of(
          "Vacuum",
          "IncrVacuum",
          "OpenWrite",
          "CreateBtree",
          "Destroy",
          "Clear",
          "ParseSchema",
          "DropTable",
          "DropIndex",
          "DropTrigger",
          "SetCookie",
          "JournalMode",
          "VCreate",
          "VDestroy",
          "VUpdate",
          "VBegin");

  /** Functions a read may not call. */
  private static final List<String> REFUSED_FUNCTIONS =
      List.of("load_extension", "sqlite_attach", "sqlite_detach", "writefile", "edit");

  /**
   * Prepares {@code sql} on {@code conn} (a {@link Catalog#connectReadOnly} connection) when it is
   * exactly one statement that only reads.
   *
   * @throws Refused when it is empty, holds more than one statement, or would write, attach, vacuum
   *     or load an extension; nothing ran
   * @throws SQLException when SQLite cannot compile it (a syntax error, an unknown table)
   */
  public static PreparedStatement prepare(Connection conn, String sql)
      throws Refused, SQLException {
    List<String> statements = statements(sql);
    if (statements.isEmpty()) {
      throw new Refused(
          "the query is empty: give one SQL statement, e.g. \"SELECT * FROM files LIMIT 10\"");
    }
    if (statements.size() > 1) {
      throw new Refused(
          "the query holds "
              + statements.size()
              + " statements; query runs exactly one, so nothing was run: run them one at a time");
    }
    String one = statements.get(0);
    checkKind(one);
    if (!firstWord(one).equals("PRAGMA")) checkProgram(conn, one);
    return conn.prepareStatement(one);
  }

  /** The statement's kind: a read, an EXPLAIN of one, or a pragma that reads. */
  private static void checkKind(String statement) throws Refused {
    List<String> words = words(statement, 4);
    String first = words.isEmpty() ? "" : words.get(0);
    switch (first) {
      case "SELECT", "WITH", "VALUES" -> {}
      case "EXPLAIN" -> {
        String inner = withoutExplain(statement);
        if (firstWord(inner).equals("PRAGMA") || firstWord(inner).equals("EXPLAIN"))
          throw new Refused("EXPLAIN is only run on SELECT, WITH and VALUES statements");
        checkKind(inner);
      }
      case "PRAGMA" -> checkPragma(statement);
      default ->
          throw new Refused(
              "query only reads: "
                  + (first.isEmpty() ? "this statement" : first)
                  + " statements are refused (SELECT, WITH, VALUES, EXPLAIN and reading PRAGMAs"
                  + " run); nothing was run");
    }
  }

  /**
   * A pragma that reads: a known name, no value assigned, an argument only where it names a table.
   */
  private static void checkPragma(String statement) throws Refused {
    String rest = afterWords(statement, 1).strip();
    int i = 0;
    while (i < rest.length()
        && (Character.isLetterOrDigit(rest.charAt(i))
            || rest.charAt(i) == '_'
            || rest.charAt(i) == '.')) i++;
    String name = rest.substring(0, i).toLowerCase(Locale.ROOT);
    int dot = name.lastIndexOf('.');
    if (dot >= 0) name = name.substring(dot + 1);
    String tail = rest.substring(i).strip();
    boolean argument = tail.startsWith("(");
    boolean read =
        tail.isEmpty() && READ_PRAGMAS.contains(name)
            || tail.isEmpty() && READ_PRAGMAS_WITH_ARGUMENT.contains(name)
            || argument && READ_PRAGMAS_WITH_ARGUMENT.contains(name);
    if (!read) {
      throw new Refused(
          "query only reads: PRAGMA "
              + name
              + (tail.isEmpty() ? "" : " with a value")
              + " is refused (reading pragmas such as table_info(files) run, or SELECT * FROM"
              + " pragma_table_info('files')); nothing was run");
    }
  }

  /** Refuses a statement whose compiled program writes, vacuums, attaches or loads code. */
  private static void checkProgram(Connection conn, String statement) throws SQLException, Refused {
    String explained = "EXPLAIN " + withoutExplain(statement);
    try (Statement s = conn.createStatement();
        ResultSet rs = s.executeQuery(explained)) {
      while (rs.next()) {
        String opcode = rs.getString("opcode");
        String p4 = rs.getString("p4");
        boolean writes =
            WRITING_OPCODES.contains(opcode)
                || "Transaction".equals(opcode) && rs.getInt("p2") != 0;
        if (!writes && p4 != null && (opcode.endsWith("Function") || opcode.endsWith("Func"))) {
          String f = p4.toLowerCase(Locale.ROOT);
          for (String r : REFUSED_FUNCTIONS) writes |= f.startsWith(r + "(");
        }
        if (writes) {
          throw new Refused(
              "query only reads: this statement would change the catalog or another file (write,"
                  + " VACUUM, ATTACH or load_extension); nothing was run");
        }
      }
    }
  }

  /**
   * Bounds the time SQLite works on the statements of one connection: the clock runs between {@link
   * #resume()} and {@link #pause()} (so time spent writing rows out is not counted), and a
   * statement that goes beyond the limit is interrupted (its next step fails with an interrupted
   * error, and {@link #exceeded()} turns true).
   */
  public static final class TimeLimit {
    private final long limitNanos;
    private long spent;
    private volatile long resumedAt = -1;
    private volatile boolean exceeded;

    private TimeLimit(long limitNanos) {
      this.limitNanos = limitNanos;
    }

    /**
     * Installs a limit of {@code limit} on {@code conn} (paused); a zero or negative limit means
     * none.
     */
    public static TimeLimit install(Connection conn, java.time.Duration limit) throws SQLException {
      TimeLimit t =
          new TimeLimit(limit.isNegative() || limit.isZero() ? Long.MAX_VALUE : limit.toNanos());
      if (t.limitNanos == Long.MAX_VALUE) return t;
      org.sqlite.ProgressHandler.setHandler(
          conn,
          10_000,
          new org.sqlite.ProgressHandler() {
            @Override
            protected int progress() {
              return t.over() ? 1 : 0;
            }
          });
      return t;
    }

    private boolean over() {
      long r = resumedAt;
      if (r < 0) return false;
      if (spent + (System.nanoTime() - r) > limitNanos) exceeded = true;
      return exceeded;
    }

    /** Starts counting (before a step of the statement). */
    public void resume() {
      resumedAt = System.nanoTime();
    }

    /** Stops counting (after a step, while the row is written out). */
    public void pause() {
      long r = resumedAt;
      if (r >= 0) spent += System.nanoTime() - r;
      resumedAt = -1;
    }

    /** True when a statement was interrupted for going beyond the limit. */
    public boolean exceeded() {
      return exceeded;
    }
  }

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
  private static String withoutExplain(String statement) {
    List<String> w = words(statement, 3);
    if (w.isEmpty() || !w.get(0).equals("EXPLAIN")) return statement;
    return afterWords(statement, w.size() > 2 && w.get(1).equals("QUERY") ? 3 : 1);
  }

  private static String firstWord(String statement) {
    List<String> w = words(statement, 1);
    return w.isEmpty() ? "" : w.get(0);
  }

  /** The first {@code max} words of a statement (comments already removed), upper case. */
  private static List<String> words(String statement, int max) {
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
  private static String afterWords(String statement, int count) {
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
