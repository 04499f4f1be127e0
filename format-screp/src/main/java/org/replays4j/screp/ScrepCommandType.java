package org.replays4j.screp;

import org.replays4j.core.codec.CodeTable;
import org.replays4j.core.codec.Named;
import org.replays4j.screp.record.Alliance;
import org.replays4j.screp.record.Build;
import org.replays4j.screp.record.Chat;
import org.replays4j.screp.record.Cheat;
import org.replays4j.screp.record.Command;
import org.replays4j.screp.record.GameSpeed;
import org.replays4j.screp.record.Hotkey;
import org.replays4j.screp.record.Latency;
import org.replays4j.screp.record.LeaveGame;
import org.replays4j.screp.record.NoPayload;
import org.replays4j.screp.record.Opaque;
import org.replays4j.screp.record.PositionCommand;
import org.replays4j.screp.record.Queueable;
import org.replays4j.screp.record.RightClick;
import org.replays4j.screp.record.Select;
import org.replays4j.screp.record.TargetedOrder;
import org.replays4j.screp.record.Tech;
import org.replays4j.screp.record.UnitTagCommand;
import org.replays4j.screp.record.UnitTypeCommand;
import org.replays4j.screp.record.Upgrade;
import org.replays4j.screp.record.Vision;

/**
 * The command type table (docs/formats/screp.md#commands; screp's {@code repcmd} type list): id as
 * stored, screp's name, payload size after the type byte, and the record the decoder builds. The
 * decoder's payload sizes, {@link ScrepNames#command} and the columns of the {@code commands} table
 * all derive from this table (#13); a new command id is one line here.
 */
public enum ScrepCommandType implements Named {
  KEEP_ALIVE(0x05, "Keep Alive", 0, NoPayload.class),
  SAVE_GAME(0x06, "Save Game", ScrepCommandType.VARIABLE, Opaque.class),
  LOAD_GAME(0x07, "Load Game", ScrepCommandType.VARIABLE, Opaque.class),
  RESTART_GAME(0x08, "Restart Game", 0, NoPayload.class),
  SELECT(0x09, "Select", ScrepCommandType.VARIABLE, Select.class),
  SELECT_ADD(0x0A, "Select Add", ScrepCommandType.VARIABLE, Select.class),
  SELECT_REMOVE(0x0B, "Select Remove", ScrepCommandType.VARIABLE, Select.class),
  BUILD(0x0C, "Build", 7, Build.class),
  VISION(0x0D, "Vision", 2, Vision.class),
  ALLIANCE(0x0E, "Alliance", 4, Alliance.class),
  GAME_SPEED(0x0F, "Game Speed", 1, GameSpeed.class),
  PAUSE(0x10, "Pause", 0, NoPayload.class),
  RESUME(0x11, "Resume", 0, NoPayload.class),
  CHEAT(0x12, "Cheat", 4, Cheat.class),
  HOTKEY(0x13, "Hotkey", 2, Hotkey.class),
  RIGHT_CLICK(0x14, "Right Click", 9, RightClick.class),
  TARGETED_ORDER(0x15, "Targeted Order", 10, TargetedOrder.class),
  CANCEL_BUILD(0x18, "Cancel Build", 0, NoPayload.class),
  CANCEL_MORPH(0x19, "Cancel Morph", 0, NoPayload.class),
  STOP(0x1A, "Stop", 1, Queueable.class),
  CARRIER_STOP(0x1B, "Carrier Stop", 0, NoPayload.class),
  REAVER_STOP(0x1C, "Reaver Stop", 0, NoPayload.class),
  ORDER_NOTHING(0x1D, "Order Nothing", 0, NoPayload.class),
  RETURN_CARGO(0x1E, "Return Cargo", 1, Queueable.class),
  TRAIN(0x1F, "Train", 2, UnitTypeCommand.class),
  CANCEL_TRAIN(0x20, "Cancel Train", 2, UnitTagCommand.class),
  CLOACK(0x21, "Cloack", 1, Queueable.class),
  DECLOACK(0x22, "Decloack", 1, Queueable.class),
  UNIT_MORPH(0x23, "Unit Morph", 2, UnitTypeCommand.class),
  UNSIEGE(0x25, "Unsiege", 1, Queueable.class),
  SIEGE(0x26, "Siege", 1, Queueable.class),
  TRAIN_FIGHTER(0x27, "Train Fighter", 0, NoPayload.class),
  UNLOAD_ALL(0x28, "Unload All", 1, Queueable.class),
  UNLOAD(0x29, "Unload", 2, UnitTagCommand.class),
  MERGE_ARCHON(0x2A, "Merge Archon", 0, NoPayload.class),
  HOLD_POSITION(0x2B, "Hold Position", 1, Queueable.class),
  BURROW(0x2C, "Burrow", 1, Queueable.class),
  UNBURROW(0x2D, "Unburrow", 1, Queueable.class),
  CANCEL_NUKE(0x2E, "Cancel Nuke", 0, NoPayload.class),
  LIFT_OFF(0x2F, "Lift Off", 4, PositionCommand.class),
  TECH(0x30, "Tech", 1, Tech.class),
  CANCEL_TECH(0x31, "Cancel Tech", 0, NoPayload.class),
  UPGRADE(0x32, "Upgrade", 1, Upgrade.class),
  CANCEL_UPGRADE(0x33, "Cancel Upgrade", 0, NoPayload.class),
  CANCEL_ADDON(0x34, "Cancel Addon", 0, NoPayload.class),
  BUILDING_MORPH(0x35, "Building Morph", 2, UnitTypeCommand.class),
  STIM(0x36, "Stim", 0, NoPayload.class),
  SYNC(0x37, "Sync", 6, Opaque.class),
  VOICE_ENABLE(0x38, "Voice Enable", 0, NoPayload.class),
  VOICE_DISABLE(0x39, "Voice Disable", 0, NoPayload.class),
  VOICE_SQUELCH(0x3A, "Voice Squelch", 1, Opaque.class),
  VOICE_UNSQUELCH(0x3B, "Voice Unsquelch", 1, Opaque.class),
  LOBBY_START_GAME(0x3C, "[Lobby] Start Game", 0, NoPayload.class),
  LOBBY_DOWNLOAD_PERCENTAGE(0x3D, "[Lobby] Download Percentage", 1, Opaque.class),
  LOBBY_CHANGE_GAME_SLOT(0x3E, "[Lobby] Change Game Slot", 5, Opaque.class),
  LOBBY_NEW_NET_PLAYER(0x3F, "[Lobby] New Net Player", 7, Opaque.class),
  LOBBY_JOINED_GAME(0x40, "[Lobby] Joined Game", 17, Opaque.class),
  LOBBY_CHANGE_RACE(0x41, "[Lobby] Change Race", 2, Opaque.class),
  LOBBY_TEAM_GAME_TEAM(0x42, "[Lobby] Team Game Team", 1, Opaque.class),
  LOBBY_UMS_TEAM(0x43, "[Lobby] UMS Team", 1, Opaque.class),
  LOBBY_MELEE_TEAM(0x44, "[Lobby] Melee Team", 2, Opaque.class),
  LOBBY_SWAP_PLAYERS(0x45, "[Lobby] Swap Players", 2, Opaque.class),
  LOBBY_SAVED_DATA(0x48, "[Lobby] Saved Data", 12, Opaque.class),
  BRIEFING_START(0x54, "Briefing Start", 0, NoPayload.class),
  LATENCY(0x55, "Latency", 1, Latency.class),
  REPLAY_SPEED(0x56, "Replay Speed", 9, Opaque.class),
  LEAVE_GAME(0x57, "Leave Game", 1, LeaveGame.class),
  MINIMAP_PING(0x58, "Minimap Ping", 4, PositionCommand.class),
  MERGE_DARK_ARCHON(0x5A, "Merge Dark Archon", 0, NoPayload.class),
  MAKE_GAME_PUBLIC(0x5B, "Make Game Public", 0, NoPayload.class),
  CHAT(0x5C, "Chat", 81, Chat.class),
  RIGHT_CLICK_121(0x60, "Right Click", 11, RightClick.class),
  TARGETED_ORDER_121(0x61, "Targeted Order", 12, TargetedOrder.class),
  UNLOAD_121(0x62, "Unload", 4, UnitTagCommand.class),
  SELECT_121(0x63, "Select", ScrepCommandType.VARIABLE, Select.class),
  SELECT_ADD_121(0x64, "Select Add", ScrepCommandType.VARIABLE, Select.class),
  SELECT_REMOVE_121(0x65, "Select Remove", ScrepCommandType.VARIABLE, Select.class),
  /** Not stored in files: screp's name for a Build (0x0C) with order 0x47 BuildingLand. */
  LAND(0xFE, "Land", 7, Build.class);

  /** Payload size marker: the size is read from the payload (a count or length prefix). */
  public static final int VARIABLE = -2;

  private static final CodeTable<ScrepCommandType> IDS = CodeTable.of(ScrepCommandType.class);

  private final int payloadBytes;
  private final Class<? extends Command> record;

  ScrepCommandType(int id, String displayName, int payloadBytes, Class<? extends Command> record) {
    CodeTable.row(this, id, displayName);
    this.payloadBytes = payloadBytes;
    this.record = record;
  }

  /** Payload bytes after the type byte, or {@link #VARIABLE}. */
  public int payloadBytes() {
    return payloadBytes;
  }

  /** The record class the decoder builds for this type. */
  public Class<? extends Command> record() {
    return record;
  }

  /** The type with id {@code id} (0..255), or null when the id is not in the table. */
  public static ScrepCommandType of(int id) {
    return IDS.get(id);
  }
}
