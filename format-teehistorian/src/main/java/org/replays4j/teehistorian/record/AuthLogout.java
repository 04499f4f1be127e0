package org.replays4j.teehistorian.record;

/**
 * AUTH_LOGOUT: {@code cid} logged out of rcon.
 *
 * @param cid client id
 */
public record AuthLogout(int cid) implements ExMessage {
  @Override
  public ExType type() {
    return ExType.AUTH_LOGOUT;
  }
}
