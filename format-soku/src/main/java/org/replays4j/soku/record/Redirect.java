package org.replays4j.soku.record;

import org.replays4j.core.io.ByteSlice;

/**
 * REDIRECT (0x08, 69 bytes): connect to one of my children instead.
 *
 * @param childId u32 index of the child
 * @param target the child's address
 * @param stuff the 48 unknown trailing bytes
 */
public record Redirect(long childId, SockAddr target, ByteSlice stuff) implements SokuPacket {
  @Override
  public PacketType type() {
    return PacketType.REDIRECT;
  }
}
