package org.replays4j.slippi.ruleset;

import java.util.List;

/**
 * The result of one check for one player.
 *
 * @param check which check
 * @param verdict pass, fail or not applicable
 * @param findings what the check found, in frame order (the failures for {@link Verdict#FAIL}; a
 *     pass may carry its measure, as travel time does); empty when not applicable
 * @param reason why the check does not apply, or null when it ran
 */
public record CheckResult(
    RulesetCheck check, Verdict verdict, List<Finding> findings, String reason) {
  /** Copies the findings. */
  public CheckResult {
    findings = List.copyOf(findings);
  }

  /** True when the check ran and found a violation. */
  public boolean failed() {
    return verdict == Verdict.FAIL;
  }

  static CheckResult ran(RulesetCheck check, boolean failed, List<Finding> findings) {
    return new CheckResult(check, failed ? Verdict.FAIL : Verdict.PASS, findings, null);
  }

  static CheckResult notApplicable(RulesetCheck check, String reason) {
    return new CheckResult(check, Verdict.NOT_APPLICABLE, List.of(), reason);
  }
}
