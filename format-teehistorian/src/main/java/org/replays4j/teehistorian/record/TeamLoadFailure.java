package org.replays4j.teehistorian.record;

import org.replays4j.teehistorian.ExType;

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
