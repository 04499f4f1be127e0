package org.replays4j.teehistorian.record;

import org.replays4j.teehistorian.ExType;

/**
 * A known extension (EX, -11) message, decoded from its payload. One record per {@link ExType};
 * unknown UUIDs arrive as {@link UnknownEx} instead.
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
