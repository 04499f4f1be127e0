package org.replays4j.teehistorian.record;

/**
 * SAVE_FAILURE: saving a team failed.
 *
 * @param team team number
 */
public record TeamSaveFailure(int team) implements ExMessage {
  @Override
  public ExType type() {
    return ExType.TEAM_SAVE_FAILURE;
  }
}
