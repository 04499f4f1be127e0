package org.replays4j.teehistorian.record;

/**
 * PLAYER_TEAM: {@code cid} changed to DDRace team {@code team} (written only on change; teams start
 * at 0).
 *
 * @param cid client id
 * @param team team number, 0..MAX_CLIENTS
 */
public record PlayerTeam(int cid, int team) implements ExMessage {
  @Override
  public ExType type() {
    return ExType.PLAYER_TEAM;
  }
}
