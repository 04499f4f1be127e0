package org.replays4j.teehistorian.record;

import java.util.UUID;

/**
 * LOAD_SUCCESS: a team was loaded.
 *
 * @param team team number
 * @param saveId the save's UUID
 * @param save the save string
 */
public record TeamLoadSuccess(int team, UUID saveId, String save) implements ExMessage {
  @Override
  public ExType type() {
    return ExType.TEAM_LOAD_SUCCESS;
  }
}
