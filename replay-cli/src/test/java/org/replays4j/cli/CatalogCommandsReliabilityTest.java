package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.replays4j.testkit.TestFiles.testdata;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.catalog.Catalog;
import org.replays4j.catalog.FileStatus;
import org.replays4j.catalog.IndexedFile;
import org.replays4j.testkit.ForkedJvm;
import org.replays4j.testkit.OpenFiles;
import org.replays4j.testkit.Sql;

/**
 * {@code index}, {@code index --watch} and {@code query} under attack: another program's database,
 * hostile SQL, signals, kill -9, a second indexer, a lock held by another program, a result too big
 * to hold, control characters in values.
 */
class CatalogCommandsReliabilityTest {
  @TempDir Path tmp;

  private Path data(int copies) throws IOException {
    Path data = Files.createDirectories(tmp.resolve("data"));
    Path src = testdata("");
    try (Stream<Path> s = Files.walk(src)) {
      for (Path p : s.filter(Files::isRegularFile).sorted().toList()) {
        String name = p.getFileName().toString();
        if (name.startsWith(".")) continue;
        Path to = data.resolve(src.relativize(p).toString());
        Files.createDirectories(to.getParent());
        Files.copy(p, to);
        byte[] bytes = Files.readAllBytes(p);
        for (int i = 0; i < copies; i++) {
          // one more byte: other content, so each copy is decoded, not copied from another row
          byte[] more = Arrays.copyOf(bytes, bytes.length + 1 + i);
          Files.write(to.resolveSibling("copy" + i + "-" + name), more);
        }
      }
    }
    return data;
  }

  private static List<String> rows(Path db, String sql) throws Exception {
    List<String> out = new ArrayList<>();
    try (Connection c = DriverManager.getConnection(Catalog.jdbcUrl(db));
        Statement s = c.createStatement();
        ResultSet rs = s.executeQuery(sql)) {
      int n = rs.getMetaData().getColumnCount();
      while (rs.next()) {
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i <= n; i++) sb.append(i > 1 ? "\t" : "").append(rs.getString(i));
        out.add(sb.toString());
      }
    }
    return out;
  }

  /** The catalog's content without ids and times: two catalogs of the same files are equal. */
  private static String dump(Path db) throws Exception {
    StringBuilder sb = new StringBuilder();
    for (String r :
        rows(
            db,
            "SELECT path, size, sha256, format, version, status, error_kind, message FROM files"
                + " ORDER BY path")) {
      sb.append(r).append('\n');
    }
    for (String t : rows(db, "SELECT name FROM catalog_tables ORDER BY name")) {
      sb.append("== ").append(t).append('\n');
      for (String r :
          rows(
              db,
              "SELECT f.path, count(*) FROM \""
                  + t
                  + "\" t JOIN files f ON f.id = t.file GROUP BY f.path ORDER BY f.path")) {
        sb.append(r).append('\n');
      }
    }
    return sb.toString();
  }

  private static void assertPlain(String err) {
    assertThat(err).doesNotContain("Exception").doesNotContain("SQLITE_").doesNotContain("\tat ");
  }

  @Test
  void indexRefusesAnotherProgramsDatabaseAndChangesNothingInIt() throws Exception {
    Path db = tmp.resolve("mine.db");
    Sql.execute(
        Catalog.jdbcUrl(db),
        "CREATE TABLE slippi_games (id INTEGER)",
        "CREATE VIEW participants AS SELECT id FROM slippi_games");
    byte[] before = Files.readAllBytes(db);
    CliTest.Run r = CliTest.run("index", "--db", db.toString(), testdata("slippi").toString());
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    assertThat(r.err()).contains(db.toString()).contains("is not a replays4j catalog");
    assertPlain(r.err());
    assertThat(Files.readAllBytes(db)).isEqualTo(before);
    assertThat(tmp.resolve("mine.db-wal")).doesNotExist();
    assertThat(rows(db, "PRAGMA journal_mode")).containsExactly("delete");
  }

  @Test
  void indexSaysStandardInputIsNotCataloguedAndTakesNoTimeout() throws Exception {
    Path db = tmp.resolve("c.db");
    CliTest.Run r = CliTest.run("index", "--db", db.toString(), "-");
    assertThat(r.exit()).isEqualTo(Main.USAGE);
    assertThat(r.err()).contains("standard input (-) cannot be catalogued");
    assertThat(db).doesNotExist();
    for (String t : List.of("--timeout=0", "--timeout=1")) {
      r = CliTest.run("index", t, "--db", db.toString(), testdata("slippi").toString());
      assertThat(r.exit()).as(t).isEqualTo(Main.USAGE);
    }
    assertThat(CliTest.run("index", "--help").out()).doesNotContain("--timeout");
  }

  @Test
  void indexListsSymlinkLoopsAndCountsThem() throws Exception {
    Path data = data(0);
    Files.createSymbolicLink(data.resolve("slippi").resolve("loop"), data);
    Path db = tmp.resolve("c.db");
    CliTest.Run r = CliTest.run("index", "--db", db.toString(), data.toString());
    assertThat(r.err())
        .contains("loop: skipped: symlink loop")
        .contains("1 not read (1 symlink loop)");
  }

  @Test
  void pruneKeepsWhatItCouldNotReadAndSaysSo() throws Exception {
    Path data = data(0);
    Path db = tmp.resolve("c.db");
    assertThat(CliTest.run("index", "--db", db.toString(), data.toString()).exit())
        .isIn(Main.OK, Main.FAILED);
    long files = Long.parseLong(rows(db, "SELECT count(*) FROM files").get(0));
    Files.move(data, tmp.resolve("unmounted"));
    CliTest.Run r = CliTest.run("index", "--prune", "--db", db.toString(), data.toString());
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    assertThat(r.err())
        .contains(files + " catalogued files are under a path that could not be read")
        .contains("neither pruned");
    assertThat(rows(db, "SELECT count(*) FROM files")).containsExactly(String.valueOf(files));
  }

  /** Runs a command; true when it exited with 0. */
  private static boolean sh(String... cmd) {
    try {
      Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
      p.getInputStream().transferTo(OutputStream.nullOutputStream());
      return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  @Test
  void aFullDiskEndsTheRunWithAPlainMessageAndLeavesACatalogThatOpens() throws Exception {
    Path disk = Files.createDirectories(tmp.resolve("small-disk"));
    // a 256 KiB file system: only where the test may mount one (root on Linux), else skipped
    Assumptions.assumeTrue(
        sh("mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", disk.toString()),
        "cannot mount a small file system here");
    try {
      Path db = disk.resolve("c.db");
      CliTest.Run r = CliTest.run("index", "--db", db.toString(), data(2).toString());
      assertThat(r.exit()).isEqualTo(Main.FAILED);
      assertThat(r.err())
          .contains("writing the catalog " + db + " failed: the disk holding it is full")
          .contains("free some space and run again");
      assertPlain(r.err());
      CliTest.Run q = CliTest.run("query", "--db", db.toString(), "SELECT count(*) FROM files");
      assertThat(q.exit()).as(q.err()).isEqualTo(Main.OK);
    } finally {
      sh("umount", disk.toString());
    }
  }

  @Test
  void aLockHeldByAnotherProgramMakesIndexGiveUpWithAMessage() throws Exception {
    Path db = screpCatalog();
    try (Connection other = DriverManager.getConnection(Catalog.jdbcUrl(db));
        Statement s = other.createStatement()) {
      s.execute("BEGIN EXCLUSIVE");
      CliTest.Run r =
          CliTest.run(
              "index", "--busy-timeout=0.2", "--db", db.toString(), testdata("slippi").toString());
      assertThat(r.exit()).isEqualTo(Main.FAILED);
      assertThat(r.err()).contains(db.toString()).contains("another program holds a lock");
      assertPlain(r.err());
      s.execute("ROLLBACK");
    }
  }

  @Test
  void queryRunsExactlyOneStatementThatOnlyReads() throws Exception {
    Path db = screpCatalog();
    CliTest.Run r = CliTest.run("query", "--db", db.toString(), "SELECT 1; DELETE FROM files");
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    assertThat(r.out()).isEmpty();
    assertThat(r.err()).contains("2 statements").contains("nothing was run");
    assertThat(rows(db, "SELECT count(*) FROM files")).containsExactly("4");
    r = CliTest.run("query", "--db", db.toString(), " ");
    assertThat(r.err()).contains("the query is empty").doesNotContain("finalized");
    Path copy = tmp.resolve("copy.db");
    r = CliTest.run("query", "--db", db.toString(), "VACUUM INTO '" + copy + "'");
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    assertThat(r.err()).contains("VACUUM");
    assertThat(copy).doesNotExist();
    for (String sql :
        List.of(
            "ATTACH '" + tmp.resolve("x.db") + "' AS x",
            "PRAGMA journal_mode = delete",
            "SELECT load_extension('x')",
            "DROP TABLE files")) {
      r = CliTest.run("query", "--db", db.toString(), sql);
      assertThat(r.exit()).as(sql).isEqualTo(Main.FAILED);
      assertPlain(r.err());
    }
    assertThat(rows(db, "PRAGMA journal_mode")).containsExactly("wal");
  }

  @Test
  void anEndlessQueryStopsAtItsTimeout() {
    CliTest.Run r =
        queryAScrepCatalog(
            "--timeout=0.3",
            "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT count(*) FROM n");
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    assertThat(r.err()).contains("stopped after 0.3 s (--timeout)");
    assertThat(CliTest.run("query", "--help").out()).contains("--timeout").contains("default: 60");
  }

  /** True when a process whose descriptors are listed in {@code fds} has {@code file} open. */
  private static boolean opened(Path fds, Path file) {
    if (!Files.isDirectory(fds)) return true; // not Linux: the caller waits its fixed time only
    return OpenFiles.count(fds, file) > 0;
  }

  @Test
  void aQueryStoppedBySigtermSaysTheCatalogIsUnchanged() throws Exception {
    Path db = screpCatalog();
    Path log = tmp.resolve("query.log");
    Process p =
        ForkedJvm.start(
            Main.class,
            List.of(),
            List.of(
                "query",
                "--timeout=0",
                "--db",
                db.toString(),
                "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n)"
                    + " SELECT count(*) FROM n"),
            "256m",
            log);
    try {
      // signal once the query runs: the child has the catalog open (Linux: /proc/PID/fd)
      Path fds = Path.of("/proc", String.valueOf(p.pid()), "fd");
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
      while (System.nanoTime() < deadline && !opened(fds, db)) Thread.sleep(50);
      Thread.sleep(300);
      p.destroy(); // SIGTERM
      assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
    } finally {
      p.destroyForcibly();
    }
    assertThat(Files.readString(log)).contains("query interrupted").doesNotContain("output files");
  }

  @Test
  void controlCharactersInValuesAndNamesAreShownEscaped() {
    CliTest.Run r =
        queryAScrepCatalog(
            "SELECT char(27) || '[2J' || char(27) || ']0;title' || char(7) AS \"n"
                + "\u001b"
                + "ame\"");
    assertThat(r.exit()).isEqualTo(Main.OK);
    assertThat(r.out()).doesNotContain("\u001b").doesNotContain("\u0007");
    assertThat(r.out()).contains("n\\x1bame").contains("\\x1b[2J\\x1b]0;title\\x07");
  }

  @Test
  void tenMillionRowsStreamAtA256MegabyteHeap() throws Exception {
    Path db = screpCatalog();
    List<String> args =
        List.of(
            "query",
            "--db",
            db.toString(),
            "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n LIMIT 10000000)"
                + " SELECT x FROM n");
    Process p =
        ForkedJvm.processBuilder(Main.class, List.of(), args, "256m")
            .redirectError(tmp.resolve("err.log").toFile())
            .start();
    long lines = 0;
    String last = null;
    try (BufferedReader in =
        new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line; (line = in.readLine()) != null; ) {
        lines++;
        last = line;
      }
    }
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    String err = Files.readString(tmp.resolve("err.log"));
    assertThat(p.exitValue()).as(err).isZero();
    assertThat(err).doesNotContain("OutOfMemoryError");
    assertThat(last).isEqualTo("(10000000 rows)");
    assertThat(lines).isEqualTo(10_000_000 + 3);
  }

  @Test
  void sigtermDuringWatchLeavesTheDatabaseFileAloneComplete() throws Exception {
    Path data = data(0);
    Path db = data.resolve("cat.db"); // inside the watched folder: its own files are ignored
    Files.createSymbolicLink(data.resolve("loop"), data);
    Path log = tmp.resolve("watch.log");
    Process p = watching(db, data, log);
    try {
      Thread.sleep(1_000);
      p.destroy(); // SIGTERM
      assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
    } finally {
      p.destroyForcibly();
    }
    String out = Files.readString(log);
    assertThat(out)
        .contains("watching")
        .contains("loop: skipped: symlink loop")
        .doesNotContain("missing missing")
        .doesNotContain("cat.db-");
    assertPlain(out);
    Path alone = Files.createDirectories(tmp.resolve("alone")).resolve("copy.db");
    Files.copy(db, alone);
    List<String> n = rows(alone, "SELECT count(*) FROM files");
    assertThat(Long.parseLong(n.get(0))).isPositive();
    assertThat(rows(db, "SELECT count(*) FROM files")).isEqualTo(n);
  }

  @Test
  void killedAtAnyMomentIndexLeavesACatalogTheNextRunCompletesAndASecondIndexerIsRefused()
      throws Exception {
    Path data = data(8);
    Path clean = tmp.resolve("clean.db");
    CliTest.Run cleanRun = CliTest.run("index", "--db", clean.toString(), data.toString());
    assertThat(cleanRun.exit()).as(cleanRun.err()).isIn(Main.OK, Main.FAILED);
    String expected = dump(clean);
    for (int delay : new int[] {400, 900, 1600}) {
      Path db = tmp.resolve("killed-" + delay + ".db");
      Process p =
          ForkedJvm.start(
              Main.class,
              List.of(),
              List.of("index", "-t", "1", "--db", db.toString(), data.toString()),
              "256m",
              tmp.resolve("kill-" + delay + ".log"));
      if (!p.waitFor(delay, TimeUnit.MILLISECONDS)) p.destroyForcibly(); // SIGKILL
      assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
      CliTest.Run again = CliTest.run("index", "--db", db.toString(), data.toString());
      assertThat(again.exit()).as(again.err()).isIn(Main.OK, Main.FAILED);
      // the second run's exit code and stderr say why, when the catalog is not what it should be
      assertThat(dumpOrError(db))
          .as("killed after %d ms; the next run exited %d: %s", delay, again.exit(), again.err())
          .isEqualTo(expected);
    }
    // a watcher holds the catalog: another index run is told so
    Process holder = watching(clean, data, tmp.resolve("holder.log"));
    try {
      CliTest.Run second = CliTest.run("index", "--db", clean.toString(), data.toString());
      assertThat(second.exit()).isEqualTo(Main.FAILED);
      assertThat(second.err()).contains("is being indexed by another process");
    } finally {
      holder.destroy();
      holder.waitFor(30, TimeUnit.SECONDS);
      holder.destroyForcibly();
    }
  }

  /** {@link #dump}, or the error that stopped it, so that a failed comparison shows it. */
  private static String dumpOrError(Path db) {
    try {
      return dump(db);
    } catch (Exception e) {
      return "cannot dump: " + e;
    }
  }

  @Test
  void watchLinesSayWhatHappenedOnce() {
    assertThat(
            IndexCommand.watchLine(
                new IndexedFile(
                    "/r/a.slp", IndexedFile.Change.MISSING, FileStatus.MISSING, null, 1, null)))
        .isEqualTo("missing /r/a.slp");
    assertThat(
            IndexCommand.watchLine(
                new IndexedFile(
                    "/r/\u001b[2Jb.slp",
                    IndexedFile.Change.INDEXED,
                    FileStatus.OK,
                    "slippi",
                    1,
                    null)))
        .isEqualTo("indexed ok /r/\\x1b[2Jb.slp");
  }

  /**
   * A forked {@code index --watch} of {@code data} into {@code db} (its output in {@code log}),
   * once it says it is watching (or after 30 s).
   */
  private static Process watching(Path db, Path data, Path log) throws Exception {
    Process p =
        ForkedJvm.start(
            Main.class,
            List.of(),
            List.of("index", "--watch", "--db", db.toString(), data.toString()),
            "256m",
            log);
    try {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
      while (!Files.readString(log).contains("watching") && System.nanoTime() < deadline) {
        Thread.sleep(50);
      }
      return p;
    } catch (Exception e) {
      p.destroyForcibly();
      throw e;
    }
  }

  /** {@code replays4j query} with {@code args} over a new catalog of the StarCraft testdata. */
  private CliTest.Run queryAScrepCatalog(String... args) {
    List<String> all = new ArrayList<>(List.of("query", "--db", screpCatalog().toString()));
    all.addAll(List.of(args));
    return CliTest.run(all.toArray(String[]::new));
  }

  /** A catalog of the StarCraft testdata, {@code c.db} in the test's folder. */
  private Path screpCatalog() {
    Path db = tmp.resolve("c.db");
    CliTest.run("index", "--db", db.toString(), testdata("screp").toString());
    return db;
  }
}
