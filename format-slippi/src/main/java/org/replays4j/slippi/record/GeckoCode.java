package org.replays4j.slippi.record;

import org.replays4j.core.io.ByteSlice;

/**
 * One Gecko code record of the Gecko list.
 *
 * @param type code type, {@code (firstWord >>> 24) & 0xFE}
 * @param address target address, {@code (firstWord & 0x01FFFFFF) + 0x80000000}
 * @param bytes the whole record including its first word (copy)
 */
public record GeckoCode(int type, long address, ByteSlice bytes) {}
