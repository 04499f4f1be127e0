package org.replays4j.teehistorian.stats;

import java.util.UUID;

/**
 * A team save or load (the SAVE_SUCCESS, SAVE_FAILURE, LOAD_SUCCESS and LOAD_FAILURE extensions).
 *
 * @param tick server tick the record fell in
 * @param kind what happened
 * @param team the DDRace team
 * @param saveId the save's UUID, or {@code null} for a failure
 */
public record SaveEvent(int tick, Kind kind, int team, UUID saveId) {
  /** Which of the four records it was. */
  public enum Kind {
    /** SAVE_SUCCESS. */
    SAVE,
    /** SAVE_FAILURE. */
    SAVE_FAILURE,
    /** LOAD_SUCCESS. */
    LOAD,
    /** LOAD_FAILURE. */
    LOAD_FAILURE
  }
}
