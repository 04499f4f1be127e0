package org.replays4j.testkit;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Statements run on a database behind the catalog's back, as another program would: to build a
 * database the catalog did not create, or to damage one it did.
 */
public final class Sql {
  private Sql() {}

  /** Runs {@code statements} in order on one connection to {@code jdbcUrl}, then closes it. */
  public static void execute(String jdbcUrl, String... statements) throws SQLException {
    try (Connection c = DriverManager.getConnection(jdbcUrl);
        Statement s = c.createStatement()) {
      for (String sql : statements) s.execute(sql);
    }
  }
}
