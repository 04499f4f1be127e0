package org.replays4j.butter.stats;

import java.util.List;

/**
 * One round of the file: from the file's start or the end of the previous round (the first frame in
 * {@code round_start} or {@code playing}) to the frame entering {@code round_over}, {@code
 * post_sudden_death} or {@code post_match}. A round that goes to sudden death continues through it.
 *
 * @param round 1-based number within the file
 * @param startFrame first frame of the round
 * @param startSeconds its recording time since the file's first frame, seconds
 * @param endFrame the frame that ended the round, or -1 while it is open
 * @param endSeconds that frame's time, or {@code null} while the round is open
 * @param bluePoints blue's points at the end (or in the last frame read while open)
 * @param orangePoints orange's points, likewise
 * @param winner {@code "blue"} or {@code "orange"} for an ended round with a leader, else {@code
 *     null}
 * @param overtime true when the round went to sudden death
 * @param players per player seen in the round, in slot order: the counters gained in it
 */
public record RoundStats(
    int round,
    int startFrame,
    double startSeconds,
    int endFrame,
    Double endSeconds,
    double bluePoints,
    double orangePoints,
    String winner,
    boolean overtime,
    List<PlayerRound> players) {
  /** Copies the player list. */
  public RoundStats {
    players = List.copyOf(players);
  }

  /** True once the round has ended within the file. */
  public boolean complete() {
    return endFrame >= 0;
  }
}
