package org.replays4j.soku.record;

/**
 * GAME_REPLAY_REQUEST (sub-type 0x0B, 7 bytes), from a spectator to its parent.
 *
 * @param channel direction (CLIENT_GAME in practice)
 * @param frameId u32 number of input slots the spectator holds; 0xFFFFFFFF asks for the GAME_MATCH
 * @param matchId u8 match the spectator follows
 */
public record GameReplayRequest(Channel channel, long frameId, int matchId) implements GamePacket {
  /** frameId value meaning "send me the current match". */
  public static final long SEND_MATCH = 0xFFFFFFFFL;

  @Override
  public GameType gameType() {
    return GameType.GAME_REPLAY_REQUEST;
  }
}
