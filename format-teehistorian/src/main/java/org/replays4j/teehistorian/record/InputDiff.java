package org.replays4j.teehistorian.record;

/**
 * INPUT_DIFF (-5): {@code cid} sent an input equal to its previous one plus {@code delta}.
 *
 * @param cid client id 0..127
 * @param delta component-wise deltas
 */
public record InputDiff(int cid, PlayerInput delta) {}
