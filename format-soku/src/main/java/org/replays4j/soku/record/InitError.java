package org.replays4j.soku.record;

/**
 * INIT_ERROR (0x07, 5 bytes).
 *
 * @param reason u32: 0 spectating disabled, 1 game state invalid (not started / already has a
 *     player)
 */
public record InitError(long reason) implements SokuPacket {
  @Override
  public PacketType type() {
    return PacketType.INIT_ERROR;
  }
}
