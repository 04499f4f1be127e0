package org.replays4j.screp;

import java.util.stream.IntStream;
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
 * stored, screp's name, the record the decoder builds, and the payload layout after the type byte:
 * the width in bytes of each of the record's payload components (those after {@code frame}, {@code
 * player} and {@code type}) in wire order. A width is 0 where the component is not stored in that
 * form (the unknown u16 of the pre-1.21 forms) and {@link #VARIABLE} where its size is read from
 * the payload (select tags, save / load data); a {@link org.replays4j.core.io.ByteSlice} component
 * is the payload bytes as stored, a {@link org.replays4j.screp.record.RawText} one a NUL-padded
 * text field. The decoder's payload sizes (the sums of the widths), {@link ScrepNames#command}, the
 * columns of the {@code commands} table and {@link ScrepWriter}'s command encoding all derive from
 * this table (#13); a new command id is one line here.
 */
public enum ScrepCommandType implements Named {
  KEEP_ALIVE(0x05, "Keep Alive", NoPayload.class),
  SAVE_GAME(0x06, "Save Game", Opaque.class, ScrepCommandType.VARIABLE),
  LOAD_GAME(0x07, "Load Game", Opaque.class, ScrepCommandType.VARIABLE),
  RESTART_GAME(0x08, "Restart Game", NoPayload.class),
  SELECT(0x09, "Select", Select.class, ScrepCommandType.VARIABLE),
  SELECT_ADD(0x0A, "Select Add", Select.class, ScrepCommandType.VARIABLE),
  SELECT_REMOVE(0x0B, "Select Remove", Select.class, ScrepCommandType.VARIABLE),
  BUILD(0x0C, "Build", Build.class, 1, 2, 2, 2),
  VISION(0x0D, "Vision", Vision.class, 2),
  ALLIANCE(0x0E, "Alliance", Alliance.class, 4),
  GAME_SPEED(0x0F, "Game Speed", GameSpeed.class, 1),
  PAUSE(0x10, "Pause", NoPayload.class),
  RESUME(0x11, "Resume", NoPayload.class),
  CHEAT(0x12, "Cheat", Cheat.class, 4),
  HOTKEY(0x13, "Hotkey", Hotkey.class, 1, 1),
  RIGHT_CLICK(0x14, "Right Click", RightClick.class, 2, 2, 2, 0, 2, 1),
  TARGETED_ORDER(0x15, "Targeted Order", TargetedOrder.class, 2, 2, 2, 0, 2, 1, 1),
  CANCEL_BUILD(0x18, "Cancel Build", NoPayload.class),
  CANCEL_MORPH(0x19, "Cancel Morph", NoPayload.class),
  STOP(0x1A, "Stop", Queueable.class, 1),
  CARRIER_STOP(0x1B, "Carrier Stop", NoPayload.class),
  REAVER_STOP(0x1C, "Reaver Stop", NoPayload.class),
  ORDER_NOTHING(0x1D, "Order Nothing", NoPayload.class),
  RETURN_CARGO(0x1E, "Return Cargo", Queueable.class, 1),
  TRAIN(0x1F, "Train", UnitTypeCommand.class, 2),
  CANCEL_TRAIN(0x20, "Cancel Train", UnitTagCommand.class, 2, 0),
  CLOACK(0x21, "Cloack", Queueable.class, 1),
  DECLOACK(0x22, "Decloack", Queueable.class, 1),
  UNIT_MORPH(0x23, "Unit Morph", UnitTypeCommand.class, 2),
  UNSIEGE(0x25, "Unsiege", Queueable.class, 1),
  SIEGE(0x26, "Siege", Queueable.class, 1),
  TRAIN_FIGHTER(0x27, "Train Fighter", NoPayload.class),
  UNLOAD_ALL(0x28, "Unload All", Queueable.class, 1),
  UNLOAD(0x29, "Unload", UnitTagCommand.class, 2, 0),
  MERGE_ARCHON(0x2A, "Merge Archon", NoPayload.class),
  HOLD_POSITION(0x2B, "Hold Position", Queueable.class, 1),
  BURROW(0x2C, "Burrow", Queueable.class, 1),
  UNBURROW(0x2D, "Unburrow", Queueable.class, 1),
  CANCEL_NUKE(0x2E, "Cancel Nuke", NoPayload.class),
  LIFT_OFF(0x2F, "Lift Off", PositionCommand.class, 2, 2),
  TECH(0x30, "Tech", Tech.class, 1),
  CANCEL_TECH(0x31, "Cancel Tech", NoPayload.class),
  UPGRADE(0x32, "Upgrade", Upgrade.class, 1),
  CANCEL_UPGRADE(0x33, "Cancel Upgrade", NoPayload.class),
  CANCEL_ADDON(0x34, "Cancel Addon", NoPayload.class),
  BUILDING_MORPH(0x35, "Building Morph", UnitTypeCommand.class, 2),
  STIM(0x36, "Stim", NoPayload.class),
  SYNC(0x37, "Sync", Opaque.class, 6),
  VOICE_ENABLE(0x38, "Voice Enable", NoPayload.class),
  VOICE_DISABLE(0x39, "Voice Disable", NoPayload.class),
  VOICE_SQUELCH(0x3A, "Voice Squelch", Opaque.class, 1),
  VOICE_UNSQUELCH(0x3B, "Voice Unsquelch", Opaque.class, 1),
  LOBBY_START_GAME(0x3C, "[Lobby] Start Game", NoPayload.class),
  LOBBY_DOWNLOAD_PERCENTAGE(0x3D, "[Lobby] Download Percentage", Opaque.class, 1),
  LOBBY_CHANGE_GAME_SLOT(0x3E, "[Lobby] Change Game Slot", Opaque.class, 5),
  LOBBY_NEW_NET_PLAYER(0x3F, "[Lobby] New Net Player", Opaque.class, 7),
  LOBBY_JOINED_GAME(0x40, "[Lobby] Joined Game", Opaque.class, 17),
  LOBBY_CHANGE_RACE(0x41, "[Lobby] Change Race", Opaque.class, 2),
  LOBBY_TEAM_GAME_TEAM(0x42, "[Lobby] Team Game Team", Opaque.class, 1),
  LOBBY_UMS_TEAM(0x43, "[Lobby] UMS Team", Opaque.class, 1),
  LOBBY_MELEE_TEAM(0x44, "[Lobby] Melee Team", Opaque.class, 2),
  LOBBY_SWAP_PLAYERS(0x45, "[Lobby] Swap Players", Opaque.class, 2),
  LOBBY_SAVED_DATA(0x48, "[Lobby] Saved Data", Opaque.class, 12),
  BRIEFING_START(0x54, "Briefing Start", NoPayload.class),
  LATENCY(0x55, "Latency", Latency.class, 1),
  REPLAY_SPEED(0x56, "Replay Speed", Opaque.class, 9),
  LEAVE_GAME(0x57, "Leave Game", LeaveGame.class, 1),
  MINIMAP_PING(0x58, "Minimap Ping", PositionCommand.class, 2, 2),
  MERGE_DARK_ARCHON(0x5A, "Merge Dark Archon", NoPayload.class),
  MAKE_GAME_PUBLIC(0x5B, "Make Game Public", NoPayload.class),
  CHAT(0x5C, "Chat", Chat.class, 1, 80),
  RIGHT_CLICK_121(0x60, "Right Click", RightClick.class, 2, 2, 2, 2, 2, 1),
  TARGETED_ORDER_121(0x61, "Targeted Order", TargetedOrder.class, 2, 2, 2, 2, 2, 1, 1),
  UNLOAD_121(0x62, "Unload", UnitTagCommand.class, 2, 2),
  SELECT_121(0x63, "Select", Select.class, ScrepCommandType.VARIABLE),
  SELECT_ADD_121(0x64, "Select Add", Select.class, ScrepCommandType.VARIABLE),
  SELECT_REMOVE_121(0x65, "Select Remove", Select.class, ScrepCommandType.VARIABLE),
  /** Not stored in files: screp's name for a Build (0x0C) with order 0x47 BuildingLand. */
  LAND(0xFE, "Land", Build.class, 1, 2, 2, 2);

  /** Payload size marker: the size is read from the payload (a count or length prefix). */
  public static final int VARIABLE = -2;

  private static final CodeTable<ScrepCommandType> IDS = CodeTable.of(ScrepCommandType.class);

  private final Class<? extends Command> record;
  private final int[] layout;
  private final int payloadBytes;

  ScrepCommandType(int id, String displayName, Class<? extends Command> record, int... layout) {
    CodeTable.row(this, id, displayName);
    this.record = record;
    this.layout = layout;
    this.payloadBytes =
        IntStream.of(layout).anyMatch(w -> w == VARIABLE) ? VARIABLE : IntStream.of(layout).sum();
  }

  /** Payload bytes after the type byte, or {@link #VARIABLE}. */
  public int payloadBytes() {
    return payloadBytes;
  }

  /** The record class the decoder builds for this type. */
  public Class<? extends Command> record() {
    return record;
  }

  /**
   * The width in bytes of each payload component of {@link #record()} in wire order (see the class
   * comment): 0 where the form does not store it, {@link #VARIABLE} where the payload gives it.
   */
  int[] layout() {
    return layout.clone();
  }

  /** The type with id {@code id} (0..255), or null when the id is not in the table. */
  public static ScrepCommandType of(int id) {
    return IDS.get(id);
  }
}
