package org.replays4j.soku.record;

import org.replays4j.core.io.ByteSlice;

/**
 * A packet added by a mod (AdvancedPracticeMode, DesyncDetector, Giuroll, Soku2;
 * docs/formats/soku.md#mod-packets), delivered typed but undecoded.
 *
 * @param type the mod packet type
 * @param body every byte after the type byte
 */
public record ModPacket(PacketType type, ByteSlice body) implements SokuPacket {}
