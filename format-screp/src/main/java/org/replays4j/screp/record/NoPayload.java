package org.replays4j.screp.record;

/**
 * A command without payload (Keep Alive 0x05, Restart 0x08, Pause 0x10, Resume 0x11, Cancel Build
 * 0x18, Cancel Morph 0x19, Carrier Stop 0x1B, Reaver Stop 0x1C, Order Nothing 0x1D, Train Fighter
 * 0x27, Merge Archon 0x2A, Cancel Nuke 0x2E, Cancel Tech 0x31, Cancel Upgrade 0x33, Cancel Addon
 * 0x34, Stim 0x36, Voice Enable/Disable 0x38/0x39, Start Game 0x3C, Briefing Start 0x54, Merge Dark
 * Archon 0x5A, Make Game Public 0x5B).
 *
 * @param frame frame number of the block the command is in
 * @param player player id that issued the command (observers start at 128)
 * @param type command id
 */
public record NoPayload(int frame, int player, int type) implements Command {}
