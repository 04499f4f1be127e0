package org.replays4j.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.testkit.ForkedJvm;

/**
 * Killing an index run at any moment leaves a consistent catalog that the next run completes to the
 * content of a clean run; other connections read while a run writes.
 */
class CrashAndConcurrencyTest {
  @TempDir Path dir;

  /** Testdata with every file also under a few other names and with one byte more (new content). */
  private Path collection(int copies) throws Exception {
    Path data = dir.resolve("data");
    List<Path> files = CatalogFixture.copyTestdata(data);
    for (int i = 0; i < copies; i++) {
      for (Path p : files) {
        String name = p.getFileName().toString();
        Files.copy(p, p.resolveSibling("copy" + i + "-" + name));
      }
    }
    return data;
  }

  @Test
  void aRunKilledPartWayIsCompletedByTheNextRunToTheContentOfACleanRun() throws Exception {
    Path data = collection(12);
    Path db = dir.resolve("killed.db");
    Process child =
        ForkedJvm.start(
            IndexMain.class,
            List.of("-XX:TieredStopAtLevel=1"),
            List.of(db.toString(), data.toString(), "5", "15"),
            "128m",
            dir.resolve("child.log"));
    List<Long> counts = new ArrayList<>();
    boolean killedWhileRunning;
    try {
      // read while the child writes: counts only grow, and every file row has its table rows
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
      while (System.nanoTime() < deadline && child.isAlive()) {
        if (Files.exists(db)) {
          try (Connection c = DriverManager.getConnection(Catalog.jdbcUrl(db));
              Statement s = c.createStatement()) {
            long n = 0;
            try (ResultSet rs =
                s.executeQuery("SELECT count(*) FROM sqlite_master WHERE name = 'slippi_games'")) {
              rs.next();
              if (rs.getLong(1) == 1) {
                try (ResultSet r2 = s.executeQuery("SELECT count(*) FROM files")) {
                  r2.next();
                  n = r2.getLong(1);
                }
                try (ResultSet r3 =
                    s.executeQuery(
                        "SELECT count(*) FROM files f WHERE f.format = 'slippi' AND f.status"
                            + " IN ('ok', 'partial') AND NOT EXISTS (SELECT 1 FROM slippi_games g"
                            + " WHERE g.file = f.id)")) {
                  r3.next();
                  assertThat(r3.getLong(1)).as("files without their rows").isZero();
                }
              }
            }
            counts.add(n);
            if (n >= 60) break;
          }
        }
        Thread.sleep(20);
      }
      // a second index process on the same catalog is told that the first holds it
      try (Catalog second = Catalog.open(db)) {
        assertThatThrownBy(() -> second.index(List.of(data), IndexListener.NONE))
            .isInstanceOf(CatalogBusyException.class)
            .hasMessageContaining("is being indexed by another process");
      }
    } finally {
      killedWhileRunning = child.isAlive();
      child.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
    }
    assertThat(killedWhileRunning).as("the child was killed before it finished").isTrue();
    assertThat(counts).isSorted();
    assertThat(counts.get(counts.size() - 1))
        .as(Files.readString(dir.resolve("child.log")))
        .isGreaterThan(0);
    // the killed run left a committed prefix; this run completes it
    CatalogFixture.index(db, data);
    Path clean = dir.resolve("clean.db");
    CatalogFixture.index(clean, data);
    assertThat(CatalogFixture.dump(db)).isEqualTo(CatalogFixture.dump(clean));
  }

  @Test
  void anotherConnectionReadsWhileARunWrites() throws Exception {
    Path data = collection(4);
    Path db = dir.resolve("c.db");
    List<String> seen = new ArrayList<>();
    try (Catalog c = Catalog.open(db);
        Connection reader = DriverManager.getConnection(Catalog.jdbcUrl(db))) {
      c.index(
          List.of(data),
          CatalogOptions.DEFAULT.withBatchFiles(3),
          new IndexListener() {
            int n;

            @Override
            public void indexed(IndexedFile f) {
              if (++n % 10 != 0) return;
              try (Statement s = reader.createStatement();
                  ResultSet rs = s.executeQuery("SELECT count(*) FROM files")) {
                rs.next();
                seen.add(String.valueOf(rs.getLong(1)));
              } catch (Exception e) {
                seen.add("failed: " + e);
              }
            }
          });
    }
    assertThat(seen).isNotEmpty().noneMatch(s -> s.startsWith("failed"));
    assertThat(seen.stream().mapToLong(Long::parseLong).toArray()).isSorted();
  }
}
