package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.testkit.TestFiles;

class PlotCommandTest {
  static List<String> files(Path dir) throws Exception {
    try (Stream<Path> s = Files.list(dir)) {
      return s.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }

  @Test
  void plotWritesOneSvgPerPictureAndPrintsItsPath(@TempDir Path dir) throws Exception {
    Path game = TestFiles.testdata("slippi/netplay-3.18-rollback.slp");
    CliTest.Run r = CliTest.run("plot", "-o", dir.toString(), game.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(files(dir))
        .containsExactly(
            "netplay-3.18-rollback.slp.sticks-p1.svg",
            "netplay-3.18-rollback.slp.sticks-p2.svg",
            "netplay-3.18-rollback.slp.timeline.svg");
    assertThat(r.out().lines().toList())
        .containsExactly(
            dir.resolve("netplay-3.18-rollback.slp.timeline.svg").toString(),
            dir.resolve("netplay-3.18-rollback.slp.sticks-p1.svg").toString(),
            dir.resolve("netplay-3.18-rollback.slp.sticks-p2.svg").toString());
    assertThat(Files.readString(dir.resolve("netplay-3.18-rollback.slp.timeline.svg")))
        .startsWith("<?xml");
  }

  @Test
  void pngWritesPngImages(@TempDir Path dir) throws Exception {
    Path game = TestFiles.testdata("slippi/netplay-3.18-rollback.slp");
    CliTest.Run r = CliTest.run("plot", "--png", "-o", dir.toString(), game.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    byte[] png = Files.readAllBytes(dir.resolve("netplay-3.18-rollback.slp.timeline.png"));
    assertThat(png).startsWith(0x89, 'P', 'N', 'G');
  }

  @Test
  void twoFilesOfTheSameNameBothAppear(@TempDir Path dir) throws Exception {
    Path a = Files.createDirectories(dir.resolve("a"));
    Path b = Files.createDirectories(dir.resolve("b"));
    Path game = TestFiles.testdata("slippi/netplay-3.18-rollback.slp");
    Files.copy(game, a.resolve("g.slp"));
    Files.copy(game, b.resolve("g.slp"));
    Path out = dir.resolve("out");
    CliTest.Run r =
        CliTest.run("plot", "-t", "2", "-o", out.toString(), a.toString(), b.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(files(out))
        .containsExactly(
            "g.slp-2.sticks-p1.svg",
            "g.slp-2.sticks-p2.svg",
            "g.slp-2.timeline.svg",
            "g.slp.sticks-p1.svg",
            "g.slp.sticks-p2.svg",
            "g.slp.timeline.svg");
  }

  @Test
  void aFileThatIsNoReplayIsReportedInOneLineWithoutAStackTrace(@TempDir Path dir)
      throws Exception {
    Path junk = dir.resolve("junk.slp");
    Files.write(junk, new byte[] {'{', 'U', 3, 'r', 'a', 'w', '[', '$', 'U', '#', 'l', 0x7f});
    CliTest.Run r = CliTest.run("plot", "-o", dir.resolve("out").toString(), junk.toString());
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    assertThat(r.err()).contains("junk.slp").doesNotContain("\tat ").doesNotContain("Exception");
  }

  @Test
  void aDamagedFileIsDrawnAsFarAsReadAndCountedAsPartial(@TempDir Path dir) throws Exception {
    byte[] whole = Files.readAllBytes(TestFiles.testdata("slippi/netplay-3.18-rollback.slp"));
    Path cut = dir.resolve("cut.slp");
    Files.write(cut, Arrays.copyOf(whole, whole.length * 6 / 10));
    Path out = dir.resolve("out");
    CliTest.Run r = CliTest.run("plot", "-o", out.toString(), cut.toString());
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    assertThat(files(out))
        .containsExactly("cut.slp.sticks-p1.svg", "cut.slp.sticks-p2.svg", "cut.slp.timeline.svg");
    assertThat(r.err())
        .contains("cut.slp: partial: damaged, TRUNCATED")
        .contains("plotted 1 file: 0 ok, 1 partial, 0 failed");
  }

  @Test
  void pathsOrACatalogAreRequired(@TempDir Path dir) {
    CliTest.Run r = CliTest.run("plot", "-o", dir.toString());
    assertThat(r.exit()).isEqualTo(Main.USAGE);
    assertThat(r.err()).contains("--db");
  }

  @Test
  void aMissingCatalogIsOneClearLine(@TempDir Path dir) {
    CliTest.Run r = CliTest.run("plot", "--db", dir.resolve("nope.db").toString());
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    assertThat(r.err().strip())
        .isEqualTo("replays4j: " + dir.resolve("nope.db") + ": no such catalog");
  }

  @Test
  void aFileThatIsNoCatalogIsOneClearLine(@TempDir Path dir) throws Exception {
    Path notDb = dir.resolve("notes.txt");
    Files.writeString(notDb, "not a database\n".repeat(200));
    CliTest.Run r = CliTest.run("plot", "--db", notDb.toString(), "-o", dir.toString());
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    assertThat(r.err()).startsWith("replays4j: " + notDb + ": ").doesNotContain("\tat ");
    assertThat(r.err().strip().lines()).hasSize(1);
  }

  @Test
  void dbWritesTheCollectionPictures(@TempDir Path dir) throws Exception {
    Path db = dir.resolve("c.db");
    CliTest.Run idx =
        CliTest.run("index", "--db", db.toString(), TestFiles.testdata("slippi").toString());
    assertThat(idx.exit()).as(idx.err()).isZero();
    Path out = dir.resolve("out");
    CliTest.Run r = CliTest.run("plot", "--db", db.toString(), "-o", out.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(files(out)).contains("catalog.games-per-day.svg", "catalog.characters.svg");
  }
}
