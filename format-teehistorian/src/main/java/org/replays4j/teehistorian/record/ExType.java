package org.replays4j.teehistorian.record;

import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import org.replays4j.core.codec.CodeTable;

/**
 * The extension (EX) messages DDNet knows, each named by a version 3 UUID of its name string
 * (docs/formats/teehistorian.md#ex). {@link #countName()} is the UpperCamelCase name used in
 * summaries.
 */
public enum ExType {
  /** A test message with an empty payload (11.0.3). */
  TEST("teehistorian-test@ddnet.tw", "11.0.3"),
  /** cid, version:int (13.2). */
  DDNETVER_OLD("teehistorian-ddnetver-old@ddnet.tw", "13.2"),
  /** cid, connection_id:uuid, version:int, version_str:str (13.2). */
  DDNETVER("teehistorian-ddnetver@ddnet.tw", "13.2"),
  /** cid, level:int, auth_name:str (11.0.3; no longer written since 19.6). */
  AUTH_INIT("teehistorian-auth-init@ddnet.tw", "11.0.3"),
  /** cid, level:int, auth_name:str (11.0.3). */
  AUTH_LOGIN("teehistorian-auth-login@ddnet.tw", "11.0.3"),
  /** cid (11.0.3). */
  AUTH_LOGOUT("teehistorian-auth-logout@ddnet.tw", "11.0.3"),
  /** cid; a 0.6 client joins, written directly before JOIN (14.0). */
  JOINVER6("teehistorian-joinver6@ddnet.tw", "14.0"),
  /** cid; a 0.7 ("sixup") client joins (14.0). */
  JOINVER7("teehistorian-joinver7@ddnet.tw", "14.0"),
  /** team, save_id:uuid, save:str (14.0.2). */
  TEAM_SAVE_SUCCESS("teehistorian-save-success@ddnet.tw", "14.0.2"),
  /** team (14.0.2). */
  TEAM_SAVE_FAILURE("teehistorian-save-failure@ddnet.tw", "14.0.2"),
  /** team, save_id:uuid, save:str (14.0.2). */
  TEAM_LOAD_SUCCESS("teehistorian-load-success@ddnet.tw", "14.0.2"),
  /** team (14.0.2). */
  TEAM_LOAD_FAILURE("teehistorian-load-failure@ddnet.tw", "14.0.2"),
  /** cid, team; only written on change (15.6). */
  PLAYER_TEAM("teehistorian-player-team@ddnet.tw", "15.6"),
  /** team, practice (0/1); only written on change (15.6). */
  TEAM_PRACTICE("teehistorian-team-practice@ddnet.tw", "15.6"),
  /** cid; the tee spawns in the next tick (16.0). */
  PLAYER_READY("teehistorian-player-ready@ddnet.tw", "16.0"),
  /** cid1, cid2; two players swap tees (16.2). */
  PLAYER_SWAP("teehistorian-player-swap@ddnet.tw", "16.2"),
  /** cid (17.3). */
  PLAYER_REJOIN("teehistorian-rejoinver6@ddnet.org", "17.3"),
  /** Opaque bytes of the closed antibot module (17.3). */
  ANTIBOT("teehistorian-antibot@ddnet.org", "17.3"),
  /** cid, name:str (18.3). */
  PLAYER_NAME("teehistorian-player-name@ddnet.org", "18.3"),
  /** cid, time_ticks:int (18.3). */
  PLAYER_FINISH("teehistorian-player-finish@ddnet.org", "18.3"),
  /** team, time_ticks:int (18.3). */
  TEAM_FINISH("teehistorian-team-finish@ddnet.org", "18.3");

  private static final Map<UUID, ExType> BY_UUID = new HashMap<>();

  static {
    for (ExType t : values()) BY_UUID.put(t.uuid, t);
  }

  private static final CodeTable<ExType> TYPES = CodeTable.of(ExType.class);

  private final UUID uuid;

  /**
   * The message named {@code uuidName}: its UUID is derived from that name, its count name is the
   * constant's name in UpperCamelCase.
   */
  ExType(String uuidName, String since) {
    CodeTable.row(this, CodeTable.camelCase(this), uuidName, since);
    this.uuid = TeehistorianUuids.v3(uuidName);
  }

  /** UpperCamelCase name used in summaries, e.g. {@code PlayerReady}. */
  public String countName() {
    return TYPES.name(this, 0);
  }

  /** The name the UUID is derived from, e.g. {@code teehistorian-player-ready@ddnet.tw}. */
  public String uuidName() {
    return TYPES.name(this, 1);
  }

  /** The message's UUID. */
  public UUID uuid() {
    return uuid;
  }

  /** First DDNet release that wrote it. */
  public String since() {
    return TYPES.name(this, 2);
  }

  /** The type with this UUID, or {@code null} for an unknown extension. */
  public static ExType of(UUID uuid) {
    return BY_UUID.get(uuid);
  }
}
