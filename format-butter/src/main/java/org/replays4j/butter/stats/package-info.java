/**
 * Echo VR match statistics for .butter and .echoreplay alike (docs/formats/butter.md#stats): the
 * game's own per-player counters at the end and per round, distance, speed and time per half, goals
 * from the changes of {@code last_score}, per-team score timelines and possession, combat loadouts.
 * {@link org.replays4j.butter.stats.ButterStatsVisitor} computes them incrementally while a file is
 * decoded; {@link org.replays4j.butter.stats.MatchStats} is the immutable result and the shared
 * {@link org.replays4j.core.stats.GameStats} view.
 */
package org.replays4j.butter.stats;
