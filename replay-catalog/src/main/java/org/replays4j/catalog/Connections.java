package org.replays4j.catalog;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteConnection;
import org.sqlite.SQLiteLimits;

/** The two kinds of JDBC connection to a catalog file: the writer's and a reader's. */
final class Connections {
  private Connections() {}

  /**
   * The writer's connection to {@code db}: WAL journal, normal synchronous mode, temporary tables
   * in memory, transactions that take the write lock when they begin, and a write waits up to
   * {@code busyMillis} for another connection's lock.
   */
  static Connection writing(Path db, int busyMillis) throws SQLException {
    SQLiteConfig config = new SQLiteConfig();
    config.setJournalMode(SQLiteConfig.JournalMode.WAL);
    config.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
    config.setBusyTimeout(busyMillis);
    config.setTempStore(SQLiteConfig.TempStore.MEMORY);
    config.setTransactionMode(SQLiteConfig.TransactionMode.IMMEDIATE);
    return DriverManager.getConnection(Catalog.jdbcUrl(db), config.toProperties());
  }

  /**
   * A reader's connection to {@code db} (see {@link Catalog#connectReadOnly}): read-only open flag,
   * {@code PRAGMA query_only}, no database may be attached, and a 30 s wait for a schema change.
   */
  static Connection readOnly(Path db) throws SQLException {
    SQLiteConfig config = new SQLiteConfig();
    config.setReadOnly(true);
    config.setBusyTimeout(30_000);
    Connection c = DriverManager.getConnection(Catalog.jdbcUrl(db), config.toProperties());
    try (Statement s = c.createStatement()) {
      s.execute("PRAGMA query_only = 1");
      c.unwrap(SQLiteConnection.class).setLimit(SQLiteLimits.SQLITE_LIMIT_ATTACHED, 0);
      return c;
    } catch (SQLException | RuntimeException e) {
      c.close();
      throw e;
    }
  }
}
