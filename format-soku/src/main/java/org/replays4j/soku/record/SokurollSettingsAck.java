package org.replays4j.soku.record;

/** SOKUROLL_SETTINGS_ACK (0x14, 1 byte). */
public record SokurollSettingsAck() implements SokuPacket {
  @Override
  public PacketType type() {
    return PacketType.SOKUROLL_SETTINGS_ACK;
  }
}
