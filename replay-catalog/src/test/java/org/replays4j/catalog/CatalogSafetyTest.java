package org.replays4j.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.testkit.OpenFiles;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/**
 * What the catalog never does: write into a database it did not create, forget rows under a path it
 * could not read, catalogue its own files, leave its rows only in the write-ahead log.
 */
class CatalogSafetyTest {
  @TempDir Path dir;

  private Path data() throws Exception {
    Path data = dir.resolve("data");
    CatalogFixture.copyTestdata(data);
    return data;
  }

  /** Every byte of the files whose names start with {@code db}'s, by name. */
  private List<String> snapshot(Path db) throws Exception {
    try (Stream<Path> s = Files.list(db.getParent())) {
      return s.filter(p -> p.getFileName().toString().startsWith(db.getFileName().toString()))
          .sorted()
          .map(
              p -> {
                try {
                  return p.getFileName() + " " + FileReader.sha256(Files.readAllBytes(p));
                } catch (Exception e) {
                  throw new AssertionError(e);
                }
              })
          .toList();
    }
  }

  @Test
  void anotherProgramsDatabaseIsRefusedAndLeftExactlyAsItWas() throws Exception {
    Path db = dir.resolve("mine.db");
    CatalogFixture.execute(
        db,
        "CREATE TABLE slippi_games (id INTEGER, note TEXT)",
        "INSERT INTO slippi_games VALUES (1, 'keep me')",
        "CREATE VIEW participants AS SELECT note FROM slippi_games");
    List<String> before = snapshot(db);
    assertThatThrownBy(() -> Catalog.open(db))
        .hasMessageContaining(db.toString())
        .hasMessageContaining("is not a replays4j catalog")
        .hasMessageContaining("table slippi_games")
        .hasMessageContaining("changed nothing");
    assertThat(snapshot(db)).isEqualTo(before);
    assertThat(CatalogFixture.rows(db, "PRAGMA journal_mode")).containsExactly("delete");
    assertThat(CatalogFixture.rows(db, "SELECT note FROM slippi_games")).containsExactly("keep me");
    assertThat(dir.resolve("mine.db.lock")).doesNotExist();
  }

  @Test
  void aDatabaseWithACatalogsTableNamesButNoCatalogIsRefusedToo() throws Exception {
    Path db = dir.resolve("files.db");
    CatalogFixture.execute(db, "CREATE TABLE files (path TEXT)");
    List<String> before = snapshot(db);
    assertThatThrownBy(() -> Catalog.open(db)).hasMessageContaining("table files");
    assertThat(snapshot(db)).isEqualTo(before);
  }

  @Test
  void aDatabaseMarkedByAnotherApplicationAndAFileThatIsNoDatabaseAreRefused() throws Exception {
    Path db = dir.resolve("app.db");
    CatalogFixture.execute(db, "PRAGMA application_id = 1234");
    assertThatThrownBy(() -> Catalog.open(db)).hasMessageContaining("another program");
    Path text = dir.resolve("notes.txt");
    Files.writeString(text, "not a database, but long enough to have a header of a hundred bytes");
    assertThatThrownBy(() -> Catalog.open(text))
        .hasMessageContaining(text.toString())
        .hasMessageContaining("not a SQLite database");
    assertThat(Files.readString(text)).startsWith("not a database");
  }

  @Test
  void aCatalogOfAnotherBookkeepingVersionIsRefusedWithNoConnectionLeftOpenOnIt() throws Exception {
    Path db = dir.resolve("newer.db");
    CatalogFixture.execute(
        db,
        "PRAGMA application_id = " + Catalog.APPLICATION_ID,
        "CREATE TABLE catalog_meta (key TEXT PRIMARY KEY, value TEXT)",
        "INSERT INTO catalog_meta VALUES ('schema_version', '999')");
    Path fds = Path.of("/proc/self/fd");
    Assumptions.assumeTrue(Files.isDirectory(fds), "no /proc/self/fd on this system");
    for (int i = 0; i < 3; i++) {
      assertThatThrownBy(() -> Catalog.open(db)).hasMessageContaining("bookkeeping version 999");
    }
    assertThat(OpenFiles.count(fds, db.toRealPath())).isZero();
  }

  @Test
  void aNewCatalogIsMarkedAndOneOfAnEarlierReleaseIsAdoptedWithItsRows() throws Exception {
    Path data = data();
    Path db = dir.resolve("c.db");
    CatalogFixture.index(db, data);
    assertThat(CatalogFixture.rows(db, "PRAGMA application_id"))
        .containsExactly(String.valueOf(Catalog.APPLICATION_ID));
    assertThat(CatalogFixture.rows(db, "PRAGMA user_version"))
        .containsExactly(String.valueOf(Catalog.USER_VERSION));
    String dump = CatalogFixture.dump(db);
    // as an earlier release left it: no marks, no limits column
    CatalogFixture.execute(
        db,
        "PRAGMA application_id = 0",
        "PRAGMA user_version = 0",
        "ALTER TABLE files DROP COLUMN limits");
    try (Catalog c = Catalog.open(db)) {
      IndexSummary s = c.index(List.of(data), IndexListener.NONE);
      assertThat(s.count(IndexedFile.Change.UNCHANGED)).isEqualTo(s.files());
    }
    assertThat(CatalogFixture.rows(db, "PRAGMA application_id"))
        .containsExactly(String.valueOf(Catalog.APPLICATION_ID));
    assertThat(CatalogFixture.dump(db)).isEqualTo(dump);
  }

  @Test
  void closingCheckpointsSoTheDatabaseFileAloneHoldsTheCatalog() throws Exception {
    Path data = data();
    Path db = dir.resolve("c.db");
    CatalogFixture.index(db, data);
    Path wal = dir.resolve("c.db-wal");
    assertThat(!Files.exists(wal) || Files.size(wal) == 0).as("WAL empty").isTrue();
    Path copy = Files.createDirectory(dir.resolve("copy")).resolve("alone.db");
    Files.copy(db, copy);
    assertThat(CatalogFixture.rows(copy, "SELECT count(*) FROM files"))
        .containsExactly(
            String.valueOf(CatalogFixture.rows(db, "SELECT count(*) FROM files").get(0)));
    assertThat(CatalogFixture.dump(copy)).isEqualTo(CatalogFixture.dump(db));
  }

  @Test
  void pruneKeepsTheRowsUnderARootThatVanished() throws Exception {
    Path data = data();
    Path db = dir.resolve("c.db");
    int files;
    try (Catalog c = Catalog.open(db)) {
      files = c.index(List.of(data), IndexListener.NONE).files();
    }
    Files.move(data, dir.resolve("unmounted"));
    try (Catalog c = Catalog.open(db)) {
      IndexSummary s =
          c.index(List.of(data), CatalogOptions.DEFAULT.withPrune(true), IndexListener.NONE);
      assertThat(s.count(IndexedFile.Change.PRUNED)).isZero();
      assertThat(s.keptUnread()).isEqualTo(files);
      assertThat(s.notRead()).singleElement().satisfies(n -> assertThat(n.failed()).isTrue());
    }
    assertThat(CatalogFixture.rows(db, "SELECT count(*) FROM files WHERE status <> 'missing'"))
        .containsExactly(String.valueOf(files));
  }

  @Test
  void pruneKeepsTheRowsUnderAFolderThatCannotBeRead() throws Exception {
    Path data = data();
    Path db = dir.resolve("c.db");
    Path sub = data.resolve("slippi");
    CatalogFixture.index(db, data);
    String under = "SELECT count(*) FROM files WHERE path LIKE '" + sub.toRealPath() + "/%'";
    String before = CatalogFixture.rows(db, under).get(0);
    Files.setPosixFilePermissions(sub, PosixFilePermissions.fromString("---------"));
    try {
      assumeFalse(Files.isReadable(sub), "the user reads any folder (root): cannot test");
      try (Catalog c = Catalog.open(db)) {
        IndexSummary s =
            c.index(List.of(data), CatalogOptions.DEFAULT.withPrune(true), IndexListener.NONE);
        assertThat(s.count(IndexedFile.Change.PRUNED)).isZero();
        assertThat(s.keptUnread()).isEqualTo(Integer.parseInt(before));
        assertThat(s.notRead()).anySatisfy(n -> assertThat(n.reason()).isEqualTo("unreadable"));
      }
      assertThat(CatalogFixture.rows(db, under)).containsExactly(before);
    } finally {
      Files.setPosixFilePermissions(sub, PosixFilePermissions.fromString("rwx------"));
    }
  }

  @Test
  void symlinkLoopsAreListedAndAFileReachedThroughALinkedFolderIsStoredOnce() throws Exception {
    Path data = data();
    Files.createSymbolicLink(data.resolve("loop"), data);
    Path link = Files.createSymbolicLink(dir.resolve("link"), data);
    Path db = dir.resolve("c.db");
    try (Catalog c = Catalog.open(db)) {
      IndexSummary first = c.index(List.of(data), IndexListener.NONE);
      assertThat(first.notRead()).anySatisfy(n -> assertThat(n.reason()).isEqualTo("symlink loop"));
      IndexSummary second = c.index(List.of(link), IndexListener.NONE);
      assertThat(second.count(IndexedFile.Change.UNCHANGED)).isEqualTo(second.files());
    }
    assertThat(CatalogFixture.rows(db, "SELECT count(*) FROM files WHERE path LIKE '%/link/%'"))
        .containsExactly("0");
  }

  private static void assertListsNoneOfItsOwnFiles(Path db) throws Exception {
    assertThat(CatalogFixture.rows(db, "SELECT path FROM files WHERE path LIKE '%cat.db%'"))
        .isEmpty();
  }

  @Test
  void aCatalogInsideTheFolderItIndexesNeverListsItsOwnFiles() throws Exception {
    Path data = data();
    Path db = data.resolve("cat.db");
    try (Catalog c = Catalog.open(db)) {
      c.index(List.of(data), IndexListener.NONE);
      c.index(List.of(data), IndexListener.NONE);
    }
    CatalogFixture.index(db, data);
    assertListsNoneOfItsOwnFiles(db);
  }

  @Test
  void aWatcherWhoseCatalogIsInsideTheWatchedFolderIdlesAndIgnoresItsOwnFiles() throws Exception {
    Path data = data();
    Path db = data.resolve("cat.db");
    try (Catalog c = Catalog.open(db);
        Watcher w = c.watch(List.of(data))) {
      Thread.sleep(1_500);
      // its own writes (cat.db-wal, -shm) would otherwise start a run every 50 ms
      assertThat(w.runs()).isLessThanOrEqualTo(2);
    }
    assertListsNoneOfItsOwnFiles(db);
  }

  @Test
  void aFileThatFailedOnALimitIsReadAgainWhenTheLimitsChange() throws Exception {
    Path data = data();
    Path db = dir.resolve("c.db");
    CatalogOptions tight =
        CatalogOptions.DEFAULT.withLimits(DecodeLimits.DEFAULT.withMaxDecompressedBytes(64));
    String limited = "SELECT count(*) FROM files WHERE error_kind = 'LIMIT_EXCEEDED'";
    try (Catalog c = Catalog.open(db)) {
      c.index(List.of(data), tight, IndexListener.NONE);
      int failed = Integer.parseInt(CatalogFixture.rows(c.connection(), limited).get(0));
      assertThat(failed).isPositive();
      IndexSummary same = c.index(List.of(data), tight, IndexListener.NONE);
      assertThat(same.count(IndexedFile.Change.UNCHANGED)).isEqualTo(same.files());
      IndexSummary wider = c.index(List.of(data), IndexListener.NONE);
      assertThat(wider.count(IndexedFile.Change.INDEXED)).isGreaterThanOrEqualTo(failed);
      assertThat(CatalogFixture.rows(c.connection(), limited)).containsExactly("0");
    }
  }

  @Test
  void aStoppedRunCommitsWhatItDidAndMarksNothingMissing() throws Exception {
    Path data = data();
    Path db = dir.resolve("c.db");
    try (Catalog c = Catalog.open(db)) {
      c.index(List.of(data), IndexListener.NONE);
      c.stop();
      IndexSummary s = c.index(List.of(data), IndexListener.NONE);
      assertThat(s.stopped()).isTrue();
      assertThat(s.count(IndexedFile.Change.MISSING)).isZero();
    }
    assertThat(CatalogFixture.rows(db, "SELECT count(*) FROM files WHERE status = 'missing'"))
        .containsExactly("0");
  }

  @Test
  void sqliteErrorsAreSaidInWords() {
    SQLiteException full =
        new SQLiteException(
            "[SQLITE_FULL] Insertion failed because database is full (database or disk is full)",
            SQLiteErrorCode.SQLITE_FULL);
    String m = SqlErrors.writeFailed(dir.resolve("c.db"), full);
    assertThat(m)
        .isEqualTo(
            "writing the catalog "
                + dir.resolve("c.db")
                + " failed: the disk holding it is full; free some space and run again: the files"
                + " indexed so far are kept");
    assertThat(
            Catalog.describe(
                new SQLiteException(
                    "[SQLITE_ERROR] SQL error or missing database (no such function: f())",
                    SQLiteErrorCode.SQLITE_ERROR)))
        .isEqualTo("no such function: f()");
    assertThat(FileReader.cannotRead(new NoSuchFileException("/r/a.slp")))
        .contains("vanished")
        .doesNotContain("/r/a.slp"); // the path is the row's, printed beside the message
  }

  @Test
  void aLockHeldByAnotherProgramMakesTheRunGiveUpWithAMessage() throws Exception {
    Path data = data();
    Path db = dir.resolve("c.db");
    CatalogFixture.index(db, data.resolve("slippi"));
    try (Connection other = DriverManager.getConnection(Catalog.jdbcUrl(db));
        Statement s = other.createStatement()) {
      s.execute("BEGIN EXCLUSIVE");
      try (Catalog c = Catalog.open(db, Duration.ofMillis(300))) {
        assertThatThrownBy(() -> c.index(List.of(data), IndexListener.NONE))
            .hasMessageContaining("another program holds a lock")
            .hasMessageNotContaining("SQLITE_");
      }
      s.execute("ROLLBACK");
    }
  }
}
