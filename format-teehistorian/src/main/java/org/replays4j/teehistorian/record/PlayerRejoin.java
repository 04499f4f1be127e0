package org.replays4j.teehistorian.record;

/**
 * PLAYER_REJOIN (rejoinver6): {@code cid} rejoined.
 *
 * @param cid client id
 */
public record PlayerRejoin(int cid) implements ExMessage {
  @Override
  public ExType type() {
    return ExType.PLAYER_REJOIN;
  }
}
