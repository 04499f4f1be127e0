package org.replays4j.screp.record;

/**
 * A command with a u16 x, u16 y position: Lift Off 0x2F, Minimap Ping 0x58.
 *
 * @param frame frame number of the block the command is in
 * @param player player id that issued the command (observers start at 128)
 * @param type 0x2F or 0x58
 * @param x pixel x
 * @param y pixel y
 */
public record PositionCommand(int frame, int player, int type, int x, int y) implements Command {}
