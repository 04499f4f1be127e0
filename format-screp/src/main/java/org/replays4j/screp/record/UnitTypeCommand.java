package org.replays4j.screp.record;

/**
 * A command with a u16 unit type: Train 0x1F, Unit Morph 0x23, Building Morph 0x35.
 *
 * @param frame frame number of the block the command is in
 * @param player player id that issued the command (observers start at 128)
 * @param type 0x1F, 0x23 or 0x35
 * @param unitType unit type id
 */
public record UnitTypeCommand(int frame, int player, int type, int unitType) implements Command {}
