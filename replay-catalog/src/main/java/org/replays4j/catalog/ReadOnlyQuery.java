package org.replays4j.catalog;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.sqlite.ProgressHandler;

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
    List<String> statements = SqlWords.statements(sql);
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
    if (!SqlWords.firstWord(one).equals("PRAGMA")) checkProgram(conn, one);
    return conn.prepareStatement(one);
  }

  /** The statement's kind: a read, an EXPLAIN of one, or a pragma that reads. */
  private static void checkKind(String statement) throws Refused {
    List<String> words = SqlWords.words(statement, 4);
    String first = words.isEmpty() ? "" : words.get(0);
    switch (first) {
      case "SELECT", "WITH", "VALUES" -> {}
      case "EXPLAIN" -> {
        String inner = SqlWords.withoutExplain(statement);
        if (SqlWords.firstWord(inner).equals("PRAGMA")
            || SqlWords.firstWord(inner).equals("EXPLAIN"))
          throw new Refused("EXPLAIN is only run on SELECT, WITH and VALUES statements");
        checkKind(inner);
      }
      case "PRAGMA" -> ReadPragmas.check(statement);
      default ->
          throw new Refused(
              "query only reads: "
                  + (first.isEmpty() ? "this statement" : first)
                  + " statements are refused (SELECT, WITH, VALUES, EXPLAIN and reading PRAGMAs"
                  + " run); nothing was run");
    }
  }

  /** Refuses a statement whose compiled program writes, vacuums, attaches or loads code. */
  private static void checkProgram(Connection conn, String statement) throws SQLException, Refused {
    String explained = "EXPLAIN " + SqlWords.withoutExplain(statement);
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
    public static TimeLimit install(Connection conn, Duration limit) throws SQLException {
      TimeLimit t =
          new TimeLimit(limit.isNegative() || limit.isZero() ? Long.MAX_VALUE : limit.toNanos());
      if (t.limitNanos == Long.MAX_VALUE) return t;
      ProgressHandler.setHandler(
          conn,
          10_000,
          new ProgressHandler() {
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
}
