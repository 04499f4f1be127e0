package org.replays4j.slippi.stats;

/**
 * One stock of a player (docs/formats/slippi-stats.md §3). Percents are the post-frame float values
 * widened to double.
 *
 * @param playerIndex the player's port index (0..3)
 * @param startFrame first frame of the stock (the first frame outside the dying states)
 * @param endFrame the frame the stock count dropped; null while the stock lasts
 * @param startPercent always 0, as slippi-js reports it, whatever the real starting percent
 * @param endPercent the percent on the frame before the stock was lost; null while the stock lasts
 * @param currentPercent the latest percent seen during the stock
 * @param count stocks remaining when the stock started (this stock included)
 * @param deathAnimation the action state on the frame the stock was lost (0 bottom, 1 left, 2
 *     right, 3..10 top blast zone); null while the stock lasts
 */
public record Stock(
    int playerIndex,
    int startFrame,
    Integer endFrame,
    double startPercent,
    Double endPercent,
    double currentPercent,
    int count,
    Integer deathAnimation) {

  @Override
  public String toString() {
    return "P"
        + (playerIndex + 1)
        + " stock "
        + count
        + " ["
        + startFrame
        + ".."
        + (endFrame == null ? "" : endFrame)
        + "] "
        + Stats.pct(currentPercent)
        + (deathAnimation == null ? "" : " died " + ActionState.nameOf(deathAnimation));
  }
}
