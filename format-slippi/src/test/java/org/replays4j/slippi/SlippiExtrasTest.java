package org.replays4j.slippi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.slippi.record.FrameBookend;
import org.replays4j.slippi.record.FrameStart;
import org.replays4j.slippi.record.GameEnd;
import org.replays4j.slippi.record.ItemUpdate;
import org.replays4j.slippi.record.PostFrameUpdate;
import org.replays4j.slippi.spi.SlippiFormat;
import org.replays4j.slippi.stats.ActionState;
import org.replays4j.slippi.stats.GameEndMethod;
import org.replays4j.slippi.stats.RollbackFrames;
import org.replays4j.slippi.stats.SlippiExtrasVisitor;
import org.replays4j.slippi.stats.StadiumStats;

/**
 * slippi-js's stadium stats, rollback figures and match identity on files written with {@link
 * SlippiWriter}.
 */
class SlippiExtrasTest {
  private static SlippiExtrasVisitor read(byte[] file) throws Exception {
    SlippiExtrasVisitor v = new SlippiExtrasVisitor();
    SlippiDecoder.create().decode(file, v);
    return v;
  }

  @Test
  void eachReSentFrameOfTheFirstPlayerCountsAndRunsAreClosedByTheNextNewFrame() throws Exception {
    // the sample re-sends two frames at -100, at -90 and at -89 (after -89's first copy)
    RollbackFrames r = read(SlippiSamples.netplayWithRollback()).rollbackFrames();
    assertThat(r.count()).isEqualTo(6);
    assertThat(r.lengths()).containsExactly(2, 2, 2);
    assertThat(read(SlippiSamples.iceClimbersOld()).rollbackFrames().count()).isZero();
  }

  @Test
  void aReSendRunStillOpenAtTheEndIsCountedWithoutALength() throws Exception {
    SlippiWriter w = stadium(2, 1, new int[] {0x02});
    Random r = new Random(1);
    for (int f = -123; f <= -120; f++) frame(w, r, f, List.of(), 1f);
    for (int f = -121; f <= -120; f++) frame(w, r, f, List.of(), 1f); // re-sent, file ends
    RollbackFrames rb = read(w.toFile(Map.of())).rollbackFrames();
    assertThat(rb.count()).isEqualTo(2);
    assertThat(rb.lengths()).isEmpty();
  }

  @Test
  void matchIdentityIsInTheSummaryAndTheStats() throws Exception {
    byte[] file = SlippiSamples.netplayWithRollback();
    SlippiFormat f = new SlippiFormat();
    @SuppressWarnings("unchecked")
    Map<String, Object> mi =
        (Map<String, Object>)
            f.summarize(ReplaySource.of("a.slp", file), DecodeLimits.DEFAULT)
                .details()
                .get("matchInfo");
    assertThat(mi)
        .containsEntry("matchId", "mode.unranked-2026-11-25T21:00:00.00-0")
        .containsEntry("gameNumber", 1L)
        .containsEntry("tiebreakerNumber", 0L);
    Map<String, Object> stats =
        f.stats(ReplaySource.of("a.slp", file), DecodeLimits.DEFAULT).orElseThrow();
    assertThat(stats).containsKeys("stadiumStats", "rollback", "matchInfo", "players");
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> players = (List<Map<String, Object>>) stats.get("players");
    assertThat(players.get(0))
        .containsEntry("displayName", "Falco")
        .containsEntry("connectCode", "ABCD#123")
        .containsEntry("userId", "uid-aaaa");
    @SuppressWarnings("unchecked")
    Map<String, Object> rb = (Map<String, Object>) stats.get("rollback");
    assertThat(rb).containsEntry("count", 6).containsEntry("lengths", List.of(2, 2, 2));
  }

  @Test
  void homeRunDistanceIsTheSandbagsLastPositionInFeetOrMetresByLanguage() throws Exception {
    // 10 steps a unit from 70 units (feet 0.952462, metres 1.04167 each) past the start:
    // x = 500: feet 10 * floor(433.33) = 4330 steps = 142.0 ft; metres 4270 steps = 42.7 m
    for (int language : new int[] {1, 0}) {
      SlippiWriter w = stadium(32, language, new int[] {0x01, 0x20});
      Random r = new Random(2);
      for (int f = -123; f <= 30; f++) frame(w, r, f, List.of(), f == 30 ? 500f : f);
      w.gameEnd(new GameEnd(2, -1, List.of(0, 1, -1, -1), 6, ByteSlice.EMPTY));
      StadiumStats s = read(w.toFile(Map.of())).stadiumStats();
      assertThat(s)
          .isEqualTo(
              language == 1
                  ? new StadiumStats.HomeRunContest(142.0, "feet")
                  : new StadiumStats.HomeRunContest(42.7, "meters"));
    }
    // before the start line: 0
    SlippiWriter w = stadium(32, 1, new int[] {0x01, 0x20});
    Random r = new Random(3);
    for (int f = -123; f <= -100; f++) frame(w, r, f, List.of(), 10f);
    w.gameEnd(new GameEnd(2, -1, List.of(0, 1, -1, -1), 6, ByteSlice.EMPTY));
    assertThat(read(w.toFile(Map.of())).stadiumStats())
        .isEqualTo(new StadiumStats.HomeRunContest(0.0, "feet"));
  }

  @Test
  void targetTestGivesEachFirstFrameTargetWithTheFrameItWasGoneOn() throws Exception {
    SlippiWriter w = stadium(15, 1, new int[] {0x02});
    Random r = new Random(4);
    for (int f = -123; f <= 60; f++) {
      List<long[]> targets = new ArrayList<>();
      if (f < 10) targets.add(new long[] {7, 100});
      if (f < -100) targets.add(new long[] {8, 200});
      targets.add(new long[] {9, 300}); // never broken
      frame(w, r, f, targets, 0f);
    }
    w.gameEnd(new GameEnd(2, -1, List.of(0, -1, -1, -1), 6, ByteSlice.EMPTY));
    StadiumStats.TargetTest t = (StadiumStats.TargetTest) read(w.toFile(Map.of())).stadiumStats();
    assertThat(t.targetBreaks())
        .containsExactly(
            new StadiumStats.TargetBreak(7, 10, 100, 5),
            new StadiumStats.TargetBreak(8, -100, 200, 5),
            new StadiumStats.TargetBreak(9, null, 300, 5));
    assertThat(t.broken()).isEqualTo(2);
    assertThat(t.playableFrames()).isEqualTo(99); // frames -39 .. 60
    assertThat(t.totalSeconds()).isEqualTo(1.65);
  }

  @Test
  void eventsCarryTheActionStateAndGameEndNamesBesideTheIds() throws Exception {
    List<Map<String, Object>> posts = new ArrayList<>();
    List<Map<String, Object>> ends = new ArrayList<>();
    new SlippiFormat()
        .events(
            ReplaySource.of("a.slp", SlippiSamples.netplayWithRollback()),
            DecodeLimits.DEFAULT,
            (type, offset, fields) -> {
              @SuppressWarnings("unchecked")
              Map<String, Object> m = (Map<String, Object>) fields;
              if (type.equals("PostFrameUpdate")) posts.add(m);
              if (type.equals("GameEnd")) ends.add(m);
              return true;
            });
    assertThat(posts).isNotEmpty();
    for (Map<String, Object> p : posts) {
      int id = (Integer) p.get("actionStateId");
      ActionState s = ActionState.of(id);
      if (s == ActionState.UNKNOWN) assertThat(p).doesNotContainKey("actionState");
      else assertThat(p.get("actionState")).isEqualTo(s.debugName());
    }
    assertThat(posts).anyMatch(p -> p.containsKey("actionState"));
    // the name comes right after the id
    List<String> keys = new ArrayList<>(posts.get(0).keySet());
    if (keys.contains("actionState"))
      assertThat(keys.indexOf("actionState")).isEqualTo(keys.indexOf("actionStateId") + 1);
    assertThat(ends).hasSize(1);
    assertThat(ends.get(0)).containsEntry("method", 2).containsEntry("methodName", "GAME");
  }

  @Test
  void gameEndMethodsAreNamedAsSlippiJsNamesThemAndAQuitByLrasSaysSo() {
    assertThat(GameEndMethod.label(2, -1)).isEqualTo("GAME");
    assertThat(GameEndMethod.label(1, -1)).isEqualTo("TIME");
    assertThat(GameEndMethod.label(7, -1)).isEqualTo("NO_CONTEST");
    assertThat(GameEndMethod.label(7, 1)).isEqualTo("LRAS");
    assertThat(GameEndMethod.label(0, -1)).isEqualTo("UNRESOLVED");
    assertThat(GameEndMethod.label(3, -1)).isEqualTo("RESOLVED");
    assertThat(GameEndMethod.label(5, -1)).isEqualTo("UNKNOWN_5");
  }

  @Test
  void otherGameModesHaveNoStadiumStats() throws Exception {
    assertThat(read(SlippiSamples.netplayWithRollback()).stadiumStats()).isNull();
  }

  /** A 3.18.0 file of game mode {@code mode} and language {@code language}. */
  private static SlippiWriter stadium(int mode, int language, int[] characters) {
    SlippiWriter w =
        new SlippiWriter()
            .eventPayloads(SlippiSamples.knownSizes(0x36, 0x37, 0x38, 0x39, 0x3A, 0x3B, 0x3C));
    byte[] gs = SlippiWriter.gameStartPayload(760, 3, 18, 0, 0x2A, characters, 1L);
    gs[0x1A4 - 1] = (byte) mode;
    gs[0x2BD - 1] = (byte) language;
    w.gameStart(gs);
    return w;
  }

  /**
   * One frame of every port of the Game Start (1 or 2 players: port 2 is the Sandbag, internal id
   * 32, at {@code x}), with target items {spawnId, x}.
   */
  private static void frame(SlippiWriter w, Random r, int f, List<long[]> targets, float x) {
    w.event(new FrameStart(f, 0, f + 123, 12, ByteSlice.EMPTY));
    w.event(SlippiSamples.pre(66, f, 0, 0, r));
    if (x != 0f) w.event(SlippiSamples.pre(66, f, 1, 0, r));
    for (long[] t : targets)
      w.event(
          new ItemUpdate(
              f,
              209,
              0,
              1f,
              0f,
              0f,
              t[1],
              5f,
              0,
              0f,
              t[0],
              0,
              0,
              0,
              0,
              -1,
              0,
              44,
              ByteSlice.EMPTY));
    w.event(SlippiSamples.post(84, f, 0, 0, 0x03, r));
    if (x != 0f) w.event(sandbag(f, x, r));
    w.event(new FrameBookend(f, f, 8, ByteSlice.EMPTY));
  }

  private static PostFrameUpdate sandbag(int f, float x, Random r) {
    PostFrameUpdate p = SlippiSamples.post(84, f, 1, 0, 32, r);
    return new PostFrameUpdate(
        p.frame(),
        p.playerIndex(),
        p.follower(),
        p.internalCharacterId(),
        p.actionStateId(),
        x,
        p.positionY(),
        p.facingDirection(),
        p.percent(),
        p.shieldSize(),
        p.lastAttackLanded(),
        p.currentComboCount(),
        p.lastHitBy(),
        p.stocksRemaining(),
        p.actionStateFrameCounter(),
        p.stateBitFlags1(),
        p.stateBitFlags2(),
        p.stateBitFlags3(),
        p.stateBitFlags4(),
        p.stateBitFlags5(),
        p.miscAS(),
        p.airborne(),
        p.lastGroundId(),
        p.jumpsRemaining(),
        p.lCancelStatus(),
        p.hurtboxCollisionState(),
        p.selfInducedAirXSpeed(),
        p.selfInducedYSpeed(),
        p.attackBasedXSpeed(),
        p.attackBasedYSpeed(),
        p.selfInducedGroundXSpeed(),
        p.hitlagRemaining(),
        p.animationIndex(),
        p.lastHitByInstanceId(),
        p.instanceId(),
        p.payloadSize(),
        p.trailing());
  }
}
