package org.replays4j.screp.record;

/**
 * Select / Select Add / Select Remove (0x09–0x0B; 1.21 forms 0x63–0x65 carry an unknown u16 after
 * each tag, dropped here).
 *
 * @param frame frame number of the block the command is in
 * @param player player id that issued the command (observers start at 128)
 * @param type 0x09, 0x0A, 0x0B, 0x63, 0x64 or 0x65
 * @param tags selected unit tags
 */
public record Select(int frame, int player, int type, UnitTags tags) implements Command {}
