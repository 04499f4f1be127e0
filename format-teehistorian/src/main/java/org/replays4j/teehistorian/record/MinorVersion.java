package org.replays4j.teehistorian.record;

import org.replays4j.core.codec.CodeTable;
import org.replays4j.core.codec.Coded;

/**
 * Named gates of the header's {@code version_minor} (recorded semantics, raised by DDNet when what
 * a file means changed; docs/formats/teehistorian.md#header), code = the header value. A header
 * reaches a gate when its minor is at least the gate's ({@link Header#isAtLeast}); a header without
 * {@code version_minor} (before DDNet 15.6) reaches none.
 */
public enum MinorVersion implements Coded {
  /** 2 (DDNet 15.6): positions are recorded at the end of a tick; PLAYER_TEAM, TEAM_PRACTICE. */
  POSITION_AT_TICK_END(2, "15.6"),
  /** 3 (DDNet 16.0): PLAYER_READY. */
  PLAYER_READY(3, "16.0"),
  /** 4 (DDNet 16.2): input handling change; PLAYER_SWAP. */
  INPUT_HANDLING(4, "16.2"),
  /** 5 (DDNet 17.3): JOINVER/JOIN no longer missing in some conditions. */
  JOIN_FIX(5, "17.3"),
  /** 6 (DDNet 17.3): {@code prev_game_uuid} omitted instead of null; PLAYER_REJOIN, ANTIBOT. */
  REJOIN_ANTIBOT(6, "17.3"),
  /** 8 (DDNet 18.3): PLAYER_NAME, PLAYER_FINISH, TEAM_FINISH. */
  NAME_AND_FINISH(8, "18.3"),
  /** 9 (DDNet 18.8): no more incomplete chunks (truncated last messages). */
  COMPLETE_CHUNKS(9, "18.8"),
  /** 22 (DDNet 19.9): JOIN is recorded again for players kept over a map change. */
  JOIN_AFTER_MAP_CHANGE(22, "19.9");

  /** The newest gate this library knows; its code is the minor {@code HeaderBuilder} writes. */
  public static final MinorVersion NEWEST = JOIN_AFTER_MAP_CHANGE;

  private static final CodeTable<MinorVersion> MINORS = CodeTable.of(MinorVersion.class);

  MinorVersion(int minor, String since) {
    CodeTable.row(this, minor, since);
  }

  /** First DDNet release that wrote this minor. */
  public String since() {
    return MINORS.name(this, 0);
  }

  /** True when {@code versionMinor} (a header's minor, or -1 when absent) reaches this gate. */
  public boolean isReachedBy(int versionMinor) {
    return versionMinor >= MINORS.code(this);
  }
}
