package org.replays4j.teehistorian;

import java.util.HashMap;
import java.util.Map;
import java.util.UUID;

/**
 * The extension (EX) messages DDNet knows, each named by a version 3 UUID of its name string
 * (docs/formats/teehistorian.md#ex). {@link #countName()} is the UpperCamelCase name used in
 * summaries.
 */
public enum ExType {
  /** A test message with an empty payload (11.0.3). */
  TEST("Test", "teehistorian-test@ddnet.tw", "6bb8ba88-0f0b-382e-8dae-dbf4052b8b7d", "11.0.3"),
  /** cid, version:int (13.2). */
  DDNETVER_OLD(
      "DdnetverOld",
      "teehistorian-ddnetver-old@ddnet.tw",
      "41b49541-f26f-325d-8715-9baf4b544ef9",
      "13.2"),
  /** cid, connection_id:uuid, version:int, version_str:str (13.2). */
  DDNETVER(
      "Ddnetver", "teehistorian-ddnetver@ddnet.tw", "1397b63e-ee4e-3919-b86a-b058887fcaf5", "13.2"),
  /** cid, level:int, auth_name:str (11.0.3; no longer written since 19.6). */
  AUTH_INIT(
      "AuthInit",
      "teehistorian-auth-init@ddnet.tw",
      "60daba5c-52c4-3aeb-b8ba-b2953fb55a17",
      "11.0.3"),
  /** cid, level:int, auth_name:str (11.0.3). */
  AUTH_LOGIN(
      "AuthLogin",
      "teehistorian-auth-login@ddnet.tw",
      "37ecd3b8-9218-3bb9-a71b-a935b86f6a81",
      "11.0.3"),
  /** cid (11.0.3). */
  AUTH_LOGOUT(
      "AuthLogout",
      "teehistorian-auth-logout@ddnet.tw",
      "d4f5abe8-edd2-3fb9-abd8-1c8bb84f4a63",
      "11.0.3"),
  /** cid; a 0.6 client joins, written directly before JOIN (14.0). */
  JOINVER6(
      "Joinver6", "teehistorian-joinver6@ddnet.tw", "1899a382-71e3-36da-937d-c9de6bb95b1d", "14.0"),
  /** cid; a 0.7 ("sixup") client joins (14.0). */
  JOINVER7(
      "Joinver7", "teehistorian-joinver7@ddnet.tw", "59239b05-0540-318d-bea4-9aa1e80e7d2b", "14.0"),
  /** team, save_id:uuid, save:str (14.0.2). */
  TEAM_SAVE_SUCCESS(
      "TeamSaveSuccess",
      "teehistorian-save-success@ddnet.tw",
      "4560c756-da29-3036-81d4-90a50f0182cd",
      "14.0.2"),
  /** team (14.0.2). */
  TEAM_SAVE_FAILURE(
      "TeamSaveFailure",
      "teehistorian-save-failure@ddnet.tw",
      "b29901d5-1244-3bd0-bbde-23d04b1f7ba9",
      "14.0.2"),
  /** team, save_id:uuid, save:str (14.0.2). */
  TEAM_LOAD_SUCCESS(
      "TeamLoadSuccess",
      "teehistorian-load-success@ddnet.tw",
      "e05408d3-a313-33df-9eb3-ddb990ab954a",
      "14.0.2"),
  /** team (14.0.2). */
  TEAM_LOAD_FAILURE(
      "TeamLoadFailure",
      "teehistorian-load-failure@ddnet.tw",
      "ef8905a2-c695-3591-a1cd-53d2015992dd",
      "14.0.2"),
  /** cid, team; only written on change (15.6). */
  PLAYER_TEAM(
      "PlayerTeam",
      "teehistorian-player-team@ddnet.tw",
      "a111c04e-1ea8-38e0-90b1-d7f993ca0da9",
      "15.6"),
  /** team, practice (0/1); only written on change (15.6). */
  TEAM_PRACTICE(
      "TeamPractice",
      "teehistorian-team-practice@ddnet.tw",
      "5792834e-81d1-34c9-a29b-b5ff25dac3bc",
      "15.6"),
  /** cid; the tee spawns in the next tick (16.0). */
  PLAYER_READY(
      "PlayerReady",
      "teehistorian-player-ready@ddnet.tw",
      "638587c9-3f75-3887-918e-a3c2614ffaa0",
      "16.0"),
  /** cid1, cid2; two players swap tees (16.2). */
  PLAYER_SWAP(
      "PlayerSwap",
      "teehistorian-player-swap@ddnet.tw",
      "5de9b633-49cf-3e99-9a25-d4a78e9717d7",
      "16.2"),
  /** cid (17.3). */
  PLAYER_REJOIN(
      "PlayerRejoin",
      "teehistorian-rejoinver6@ddnet.org",
      "c1e921d5-96f5-37bb-8a45-7a06f163d27e",
      "17.3"),
  /** Opaque bytes of the closed antibot module (17.3). */
  ANTIBOT(
      "Antibot", "teehistorian-antibot@ddnet.org", "866bfdac-fb49-3c0b-a887-5fe1f3ea00b8", "17.3"),
  /** cid, name:str (18.3). */
  PLAYER_NAME(
      "PlayerName",
      "teehistorian-player-name@ddnet.org",
      "d016f9b9-4151-3b87-87e5-3a6087eb5f26",
      "18.3"),
  /** cid, time_ticks:int (18.3). */
  PLAYER_FINISH(
      "PlayerFinish",
      "teehistorian-player-finish@ddnet.org",
      "68943c01-2348-3e01-9490-3f27f8269d94",
      "18.3"),
  /** team, time_ticks:int (18.3). */
  TEAM_FINISH(
      "TeamFinish",
      "teehistorian-team-finish@ddnet.org",
      "9588b9af-3fdc-3760-8043-82deeee317a5",
      "18.3");

  private static final Map<UUID, ExType> BY_UUID = new HashMap<>();

  static {
    for (ExType t : values()) BY_UUID.put(t.uuid, t);
  }

  private final String countName;
  private final String uuidName;
  private final UUID uuid;
  private final String since;
  private final byte[] uuidBytes;

  ExType(String countName, String uuidName, String uuid, String since) {
    this.countName = countName;
    this.uuidName = uuidName;
    this.uuid = UUID.fromString(uuid);
    this.since = since;
    this.uuidBytes = TeehistorianUuids.toBytes(this.uuid);
  }

  /** UpperCamelCase name used in summaries, e.g. {@code PlayerReady}. */
  public String countName() {
    return countName;
  }

  /** The name the UUID is derived from, e.g. {@code teehistorian-player-ready@ddnet.tw}. */
  public String uuidName() {
    return uuidName;
  }

  /** The message's UUID. */
  public UUID uuid() {
    return uuid;
  }

  /** First DDNet release that wrote it. */
  public String since() {
    return since;
  }

  byte[] uuidBytes() {
    return uuidBytes;
  }

  /** The type with this UUID, or {@code null} for an unknown extension. */
  public static ExType of(UUID uuid) {
    return BY_UUID.get(uuid);
  }
}
