package org.replays4j.screp.record;

/**
 * A command with a u16 unit tag: Cancel Train 0x20, Unload 0x29, Unload (1.21) 0x62 (+ unknown
 * u16).
 *
 * @param frame frame number of the block the command is in
 * @param player player id that issued the command (observers start at 128)
 * @param type 0x20, 0x29 or 0x62
 * @param unitTag unit tag
 * @param unknown the 1.21 u16 after the tag, 0 otherwise
 */
public record UnitTagCommand(int frame, int player, int type, int unitTag, int unknown)
    implements Command {}
