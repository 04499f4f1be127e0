package org.replays4j.soku.record;

/**
 * HELLO (0x01, 37 bytes): connection request, or a request to help punch a hole to {@code target}.
 *
 * @param peer address of the receiver
 * @param target address the sender wants to reach (equal to {@code peer} for a direct connection)
 * @param stuff the trailing 4 bytes as a LE u32 (usually 0xBC000000 i.e. bytes 00 00 00 BC)
 */
public record Hello(SockAddr peer, SockAddr target, int stuff) implements SokuPacket {
  @Override
  public PacketType type() {
    return PacketType.HELLO;
  }
}
