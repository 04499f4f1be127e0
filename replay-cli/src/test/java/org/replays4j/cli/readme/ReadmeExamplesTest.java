package org.replays4j.cli.readme;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.arrow.ArrowCompression;
import org.replays4j.arrow.ArrowTableReader;
import org.replays4j.arrow.ArrowTableWriter;
import org.replays4j.core.FileOutcome;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.Replays;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.export.ExportResult;
import org.replays4j.core.export.TableExport;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableSchema;
import org.replays4j.screp.ScrepDecoder;
import org.replays4j.screp.ScrepNames;
import org.replays4j.screp.ScrepReplay;
import org.replays4j.screp.ScrepWriter;
import org.replays4j.screp.stats.ScrepComputed;
import org.replays4j.slippi.FrameEvents;
import org.replays4j.slippi.PostFrameColumns;
import org.replays4j.slippi.PostFrameView;
import org.replays4j.slippi.SlippiDecoder;
import org.replays4j.slippi.SlippiGame;
import org.replays4j.slippi.SlippiPushParser;
import org.replays4j.slippi.SlippiVisitor;
import org.replays4j.slippi.SlippiWriter;
import org.replays4j.slippi.record.PostFrameUpdate;
import org.replays4j.slippi.record.SlippiMetadata;
import org.replays4j.slippi.stats.Combo;
import org.replays4j.slippi.stats.Conversion;
import org.replays4j.slippi.stats.MeleeCharacter;
import org.replays4j.slippi.stats.Overall;
import org.replays4j.slippi.stats.SlippiStats;
import org.replays4j.slippi.stats.SlippiStatsVisitor;
import org.replays4j.slippi.stats.Stage;
import org.replays4j.teehistorian.TeehistorianDecoder;
import org.replays4j.teehistorian.TeehistorianVisitor;
import org.replays4j.teehistorian.record.End;
import org.replays4j.teehistorian.record.Header;
import org.replays4j.teehistorian.record.InputState;
import org.replays4j.teehistorian.record.PlayerPosition;

/**
 * The longer per-format code examples of docs/api.md, compiled and run over the samples in
 * testdata/ so the page stays true. (The butter and soku examples are checked in their own
 * modules.)
 */
class ReadmeExamplesTest {
  private static Path testdata(String rel) {
    return Path.of(System.getProperty("replays4j.root", ".."), "testdata", rel);
  }

  @Test
  void oneOutcomePerFile() throws IOException {
    List<String> out = new ArrayList<>();
    Path game = testdata("slippi/netplay-3.18-rollback.slp");
    // --- README: FileOutcome ---
    FileOutcome o = FileOutcome.of(game, DecodeLimits.DEFAULT); // IOException only
    switch (o.status()) {
      case OK -> out.add(String.valueOf(o.summary().participants()));
      case PARTIAL -> out.add("read up to byte " + o.damage().offset());
      default -> out.add(o.status().label() + ": " + o.errorMessage());
    }
    // --- end ---
    assertThat(out).containsExactly("[P1 Falco (ABCD#123), P2 まりお (XYZ#9)]");
  }

  @Test
  void exportingTablesOfAFolder(@TempDir Path tmp) throws Exception {
    List<String> out = new ArrayList<>();
    Path replays = testdata("screp");
    Path dir = tmp.resolve("out");
    // --- README: TableExport ---
    ExportResult r = TableExport.of(replays).tables("commands", "replays").to(dir, "parquet").run();
    r.tables().forEach(t -> out.add(t.file().getFileName() + ": " + t.rows() + " rows"));
    // --- end ---
    assertThat(out).hasSize(2);
    assertThat(out.get(0)).startsWith("screp.commands.parquet: ");
    assertThat(out.get(1)).isEqualTo("screp.replays.parquet: 4 rows");
  }

  @Test
  void exportingAFolderToCsv(@TempDir Path tmp) throws Exception {
    Path replays = testdata("screp");
    Path csv = tmp.resolve("csv");
    // --- README: TableExport to CSV ---
    TableExport.of(replays).tables("commands", "replays").to(csv, "csv").run();
    // --- end ---
    assertThat(csv.resolve("screp.commands.csv")).isRegularFile();
    assertThat(Files.readAllLines(csv.resolve("screp.replays.csv"))).hasSize(5);
  }

  @Test
  void slippi() throws IOException {
    List<String> out = new ArrayList<>();
    // --- README: Slippi ---
    byte[] bytes = Files.readAllBytes(testdata("slippi/netplay-3.18-rollback.slp"));
    SlippiDecoder decoder = SlippiDecoder.builder().option(SlippiDecoder.Option.SKIP_ITEMS).build();
    decoder.decode(
        bytes,
        new SlippiVisitor() { // every event in file order, re-sends included
          @Override
          public void visitPostFrame(PostFrameUpdate e) {
            if (e.hasHitlagRemaining())
              out.add(e.frame() + " P" + (e.playerIndex() + 1) + " " + e.hitlagRemaining());
          }
        });
    float[] percent = new float[4]; // the fast path: declared views, no object per event
    SlippiDecoder.create()
        .decode(
            bytes,
            new SlippiVisitor(null, Set.of(SlippiVisitor.Interest.POST_FRAME_VIEW)) {
              @Override
              public void visitFrameEvents(
                  FrameEvents events) { // a run of frame events, read in place
                while (events.next() >= 0) { // only Post-Frame Updates were declared
                  PostFrameView v = events.postFrame();
                  percent[v.playerIndex()] = v.percent();
                }
              }
            });
    SlippiGame game = SlippiGame.read(bytes); // finalized frames, column-wise
    PostFrameColumns p1 = game.post(0, false); // player index 0 (port 1), leader
    for (int i = 0; i < game.frameCount(); i++) out.add(game.frameNumber(i) + " " + p1.percent(i));
    SlippiMetadata meta = SlippiDecoder.readMetadata(testdata("slippi/netplay-3.18-rollback.slp"));
    // --- end ---
    assertThat(game.frameCount()).isEqualTo(44);
    int last = game.frameCount() - 1;
    assertThat(percent[0]).isEqualTo(game.post(0, false).percent(last));
    assertThat(meta).isNotNull();
    assertThat(out).isNotEmpty();
  }

  @Test
  void slippiStats() throws IOException {
    List<String> out = new ArrayList<>();
    Path path = testdata("slippi/netplay-3.18-rollback.slp");
    byte[] chunk = Files.readAllBytes(path);
    // --- README: Slippi stats ---
    SlippiStats.Result r =
        SlippiStats.compute(Files.readAllBytes(path)); // getStats() and getWinners()
    for (Conversion c : r.stats().conversions())
      out.add(c.toString()); // P2→P1 [13..120] 0.0%→28.0% neutral-win [uair@13 x1 13.0%, …]
    Overall p1 = r.stats().overall(0);
    out.add(
        p1.killCount()
            + " kills, "
            + p1.neutralWinRatio()
            + " neutral wins, winners "
            + r.winners());
    SlippiStatsVisitor live =
        new SlippiStatsVisitor(); // live: on the push parser or a SlippiFileFollower
    SlippiPushParser parser = new SlippiPushParser(live);
    parser.feed(chunk); // after any chunk:
    Combo combo = live.currentCombo(0); // port 1's combo in progress, or null
    out.add(MeleeCharacter.of(0x14).displayName() + " on " + Stage.of(31).displayName());
    // --- end ---
    assertThat(out).contains("Falco on Battlefield");
    assertThat(live.stats()).isEqualTo(r.stats());
    assertThat(combo == null || combo.endFrame() == null).isTrue();
  }

  @Test
  void teehistorian() throws IOException {
    List<String> out = new ArrayList<>();
    Path dir = testdata("teehistorian");
    Path file;
    try (var s = Files.list(dir)) {
      file =
          s.filter(p -> p.toString().endsWith(".teehistorian")).sorted().findFirst().orElseThrow();
    }
    // --- README: teehistorian ---
    TeehistorianVisitor visitor =
        new TeehistorianVisitor() {
          @Override
          public void visitHeader(Header h) {
            out.add(h.mapName() + " on " + h.serverVersion());
          }

          @Override
          public void visitPlayerPosition(PlayerPosition p) {
            /* p.tick(), p.cid(), p.x(), p.y() */
          }

          @Override
          public void visitPlayerInput(InputState s) {
            /* s.input().direction(), targetX(), fire() */
          }

          @Override
          public void visitSummary(End end) {
            out.add(end.countsByType() + " " + end.warnings());
          }
        };
    try (InputStream in =
        ReplaySource.of(file).openStream()) { // .gz/.xz/.zst unwrapped; bounded memory
      TeehistorianDecoder.create().decode(in, visitor);
    }
    // --- end ---
    assertThat(out).hasSize(2);
  }

  @Test
  void screp() throws IOException {
    List<String> out = new ArrayList<>();
    // --- README: screp ---
    byte[] file = Files.readAllBytes(testdata("screp/melee-1v1.rep"));
    ScrepReplay replay = ScrepReplay.read(file); // or read(Path), read(InputStream) to stream
    ScrepComputed stats = ScrepComputed.compute(replay);
    out.add(
        replay.version().label() + " on " + replay.map().name().text() + ", " + stats.matchup());
    for (ScrepComputed.Player p : stats.players()) {
      out.add(
          String.format(
              "%s (%s) APM %d EAPM %d",
              p.name(), ScrepNames.race(p.slot().race()), p.apm(), p.eapm()));
      out.add(
          ScrepComputed.format(
              stats.buildOrder(p.slot().playerId()))); // 0:01 SCV, 0:16 Supply Depot, ...
    }
    out.add("winner team " + stats.winnerTeam() + " (" + stats.winner() + ")");
    byte[] legacy =
        ScrepWriter.write(replay, ScrepWriter.Options.LEGACY_DCL); // or MODERN_ZLIB, MODERN_RAW
    // --- end ---
    assertThat(out.get(0)).contains("Sample Plains");
    assertThat(out).anySatisfy(line -> assertThat(line).contains("SCV"));
    assertThat(ScrepReplay.read(legacy, ScrepDecoder.create()).commands())
        .isEqualTo(replay.commands());
  }

  @Test
  void slippiByteExact() throws IOException {
    byte[] bytes = Files.readAllBytes(testdata("slippi/netplay-3.18-rollback.slp"));
    // --- README: Slippi byte-exact ---
    SlippiWriter writer = new SlippiWriter();
    SlippiDecoder.create().decode(bytes, writer.visitor()); // re-encodes every event
    byte[] copy = writer.toFile(); // Arrays.equals(copy, bytes)
    // --- end ---
    assertThat(copy).isEqualTo(bytes);
  }

  @Test
  void screpMap() throws IOException {
    byte[] file = Files.readAllBytes(testdata("screp/melee-1v1.rep"));
    // --- README: screp map ---
    ScrepDecoder whole =
        ScrepDecoder.builder()
            .option(ScrepDecoder.Option.FULL_MAP)
            .build(); // map section read whole
    ScrepReplay r = ScrepReplay.read(file, whole);
    String hash =
        r.mapDataHash().orElseThrow(); // 64 hex digits, the same for every replay on this map
    byte[] chk = r.rawMap().toArray(); // the scenario.chk
    byte[] copy =
        ScrepWriter.write(r, ScrepWriter.Options.MODERN_ZLIB); // stores the same CHK bytes
    // --- end ---
    assertThat(hash).matches("[0-9a-f]{64}");
    assertThat(ScrepReplay.read(copy, whole).rawMap().toArray()).isEqualTo(chk);
  }

  @Test
  void tables(@TempDir Path tmp) throws IOException {
    Path game = testdata("screp/melee-1v1.rep");
    Path arrow = tmp.resolve("commands.arrow");
    // --- README: Tables ---
    ReplayFormat screp = Replays.format("screp").orElseThrow();
    TableSchema commands = screp.table("commands").orElseThrow();
    try (ArrowTableWriter out = ArrowTableWriter.open(arrow, commands, ArrowCompression.ZSTD)) {
      screp.readTable(
          "commands",
          ReplaySource.of(game),
          "game.rep",
          TableOptions.ALL,
          DecodeLimits.DEFAULT,
          out);
    }
    // --- end ---
    assertThat(ArrowTableReader.readRows(arrow).rows()).isNotEmpty();
  }
}
