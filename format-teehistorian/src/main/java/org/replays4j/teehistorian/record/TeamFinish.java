package org.replays4j.teehistorian.record;

/**
 * TEAM_FINISH: a team finished the map.
 *
 * @param team team number
 * @param timeTicks finish time in ticks
 */
public record TeamFinish(int team, int timeTicks) implements ExMessage {
  @Override
  public ExType type() {
    return ExType.TEAM_FINISH;
  }
}
