package org.replays4j.screp.record;

/**
 * Targeted Order (0x15; 1.21 form 0x61 with an extra unknown u16 after the tag).
 *
 * @param frame frame number of the block the command is in
 * @param player player id that issued the command (observers start at 128)
 * @param type 0x15 or 0x61
 * @param x pixel x
 * @param y pixel y
 * @param unitTag target unit tag
 * @param unknown the 1.21 u16 after the tag, 0 for 0x15
 * @param unitType target unit type
 * @param order order id (see {@code ScrepNames.order})
 * @param queued shift-queued
 */
public record TargetedOrder(
    int frame,
    int player,
    int type,
    int x,
    int y,
    int unitTag,
    int unknown,
    int unitType,
    int order,
    boolean queued)
    implements Command {}
