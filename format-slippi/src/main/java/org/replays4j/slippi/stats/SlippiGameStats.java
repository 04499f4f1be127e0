package org.replays4j.slippi.stats;

import java.util.List;

/**
 * Everything slippi-js's {@code getStats()} computes for one game, at one moment (the end of the
 * game, or the latest finalized frame of a game in progress).
 *
 * @param lastFrame frame number of the last pre- or post-frame event read; -124 when there was none
 * @param playableFrameCount {@code lastFrame + 39} (0 before frame -39), as slippi-js counts it
 * @param gameComplete whether a Game End event was read
 * @param stocks every stock, in creation order (1v1 games only, else empty)
 * @param conversions every conversion, in creation order (1v1 only)
 * @param combos every combo, in creation order (1v1 only)
 * @param actionCounts one entry per player (1v1 only)
 * @param overall one entry per player, port order
 */
public record SlippiGameStats(
    int lastFrame,
    int playableFrameCount,
    boolean gameComplete,
    List<Stock> stocks,
    List<Conversion> conversions,
    List<Combo> combos,
    List<ActionCounts> actionCounts,
    List<Overall> overall) {

  /** Copies the lists. */
  public SlippiGameStats {
    stocks = List.copyOf(stocks);
    conversions = List.copyOf(conversions);
    combos = List.copyOf(combos);
    actionCounts = List.copyOf(actionCounts);
    overall = List.copyOf(overall);
  }

  /** The overall entry of port index {@code playerIndex}, or null. */
  public Overall overall(int playerIndex) {
    for (Overall o : overall) if (o.playerIndex() == playerIndex) return o;
    return null;
  }

  /** The action counts of port index {@code playerIndex}, or null. */
  public ActionCounts actionCounts(int playerIndex) {
    for (ActionCounts a : actionCounts) if (a.playerIndex() == playerIndex) return a;
    return null;
  }

  /** Stocks lost by port index {@code playerIndex}. */
  public int deaths(int playerIndex) {
    int n = 0;
    for (Stock s : stocks) if (s.playerIndex() == playerIndex && s.endFrame() != null) n++;
    return n;
  }
}
