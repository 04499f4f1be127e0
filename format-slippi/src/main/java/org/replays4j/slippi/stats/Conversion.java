package org.replays4j.slippi.stats;

import java.util.List;

/**
 * A conversion (punish): from the frame the attacker put the victim in hitstun or a grab until the
 * victim lost a stock or had been back in control for 45 frames (docs/formats/slippi-stats.md §4).
 *
 * @param playerIndex the victim's port index (0..3)
 * @param lastHitBy the attacker's port index
 * @param startFrame the frame the victim was first stunned
 * @param endFrame the frame the conversion ended; null while it goes on
 * @param startPercent the victim's percent on the frame before {@code startFrame}
 * @param currentPercent the victim's latest percent during the conversion
 * @param endPercent the victim's percent on the frame before {@code endFrame}; null while it goes
 *     on
 * @param moves the attacker's moves, in order (may be empty)
 * @param didKill whether the victim lost a stock during it
 * @param openingType how it started
 */
public record Conversion(
    int playerIndex,
    int lastHitBy,
    int startFrame,
    Integer endFrame,
    double startPercent,
    double currentPercent,
    Double endPercent,
    List<MoveLanded> moves,
    boolean didKill,
    OpeningType openingType)
    implements Punish {

  /** Copies the list. */
  public Conversion {
    moves = List.copyOf(moves);
  }

  @Override
  public String toString() {
    return Stats.punish(this, " " + openingType.key());
  }
}
