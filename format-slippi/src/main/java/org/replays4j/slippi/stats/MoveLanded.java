package org.replays4j.slippi.stats;

/**
 * One move of a {@link Conversion} or {@link Combo}: consecutive frames on which the victim's
 * percent changed while the attacker stayed in the action that first hit
 * (docs/formats/slippi-stats.md §4.3).
 *
 * @param playerIndex the attacker's port index (0..3)
 * @param frame the first frame on which the victim's percent changed for this move
 * @param moveId the attacker's {@code lastAttackLanded} on that frame (see {@link Move})
 * @param hitCount frames on which the victim's percent changed during this move (a multi-hit move
 *     counts each hit; several hitboxes on one frame count once)
 * @param damage the sum of those percent changes (negative changes included)
 */
public record MoveLanded(int playerIndex, int frame, int moveId, int hitCount, double damage) {
  /** The move's name from {@link Move}. */
  public Move move() {
    return Move.of(moveId);
  }

  @Override
  public String toString() {
    Move m = move();
    return (m == Move.UNKNOWN ? "move " + moveId : m.shortName())
        + "@"
        + frame
        + " x"
        + hitCount
        + " "
        + Stats.pct(damage);
  }
}
