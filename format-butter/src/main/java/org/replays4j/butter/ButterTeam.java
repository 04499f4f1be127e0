package org.replays4j.butter;

import java.util.Arrays;

/**
 * One of the three team blocks (0 blue, 1 orange, 2 spectator) of a frame. Reused by the decoder.
 */
public final class ButterTeam {
  /** Team stats (absolute; written as deltas, see {@link ButterDecoder} on B3). */
  public final ButterStats stats = new ButterStats();

  /** Team possession flag (team bitmask bit 0/1; always false for spectators). */
  public boolean possession;

  /** Players in file order; only the first {@link #playerCount} entries are valid. */
  ButterPlayer[] players = new ButterPlayer[0];

  /** Number of players of this team in the frame. */
  public int playerCount;

  /** Player {@code i}, {@code 0 <= i < playerCount}. */
  public ButterPlayer player(int i) {
    if (i < 0 || i >= playerCount)
      throw new IndexOutOfBoundsException("player " + i + " of " + playerCount);
    return players[i];
  }

  void ensure(int n) {
    if (players.length < n) {
      ButterPlayer[] np = Arrays.copyOf(players, Math.max(n, players.length * 2));
      for (int i = players.length; i < np.length; i++) np[i] = new ButterPlayer();
      players = np;
    }
  }

  /** Copies {@code o} deeply. */
  public void set(ButterTeam o) {
    stats.set(o.stats);
    possession = o.possession;
    ensure(o.playerCount);
    playerCount = o.playerCount;
    for (int i = 0; i < o.playerCount; i++) players[i].set(o.players[i]);
  }
}
