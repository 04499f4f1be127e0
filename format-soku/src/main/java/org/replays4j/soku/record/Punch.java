package org.replays4j.soku.record;

/**
 * PUNCH (0x02, 21 bytes): asks the receiver to send OLLEH to {@code address}.
 *
 * @param address the game client that sent the HELLO
 * @param stuff trailing 4 bytes as a LE u32
 */
public record Punch(SockAddr address, int stuff) implements SokuPacket {
  @Override
  public PacketType type() {
    return PacketType.PUNCH;
  }
}
