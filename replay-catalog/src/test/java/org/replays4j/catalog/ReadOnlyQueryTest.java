package org.replays4j.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A query on a catalog reads and only reads: one statement, no write of any file. */
class ReadOnlyQueryTest {
  @TempDir Path dir;
  Path db;

  @BeforeEach
  void catalog() throws Exception {
    Path data = dir.resolve("data");
    CatalogFixture.copyTestdata(data);
    db = dir.resolve("c.db");
    CatalogFixture.index(db, data.resolve("slippi"));
  }

  private List<String> run(String sql) throws Exception {
    try (Connection c = Catalog.connectReadOnly(db);
        PreparedStatement ps = ReadOnlyQuery.prepare(c, sql);
        ResultSet rs = ps.executeQuery()) {
      List<String> out = new ArrayList<>();
      while (rs.next()) out.add(String.valueOf(rs.getObject(1)));
      return out;
    }
  }

  private void refused(String sql, String message) {
    assertThatThrownBy(() -> run(sql))
        .as(sql)
        .isInstanceOf(ReadOnlyQuery.Refused.class)
        .hasMessageContaining(message);
  }

  @Test
  void readsRun() throws Exception {
    assertThat(run("SELECT count(*) FROM files")).hasSize(1);
    assertThat(run("  -- the files\n SELECT 1; ")).containsExactly("1");
    assertThat(run("WITH x(n) AS (VALUES (1)) SELECT n FROM x")).containsExactly("1");
    assertThat(run("SELECT 'a;b', \"path\" FROM files LIMIT 1")).hasSize(1);
    assertThat(run("PRAGMA table_info(files)")).isNotEmpty();
    assertThat(run("PRAGMA user_version")).containsExactly(String.valueOf(Catalog.USER_VERSION));
    assertThat(run("EXPLAIN QUERY PLAN SELECT * FROM files")).isNotEmpty();
  }

  @Test
  void exactlyOneStatementRunsAndAnEmptyQueryIsSaidSo() throws Exception {
    String count = run("SELECT count(*) FROM files").get(0);
    refused("SELECT 1; DELETE FROM files", "2 statements");
    refused("", "the query is empty");
    refused("  ; -- nothing\n /* at all */ ;", "the query is empty");
    assertThat(run("SELECT count(*) FROM files")).containsExactly(count);
  }

  @Test
  void writesVacuumAttachExtensionsAndPragmaWritesAreRefusedBeforeTheyRun() throws Exception {
    Path copy = dir.resolve("copy.db");
    refused("VACUUM INTO '" + copy + "'", "VACUUM");
    refused("vacuum", "VACUUM");
    refused("ATTACH '" + dir.resolve("x.db") + "' AS x", "ATTACH");
    refused("DELETE FROM files", "DELETE");
    refused("INSERT INTO files (path) VALUES ('x')", "INSERT");
    refused("DROP TABLE files", "DROP");
    refused("WITH x AS (SELECT 1) DELETE FROM files", "would change");
    refused("PRAGMA query_only = 0", "PRAGMA query_only");
    refused("PRAGMA journal_mode = DELETE", "PRAGMA journal_mode");
    refused("PRAGMA user_version = 7", "PRAGMA user_version");
    refused("EXPLAIN PRAGMA query_only = 0", "EXPLAIN");
    refused("SELECT load_extension('/nowhere/x.so')", "load_extension");
    assertThat(copy).doesNotExist();
    assertThat(dir.resolve("x.db")).doesNotExist();
    assertThat(CatalogFixture.rows(db, "PRAGMA journal_mode")).containsExactly("wal");
  }

  @Test
  void theConnectionItselfRefusesWritesAndVacuumInto() throws Exception {
    Path copy = dir.resolve("copy.db");
    try (Connection c = Catalog.connectReadOnly(db);
        var s = c.createStatement()) {
      assertThatThrownBy(() -> s.execute("VACUUM INTO '" + copy + "'"))
          .isInstanceOf(SQLException.class);
      assertThatThrownBy(() -> s.execute("DELETE FROM files")).isInstanceOf(SQLException.class);
    }
    assertThat(copy).doesNotExist();
    assertThat(Files.exists(db)).isTrue();
  }

  @Test
  void anEndlessRecursiveQueryStopsAtItsTimeLimit() throws Exception {
    try (Connection c = Catalog.connectReadOnly(db)) {
      ReadOnlyQuery.TimeLimit limit = ReadOnlyQuery.TimeLimit.install(c, Duration.ofMillis(200));
      try (PreparedStatement ps =
          ReadOnlyQuery.prepare(
              c,
              "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n)"
                  + " SELECT count(*) FROM n")) {
        limit.resume();
        assertThatThrownBy(
                () -> {
                  try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                  }
                })
            .isInstanceOf(SQLException.class);
        limit.pause();
        assertThat(limit.exceeded()).isTrue();
      }
    }
  }
}
