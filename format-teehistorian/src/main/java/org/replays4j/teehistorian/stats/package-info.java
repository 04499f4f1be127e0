/**
 * Statistics of DDNet teehistorian recordings: per player (by name, across reconnects) sessions,
 * time in game, team changes, race finishes with their rank in the file, kill requests, character
 * losses, input rates and chat commands; per file map, server, duration, team finishes and
 * save/load events.
 *
 * <p>{@link org.replays4j.teehistorian.stats.TeehistorianStatsVisitor} computes them in one pass
 * and can be read at any point of the decode; {@link
 * org.replays4j.teehistorian.stats.TeehistorianStats} is the immutable result, which also is the
 * shared {@link org.replays4j.core.stats.GameStats} view. What a recording cannot tell (finishes
 * before DDNet 18.3, deaths' causes, checkpoint times, chat text) is listed in {@code
 * docs/formats/teehistorian-stats.md}.
 */
package org.replays4j.teehistorian.stats;
