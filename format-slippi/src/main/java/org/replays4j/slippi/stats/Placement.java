package org.replays4j.slippi.stats;

/**
 * One winner as slippi-js's {@code getWinners()} reports it.
 *
 * @param playerIndex the port index (0..3)
 * @param position 0 for first place; in teams, the rank inside the winning team
 */
public record Placement(int playerIndex, int position) {
  @Override
  public String toString() {
    return "P" + (playerIndex + 1) + "#" + position;
  }
}
