package org.replays4j.teehistorian.record;

/**
 * AUTH_LOGIN: {@code cid} logged into rcon.
 *
 * @param cid client id
 * @param level auth level
 * @param authName account name
 */
public record AuthLogin(int cid, int level, String authName) implements ExMessage {
  @Override
  public ExType type() {
    return ExType.AUTH_LOGIN;
  }
}
