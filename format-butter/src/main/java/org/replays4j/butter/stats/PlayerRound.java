package org.replays4j.butter.stats;

/**
 * One player's counters within one round: the change of {@link PlayerStats#counters()} from the
 * round's first frame to its last.
 *
 * @param round 1-based round number within the file
 * @param slot the player's slot ({@link PlayerStats#slot()})
 * @param name the player's name
 * @param team the team the player was last on in the round ({@code blue}, {@code orange}, {@code
 *     spectator})
 * @param counters the counters gained in the round
 */
public record PlayerRound(int round, int slot, String name, String team, Counters counters) {}
