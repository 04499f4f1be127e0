package org.replays4j.soku.record;

/**
 * CHAIN (0x04, 5 bytes).
 *
 * @param spectatorCount u32 {@code 1 + 3 × subtree size} (may be garbage right after a spectator
 *     joins)
 */
public record Chain(long spectatorCount) implements SokuPacket {
  @Override
  public PacketType type() {
    return PacketType.CHAIN;
  }
}
