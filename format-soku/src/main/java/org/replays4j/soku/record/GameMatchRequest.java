package org.replays4j.soku.record;

/**
 * GAME_MATCH_REQUEST (sub-type 0x08, 2 bytes).
 *
 * @param channel direction
 */
public record GameMatchRequest(Channel channel) implements GamePacket {
  @Override
  public GameType gameType() {
    return GameType.GAME_MATCH_REQUEST;
  }
}
