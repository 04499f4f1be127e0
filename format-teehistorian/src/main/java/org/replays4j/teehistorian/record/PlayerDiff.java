package org.replays4j.teehistorian.record;

/**
 * PLAYER_DIFF (id = cid ≥ 0): the character of {@code cid} moved by ({@code dx}, {@code dy}) since
 * its last recorded position.
 *
 * @param cid client id 0..127
 * @param dx x delta
 * @param dy y delta
 */
public record PlayerDiff(int cid, int dx, int dy) {}
