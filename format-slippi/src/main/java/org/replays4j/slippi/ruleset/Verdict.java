package org.replays4j.slippi.ruleset;

/** The outcome of one check for one player. */
public enum Verdict {
  /** The check ran and found nothing against the ruleset. */
  PASS,
  /** The check ran and found a violation ({@link CheckResult#findings()} says where). */
  FAIL,
  /**
   * The check was not run: it is for the other controller type, or the file does not hold its
   * inputs ({@link CheckResult#reason()} says why).
   */
  NOT_APPLICABLE
}
