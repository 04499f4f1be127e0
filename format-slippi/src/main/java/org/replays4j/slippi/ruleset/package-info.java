/**
 * The Melee controller ruleset checked on Slippi games: which players used a digital ("box") or an
 * analog controller and whether their inputs respect the ruleset, check by check, with the evidence
 * (frames and stick coordinates). The rules, thresholds and coordinate tables are those of
 * slp-enforcer 2.3.3 (libenforcer), gathered in {@link
 * org.replays4j.slippi.ruleset.MeleeControllerRuleset}; {@code docs/formats/slippi-ruleset.md}
 * explains each check. Entry points: {@link org.replays4j.slippi.ruleset.SlippiRuleset} (one call
 * on a file, a stream or a decoded {@link org.replays4j.slippi.SlippiGame}) and {@link
 * org.replays4j.slippi.ruleset.RulesetVisitor} (one more visitor in a decode that does other work).
 */
package org.replays4j.slippi.ruleset;
