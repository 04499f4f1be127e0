package org.replays4j.soku.record;

/**
 * One decoded Soku datagram. Every implementation holds every byte of the datagram (opaque and
 * garbage fields included) so that {@code SokuPacketCodec.encode(decode(p))} returns {@code p}.
 */
public sealed interface SokuPacket
    permits Hello,
        Punch,
        Olleh,
        Chain,
        InitRequest,
        InitSuccess,
        InitError,
        Redirect,
        Quit,
        GamePacket,
        SokurollTime,
        SokurollState,
        SokurollSettings,
        SokurollSettingsAck,
        ModPacket {
  /** The packet type byte. */
  PacketType type();

  /** Name used for counting: the packet type, or the game sub-type for HOST_GAME / CLIENT_GAME. */
  default String typeName() {
    return type().name();
  }
}
