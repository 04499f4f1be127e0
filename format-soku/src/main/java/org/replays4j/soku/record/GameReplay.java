package org.replays4j.soku.record;

import org.replays4j.core.io.ByteSlice;

/**
 * GAME_REPLAY (sub-type 0x09, 3 + z bytes): u8 z, then z bytes of zlib holding {@link ReplayData}.
 * The compressed bytes are kept so that re-encoding reproduces the datagram exactly.
 *
 * @param channel direction (HOST_GAME in practice)
 * @param compressed the zlib stream as sent
 * @param data the inflated content
 */
public record GameReplay(Channel channel, ByteSlice compressed, ReplayData data)
    implements GamePacket {
  @Override
  public GameType gameType() {
    return GameType.GAME_REPLAY;
  }
}
