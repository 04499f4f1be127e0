package org.replays4j.teehistorian.record;

/**
 * PLAYER_OLD (-4): the character of {@code cid} disappeared.
 *
 * @param cid client id 0..127
 */
public record PlayerOld(int cid) {}
