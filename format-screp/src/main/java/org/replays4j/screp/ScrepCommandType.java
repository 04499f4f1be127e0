package org.replays4j.screp;

import java.util.Arrays;
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
 * the wire type of each of the record's payload components (those after {@code frame}, {@code
 * player} and {@code type}) in order, {@code u8}, {@code u16}, {@code u32}, {@code byte[n]} (n
 * bytes: a {@link org.replays4j.core.io.ByteSlice} as stored, a {@link
 * org.replays4j.screp.record.RawText} NUL-padded), {@code -} for a component the form does not
 * store (the unknown u16 of the pre-1.21 forms), {@code u16[]} and {@code byte[]} for a size read
 * from the payload (select's counted tags, save / load data). The decoder's payload sizes, {@link
 * ScrepNames#command}, the columns of the {@code commands} table and {@link ScrepWriter}'s command
 * encoding all derive from this table; a new command id is one line here.
 */
public enum ScrepCommandType implements Named {
  KEEP_ALIVE(0x05, "Keep Alive", NoPayload.class, ""),
  SAVE_GAME(0x06, "Save Game", Opaque.class, "byte[]"),
  LOAD_GAME(0x07, "Load Game", Opaque.class, "byte[]"),
  RESTART_GAME(0x08, "Restart Game", NoPayload.class, ""),
  SELECT(0x09, "Select", Select.class, "u16[]"),
  SELECT_ADD(0x0A, "Select Add", Select.class, "u16[]"),
  SELECT_REMOVE(0x0B, "Select Remove", Select.class, "u16[]"),
  BUILD(0x0C, "Build", Build.class, "u8 u16 u16 u16"),
  VISION(0x0D, "Vision", Vision.class, "u16"),
  ALLIANCE(0x0E, "Alliance", Alliance.class, "u32"),
  GAME_SPEED(0x0F, "Game Speed", GameSpeed.class, "u8"),
  PAUSE(0x10, "Pause", NoPayload.class, ""),
  RESUME(0x11, "Resume", NoPayload.class, ""),
  CHEAT(0x12, "Cheat", Cheat.class, "u32"),
  HOTKEY(0x13, "Hotkey", Hotkey.class, "u8 u8"),
  RIGHT_CLICK(0x14, "Right Click", RightClick.class, "u16 u16 u16 - u16 u8"),
  TARGETED_ORDER(0x15, "Targeted Order", TargetedOrder.class, "u16 u16 u16 - u16 u8 u8"),
  CANCEL_BUILD(0x18, "Cancel Build", NoPayload.class, ""),
  CANCEL_MORPH(0x19, "Cancel Morph", NoPayload.class, ""),
  STOP(0x1A, "Stop", Queueable.class, "u8"),
  CARRIER_STOP(0x1B, "Carrier Stop", NoPayload.class, ""),
  REAVER_STOP(0x1C, "Reaver Stop", NoPayload.class, ""),
  ORDER_NOTHING(0x1D, "Order Nothing", NoPayload.class, ""),
  RETURN_CARGO(0x1E, "Return Cargo", Queueable.class, "u8"),
  TRAIN(0x1F, "Train", UnitTypeCommand.class, "u16"),
  CANCEL_TRAIN(0x20, "Cancel Train", UnitTagCommand.class, "u16 -"),
  CLOACK(0x21, "Cloack", Queueable.class, "u8"),
  DECLOACK(0x22, "Decloack", Queueable.class, "u8"),
  UNIT_MORPH(0x23, "Unit Morph", UnitTypeCommand.class, "u16"),
  UNSIEGE(0x25, "Unsiege", Queueable.class, "u8"),
  SIEGE(0x26, "Siege", Queueable.class, "u8"),
  TRAIN_FIGHTER(0x27, "Train Fighter", NoPayload.class, ""),
  UNLOAD_ALL(0x28, "Unload All", Queueable.class, "u8"),
  UNLOAD(0x29, "Unload", UnitTagCommand.class, "u16 -"),
  MERGE_ARCHON(0x2A, "Merge Archon", NoPayload.class, ""),
  HOLD_POSITION(0x2B, "Hold Position", Queueable.class, "u8"),
  BURROW(0x2C, "Burrow", Queueable.class, "u8"),
  UNBURROW(0x2D, "Unburrow", Queueable.class, "u8"),
  CANCEL_NUKE(0x2E, "Cancel Nuke", NoPayload.class, ""),
  LIFT_OFF(0x2F, "Lift Off", PositionCommand.class, "u16 u16"),
  TECH(0x30, "Tech", Tech.class, "u8"),
  CANCEL_TECH(0x31, "Cancel Tech", NoPayload.class, ""),
  UPGRADE(0x32, "Upgrade", Upgrade.class, "u8"),
  CANCEL_UPGRADE(0x33, "Cancel Upgrade", NoPayload.class, ""),
  CANCEL_ADDON(0x34, "Cancel Addon", NoPayload.class, ""),
  BUILDING_MORPH(0x35, "Building Morph", UnitTypeCommand.class, "u16"),
  STIM(0x36, "Stim", NoPayload.class, ""),
  SYNC(0x37, "Sync", Opaque.class, "byte[6]"),
  VOICE_ENABLE(0x38, "Voice Enable", NoPayload.class, ""),
  VOICE_DISABLE(0x39, "Voice Disable", NoPayload.class, ""),
  VOICE_SQUELCH(0x3A, "Voice Squelch", Opaque.class, "byte[1]"),
  VOICE_UNSQUELCH(0x3B, "Voice Unsquelch", Opaque.class, "byte[1]"),
  LOBBY_START_GAME(0x3C, "[Lobby] Start Game", NoPayload.class, ""),
  LOBBY_DOWNLOAD_PERCENTAGE(0x3D, "[Lobby] Download Percentage", Opaque.class, "byte[1]"),
  LOBBY_CHANGE_GAME_SLOT(0x3E, "[Lobby] Change Game Slot", Opaque.class, "byte[5]"),
  LOBBY_NEW_NET_PLAYER(0x3F, "[Lobby] New Net Player", Opaque.class, "byte[7]"),
  LOBBY_JOINED_GAME(0x40, "[Lobby] Joined Game", Opaque.class, "byte[17]"),
  LOBBY_CHANGE_RACE(0x41, "[Lobby] Change Race", Opaque.class, "byte[2]"),
  LOBBY_TEAM_GAME_TEAM(0x42, "[Lobby] Team Game Team", Opaque.class, "byte[1]"),
  LOBBY_UMS_TEAM(0x43, "[Lobby] UMS Team", Opaque.class, "byte[1]"),
  LOBBY_MELEE_TEAM(0x44, "[Lobby] Melee Team", Opaque.class, "byte[2]"),
  LOBBY_SWAP_PLAYERS(0x45, "[Lobby] Swap Players", Opaque.class, "byte[2]"),
  LOBBY_SAVED_DATA(0x48, "[Lobby] Saved Data", Opaque.class, "byte[12]"),
  BRIEFING_START(0x54, "Briefing Start", NoPayload.class, ""),
  LATENCY(0x55, "Latency", Latency.class, "u8"),
  REPLAY_SPEED(0x56, "Replay Speed", Opaque.class, "byte[9]"),
  LEAVE_GAME(0x57, "Leave Game", LeaveGame.class, "u8"),
  MINIMAP_PING(0x58, "Minimap Ping", PositionCommand.class, "u16 u16"),
  MERGE_DARK_ARCHON(0x5A, "Merge Dark Archon", NoPayload.class, ""),
  MAKE_GAME_PUBLIC(0x5B, "Make Game Public", NoPayload.class, ""),
  CHAT(0x5C, "Chat", Chat.class, "u8 byte[80]"),
  RIGHT_CLICK_121(0x60, "Right Click", RightClick.class, "u16 u16 u16 u16 u16 u8"),
  TARGETED_ORDER_121(0x61, "Targeted Order", TargetedOrder.class, "u16 u16 u16 u16 u16 u8 u8"),
  UNLOAD_121(0x62, "Unload", UnitTagCommand.class, "u16 u16"),
  SELECT_121(0x63, "Select", Select.class, "u16[]"),
  SELECT_ADD_121(0x64, "Select Add", Select.class, "u16[]"),
  SELECT_REMOVE_121(0x65, "Select Remove", Select.class, "u16[]"),
  /** Not stored in files: screp's name for a Build (0x0C) with order 0x47 BuildingLand. */
  LAND(0xFE, "Land", Build.class, "u8 u16 u16 u16");

  /** Payload size marker: the size is read from the payload (a count or length prefix). */
  public static final int VARIABLE = -2;

  private static final CodeTable<ScrepCommandType> IDS = CodeTable.of(ScrepCommandType.class);

  private final Class<? extends Command> record;
  private final int[] layout;
  private final int payloadBytes;

  ScrepCommandType(int id, String displayName, Class<? extends Command> record, String layout) {
    CodeTable.row(this, id, displayName);
    this.record = record;
    // Plain loops, no streams or lambdas: the 84 constructors run in the interpreter during the
    // first file a process reads.
    int[] widths = new int[layout.length()];
    int count = 0;
    int sum = 0;
    for (int start = 0; start < layout.length(); ) {
      int space = layout.indexOf(' ', start);
      int stop = space < 0 ? layout.length() : space;
      if (stop > start) {
        int w = width(layout.substring(start, stop));
        widths[count++] = w;
        sum = sum == VARIABLE || w == VARIABLE ? VARIABLE : sum + w;
      }
      start = stop + 1;
    }
    this.layout = Arrays.copyOf(widths, count);
    this.payloadBytes = sum;
  }

  /** The bytes a wire type of the layout takes, or {@link #VARIABLE}. */
  private static int width(String wireType) {
    return switch (wireType) {
      case "-" -> 0;
      case "u8" -> 1;
      case "u16" -> 2;
      case "u32" -> 4;
      default ->
          wireType.endsWith("[]")
              ? VARIABLE
              : Integer.parseInt(wireType.substring("byte[".length(), wireType.length() - 1));
    };
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
   * The bytes each payload component of {@link #record()} takes, in wire order (see the class
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
