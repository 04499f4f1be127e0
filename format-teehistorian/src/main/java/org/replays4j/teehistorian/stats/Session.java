package org.replays4j.teehistorian.stats;

/**
 * One connection of a player: from a join to the matching leave.
 *
 * @param cid the client id (slot) the player had during this session
 * @param joinTick server tick of the join (reconstructed, explicit or implicit)
 * @param leaveTick server tick of the leave, or {@code null} when the player was still connected at
 *     the end of what was read
 */
public record Session(int cid, int joinTick, Integer leaveTick) {}
