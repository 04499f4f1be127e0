package org.replays4j.teehistorian.record;

/**
 * DROP (-9): {@code cid} left, was kicked or timed out.
 *
 * @param cid client id 0..127
 * @param reason the reason text (may be empty)
 */
public record Drop(int cid, String reason) {}
