package org.replays4j.slippi.ruleset;

import java.util.List;

/**
 * The ruleset analysis of one player of a game.
 *
 * @param port port index 0..3
 * @param controller the controller type, which decides the checks that apply; null when no frame of
 *     the player was read
 * @param legal true when every check that ran passed
 * @param frames frames of the player the checks read (every copy of a re-sent frame counts, as
 *     slp-enforcer reads them)
 * @param rawStick true when the main stick was read from its raw values (Slippi 3.15.0 and later);
 *     false when the file holds only the game's processed values (with their deadzone), which the
 *     checks then read as slp-enforcer does
 * @param checks one result per {@link RulesetCheck}, in its order
 * @param fuzzing the input-fuzzing test in full, or null when it did not run
 * @param sticks the main-stick coordinates used, with their frame counts and whether a failed check
 *     cites them, sorted by x then y (empty when no frame was read)
 */
public record PlayerVerdict(
    int port,
    ControllerType controller,
    boolean legal,
    int frames,
    boolean rawStick,
    List<CheckResult> checks,
    FuzzingTest fuzzing,
    List<StickUse> sticks) {
  /** Copies the lists. */
  public PlayerVerdict {
    checks = List.copyOf(checks);
    sticks = List.copyOf(sticks);
  }

  /** The result of {@code check}. */
  public CheckResult check(RulesetCheck check) {
    return checks.get(check.ordinal());
  }

  /** The checks that failed, in order. */
  public List<CheckResult> violations() {
    return checks.stream().filter(CheckResult::failed).toList();
  }
}
