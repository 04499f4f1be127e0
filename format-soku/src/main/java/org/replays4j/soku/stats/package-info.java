/**
 * Statistics of Hisoutensoku matches, from a {@code .rep} file or from the matches rebuilt out of a
 * netplay capture's spectator stream: per match the two characters, decks, stage, music, seed,
 * length in frames and seconds, and per player the input rate and the use of each button; per
 * capture the matches in order, the peers and the spectators.
 *
 * <p>The winner is not in an input stream (only re-running the game gives it), so the shared {@link
 * org.replays4j.core.stats.GameStats} view reports {@link org.replays4j.core.stats.Result#UNKNOWN}.
 * What else the inputs cannot tell is listed in {@code docs/formats/soku.md}.
 */
package org.replays4j.soku.stats;
