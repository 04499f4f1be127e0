package org.replays4j.slippi.record;

/**
 * The one numbering of players in the Slippi API: the player index 0..3, the {@code playerIndex} of
 * the frame events and of slippi-js (port 1 is player index 0). The port, 1..4, is only shown to
 * people ({@link GameStartPlayer#port()}, "P1" in the CLI).
 */
public final class SlippiPlayers {
  private SlippiPlayers() {}

  /** Number of player indexes (ports). */
  public static final int COUNT = 4;

  /**
   * Returns {@code playerIndex} when it is 0..3.
   *
   * @throws IllegalArgumentException otherwise, with a message that names the numbering
   */
  public static int checkIndex(int playerIndex) {
    if (playerIndex < 0 || playerIndex >= COUNT) {
      throw new IllegalArgumentException(
          "player index must be 0..3 (port 1 is player index 0, as in the frame events and"
              + " slippi-js) but got "
              + playerIndex);
    }
    return playerIndex;
  }
}
