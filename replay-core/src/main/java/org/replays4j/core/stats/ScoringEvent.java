package org.replays4j.core.stats;

/**
 * An event that counted towards the result: a stock lost, a player leaving, a race finish, a goal.
 *
 * @param seconds time from the start of the game, in seconds
 * @param slot the participant it concerns (the one who lost the stock, left, finished or scored),
 *     or -1 when it concerns a team only
 * @param team the team, or {@code null} when the game has none or it is not known
 * @param kind what happened, a lower-case word per format: {@code stock_lost}, {@code leave},
 *     {@code finish}, {@code team_finish}, {@code goal}
 * @param value the amount where the event has one (points of a goal, a finish time in seconds), or
 *     {@code null}
 */
public record ScoringEvent(double seconds, int slot, String team, String kind, Double value) {
  /**
   * Checks that {@code seconds} is a finite number; a {@code value} that is not finite is {@code
   * null} (no amount).
   */
  public ScoringEvent {
    if (!Double.isFinite(seconds)) {
      throw new IllegalArgumentException("seconds must be a finite number: " + seconds);
    }
    value = Finite.orNull(value);
  }
}
