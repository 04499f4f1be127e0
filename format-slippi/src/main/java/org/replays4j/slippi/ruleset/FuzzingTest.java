package org.replays4j.slippi.ruleset;

/**
 * The input-fuzzing likelihood-ratio test of a box player. Holds (a coordinate kept two frames or
 * more) are grouped around targets; each hold is an event whose offset from its target is -1, 0 or
 * +1 step on each axis that must be fuzzed. A fuzzing box lands on the target half the time and one
 * step off a quarter of the time each way; a box that does not fuzz lands on it nearly always.
 *
 * @param pass false only when the summed log-likelihood ratio over all axis events is below {@code
 *     -}{@link MeleeControllerRuleset#FUZZ_FAIL_NATS}: strong evidence of no fuzzing
 * @param llrScore mean log-likelihood ratio per axis event: positive favours fuzzing, negative no
 *     fuzzing; 0 without events
 * @param pValueX chi-squared p-value of the X offsets against 25/50/25 %, or null with fewer than
 *     {@link MeleeControllerRuleset#MIN_CHI_SQUARED_EVENTS} X events (informational)
 * @param pValueY the same for Y, or null
 * @param events fuzz events (holds assigned to one target unambiguously)
 * @param observedX X offsets observed: -1, 0, +1
 * @param observedY Y offsets observed: -1, 0, +1
 */
public record FuzzingTest(
    boolean pass,
    double llrScore,
    Double pValueX,
    Double pValueY,
    int events,
    DeltaCounts observedX,
    DeltaCounts observedY) {

  /**
   * Counts of offsets from a target on one axis.
   *
   * @param minus events one step below the target
   * @param zero events on the target
   * @param plus events one step above
   */
  public record DeltaCounts(int minus, int zero, int plus) {
    /** All events of the axis. */
    public int total() {
      return minus + zero + plus;
    }
  }
}
