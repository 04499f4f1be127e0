package org.replays4j.soku.record;

/** HOST_GAME (0x0D) / CLIENT_GAME (0x0E) packets: byte 1 is the {@link GameType}. */
public sealed interface GamePacket extends SokuPacket
    permits GameLoaded,
        GameLoadedAck,
        GameInput,
        GameMatch,
        GameMatchAck,
        GameMatchRequest,
        GameReplay,
        GameReplayRequest {
  /** HOST_GAME or CLIENT_GAME. */
  Channel channel();

  /** The game sub-type. */
  GameType gameType();

  @Override
  default PacketType type() {
    return channel() == Channel.HOST_GAME ? PacketType.HOST_GAME : PacketType.CLIENT_GAME;
  }

  @Override
  default String typeName() {
    return gameType().name();
  }
}
