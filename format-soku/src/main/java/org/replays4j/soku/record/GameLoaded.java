package org.replays4j.soku.record;

/**
 * GAME_LOADED (sub-type 0x01, 3 bytes).
 *
 * @param channel direction
 * @param scene scene id (0x03 character select, 0x05 battle)
 */
public record GameLoaded(Channel channel, int scene) implements GamePacket {
  @Override
  public GameType gameType() {
    return GameType.GAME_LOADED;
  }
}
