package org.replays4j.teehistorian.record;

/**
 * Reconstructed: a client left (from DROP).
 *
 * @param tick server tick
 * @param cid client id 0..127
 * @param reason the drop reason
 */
public record PlayerLeave(int tick, int cid, String reason) {}
