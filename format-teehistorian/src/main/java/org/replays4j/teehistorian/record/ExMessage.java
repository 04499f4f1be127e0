package org.replays4j.teehistorian.record;

/**
 * A known extension (EX, -11) message, decoded from its payload. One record per {@link ExType};
 * unknown UUIDs arrive as {@link UnknownEx} instead. A record's components, in declaration order,
 * are the payload's fields in wire order (an {@code int} a varint, a {@code UUID} 16 bytes, a
 * {@code String} NUL-terminated UTF-8, a {@code ByteSlice} the rest of the payload): {@link
 * org.replays4j.teehistorian.TeehistorianWriter#exPayload} encodes them so.
 */
public sealed interface ExMessage
    permits ExTest,
        DdnetVersionOld,
        DdnetVersion,
        AuthInit,
        AuthLogin,
        AuthLogout,
        JoinVer6,
        JoinVer7,
        TeamSaveSuccess,
        TeamSaveFailure,
        TeamLoadSuccess,
        TeamLoadFailure,
        PlayerTeam,
        TeamPractice,
        PlayerReady,
        PlayerSwap,
        PlayerRejoin,
        Antibot,
        PlayerName,
        PlayerFinish,
        TeamFinish {
  /** Which extension this is. */
  ExType type();
}
