package org.replays4j.butter.stats;

import java.util.List;

/**
 * One of the two playing teams.
 *
 * @param team {@code "blue"} or {@code "orange"}
 * @param points the team's points in the last frame read
 * @param roundsWon rounds won: the first frame's round score plus the rounds of the file that ended
 *     with this team ahead
 * @param possessionSeconds play time (see {@link MatchStats#playSeconds()}) during which the
 *     frame's team possession flag was set for this team
 * @param possessionShare {@code possessionSeconds} over both teams' possession seconds, or {@code
 *     null} when neither team had the disc during play
 * @param outcome {@code "win"}, {@code "loss"}, {@code "draw"}, or {@code null} while the match is
 *     not decided in the file (see {@link MatchStats#decided()})
 * @param timeline the team's points where they changed, in frame order
 */
public record TeamStats(
    String team,
    double points,
    int roundsWon,
    double possessionSeconds,
    Double possessionShare,
    String outcome,
    List<ScorePoint> timeline) {
  /** Copies the timeline. */
  public TeamStats {
    timeline = List.copyOf(timeline);
  }
}
