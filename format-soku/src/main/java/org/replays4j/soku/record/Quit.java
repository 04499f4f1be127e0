package org.replays4j.soku.record;

import org.replays4j.soku.PacketType;

/** QUIT (0x0B, 1 byte): the sender closes the session. */
public record Quit() implements SokuPacket {
  @Override
  public PacketType type() {
    return PacketType.QUIT;
  }
}
