package org.replays4j.teehistorian.record;

/**
 * LOAD_FAILURE: loading a team failed.
 *
 * @param team team number
 */
public record TeamLoadFailure(int team) implements ExMessage {
  @Override
  public ExType type() {
    return ExType.TEAM_LOAD_FAILURE;
  }
}
