package org.replays4j.cli.readme;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.arrow.ArrowCompression;
import org.replays4j.arrow.ArrowTableReader;
import org.replays4j.arrow.ArrowTableWriter;
import org.replays4j.butter.ButterReplay;
import org.replays4j.catalog.Catalog;
import org.replays4j.catalog.IndexListener;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.Replays;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.stats.ParticipantStats;
import org.replays4j.core.table.TableOptions;
import org.replays4j.screp.ScrepReplay;
import org.replays4j.screp.stats.ScrepComputed;
import org.replays4j.slippi.SlippiGame;
import org.replays4j.slippi.stats.SlippiStats;
import org.replays4j.soku.SokuCapture;
import org.replays4j.soku.SpectatedMatch;
import org.replays4j.teehistorian.TeehistorianRecording;
import org.replays4j.testkit.TestFiles;

/**
 * The code examples of README.md, run over the samples in testdata/. Each region between {@code //
 * --- README: NAME ---} and {@code // --- end ---} is the README's block of that name, token for
 * token ({@code ReadmeSnippetsTest} checks it); {@code file} is the sample the block reads and
 * {@code out} stands for {@code System.out}.
 */
class ReadmeTest {
  private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
  private final PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);

  private String printed() {
    return printed.toString(StandardCharsets.UTF_8);
  }

  @Test
  void anyFormat() throws IOException {
    Path file = TestFiles.testdata("screp/melee-1v1.rep");
    // --- README: any format ---
    ReplaySummary s = Replays.open(file).summarize(); // the format is found from the content
    out.println(s.format() + " " + s.version() + " " + s.participants());
    if (s.partial()) out.println("damaged: " + s.damage()); // what was read before the damage
    // --- end ---
    assertThat(printed()).startsWith("screp ");
  }

  @Test
  void slippi() throws IOException {
    Path file = TestFiles.testdata("slippi/netplay-3.18-rollback.slp");
    // --- README: Slippi ---
    SlippiGame game = SlippiGame.read(file); // frames column-wise
    out.println(game.frameCount() + " frames, winners " + SlippiStats.winners(game));
    out.println(
        SlippiStats.compute(game).stats().conversions().size() + " conversions"); // getStats()
    // --- end ---
    assertThat(printed()).contains("44 frames");
  }

  @Test
  void teehistorian() throws IOException {
    Path file = TestFiles.testdata("teehistorian/session.teehistorian.xz");
    // --- README: teehistorian ---
    TeehistorianRecording rec = TeehistorianRecording.read(file); // .xz/.gz/.zst unwrapped
    out.println(rec.header().mapName() + ": " + rec.playerNames().values());
    out.println(rec.positionCount() + " positions, " + rec.inputCount() + " inputs");
    // --- end ---
    assertThat(printed()).contains("positions");
  }

  @Test
  void soku() throws IOException {
    Path file = TestFiles.testdata("soku/session-spectated.pcapng");
    // --- README: Hisoutensoku ---
    SokuCapture capture = SokuCapture.read(file); // pcap or pcapng
    for (SpectatedMatch m : capture.matches()) out.println(m.matchId() + " " + m.complete());
    // --- end ---
    assertThat(capture.matches()).isNotEmpty();
  }

  @Test
  void butter() throws IOException {
    Path file = TestFiles.testdata("butter/arena-private-gzip-k30.butter");
    // --- README: Echo VR ---
    ButterReplay replay = ButterReplay.read(file); // absolute frames, deltas applied
    out.println(replay.frames().size() + " frames, " + replay.durationSeconds() + " s");
    // --- end ---
    assertThat(replay.frames()).isNotEmpty();
  }

  @Test
  void screp() throws IOException {
    Path file = TestFiles.testdata("screp/melee-1v1.rep");
    // --- README: StarCraft ---
    ScrepReplay replay = ScrepReplay.read(file);
    ScrepComputed stats = ScrepComputed.compute(replay); // APM, EAPM, matchup, build orders
    for (ScrepComputed.Player p : stats.players())
      out.println(p.name() + " APM " + p.apm() + " EAPM " + p.eapm());
    // --- end ---
    assertThat(printed()).contains("APM");
  }

  @Test
  void tables(@TempDir Path dir) throws IOException {
    Path file = TestFiles.testdata("screp/melee-1v1.rep");
    Path arrow = dir.resolve("commands.arrow");
    // --- README: tables ---
    ReplayFormat screp = Replays.format("screp").orElseThrow();
    try (ArrowTableWriter w =
        ArrowTableWriter.open(
            arrow, screp.table("commands").orElseThrow(), ArrowCompression.ZSTD)) {
      screp.readTable(
          "commands", ReplaySource.of(file), "game.rep", TableOptions.ALL, DecodeLimits.DEFAULT, w);
    }
    // --- end ---
    assertThat(ArrowTableReader.readRows(arrow).rows()).isNotEmpty();
  }

  @Test
  void stats() throws IOException {
    Path file = TestFiles.testdata("screp/melee-1v1.rep");
    // --- README: stats ---
    Replays.Opened r = Replays.open(file);
    GameStats g = r.format().gameStats(r.source(), DecodeLimits.DEFAULT).orElseThrow();
    for (ParticipantStats p : g.participants()) // the same shape for all five games
    out.println(p.name() + " " + p.character() + " " + p.result().outcome());
    // --- end ---
    assertThat(g.participants()).isNotEmpty();
  }

  @Test
  void catalog(@TempDir Path tmp) throws Exception {
    Path dir = TestFiles.testdata("");
    Path db = tmp.resolve("replays.db");
    // --- README: catalog ---
    try (Catalog catalog = Catalog.open(db)) {
      catalog.index(List.of(dir), IndexListener.NONE); // again later: only what changed
      try (Statement q = catalog.connection().createStatement();
          ResultSet rs = q.executeQuery("SELECT format, count(*) FROM files GROUP BY format")) {
        while (rs.next()) out.println(rs.getString(1) + " " + rs.getInt(2));
      }
    }
    // --- end ---
    assertThat(printed()).contains("slippi");
  }
}
