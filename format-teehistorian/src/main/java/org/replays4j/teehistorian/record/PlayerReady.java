package org.replays4j.teehistorian.record;

/**
 * PLAYER_READY: {@code cid} is ready; its tee spawns in the next tick.
 *
 * @param cid client id
 */
public record PlayerReady(int cid) implements ExMessage {
  @Override
  public ExType type() {
    return ExType.PLAYER_READY;
  }
}
