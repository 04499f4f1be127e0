package org.replays4j.teehistorian.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.assertj.core.groups.Tuple;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.stats.ParticipantStats;
import org.replays4j.core.stats.ScoringEvent;
import org.replays4j.teehistorian.HeaderBuilder;
import org.replays4j.teehistorian.TeehistorianDecoder;
import org.replays4j.teehistorian.TeehistorianRecorder;
import org.replays4j.teehistorian.TeehistorianWriter;
import org.replays4j.teehistorian.TestSupport;
import org.replays4j.teehistorian.record.PlayerInput;
import org.replays4j.teehistorian.spi.TeehistorianFormat;
import org.replays4j.testkit.TableReads;
import org.replays4j.testkit.TestFiles;

class TeehistorianStatsTest {
  private static final UUID SAVE = UUID.fromString("00000000-0000-4000-8000-000000000001");

  /** DDNet's test header with a server name and game type of its own and no PRNG description. */
  static HeaderBuilder header() {
    return TestSupport.ddnetTestHeader()
        .serverName("stats server")
        .gameType("DDraceNetwork")
        .prngDescription(null);
  }

  static PlayerInput in(int direction, int jump, int hook, int fire) {
    return new PlayerInput(direction, 10, 0, jump, fire, hook, 1, 0, 0, 0);
  }

  /** A Cl_StartInfo of a 0.7 client (id 27) asking for {@code name}. */
  static byte[] startInfo7(String name) {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    b.write(27 << 1);
    b.writeBytes(name.getBytes(StandardCharsets.UTF_8));
    b.write(0);
    b.writeBytes("clan\0".getBytes(StandardCharsets.UTF_8));
    return b.toByteArray();
  }

  /**
   * alice (cid 0, 0.6) and bob (cid 1, 0.7, named only by his Cl_StartInfo) race in team 3; both
   * finish in tick 100 with the team; alice leaves, comes back as cid 2 and finishes faster.
   */
  static byte[] race() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    TeehistorianWriter w = new TeehistorianWriter(out);
    w.writeHeader(header().build());
    TeehistorianRecorder r = new TeehistorianRecorder(w);
    r.beginTick(1);
    r.recordPlayerJoin(0, 6);
    r.recordPlayerName(0, "alice");
    r.recordPlayerJoin(1, 7);
    r.recordPlayerMessage(1, startInfo7("bob"));
    r.beginTick(2);
    r.recordPlayer(0, 100, 100);
    r.recordPlayerInput(0, 1, in(1, 0, 0, 0));
    r.beginTick(3);
    r.recordPlayerInput(0, 1, in(1, 1, 0, 0));
    r.beginTick(4);
    r.recordPlayerInput(0, 1, in(1, 0, 0, 0));
    r.beginTick(5);
    r.recordPlayerInput(0, 1, in(-1, 0, 1, 0));
    r.beginTick(6);
    r.recordPlayerInput(0, 1, in(-1, 0, 1, 1));
    r.beginTick(7);
    r.recordPlayerInput(0, 1, in(-1, 0, 1, 2));
    r.beginTick(8);
    r.recordPlayerInput(0, 1, in(-1, 0, 1, 3));
    r.beginTick(9);
    r.recordPlayerMessage(0, new byte[] {22 << 1});
    r.beginTick(10);
    r.recordDeadPlayer(0);
    r.beginTick(20);
    r.recordPlayerTeam(0, 3);
    r.recordPlayerTeam(1, 3);
    r.beginTick(100);
    r.recordPlayerFinish(0, 3500);
    r.recordPlayerFinish(1, 3000);
    r.recordTeamFinish(3, 3500);
    r.beginTick(120);
    r.recordTeamSaveSuccess(3, SAVE, "save string");
    r.beginTick(150);
    r.recordPlayerDrop(0, "timeout");
    r.beginTick(200);
    r.recordPlayerJoin(2, 6);
    r.recordPlayerName(2, "alice");
    r.beginTick(201);
    r.recordPlayerInput(2, 2, in(0, 0, 0, 0));
    r.beginTick(202);
    r.recordPlayerInput(2, 2, in(1, 0, 0, 0));
    r.beginTick(250);
    r.recordConsoleCommand(2, 0, "kill", List.of());
    r.beginTick(300);
    r.recordPlayerFinish(2, 2500);
    r.beginTick(400);
    r.recordConsoleCommand(-1, 0, "status", List.of());
    r.finish();
    w.flush();
    return out.toByteArray();
  }

  static TeehistorianStats statsOf(byte[] file) throws IOException {
    TeehistorianStatsVisitor v = new TeehistorianStatsVisitor();
    TeehistorianDecoder.create().decode(file, v);
    return v.stats();
  }

  @Test
  void aWriterBuiltRaceGivesExactlyTheExpectedStats() throws IOException {
    TeehistorianStats s = statsOf(race());
    assertThat(s.mapName()).isEqualTo("Kobra 3 Solo");
    assertThat(s.serverName()).isEqualTo("stats server");
    assertThat(s.complete()).isTrue();
    assertThat(s.firstTick()).isEqualTo(1);
    assertThat(s.lastTick()).isEqualTo(400);
    assertThat(s.durationSeconds()).isEqualTo(8.0);
    assertThat(s.players()).extracting(PlayerStats::name).containsExactly("alice", "bob");

    PlayerStats alice = s.players().get(0);
    assertThat(alice.sessions()).containsExactly(new Session(0, 1, 150), new Session(2, 200, null));
    assertThat(alice.ticksInGame()).isEqualTo(149 + 200);
    assertThat(alice.inputs()).isEqualTo(9);
    assertThat(alice.directionChanges()).isEqualTo(2);
    assertThat(alice.jumps()).isEqualTo(1);
    assertThat(alice.hooks()).isEqualTo(1);
    assertThat(alice.fires()).isEqualTo(2);
    assertThat(alice.killRequests()).isEqualTo(2);
    assertThat(alice.commands()).isEqualTo(1);
    assertThat(alice.spawns()).isEqualTo(1);
    assertThat(alice.characterLosses()).isEqualTo(1);
    assertThat(alice.teamChanges()).isEqualTo(1);
    assertThat(alice.team()).isZero();
    assertThat(alice.inputsPerMinute()).isCloseTo(9 * 60.0 * 50 / 349, within(1e-9));
    assertThat(alice.finishes())
        .containsExactly(
            new RaceFinish(100, 0, "alice", 3, 3500, 3),
            new RaceFinish(300, 2, "alice", 0, 2500, 1));
    assertThat(alice.bestFinish().seconds()).isEqualTo(50.0);

    PlayerStats bob = s.players().get(1);
    assertThat(bob.sessions()).containsExactly(new Session(1, 1, null));
    assertThat(bob.ticksInGame()).isEqualTo(399);
    assertThat(bob.team()).isEqualTo(3);
    assertThat(bob.inputs()).isZero();
    assertThat(bob.inputsPerMinute()).isZero();
    assertThat(bob.finishes()).containsExactly(new RaceFinish(100, 1, "bob", 3, 3000, 2));

    assertThat(s.finishes()).extracting(RaceFinish::rank).containsExactly(3, 2, 1);
    assertThat(s.teamFinishes())
        .containsExactly(new TeamRaceFinish(100, 3, List.of("alice", "bob"), 3500, 1));
    assertThat(s.teamFinishes().get(0).seconds()).isEqualTo(70.0);
    assertThat(s.saves()).containsExactly(new SaveEvent(120, SaveEvent.Kind.SAVE, 3, SAVE));
  }

  @Test
  void theSharedViewListsPlayersBySlotWithBestTimesAndTheFinishesInFileOrder() throws IOException {
    TeehistorianStats s = statsOf(race());
    assertThat(s.format()).isEqualTo("teehistorian");
    assertThat(s.participants())
        .extracting(ParticipantStats::slot, ParticipantStats::name, ParticipantStats::team)
        .containsExactly(Tuple.tuple(0, "alice", "0"), Tuple.tuple(1, "bob", "3"));
    ParticipantStats alice = s.participants().get(0);
    assertThat(alice.result().finishSeconds()).isEqualTo(50.0);
    assertThat(alice.result().placement()).isEqualTo(1);
    assertThat(alice.result().outcome()).isNull();
    assertThat(alice.character()).isNull();
    assertThat(s.participants().get(1).result().placement()).isEqualTo(2);
    assertThat(s.scoringEvents())
        .containsExactly(
            new ScoringEvent(2.0, 0, "3", "finish", 70.0),
            new ScoringEvent(2.0, 1, "3", "finish", 60.0),
            new ScoringEvent(2.0, -1, "3", "team_finish", 70.0),
            new ScoringEvent(6.0, 0, "0", "finish", 50.0));
  }

  @Test
  void statsCanBeReadMidFile() throws IOException {
    List<Integer> finishesSeen = new ArrayList<>();
    TeehistorianStatsVisitor v =
        new TeehistorianStatsVisitor() {
          @Override
          public void visitTick(int tick) {
            super.visitTick(tick);
            if (tick == 120 || tick == 400) finishesSeen.add(stats().finishes().size());
          }
        };
    TeehistorianDecoder.create().decode(race(), v);
    assertThat(finishesSeen).containsExactly(2, 3);
    assertThat(v.stats().complete()).isTrue();
  }

  @Test
  void aStreamedDecodeGivesTheSameStatsAsTheArray() throws IOException {
    byte[] file = race();
    TeehistorianStatsVisitor v = new TeehistorianStatsVisitor();
    TeehistorianDecoder.builder()
        .limits(DecodeLimits.defaults().withStreamWindowBytes(64))
        .build()
        .decode(new ByteArrayInputStream(file), v);
    assertThat(v.stats()).isEqualTo(statsOf(file));
  }

  /**
   * DDNet's PlayerFinish and TeamFinish test vectors (teehistorian_test.cpp), body bytes as hex.
   */
  @Test
  void ddnetsFinishVectorsDecodeToTheDocumentedTimes() throws IOException {
    TeehistorianStats player =
        statsOf(withBody("4a 68943c0123483e0194903f27f8269d94 04 01 80 89 7a"));
    assertThat(player.finishes()).hasSize(1);
    RaceFinish f = player.finishes().get(0);
    assertThat(f.cid()).isEqualTo(1);
    assertThat(f.timeTicks()).isEqualTo(1_000_000);
    assertThat(f.seconds()).isEqualTo(20_000.0);
    assertThat(f.rank()).isEqualTo(1);

    TeehistorianStats team = statsOf(withBody("4a 9588b9af3fdc3760804382deeee317a5 03 3f a8 0f"));
    assertThat(team.teamFinishes()).hasSize(1);
    TeamRaceFinish t = team.teamFinishes().get(0);
    assertThat(t.team()).isEqualTo(63);
    assertThat(t.timeTicks()).isEqualTo(1000);
    assertThat(t.seconds()).isEqualTo(20.0);
    assertThat(t.members()).isEmpty();
  }

  private static byte[] withBody(String hex) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    TeehistorianWriter w = new TeehistorianWriter(out);
    w.writeHeader(header().build());
    w.flush();
    out.writeBytes(HexFormat.of().parseHex(hex.replace(" ", "")));
    return out.toByteArray();
  }

  /**
   * The DDNet 16.4 recording: the server predates finish records (18.3), so no finish; alice was
   * moved to team 3 and back by the console (set_team_ddr) and killed (kill_pl).
   */
  @Test
  void theRealRecordingHasNoFinishesAndTheTeamChangesItsManifestNotes() throws IOException {
    Path file =
        TestFiles.corpus("teehistorian")
            .resolve("4cc96764-11ae-4dfc-8731-7090eec4450f.teehistorian");
    Assumptions.assumeTrue(Files.exists(file), () -> "corpus file not present: " + file);
    TeehistorianStats s =
        new TeehistorianFormat()
            .gameStats(ReplaySource.of(file), DecodeLimits.defaults())
            .map(TeehistorianStats.class::cast)
            .orElseThrow();
    assertThat(s.finishes()).isEmpty();
    assertThat(s.teamFinishes()).isEmpty();
    assertThat(s.mapName()).isEqualTo("Sunny Side Up");
    assertThat(s.firstTick()).isEqualTo(297);
    assertThat(s.lastTick()).isEqualTo(1660);
    assertThat(s.players()).hasSize(1);
    PlayerStats alice = s.players().get(0);
    assertThat(alice.name()).isEqualTo("alice");
    assertThat(alice.teamChanges()).isEqualTo(2);
    assertThat(alice.team()).isZero();
  }

  /** The rows of {@code table} for {@code file}, each as column name to value. */
  static List<Map<String, Object>> rows(String table, byte[] file) throws IOException {
    return TableReads.rowMaps(
        new TeehistorianFormat(), table, ReplaySource.of("race.teehistorian", file), "race");
  }

  @Test
  void thePlayerStatsAndFinishesTablesHoldTheStats() throws IOException {
    byte[] file = race();
    List<Map<String, Object>> players = rows("player_stats", file);
    assertThat(players).extracting(m -> m.get("name")).containsExactly("alice", "bob");
    assertThat(players.get(0))
        .containsEntry("sessions", 2)
        .containsEntry("best_finish_ticks", 2500)
        .containsEntry("best_finish_seconds", 50.0)
        .containsEntry("best_rank", 1)
        .containsEntry("inputs", 9L)
        .containsEntry("kill_requests", 2);
    List<Map<String, Object>> finishes = rows("finishes", file);
    assertThat(finishes)
        .extracting(m -> m.get("kind"), m -> m.get("time_ticks"), m -> m.get("rank"))
        .containsExactly(
            Tuple.tuple("finish", 3500, 3),
            Tuple.tuple("finish", 3000, 2),
            Tuple.tuple("team_finish", 3500, 1),
            Tuple.tuple("finish", 2500, 1));
    assertThat(finishes.get(2)).containsEntry("name", "alice, bob").containsEntry("cid", null);
  }
}
