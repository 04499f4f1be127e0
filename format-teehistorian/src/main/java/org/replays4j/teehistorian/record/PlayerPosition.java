package org.replays4j.teehistorian.record;

/**
 * Reconstructed: the absolute position of a character after a PLAYER_NEW, PLAYER_DIFF or
 * PLAYER_OLD. Since {@code version_minor} 2 positions are those at the end of the tick, before at
 * its start.
 *
 * @param tick server tick
 * @param cid client id 0..127
 * @param x absolute x (for {@link Kind#DESPAWN}: the last known x)
 * @param y absolute y (for {@link Kind#DESPAWN}: the last known y)
 * @param kind what happened
 */
public record PlayerPosition(int tick, int cid, int x, int y, Kind kind) {
  /** What the position event stands for. */
  public enum Kind {
    /** The character appeared (PLAYER_NEW). */
    SPAWN,
    /** The character moved (PLAYER_DIFF). */
    MOVE,
    /** The character disappeared (PLAYER_OLD). */
    DESPAWN
  }
}
