package org.replays4j.teehistorian.record;

/**
 * TEAM_PRACTICE: a team entered or left practice mode (written only on change).
 *
 * @param team team number
 * @param practice 1 in practice mode, 0 not
 */
public record TeamPractice(int team, int practice) implements ExMessage {
  @Override
  public ExType type() {
    return ExType.TEAM_PRACTICE;
  }
}
