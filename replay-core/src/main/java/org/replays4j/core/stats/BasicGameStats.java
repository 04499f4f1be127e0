package org.replays4j.core.stats;

import java.util.List;
import java.util.Objects;

/**
 * A plain {@link GameStats}: for formats whose rich stats are not themselves a {@code GameStats}
 * and that map them into the shared view (Slippi, StarCraft).
 *
 * @param format format id
 * @param durationSeconds length of the game in seconds, or {@code null}
 * @param participants everyone who took part, in slot order
 * @param scoringEvents the events that decided the game, in time order
 * @param partial true when computed from the readable part of a damaged file
 * @param startTime when the game started as the file gives it (ISO 8601 text), or {@code null}
 */
public record BasicGameStats(
    String format,
    Double durationSeconds,
    List<ParticipantStats> participants,
    List<ScoringEvent> scoringEvents,
    boolean partial,
    String startTime)
    implements GameStats {

  /** Stats of a game whose file gives no start time. */
  public BasicGameStats(
      String format,
      Double durationSeconds,
      List<ParticipantStats> participants,
      List<ScoringEvent> scoringEvents,
      boolean partial) {
    this(format, durationSeconds, participants, scoringEvents, partial, null);
  }

  /**
   * Checks {@code format} and copies the lists; a {@code durationSeconds} that is not a finite
   * number is {@code null} (not known).
   */
  public BasicGameStats {
    Objects.requireNonNull(format, "format");
    durationSeconds = Finite.orNull(durationSeconds);
    participants = List.copyOf(participants);
    scoringEvents = List.copyOf(scoringEvents);
  }
}
