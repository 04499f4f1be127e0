package org.replays4j.teehistorian.record;

/**
 * PLAYER_FINISH: {@code cid} finished the map.
 *
 * @param cid client id
 * @param timeTicks finish time in ticks
 */
public record PlayerFinish(int cid, int timeTicks) implements ExMessage {
  @Override
  public ExType type() {
    return ExType.PLAYER_FINISH;
  }
}
