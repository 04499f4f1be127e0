package org.replays4j.teehistorian.record;

import java.util.UUID;

/**
 * SAVE_SUCCESS: a team was saved.
 *
 * @param team team number
 * @param saveId the save's UUID
 * @param save the save string
 */
public record TeamSaveSuccess(int team, UUID saveId, String save) implements ExMessage {
  @Override
  public ExType type() {
    return ExType.TEAM_SAVE_SUCCESS;
  }
}
