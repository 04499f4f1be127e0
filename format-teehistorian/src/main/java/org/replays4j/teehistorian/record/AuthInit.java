package org.replays4j.teehistorian.record;

/**
 * AUTH_INIT: {@code cid} had rcon access since the start of the map (kept over a map change).
 *
 * @param cid client id
 * @param level auth level
 * @param authName account name
 */
public record AuthInit(int cid, int level, String authName) implements ExMessage {
  @Override
  public ExType type() {
    return ExType.AUTH_INIT;
  }
}
