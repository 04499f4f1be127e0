package org.replays4j.core.stats;

import java.util.Objects;

/**
 * One participant of a game in the shared stats vocabulary.
 *
 * @param slot the format's player number (see {@link GameStats})
 * @param name the player's name or tag as the file gives it, or {@code null} when it has none
 * @param code the player's account tag beside the name: the Slippi connect code ({@code ABCD#123});
 *     {@code null} when the file has none
 * @param team team name or number as text, or {@code null} when the game has no teams
 * @param character the character, race or class played ("Fox", "Zerg", "Reimu"), or {@code null}
 *     when the game has none (DDNet, Echo VR)
 * @param result how the participant did, {@link Result#UNKNOWN} when the file cannot tell
 * @param actionsPerMinute the format's rate of actions: StarCraft APM, Slippi inputs per minute,
 *     DDNet and Hisoutensoku input changes per minute; {@code null} when not computed
 */
public record ParticipantStats(
    int slot,
    String name,
    String code,
    String team,
    String character,
    Result result,
    Double actionsPerMinute) {

  /** A participant without an account tag. */
  public ParticipantStats(
      int slot,
      String name,
      String team,
      String character,
      Result result,
      Double actionsPerMinute) {
    this(slot, name, null, team, character, result, actionsPerMinute);
  }

  /**
   * Checks that {@code result} is given; an {@code actionsPerMinute} that is not a finite number is
   * {@code null} (not computed).
   */
  public ParticipantStats {
    Objects.requireNonNull(result, "result (use Result.UNKNOWN)");
    actionsPerMinute = Finite.orNull(actionsPerMinute);
  }

  /**
   * The participant as shown to a reader: its {@link #name()}, or {@code #} and its slot ({@code
   * #2}) when it has no name or a blank one.
   *
   * @return the name or {@code #slot}
   */
  public String displayName() {
    return displayName(slot, name);
  }

  /**
   * A participant as shown to a reader, before its stats exist: {@code name}, or {@code #} and the
   * slot when {@code name} is null or blank.
   *
   * @param slot the participant's slot in its format's one numbering
   * @param name its name, or null
   * @return the name or {@code #slot}
   */
  public static String displayName(int slot, String name) {
    return name == null || name.isBlank() ? "#" + slot : name;
  }
}
