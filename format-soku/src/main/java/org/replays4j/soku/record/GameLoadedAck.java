package org.replays4j.soku.record;

/**
 * GAME_LOADED_ACK (sub-type 0x02, 3 bytes).
 *
 * @param channel direction
 * @param scene scene id of the GAME_LOADED it answers
 */
public record GameLoadedAck(Channel channel, int scene) implements GamePacket {
  @Override
  public GameType gameType() {
    return GameType.GAME_LOADED_ACK;
  }
}
