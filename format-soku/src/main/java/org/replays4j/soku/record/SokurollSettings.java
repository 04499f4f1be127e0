package org.replays4j.soku.record;

/**
 * SOKUROLL_SETTINGS (0x13, 3 bytes); both values are half the frame counts.
 *
 * @param maximumRollback u8
 * @param inputDelay u8
 */
public record SokurollSettings(int maximumRollback, int inputDelay) implements SokuPacket {
  @Override
  public PacketType type() {
    return PacketType.SOKUROLL_SETTINGS;
  }
}
