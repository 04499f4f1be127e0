package org.replays4j.butter.stats;

import java.util.ArrayList;
import java.util.List;
import org.replays4j.core.error.Damage;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.stats.ParticipantStats;
import org.replays4j.core.stats.Result;
import org.replays4j.core.stats.ScoringEvent;

/**
 * The statistics of one Echo VR file (.butter or .echoreplay), computed by {@link
 * ButterStatsVisitor}; the shared {@link GameStats} view with slots = {@link PlayerStats#slot()}.
 *
 * @param format {@code "butter"} or {@code "echoreplay"}
 * @param sessionId {@code sessionid}
 * @param map the map's API name ({@code mpl_arena_a}, {@code mpl_combat_dyson}, …; empty when
 *     uncoded)
 * @param privateMatch {@code private_match}
 * @param frames frames read
 * @param durationSeconds recording time from the first to the last frame, seconds
 * @param playSeconds game time in play: the sum of the game clock's steps between consecutive
 *     frames that are both {@code playing} or {@code sudden_death} (a paused game's clock stands
 *     still)
 * @param decided true when the file shows the match's end: a {@code post_match} frame, or a team
 *     that won more than half of {@code total_round_count}
 * @param players every player of the file's header, in slot order, as the summary lists them: a
 *     player not seen in the frames read (a file damaged before the player appeared) is there with
 *     team {@code none} and zero counts
 * @param teams blue and orange
 * @param goals the goals, in frame order
 * @param rounds the rounds, in order (the last may be open)
 * @param damage where a damaged file stopped being readable (salvage mode), or {@code null}
 */
public record MatchStats(
    String format,
    String sessionId,
    String map,
    boolean privateMatch,
    int frames,
    Double durationSeconds,
    double playSeconds,
    boolean decided,
    List<PlayerStats> players,
    List<TeamStats> teams,
    List<Goal> goals,
    List<RoundStats> rounds,
    Damage damage)
    implements GameStats {
  /** Copies the lists. */
  public MatchStats {
    players = List.copyOf(players);
    teams = List.copyOf(teams);
    goals = List.copyOf(goals);
    rounds = List.copyOf(rounds);
  }

  /** The player in {@code slot}, or null. */
  public PlayerStats player(int slot) {
    for (PlayerStats p : players) if (p.slot() == slot) return p;
    return null;
  }

  /** Blue ({@code "blue"}) or orange ({@code "orange"}), or null for any other name. */
  public TeamStats team(String name) {
    for (TeamStats t : teams) if (t.team().equals(name)) return t;
    return null;
  }

  /**
   * Every player with the team's points as score and, once {@link #decided()}, the team's outcome
   * (placement 1 for the winners, 2 for the losers); spectators' results are unknown. No rate of
   * actions: the frames carry no inputs.
   */
  @Override
  public List<ParticipantStats> participants() {
    List<ParticipantStats> out = new ArrayList<>(players.size());
    for (PlayerStats p : players) {
      TeamStats t = team(p.team());
      Result r = Result.UNKNOWN;
      if (t != null) {
        Result.Outcome o =
            t.outcome() == null
                ? null
                : switch (t.outcome()) {
                  case "win" -> Result.Outcome.WIN;
                  case "loss" -> Result.Outcome.LOSS;
                  default -> Result.Outcome.DRAW;
                };
        Integer placement =
            o == Result.Outcome.WIN ? Integer.valueOf(1) : o == Result.Outcome.LOSS ? 2 : null;
        r = new Result(o, placement, null, Math.round(t.points()));
      }
      out.add(new ParticipantStats(p.slot(), p.name(), p.team(), null, r, null));
    }
    return out;
  }

  /** The goals as {@code goal} events: the scorer's slot (-1 when unknown) and the points. */
  @Override
  public List<ScoringEvent> scoringEvents() {
    List<ScoringEvent> out = new ArrayList<>(goals.size());
    for (Goal g : goals) {
      out.add(
          new ScoringEvent(
              g.seconds(),
              g.scorerSlot() > 0 ? g.scorerSlot() : -1,
              g.team(),
              "goal",
              (double) g.pointAmount()));
    }
    return out;
  }

  /** True when the file was damaged and read up to the damage. */
  @Override
  public boolean partial() {
    return damage != null;
  }
}
