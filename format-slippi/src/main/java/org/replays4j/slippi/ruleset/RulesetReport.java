package org.replays4j.slippi.ruleset;

import java.util.List;
import java.util.Map;

/**
 * The ruleset analysis of one game.
 *
 * @param ruleset {@link MeleeControllerRuleset#VERSION}
 * @param handwarmer true when the game looks like a warm-up (shorter than {@link
 *     MeleeControllerRuleset#HANDWARMER_FRAMES} frames, or a living player idle in the deadzone for
 *     more than {@link MeleeControllerRuleset#HANDWARMER_IDLE_FRAMES} frames): a TO may disregard
 *     its violations
 * @param partial true when the file is damaged or cut and the analysis covers the frames before the
 *     damage only
 * @param damage where the file is damaged, or null
 * @param players one per player of Game Start, by port
 * @param notes facts about the file that bear on the result (for example that slp-enforcer does not
 *     read it, or that the stick is read from processed values); empty when none
 */
public record RulesetReport(
    String ruleset,
    boolean handwarmer,
    boolean partial,
    String damage,
    List<PlayerVerdict> players,
    List<String> notes) {
  /** Copies the lists. */
  public RulesetReport {
    players = List.copyOf(players);
    notes = List.copyOf(notes);
  }

  /** True when every player's checks passed. */
  public boolean legal() {
    return players.stream().allMatch(PlayerVerdict::legal);
  }

  /**
   * The report as a tree of maps, lists, strings, numbers and booleans (keys in snake case, ports
   * 1..4, checks by {@link RulesetCheck#key()}, evidence as {@code [x, y]} pairs): what the command
   * line prints as JSON.
   */
  public Map<String, Object> toTree() {
    return RulesetTrees.of(this);
  }

  /** The player at {@code port}, or null. */
  public PlayerVerdict player(int port) {
    for (PlayerVerdict p : players) if (p.port() == port) return p;
    return null;
  }
}
