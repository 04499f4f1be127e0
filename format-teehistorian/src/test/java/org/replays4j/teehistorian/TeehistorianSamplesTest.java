package org.replays4j.teehistorian;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.Replays;
import org.replays4j.teehistorian.record.End;
import org.replays4j.teehistorian.record.ExType;
import org.replays4j.teehistorian.record.PlayerInput;
import org.replays4j.teehistorian.record.TeehistorianUuids;
import org.replays4j.testkit.TestFiles;
import org.tukaani.xz.LZMA2Options;
import org.tukaani.xz.XZOutputStream;

/**
 * Generates the samples in {@code testdata/teehistorian/} with the project's own writer and checks
 * that the checked-in files equal them; {@code -Dreplays4j.regenerate=true} rewrites them instead.
 */
class TeehistorianSamplesTest {
  static Map<String, byte[]> samples() throws IOException {
    Map<String, byte[]> m = new LinkedHashMap<>();
    byte[] session = session();
    m.put("session.teehistorian", session);
    m.put("session.teehistorian.xz", xz(session));
    m.put("all-extensions.teehistorian", allExtensions());
    m.put("map-change-no-finish.teehistorian", mapChangeNoFinish());
    return m;
  }

  private static HeaderBuilder header(String uuid) {
    return new HeaderBuilder()
        .gameUuid(UUID.fromString(uuid))
        .serverVersion("0.6.4, 19.9 (replays4j sample)")
        .startTime("2026-11-25T20:00:00+0000")
        .serverName("replays4j sample server")
        .serverPort(8303)
        .gameType("DDraceNetwork")
        .map("Tutorial", 1234, "0123456789abcdef".repeat(4), "a1b2c3d4")
        .prngDescription("pcg-xsh-rr:0000000000000001:0000000000000003")
        .config("sv_name", "replays4j sample server")
        .tuning("gravity", "50");
  }

  /**
   * Three players for 10 seconds: joins, movement, inputs, messages, commands, teams, a finish, a
   * drop.
   */
  static byte[] session() throws IOException {
    TestSupport.Session s = new TestSupport.Session(header("5a3f0c2e-1111-4b6d-9c8e-000000000001"));
    TeehistorianRecorder r = s.rec;
    String[] names = {"alice", "bob", "nameless tee"};
    Random rnd = new Random(42);
    int[][] pos = {{1000, 2000}, {1100, 2000}, {1200, 2000}};
    for (int tick = 1; tick <= 500; tick++) {
      r.beginTick(tick);
      for (int cid = 0; cid < 3; cid++) {
        boolean inGame = tick > 10 + cid * 20 && !(cid == 2 && tick > 400);
        if (inGame) {
          pos[cid][0] += rnd.nextInt(7) - 2;
          pos[cid][1] += rnd.nextInt(3) == 0 ? rnd.nextInt(9) - 4 : 0;
          r.recordPlayer(cid, pos[cid][0], pos[cid][1]);
        } else {
          r.recordDeadPlayer(cid);
        }
      }
      for (int cid = 0; cid < 3; cid++) {
        if (tick == 5 + cid * 20) {
          r.recordPlayerJoin(cid, cid == 1 ? 7 : 6);
          r.recordDdnetVersion(cid, new UUID(cid, tick), 19090, "DDNet 19.9");
          r.recordPlayerName(cid, names[cid]);
          r.recordPlayerMessage(cid, new byte[] {0x28, (byte) cid, 0x00});
          r.recordPlayerReady(cid);
        }
        if (tick > 10 + cid * 20 && tick % 7 == cid && !(cid == 2 && tick > 400)) {
          r.recordPlayerInput(
              cid,
              cid,
              PlayerInput.of(
                  rnd.nextInt(3) - 1,
                  100 + tick % 50,
                  -40,
                  tick % 14 == 0 ? 1 : 0,
                  tick / 25,
                  0,
                  1,
                  0,
                  0,
                  0));
        }
      }
      if (tick == 100) r.recordConsoleCommand(-1, 1, "say", List.of("welcome to the sample"));
      if (tick == 150) {
        r.recordPlayerTeam(0, 1);
        r.recordPlayerTeam(1, 1);
        r.recordTeamPractice(1, true);
      }
      if (tick == 200) r.recordConsoleCommand(0, 4, "team", List.of("1"));
      if (tick == 350) {
        r.recordPlayerFinish(0, 17250);
        r.recordTeamFinish(1, 17250);
      }
      if (tick == 401) r.recordPlayerDrop(2, "Leaving");
    }
    r.finish();
    return s.all();
  }

  /** Every known extension once, plus one unknown extension. */
  static byte[] allExtensions() throws IOException {
    TestSupport.Session s = new TestSupport.Session(header("5a3f0c2e-1111-4b6d-9c8e-000000000002"));
    TeehistorianRecorder r = s.rec;
    UUID id = UUID.fromString("fb13a576-d35f-4893-b815-eedc6d98015b");
    r.recordAuthInitial(0, 3, "default_admin");
    r.beginTick(1);
    r.recordTestExtra();
    r.recordDdnetVersionOld(1, 13010);
    r.recordDdnetVersion(0, id, 13010, "DDNet 13.1 (3623f5e4cd184556)");
    r.recordAuthLogin(1, 2, "foobar");
    r.recordAuthLogout(1);
    r.recordPlayerJoin(2, 6);
    r.recordPlayerJoin(3, 7);
    r.recordTeamSaveSuccess(21, id, "2\tH.\nll0");
    r.recordTeamSaveFailure(12);
    r.recordTeamLoadSuccess(21, id, "2\tH.\nll0");
    r.recordTeamLoadFailure(12);
    r.beginTick(2);
    r.recordPlayerTeam(2, 5);
    r.recordTeamPractice(5, true);
    r.recordPlayerReady(2);
    r.recordPlayerSwap(2, 3);
    r.recordPlayerRejoin(3);
    r.recordAntibot("\uD83E\uDD16".getBytes(StandardCharsets.UTF_8));
    r.recordPlayerName(2, "nameless tee");
    r.recordPlayerFinish(2, 1000000);
    r.recordTeamFinish(5, 1000);
    r.recordUnknownEx(TeehistorianUuids.v3("future-extension@replays4j.org"), new byte[] {1, 2, 3});
    r.finish();
    return s.all();
  }

  /**
   * A recording after a map change: prev_game_uuid set, players without JOIN, the server killed (no
   * FINISH).
   */
  static byte[] mapChangeNoFinish() throws IOException {
    TestSupport.Session s =
        new TestSupport.Session(
            header("5a3f0c2e-1111-4b6d-9c8e-000000000003")
                .versionMinor(8)
                .prevGameUuid(UUID.fromString("5a3f0c2e-1111-4b6d-9c8e-000000000001")));
    TeehistorianRecorder r = s.rec;
    for (int tick = 1; tick <= 60; tick++) {
      r.beginTick(tick);
      r.recordPlayer(0, 500 + tick, 500);
      r.recordPlayer(4, 800, 500 - tick / 3);
      if (tick % 10 == 0)
        r.recordPlayerInput(4, 1, PlayerInput.of(1, 10, tick, 0, 0, 0, 1, 0, 0, 0));
    }
    return s.all();
  }

  static byte[] xz(byte[] data) throws IOException {
    ByteArrayOutputStream bos = new ByteArrayOutputStream();
    try (XZOutputStream x = new XZOutputStream(bos, new LZMA2Options(6))) {
      x.write(data);
    }
    return bos.toByteArray();
  }

  @Test
  void checkedInSamplesEqualTheGenerator() throws IOException {
    TestFiles.assertSamplesUpToDate("teehistorian", samples());
  }

  @Test
  void samplesDecodeAsIntended() throws IOException {
    Map<String, byte[]> s = samples();
    for (Map.Entry<String, byte[]> e : s.entrySet()) {
      assertThat(e.getValue().length).as(e.getKey()).isLessThan(16 * 1024);
    }
    End session =
        TestSupport.decode(
            TeehistorianDecoder.create(), s.get("session.teehistorian"), new TestSupport.Log());
    assertThat(session.finished()).isTrue();
    assertThat(session.warnings()).isEmpty();
    assertThat(session.players()).isEqualTo(3);
    End all =
        TestSupport.decode(
            TeehistorianDecoder.create(),
            s.get("all-extensions.teehistorian"),
            new TestSupport.Log());
    for (ExType t : ExType.values())
      assertThat(all.countsByType()).as(t.name()).containsKey(t.countName());
    assertThat(all.countsByType())
        .containsKey("Ex:" + TeehistorianUuids.v3("future-extension@replays4j.org"));
    End mc =
        TestSupport.decode(
            TeehistorianDecoder.create(),
            s.get("map-change-no-finish.teehistorian"),
            new TestSupport.Log());
    assertThat(mc.finished()).isFalse();
    assertThat(mc.warnings()).hasSize(2).anyMatch(w -> w.contains("[0, 4] active without a JOIN"));

    Path tmp = Files.createTempFile("sample", ".teehistorian.xz");
    try {
      Files.write(tmp, s.get("session.teehistorian.xz"));
      ReplaySummary sum = Replays.detect(tmp).orElseThrow().summarize();
      assertThat(sum.participants()).containsExactly("alice", "bob", "nameless tee");
      assertThat(sum.details()).containsEntry("finished", true).containsEntry("players", 3);
    } finally {
      Files.delete(tmp);
    }
  }
}
