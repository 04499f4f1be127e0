package org.replays4j.butter;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.replays4j.butter.record.ButterCompression;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.butter.record.ButterMap;
import org.replays4j.butter.record.ButterPlayerInfo;
import org.replays4j.butter.spi.ButterFormat;
import org.replays4j.butter.stats.ButterStatsVisitor;
import org.replays4j.butter.stats.Counters;
import org.replays4j.butter.stats.Goal;
import org.replays4j.butter.stats.MatchStats;
import org.replays4j.butter.stats.PlayerRound;
import org.replays4j.butter.stats.PlayerStats;
import org.replays4j.butter.stats.RoundStats;
import org.replays4j.butter.stats.ScorePoint;
import org.replays4j.butter.stats.TeamStats;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.stats.ParticipantStats;
import org.replays4j.core.stats.Result;
import org.replays4j.core.stats.ScoringEvent;

/**
 * A .butter file written by {@link ButterWriter} with known events gives exactly the expected
 * stats. Values are exact in half precision and frames are 125 ms apart with the game clock
 * stepping 0.125 s, so every expected number is exact.
 *
 * <pre>
 * frame  status       clock     events
 *  0     pre_match    300
 *  1     round_start  300
 *  2     playing      300
 *  3-5   playing      -0.125/f  blue has the disc; A's possession_time +0.125 per frame; C: saves 1, stuns 2 at 4
 *  6     score                  A scores 2 (INSIDE SHOT, 10.5 m/s, 4.25 m), B assists
 *  7     round_start
 *  8     playing                C has left
 *  9-10  playing      -0.125/f  C is back with counters reset; orange has the disc; C steals 1 at 10
 * 11     round_over             round 1 ends 2:0
 * 12     round_start  300       points back to 0
 * 13     playing      300
 * 14     playing      299.875   B stuns 1
 * 15     post_match
 * </pre>
 *
 * A (blue) moves at 5 m/s with the head at z = +10 (own half); B (blue) at 2 m/s at z = -10; C
 * (orange) at 1 m/s at z = +5 (the opponent's half for orange); S watches.
 */
class ButterStatsWrittenMatchTest {
  static final int A = 1, B = 2, C = 3, S = 4;

  static final List<ButterPlayerInfo> INFOS =
      List.of(
          new ButterPlayerInfo(A, "Alpha", 1001, 11, 20),
          new ButterPlayerInfo(B, "Bravo", 1002, 12, 21),
          new ButterPlayerInfo(C, "Charlie", 1003, 13, 22),
          new ButterPlayerInfo(S, "Spec", 1004, 14, 23));

  static EchoReplay match() {
    int[] status = {2, 3, 4, 4, 4, 4, 5, 3, 4, 4, 4, 6, 3, 4, 4, 7};
    float[] clock = {
      300, 300, 300, 299.875f, 299.75f, 299.625f, 299.625f, 299.625f, 299.625f, 299.5f, 299.375f,
      299.375f, 300, 300, 299.875f, 299.875f
    };
    List<ButterFrame> frames = new ArrayList<>();
    for (int i = 0; i < status.length; i++) {
      ButterFrame f = new ButterFrame();
      f.index = i;
      f.timeMs = 1_700_000_000_000L + 125L * i;
      f.gameStatus = status[i];
      f.gameClock = clock[i];
      f.bluePoints = i >= 6 && i < 12 ? 2 : 0;
      f.pausedState = 0;
      f.pausedRequestedTeam = 3;
      f.unpausedTeam = 3;
      f.hasLastScore = true;
      if (i >= 6) {
        f.lastScoreTeam = 0;
        f.lastScorePoints = 2;
        f.lastScoreGoalType = 2;
        f.lastScoreScorer = A;
        f.lastScoreAssister = B;
        f.lastScoreDiscSpeed = 10.5f;
        f.lastScoreDistanceThrown = 4.25f;
      } else {
        // "[NO GOAL]": what the API shows before the first goal
        f.lastScorePoints = 3;
      }
      f.teams[0].possession = i >= 3 && i <= 5;
      f.teams[1].possession = i >= 9 && i <= 10;
      List<ButterPlayer> blue = new ArrayList<>();
      List<ButterPlayer> orange = new ArrayList<>();
      List<ButterPlayer> spec = new ArrayList<>();
      ButterPlayer a = player(A, 3, 0, 4, 10);
      a.stats.possessionTime = Math.min(Math.max(i - 2, 0), 3) * 0.125f;
      if (i >= 6) {
        a.stats.counts[ButterCounter.POINTS.ordinal()] = 2;
        a.stats.counts[ButterCounter.GOALS.ordinal()] = 1;
        a.stats.counts[ButterCounter.SHOTS_TAKEN.ordinal()] = 1;
      }
      blue.add(a);
      ButterPlayer b = player(B, 0, 2, 0, -10);
      if (i >= 6) b.stats.counts[ButterCounter.ASSISTS.ordinal()] = 1;
      if (i >= 14) b.stats.stuns = 1;
      blue.add(b);
      if (i != 8) {
        ButterPlayer c = player(C, 1, 0, 0, 5);
        if (i >= 4 && i < 8) {
          c.stats.counts[ButterCounter.SAVES.ordinal()] = 1;
          c.stats.stuns = 2;
        }
        if (i >= 10) c.stats.counts[ButterCounter.STEALS.ordinal()] = 1;
        orange.add(c);
      }
      spec.add(player(S, 0, 0, 0, 0));
      set(f.teams[0], blue);
      set(f.teams[1], orange);
      set(f.teams[2], spec);
      frames.add(f);
    }
    ButterHeader header =
        new ButterHeader(
            3,
            300,
            ButterCompression.NONE,
            "Spec",
            "01234567-89AB-CDEF-0123-456789ABCDEF",
            "10.0.0.1",
            INFOS,
            3,
            0,
            0,
            ButterMap.ARENA.ordinal(),
            true,
            0);
    return new EchoReplay(header, frames);
  }

  static ButterPlayer player(int slot, float vx, float vy, float vz, float headZ) {
    ButterPlayer p = new ButterPlayer();
    p.fileIndex = slot;
    p.userId = INFOS.get(slot - 1).userId();
    p.playerId = slot - 1;
    p.velocity[0] = vx;
    p.velocity[1] = vy;
    p.velocity[2] = vz;
    p.positions[2] = headZ;
    p.holdingLeft = ButterHolding.NONE.code();
    p.holdingRight = ButterHolding.NONE.code();
    return p;
  }

  static void set(ButterTeam team, List<ButterPlayer> players) {
    team.ensure(players.size());
    team.playerCount = players.size();
    for (int i = 0; i < players.size(); i++) team.players[i].set(players.get(i));
  }

  static Counters counters(
      int points,
      int goals,
      int assists,
      int saves,
      int stuns,
      int steals,
      int shots,
      double poss) {
    return new Counters(points, goals, assists, saves, stuns, steals, 0, 0, 0, 0, shots, poss);
  }

  static MatchStats stats(ButterCompression compression, int keyframeInterval) throws Exception {
    byte[] file = ButterWriter.convert(match(), compression, keyframeInterval);
    ButterStatsVisitor v = new ButterStatsVisitor();
    ButterDecoder.create().decode(new ByteArrayInputStream(file), v);
    return v.stats();
  }

  @Test
  void the_written_match_gives_exactly_the_expected_stats() throws Exception {
    MatchStats s = stats(ButterCompression.GZIP, 4);
    assertThat(s.format()).isEqualTo("butter");
    assertThat(s.map()).isEqualTo("mpl_arena_a");
    assertThat(s.frames()).isEqualTo(16);
    assertThat(s.durationSeconds()).isEqualTo(1.875);
    assertThat(s.playSeconds()).isEqualTo(0.75);
    assertThat(s.decided()).isTrue();

    PlayerStats a = s.player(A);
    assertThat(a.name()).isEqualTo("Alpha");
    assertThat(a.team()).isEqualTo("blue");
    assertThat(a.counters()).isEqualTo(counters(2, 1, 0, 0, 0, 0, 1, 0.375));
    assertThat(a.playSeconds()).isEqualTo(0.75);
    assertThat(a.distance()).isEqualTo(3.75);
    assertThat(a.meanSpeed()).isEqualTo(5.0);
    assertThat(a.topSpeed()).isEqualTo(5.0);
    assertThat(a.ownHalfSeconds()).isEqualTo(0.75);
    assertThat(a.opponentHalfSeconds()).isZero();
    assertThat(a.stints()).isEqualTo(1);
    assertThat(a.weapon()).isNull();

    PlayerStats b = s.player(B);
    assertThat(b.counters()).isEqualTo(counters(0, 0, 1, 0, 1, 0, 0, 0));
    assertThat(b.distance()).isEqualTo(1.5);
    assertThat(b.opponentHalfSeconds()).isEqualTo(0.75);
    assertThat(b.ownHalfSeconds()).isZero();

    PlayerStats c = s.player(C);
    assertThat(c.team()).isEqualTo("orange");
    assertThat(c.frames()).isEqualTo(15);
    assertThat(c.stints()).isEqualTo(2);
    assertThat(c.counterResets()).isEqualTo(1);
    assertThat(c.counters()).isEqualTo(counters(0, 0, 0, 1, 2, 1, 0, 0));
    assertThat(c.playSeconds()).isEqualTo(0.75);
    assertThat(c.distance()).isEqualTo(0.75);
    assertThat(c.opponentHalfSeconds()).isEqualTo(0.75);
    assertThat(c.firstSeconds()).isZero();
    assertThat(c.lastSeconds()).isEqualTo(1.875);

    PlayerStats spec = s.player(S);
    assertThat(spec.team()).isEqualTo("spectator");
    assertThat(spec.playSeconds()).isZero();
    assertThat(spec.meanSpeed()).isNull();

    assertThat(s.goals())
        .containsExactly(
            new Goal(
                6,
                0.75,
                299.625,
                "blue",
                2,
                "INSIDE SHOT",
                A,
                "Alpha",
                B,
                "Bravo",
                10.5,
                4.25,
                2,
                0));

    TeamStats blue = s.team("blue");
    TeamStats orange = s.team("orange");
    assertThat(blue.points()).isZero();
    assertThat(blue.roundsWon()).isEqualTo(1);
    assertThat(orange.roundsWon()).isZero();
    assertThat(blue.outcome()).isEqualTo("win");
    assertThat(orange.outcome()).isEqualTo("loss");
    assertThat(blue.possessionSeconds()).isEqualTo(0.375);
    assertThat(orange.possessionSeconds()).isEqualTo(0.25);
    assertThat(blue.possessionShare()).isEqualTo(0.6);
    assertThat(blue.timeline())
        .containsExactly(
            new ScorePoint(0, 0, 300, 0),
            new ScorePoint(6, 0.75, 299.625, 2),
            new ScorePoint(12, 1.5, 300, 0));
    assertThat(orange.timeline()).containsExactly(new ScorePoint(0, 0, 300, 0));

    assertThat(s.rounds()).hasSize(2);
    RoundStats r1 = s.rounds().get(0);
    assertThat(r1.startFrame()).isZero();
    assertThat(r1.endFrame()).isEqualTo(11);
    assertThat(r1.winner()).isEqualTo("blue");
    assertThat(r1.players())
        .containsExactly(
            new PlayerRound(1, A, "Alpha", "blue", counters(2, 1, 0, 0, 0, 0, 1, 0.375)),
            new PlayerRound(1, B, "Bravo", "blue", counters(0, 0, 1, 0, 0, 0, 0, 0)),
            new PlayerRound(1, C, "Charlie", "orange", counters(0, 0, 0, 1, 2, 1, 0, 0)),
            new PlayerRound(1, S, "Spec", "spectator", Counters.ZERO));
    RoundStats r2 = s.rounds().get(1);
    assertThat(r2.startFrame()).isEqualTo(12);
    assertThat(r2.endFrame()).isEqualTo(15);
    assertThat(r2.winner()).isNull();
    assertThat(r2.players())
        .extracting(PlayerRound::counters)
        .containsExactly(
            Counters.ZERO, counters(0, 0, 0, 0, 1, 0, 0, 0), Counters.ZERO, Counters.ZERO);
  }

  @Test
  void the_shared_view_lists_players_by_slot_with_team_results_and_the_goal() throws Exception {
    MatchStats s = stats(ButterCompression.NONE, 300);
    assertThat(s.participants())
        .containsExactly(
            new ParticipantStats(
                A, "Alpha", "blue", null, new Result(Result.Outcome.WIN, 1, null, 0L), null),
            new ParticipantStats(
                B, "Bravo", "blue", null, new Result(Result.Outcome.WIN, 1, null, 0L), null),
            new ParticipantStats(
                C, "Charlie", "orange", null, new Result(Result.Outcome.LOSS, 2, null, 0L), null),
            new ParticipantStats(S, "Spec", "spectator", null, Result.UNKNOWN, null));
    assertThat(s.scoringEvents()).containsExactly(new ScoringEvent(0.75, A, "blue", "goal", 2.0));
    assertThat(s.partial()).isFalse();
  }

  @Test
  void stats_read_mid_file_describe_the_frames_so_far() throws Exception {
    byte[] file = ButterWriter.convert(match(), ButterCompression.NONE, 300);
    List<MatchStats> seen = new ArrayList<>();
    ButterStatsVisitor v =
        new ButterStatsVisitor() {
          @Override
          public void visitFrame(ButterFrame f) {
            super.visitFrame(f);
            seen.add(stats());
          }
        };
    ButterDecoder.create().decode(file, v);
    MatchStats atGoal = seen.get(6);
    assertThat(atGoal.frames()).isEqualTo(7);
    assertThat(atGoal.goals()).hasSize(1);
    assertThat(atGoal.rounds()).singleElement().satisfies(r -> assertThat(r.complete()).isFalse());
    assertThat(atGoal.decided()).isFalse();
    assertThat(atGoal.team("blue").outcome()).isNull();
    assertThat(seen.get(5).goals()).isEmpty();
    assertThat(seen.get(15)).isEqualTo(v.stats());
  }

  @Test
  void a_file_damaged_before_a_player_appeared_lists_every_player_of_the_header() throws Exception {
    EchoReplay m = match();
    // S first watches in frame 10; the file is cut before it
    for (ButterFrame f : m.frames()) if (f.index < 10) f.teams[2].playerCount = 0;
    byte[] whole = ButterWriter.convert(m, ButterCompression.NONE, 300);
    ReplaySource cut = ReplaySource.of("m.butter", Arrays.copyOf(whole, whole.length / 2));
    ButterFormat format = new ButterFormat();
    MatchStats s = (MatchStats) format.gameStats(cut, DecodeLimits.DEFAULT).orElseThrow();
    assertThat(s.partial()).isTrue();
    assertThat(s.frames()).isPositive().isLessThan(10);
    assertThat(s.players()).extracting(PlayerStats::slot).containsExactly(A, B, C, S);
    PlayerStats spec = s.player(S);
    assertThat(spec.name()).isEqualTo("Spec");
    assertThat(spec.userId()).isEqualTo(1004);
    assertThat(spec.team()).isEqualTo("none");
    assertThat(spec.frames()).isZero();
    assertThat(spec.stints()).isZero();
    assertThat(spec.firstSeconds()).isZero();
    assertThat(spec.lastSeconds()).isZero();
    assertThat(spec.counters()).isEqualTo(counters(0, 0, 0, 0, 0, 0, 0, 0));
    assertThat(spec.meanSpeed()).isNull();
    assertThat(s.participants())
        .extracting(ParticipantStats::name)
        .isEqualTo(format.summarize(cut, DecodeLimits.DEFAULT).participants());
    assertThat(s.participants().get(3))
        .isEqualTo(new ParticipantStats(S, "Spec", "none", null, Result.UNKNOWN, null));
  }

  @Test
  void a_damaged_velocity_moves_nobody() throws Exception {
    EchoReplay m = match();
    ButterStatsVisitor v = ButterStatsVisitor.forEchoReplay();
    for (ButterFrame f : m.frames()) {
      if (f.index == 4) {
        f.teams[0].player(0).velocity[0] = Float.NaN;
        f.teams[0].player(1).velocity[1] = Float.POSITIVE_INFINITY;
      }
      v.frame(m.header(), f);
    }
    MatchStats s = v.stats();
    // frame 4's step (0.125 s) is missing from A's and B's distance, not poisoning it
    assertThat(s.player(A).distance()).isEqualTo(3.125);
    assertThat(s.player(A).topSpeed()).isEqualTo(5.0);
    assertThat(s.player(B).distance()).isEqualTo(1.25);
    assertThat(s.player(B).playSeconds()).isEqualTo(0.75);
  }
}
