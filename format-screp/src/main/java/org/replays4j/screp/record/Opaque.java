package org.replays4j.screp.record;

import org.replays4j.core.io.ByteSlice;

/**
 * A known command whose payload is kept as bytes (Save/Load Game 0x06/0x07, Sync 0x37, voice
 * squelch 0x3A/0x3B, lobby commands 0x3D–0x48, Replay Speed 0x56).
 *
 * @param frame frame number of the block the command is in
 * @param player player id that issued the command (observers start at 128)
 * @param type command id
 * @param payload payload bytes after the type byte (private copy)
 */
public record Opaque(int frame, int player, int type, ByteSlice payload) implements Command {}
