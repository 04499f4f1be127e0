package org.replays4j.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Incremental indexing: what a run opens, replaces, copies, re-keys, marks and prunes. */
class CatalogIndexTest {
  @TempDir Path dir;
  Path data;
  Path db;
  List<Path> files;

  @BeforeEach
  void copy() throws Exception {
    data = dir.resolve("data");
    db = dir.resolve("catalog.db");
    files = CatalogFixture.copyTestdata(data);
  }

  private IndexSummary index(CatalogOptions options, List<IndexedFile> seen) throws Exception {
    try (Catalog c = Catalog.open(db)) {
      return c.index(
          List.of(data),
          options,
          new IndexListener() {
            @Override
            public void indexed(IndexedFile f) {
              seen.add(f);
            }
          });
    }
  }

  private IndexSummary index() throws Exception {
    return index(CatalogOptions.DEFAULT.withThreads(2), new ArrayList<>());
  }

  private String status(Path p) throws Exception {
    return CatalogFixture.rows(
            db, "SELECT status FROM files WHERE path = '" + p.toAbsolutePath().normalize() + "'")
        .get(0);
  }

  private Path file(String name) {
    return files.stream().filter(p -> p.getFileName().toString().equals(name)).findFirst().get();
  }

  @Test
  void everyFileOfTestdataIsCataloguedWithItsSummaryTables() throws Exception {
    IndexSummary s = index();
    assertThat(s.files()).isEqualTo(files.size());
    assertThat(s.count(IndexedFile.Change.INDEXED)).isEqualTo(files.size());
    assertThat(CatalogFixture.rows(db, "SELECT count(*) FROM files")).containsExactly("17");
    assertThat(CatalogFixture.rows(db, "SELECT format, count(*) FROM files GROUP BY format"))
        .containsExactly("butter\t3", "screp\t4", "slippi\t3", "soku\t3", "teehistorian\t4");
    assertThat(CatalogFixture.rows(db, "SELECT count(*) FROM slippi_games")).containsExactly("3");
    assertThat(CatalogFixture.rows(db, "SELECT count(*) FROM screp_replays")).containsExactly("4");
    // the ruleset: a row per player of every Slippi game
    assertThat(CatalogFixture.rows(db, "SELECT count(*) FROM slippi_ruleset")).containsExactly("6");
    assertThat(CatalogFixture.rows(db, "SELECT name FROM catalog_tables ORDER BY name"))
        .contains(
            "slippi_games",
            "slippi_stocks",
            "slippi_ruleset",
            "screp_build_orders",
            "teehistorian_players")
        .doesNotContain(
            "slippi_frames", "screp_commands", "echoreplay_frames", "echoreplay_player_frames");
    assertThat(
            CatalogFixture.rows(
                db, "SELECT count(*) FROM files WHERE format <> 'soku' AND version IS NULL"))
        .containsExactly("0");
    // the game without a Game End (a recording cut short, its bytes whole) is ok with the reason,
    // as inspect reads it
    assertThat(status(file("in-progress-3.0.slp"))).isEqualTo("ok");
    assertThat(
            CatalogFixture.rows(
                db,
                "SELECT count(*) FROM participants WHERE format = 'screp' AND character IS NOT NULL"))
        .doesNotContain("0");
  }

  @Test
  void aSecondRunOverAnUnchangedCollectionOpensNoFile() throws Exception {
    index();
    String before = CatalogFixture.dump(db);
    // a file that cannot be opened would be reported as failed: make every file unreadable
    for (Path p : files) p.toFile().setReadable(false);
    try {
      IndexSummary s = index();
      assertThat(s.count(IndexedFile.Change.UNCHANGED)).isEqualTo(files.size());
    } finally {
      for (Path p : files) p.toFile().setReadable(true);
    }
    assertThat(CatalogFixture.dump(db)).isEqualTo(before);
  }

  @Test
  void aFileWithANewTimeButTheSameContentIsHashedNotDecoded() throws Exception {
    index();
    Path p = file("melee-1v1.rep");
    Files.setLastModifiedTime(p, FileTime.fromMillis(1_000_000_000_000L));
    List<IndexedFile> seen = new ArrayList<>();
    IndexSummary s = index(CatalogOptions.DEFAULT, seen);
    assertThat(s.count(IndexedFile.Change.TOUCHED)).isEqualTo(1);
    assertThat(s.count(IndexedFile.Change.UNCHANGED)).isEqualTo(files.size() - 1);
    assertThat(CatalogFixture.rows(db, "SELECT mtime FROM files WHERE path LIKE '%melee-1v1.rep'"))
        .containsExactly("1000000000000");
  }

  @Test
  void aChangedFileWithTheContentOfAnotherGetsItsRowsWithoutDecoding() throws Exception {
    index();
    Path target = file("melee-1v1.rep");
    Files.copy(file("legacy-1v1.rep"), target, StandardCopyOption.REPLACE_EXISTING);
    Files.setLastModifiedTime(target, FileTime.fromMillis(2_000_000_000_000L));
    assertOneWithoutDecoding(index(), IndexedFile.Change.COPIED);
  }

  @Test
  void aChangedFileIsDecodedAgainAndItsOldRowsAreGone() throws Exception {
    index();
    Path target = file("session.teehistorian");
    byte[] other = Files.readAllBytes(file("all-extensions.teehistorian"));
    byte[] changed = Arrays.copyOf(other, other.length + 1);
    Files.write(target, changed);
    assertReadAgain(index(), 1);
  }

  @Test
  void aRemovedFileIsMarkedMissingAndPrunedOnRequest() throws Exception {
    index();
    Path gone = file("legacy-1v1.rep");
    Files.delete(gone);
    IndexSummary s = index();
    assertThat(s.count(IndexedFile.Change.MISSING)).isEqualTo(1);
    assertThat(status(gone)).isEqualTo("missing");
    assertThat(
            CatalogFixture.rows(
                db,
                "SELECT count(*) FROM screp_replays r JOIN files f ON f.id = r.file"
                    + " WHERE f.path = '"
                    + gone
                    + "'"))
        .containsExactly("1");
    s = index(CatalogOptions.DEFAULT.withPrune(true), new ArrayList<>());
    assertThat(s.count(IndexedFile.Change.PRUNED)).isEqualTo(1);
    assertThat(CatalogFixture.rows(db, "SELECT count(*) FROM files WHERE path = '" + gone + "'"))
        .containsExactly("0");
    assertThat(
            CatalogFixture.rows(
                db, "SELECT count(*) FROM screp_replays WHERE file NOT IN (SELECT id FROM files)"))
        .containsExactly("0");
    assertThat(CatalogFixture.dump(db)).isEqualTo(cleanDump());
  }

  @Test
  void aRenamedFileIsRecognisedByItsHashAndReKeyedWithoutDecoding() throws Exception {
    index();
    Path from = file("netplay-3.18-rollback.slp");
    Path to = from.resolveSibling("renamed-game.slp");
    Files.move(from, to);
    IndexSummary s = index();
    assertThat(s.count(IndexedFile.Change.MISSING)).isZero();
    assertThat(CatalogFixture.rows(db, "SELECT count(*) FROM files WHERE path = '" + from + "'"))
        .containsExactly("0");
    assertOneWithoutDecoding(s, IndexedFile.Change.RENAMED);
  }

  @Test
  void aCopiedFileGetsTheRowsOfItsTwinWithoutDecoding() throws Exception {
    index();
    Path copy = data.resolve("slippi").resolve("copy-of-ice-climbers.slp");
    Files.copy(file("ice-climbers-1.0.slp"), copy);
    assertOneWithoutDecoding(index(), IndexedFile.Change.COPIED);
  }

  @Test
  void aTruncatedReplayIsIndexedAndReadAgainWhenItGrows() throws Exception {
    Path p = file("netplay-3.18-rollback.slp");
    byte[] full = Files.readAllBytes(p);
    Files.write(p, Arrays.copyOf(full, full.length / 2));
    index();
    assertThat(status(p)).isIn("partial", "failed");
    Files.write(p, full);
    IndexSummary s = index();
    assertThat(s.count(IndexedFile.Change.INDEXED)).isEqualTo(1);
    assertThat(status(p)).isEqualTo("ok");
    assertThat(CatalogFixture.dump(db)).isEqualTo(cleanDump());
  }

  @Test
  void aChangedTableSchemaReadsExactlyTheFilesOfItsFormatAgain() throws Exception {
    index();
    // as if the stored table had been written by an older schema of screp.players
    CatalogFixture.execute(
        db, "UPDATE catalog_tables SET fingerprint = 'older' WHERE name = 'screp_players'");
    IndexSummary s = index();
    assertThat(s.count(IndexedFile.Change.INDEXED)).isEqualTo(4);
    assertThat(s.count(IndexedFile.Change.UNCHANGED)).isEqualTo(files.size() - 4);
    assertThat(CatalogFixture.dump(db)).isEqualTo(cleanDump());
  }

  @Test
  void aCatalogWhoseRowsAreKeyedByPathIsRecreatedAndEveryFileReadAgain() throws Exception {
    // the layout of bookkeeping version 1: files keyed by path, rows naming their file by path
    Path any = files.get(0).toAbsolutePath().normalize();
    CatalogFixture.execute(
        db,
        "CREATE TABLE catalog_meta (key TEXT PRIMARY KEY, value TEXT)",
        "INSERT INTO catalog_meta VALUES ('schema_version', '1')",
        "CREATE TABLE files (path TEXT PRIMARY KEY, size INTEGER NOT NULL, mtime INTEGER NOT"
            + " NULL, sha256 TEXT, format TEXT, version TEXT, status TEXT NOT NULL, error_kind"
            + " TEXT, error_offset INTEGER, message TEXT, indexed_at TEXT NOT NULL,"
            + " library_version TEXT NOT NULL, decoder_version TEXT, schema_version TEXT)",
        "CREATE TABLE catalog_tables (name TEXT PRIMARY KEY, format TEXT NOT NULL, table_name"
            + " TEXT NOT NULL, fingerprint TEXT NOT NULL, detail INTEGER NOT NULL, doc TEXT NOT"
            + " NULL)",
        "CREATE TABLE catalog_columns (table_name TEXT NOT NULL, position INTEGER NOT NULL,"
            + " name TEXT NOT NULL, type TEXT NOT NULL, nullable INTEGER NOT NULL, doc TEXT NOT"
            + " NULL, PRIMARY KEY (table_name, position))",
        // a catalog records each of its tables: that is how an unmarked one is told apart from
        // another program's database holding tables of the same names
        "INSERT INTO catalog_tables VALUES ('slippi_games', 'slippi', 'games', 'old', 0, ''),"
            + " ('catalog_participants', '', 'participants', 'old', 0, '')",
        "CREATE TABLE slippi_games (file TEXT NOT NULL, stage TEXT)",
        "CREATE TABLE catalog_participants (file TEXT NOT NULL, name TEXT)",
        "CREATE VIEW participants AS SELECT p.file, p.name, f.status FROM"
            + " catalog_participants p JOIN files f ON f.path = p.file",
        "INSERT INTO files (path, size, mtime, status, indexed_at, library_version) VALUES ('"
            + any
            + "', 1, 1, 'ok', 'then', 'old')",
        "INSERT INTO slippi_games VALUES ('" + any + "', 'old stage')");
    IndexSummary s = index();
    assertThat(s.count(IndexedFile.Change.INDEXED)).isEqualTo(files.size());
    assertThat(CatalogFixture.rows(db, "SELECT value FROM catalog_meta"))
        .containsExactly(Catalog.SCHEMA_VERSION);
    assertThat(
            CatalogFixture.rows(
                db, "SELECT count(*) FROM slippi_games WHERE file NOT IN (SELECT id FROM files)"))
        .containsExactly("0");
    assertThat(CatalogFixture.rows(db, "SELECT DISTINCT typeof(file) FROM catalog_participants"))
        .containsExactly("integer");
    assertThat(CatalogFixture.dump(db)).isEqualTo(cleanDump());
  }

  @Test
  void rowsNameTheirFileByItsIdInFiles() throws Exception {
    index();
    for (String t : CatalogFixture.rows(db, "SELECT name FROM catalog_tables")) {
      assertThat(
              CatalogFixture.rows(
                  db,
                  "SELECT count(*) FROM \""
                      + t
                      + "\" WHERE typeof(file) <> 'integer' OR file NOT IN (SELECT id FROM files)"))
          .as(t)
          .containsExactly("0");
    }
    assertThat(
            CatalogFixture.rows(
                db, "SELECT type FROM catalog_columns WHERE name = 'file' GROUP BY type"))
        .containsExactly("int64");
    assertThat(
            CatalogFixture.rows(
                db,
                "SELECT count(*) FROM participants p JOIN files f ON f.id = p.file"
                    + " WHERE p.path <> f.path"))
        .containsExactly("0");
  }

  @Test
  void aChangedDecoderVersionReadsExactlyTheFilesOfThatVersionAgain() throws Exception {
    index();
    CatalogFixture.execute(
        db, "UPDATE files SET decoder_version = 'older' WHERE format = 'teehistorian'");
    assertReadAgain(index(), 4);
  }

  @Test
  void anAddedTableReadsTheFilesOfItsFormatAndIsKeptAfterwards() throws Exception {
    index();
    IndexSummary s =
        index(CatalogOptions.DEFAULT.withTables(Set.of("screp.commands")), new ArrayList<>());
    assertThat(s.count(IndexedFile.Change.INDEXED)).isEqualTo(4);
    assertThat(CatalogFixture.rows(db, "SELECT count(*) > 0 FROM screp_commands"))
        .containsExactly("1");
    s = index();
    assertThat(s.count(IndexedFile.Change.UNCHANGED)).isEqualTo(files.size());
    assertThat(
            CatalogFixture.rows(
                db, "SELECT detail FROM catalog_tables WHERE name = 'screp_commands'"))
        .containsExactly("1");
  }

  @Test
  void badFilesAreFailedOrSkippedAndNeverCostAnotherFileItsRows() throws Exception {
    Files.write(data.resolve("notes.txt"), "not a replay".getBytes());
    Files.write(data.resolve("garbage.slp"), new byte[] {1, 2, 3, 4, 5});
    Files.write(data.resolve("empty.rep"), new byte[0]);
    byte[] slp = Files.readAllBytes(file("ice-climbers-1.0.slp"));
    for (int i = 0; i < 16; i++) {
      byte[] bad = Arrays.copyOf(slp, slp.length);
      // hostile: a run of 0xFF bytes at a different place in each copy
      int at = 16 + i * (slp.length / 17);
      Arrays.fill(bad, at, Math.min(bad.length, at + 64), (byte) 0xFF);
      Files.write(data.resolve("hostile-" + i + ".slp"), bad);
    }
    index();
    assertThat(CatalogFixture.rows(db, "SELECT status FROM files WHERE path LIKE '%notes.txt'"))
        .containsExactly("skipped");
    assertThat(CatalogFixture.rows(db, "SELECT status FROM files WHERE path LIKE '%garbage.slp'"))
        .containsExactly("failed");
    assertThat(
            CatalogFixture.rows(
                db, "SELECT status, message IS NOT NULL FROM files WHERE path LIKE '%empty.rep'"))
        .containsExactly("failed\t1");
    assertThat(CatalogFixture.rows(db, "SELECT count(*) FROM files WHERE path LIKE '%hostile-%'"))
        .containsExactly("16");
    // every good file is there with its rows, exactly as in a catalog of the good files alone
    for (Path p : files) assertThat(status(p)).isIn("ok", "partial");
    assertThat(
            CatalogFixture.rows(
                db,
                "SELECT count(*) FROM slippi_games g JOIN files f ON f.id = g.file"
                    + " WHERE f.path NOT LIKE '%hostile%'"))
        .containsExactly("3");
  }

  @Test
  void aNonReplayIsDecidedByItsOwnNameNotCopiedFromItsTwin() throws Exception {
    Files.write(data.resolve("notes.txt"), "not a replay".getBytes());
    index();
    Files.write(data.resolve("notes.slp"), "not a replay".getBytes());
    IndexSummary s = index();
    assertThat(s.count(IndexedFile.Change.COPIED)).isZero();
    assertThat(
            CatalogFixture.rows(
                db, "SELECT status FROM files WHERE path LIKE '%notes.%' ORDER BY path"))
        .containsExactly("failed", "skipped");
  }

  @Test
  void anotherIndexRunOnTheSameCatalogIsToldThatTheFirstHoldsIt() throws Exception {
    try (Catalog a = Catalog.open(db);
        Watcher w = a.watch(List.of(data));
        Catalog b = Catalog.open(db)) {
      assertThatThrownBy(() -> b.index(List.of(data), IndexListener.NONE))
          .isInstanceOf(CatalogBusyException.class)
          .hasMessageContaining("being indexed by another process");
      assertThat(w.runs()).isPositive();
    }
  }

  /**
   * Asserts that the run {@code s} handled one file as {@code change} without decoding any, and
   * left the catalog a fresh one of the data directory would be.
   */
  private void assertOneWithoutDecoding(IndexSummary s, IndexedFile.Change change)
      throws Exception {
    assertThat(s.count(change)).isEqualTo(1);
    assertReadAgain(s, 0);
  }

  /**
   * Asserts that the run {@code s} decoded {@code decoded} files and left the catalog a fresh one
   * of the data directory would be.
   */
  private void assertReadAgain(IndexSummary s, int decoded) throws Exception {
    assertThat(s.count(IndexedFile.Change.INDEXED)).isEqualTo(decoded);
    assertThat(CatalogFixture.dump(db)).isEqualTo(cleanDump());
  }

  /** A fresh catalog of the data directory as it is now. */
  private String cleanDump() throws Exception {
    Path other = dir.resolve("clean-" + System.nanoTime() + ".db");
    CatalogFixture.index(other, data);
    return CatalogFixture.dump(other);
  }
}
