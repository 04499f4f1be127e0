package org.replays4j.teehistorian.record;

/**
 * PLAYER_NAME: {@code cid} uses {@code name}.
 *
 * @param cid client id
 * @param name player name
 */
public record PlayerName(int cid, String name) implements ExMessage {
  @Override
  public ExType type() {
    return ExType.PLAYER_NAME;
  }
}
