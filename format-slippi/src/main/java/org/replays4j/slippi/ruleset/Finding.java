package org.replays4j.slippi.ruleset;

import java.util.List;

/**
 * One thing a check measured or found.
 *
 * @param metric the check's number: a frame index (0 = first frame, frame number {@code -123}) for
 *     disallowed c-stick and SDI findings, the crouch frame number for crouch-uptilt, the travel
 *     share (0..1) for travel time, a log-likelihood ratio for input fuzzing, a count of boundary
 *     coordinates for uptilt rounding, 0 for GoomWave clamping
 * @param reason what it means, in slp-enforcer's words
 * @param evidence the coordinates involved, in frame order (may be empty)
 */
public record Finding(double metric, String reason, List<StickCoord> evidence) {
  /** Copies the evidence. */
  public Finding {
    evidence = List.copyOf(evidence);
  }
}
