package org.replays4j.soku.record;

/** OLLEH (0x03, 1 byte): connection accepted. */
public record Olleh() implements SokuPacket {
  @Override
  public PacketType type() {
    return PacketType.OLLEH;
  }
}
