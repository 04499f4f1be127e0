package org.replays4j.teehistorian;

/**
 * Named version gates of the teehistorian format: the header's {@code version} (file layout) and
 * {@code version_minor} (recorded semantics, bumped by DDNet when what a file means changed).
 */
public final class TeehistorianVersion {
  private TeehistorianVersion() {}

  /** Header {@code version} "1": DDNet 11.0 to 11.0.2, no EX message. */
  public static final int V1 = 1;

  /** Header {@code version} "2": DDNet 11.0.3 and later, adds the EX message. */
  public static final int V2 = 2;

  /**
   * {@code version_minor} 2 (DDNet 15.6): positions are recorded at the end of a tick; PLAYER_TEAM,
   * TEAM_PRACTICE.
   */
  public static final int MINOR_POSITION_AT_TICK_END = 2;

  /** {@code version_minor} 3 (DDNet 16.0): PLAYER_READY. */
  public static final int MINOR_PLAYER_READY = 3;

  /** {@code version_minor} 4 (DDNet 16.2): input handling change; PLAYER_SWAP. */
  public static final int MINOR_INPUT_HANDLING = 4;

  /** {@code version_minor} 5 (DDNet 17.3): JOINVER/JOIN no longer missing in some conditions. */
  public static final int MINOR_JOIN_FIX = 5;

  /**
   * {@code version_minor} 6 (DDNet 17.3): {@code prev_game_uuid} omitted instead of null;
   * PLAYER_REJOIN, ANTIBOT.
   */
  public static final int MINOR_REJOIN_ANTIBOT = 6;

  /** {@code version_minor} 8 (DDNet 18.3): PLAYER_NAME, PLAYER_FINISH, TEAM_FINISH. */
  public static final int MINOR_NAME_AND_FINISH = 8;

  /** {@code version_minor} 9 (DDNet 18.8): no more incomplete chunks (truncated last messages). */
  public static final int MINOR_COMPLETE_CHUNKS = 9;

  /**
   * {@code version_minor} 22 (DDNet 19.9): JOIN is recorded again for players kept over a map
   * change.
   */
  public static final int MINOR_JOIN_AFTER_MAP_CHANGE = 22;

  /** The newest {@code version_minor} this library knows. */
  public static final int NEWEST_MINOR = 22;

  /**
   * Largest number of client slots of any DDNet version (128 at DDNet HEAD, 64 before): cids
   * 0..127.
   */
  public static final int MAX_CLIENTS = 128;

  /** Server ticks per second. */
  public static final int TICKS_PER_SECOND = 50;

  /**
   * True when {@code versionMinor} (a header's minor, or -1 when absent) is at least {@code gate}.
   */
  public static boolean atLeastMinor(int versionMinor, int gate) {
    return versionMinor >= gate;
  }
}
