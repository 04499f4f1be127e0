package org.replays4j.soku.record;

/**
 * SOKUROLL_STATE (0x12, 25 bytes): desync check.
 *
 * @param frameId s32 frame
 * @param hostX s32
 * @param hostY s32 (0 on the ground)
 * @param clientX s32
 * @param clientY s32
 * @param stuff unknown s32
 */
public record SokurollState(int frameId, int hostX, int hostY, int clientX, int clientY, int stuff)
    implements SokuPacket {
  @Override
  public PacketType type() {
    return PacketType.SOKUROLL_STATE;
  }
}
