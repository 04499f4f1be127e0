package org.replays4j.screp.record;

/**
 * Right Click (0x14; 1.21 form 0x60 with an extra unknown u16 after the tag).
 *
 * @param frame frame number of the block the command is in
 * @param player player id that issued the command (observers start at 128)
 * @param type 0x14 or 0x60
 * @param x pixel x
 * @param y pixel y
 * @param unitTag target unit tag
 * @param unknown the 1.21 u16 after the tag, 0 for 0x14
 * @param unitType target unit type
 * @param queued shift-queued
 */
public record RightClick(
    int frame,
    int player,
    int type,
    int x,
    int y,
    int unitTag,
    int unknown,
    int unitType,
    boolean queued)
    implements Command {}
