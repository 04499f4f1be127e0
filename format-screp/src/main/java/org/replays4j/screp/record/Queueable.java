package org.replays4j.screp.record;

/**
 * A command whose only payload is the u8 "queued" flag: Stop 0x1A, Return Cargo 0x1E, Cloak 0x21,
 * Decloak 0x22, Unsiege 0x25, Siege 0x26, Unload All 0x28, Hold Position 0x2B, Burrow 0x2C,
 * Unburrow 0x2D.
 *
 * @param frame frame number of the block the command is in
 * @param player player id that issued the command (observers start at 128)
 * @param type command id
 * @param queued shift-queued
 */
public record Queueable(int frame, int player, int type, boolean queued) implements Command {}
