package org.replays4j.soku.record;

/**
 * SOKUROLL_TIME (0x10) or SOKUROLL_TIME_ACK (0x11), 9 bytes.
 *
 * @param ack true for SOKUROLL_TIME_ACK
 * @param sequenceId u32 sequence id
 * @param timestamp u32 milliseconds since an arbitrary origin
 */
public record SokurollTime(boolean ack, long sequenceId, long timestamp) implements SokuPacket {
  @Override
  public PacketType type() {
    return ack ? PacketType.SOKUROLL_TIME_ACK : PacketType.SOKUROLL_TIME;
  }
}
