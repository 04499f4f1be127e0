package org.replays4j.slippi.stats;

import java.util.List;

/**
 * A combo: like a {@link Conversion}, but it ends 45 frames after the victim was last stunned,
 * teching, down or dying, whatever they did in between (docs/formats/slippi-stats.md §5).
 *
 * @param playerIndex the victim's port index (0..3)
 * @param startFrame the frame the victim was first stunned
 * @param endFrame the frame the combo ended; null while it goes on
 * @param startPercent the victim's percent on the frame before {@code startFrame}
 * @param currentPercent the victim's latest percent during the combo
 * @param endPercent the victim's percent on the frame before {@code endFrame}; null while it goes
 *     on
 * @param moves the attacker's moves, in order (may be empty)
 * @param didKill whether the victim lost a stock during it
 * @param lastHitBy the attacker's port index
 */
public record Combo(
    int playerIndex,
    int startFrame,
    Integer endFrame,
    double startPercent,
    double currentPercent,
    Double endPercent,
    List<MoveLanded> moves,
    boolean didKill,
    int lastHitBy)
    implements Punish {

  /** Copies the list. */
  public Combo {
    moves = List.copyOf(moves);
  }

  @Override
  public String toString() {
    return Stats.punish(this, "");
  }
}
