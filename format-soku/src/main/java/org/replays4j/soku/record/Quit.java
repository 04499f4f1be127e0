package org.replays4j.soku.record;

/** QUIT (0x0B, 1 byte): the sender closes the session. */
public record Quit() implements SokuPacket {
  @Override
  public PacketType type() {
    return PacketType.QUIT;
  }
}
