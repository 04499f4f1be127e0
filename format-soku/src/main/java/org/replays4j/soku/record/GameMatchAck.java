package org.replays4j.soku.record;

/**
 * GAME_MATCH_ACK (sub-type 0x05, 2 bytes).
 *
 * @param channel direction
 */
public record GameMatchAck(Channel channel) implements GamePacket {
  @Override
  public GameType gameType() {
    return GameType.GAME_MATCH_ACK;
  }
}
