/**
 * The one view of a game's statistics that every format's stats implement ({@link GameStats}): who
 * took part, how each did where the file says it, how fast they acted, how long the game was and
 * what scored. Each format keeps its own rich stats package ({@code org.replays4j.slippi.stats},
 * {@code org.replays4j.screp.stats}, …); this view is what format-agnostic consumers read: the
 * CLI's text view, the cross-format tables and the catalog's {@code participants} view.
 */
package org.replays4j.core.stats;
