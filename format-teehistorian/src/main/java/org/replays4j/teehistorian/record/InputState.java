package org.replays4j.teehistorian.record;

/**
 * Reconstructed: the absolute input of {@code cid} after an INPUT_NEW or INPUT_DIFF.
 *
 * @param tick server tick
 * @param cid client id 0..127
 * @param input the absolute input (named fields)
 * @param first true for an INPUT_NEW (first input of a new player object)
 */
public record InputState(int tick, int cid, PlayerInput input, boolean first) {}
