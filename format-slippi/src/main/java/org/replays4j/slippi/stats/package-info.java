/**
 * Slippi stats and Melee's names: what slippi-js 9.1.2's {@code getStats()} and {@code
 * getWinners()} compute (stocks, conversions, combos, action counts, inputs, the per-player overall
 * ratios, winners), computed incrementally by {@link org.replays4j.slippi.stats.SlippiStatsVisitor}
 * or from a decoded game by {@link org.replays4j.slippi.stats.SlippiStats}, and the tables of
 * characters, stages, action states and moves. The rules are those of docs/formats/slippi-stats.md
 * (sections cited in the code), checked value for value against slippi-js on the corpus; where
 * slippi-js throws (its quirks Q5 and Q6) we compute what it would have computed without the crash.
 */
package org.replays4j.slippi.stats;
