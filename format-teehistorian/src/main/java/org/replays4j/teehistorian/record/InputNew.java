package org.replays4j.teehistorian.record;

/**
 * INPUT_NEW (-6): {@code cid} sent its first input (for this player object).
 *
 * @param cid client id 0..127
 * @param input the absolute input
 */
public record InputNew(int cid, PlayerInput input) {}
