package org.replays4j.screp;

import static org.replays4j.core.table.ColumnType.BOOL;
import static org.replays4j.core.table.ColumnType.FLOAT64;
import static org.replays4j.core.table.ColumnType.INT32;
import static org.replays4j.core.table.ColumnType.INT64;
import static org.replays4j.core.table.ColumnType.STRING;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import org.replays4j.core.ReplaySource;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.table.RecordColumns;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableSchema;
import org.replays4j.core.table.TableSink;
import org.replays4j.screp.record.Command;
import org.replays4j.screp.record.Header;
import org.replays4j.screp.record.MapData;
import org.replays4j.screp.record.Resource;

/**
 * The tables of StarCraft replays (#13): {@code replays}, {@code players}, {@code commands},
 * {@code chat}, {@code build_orders}, {@code map_resources}. The {@code commands} columns are the
 * union of the fields of the command records named in {@link ScrepCommandType} (nullable where a
 * command type lacks the field), so a new command type in that table is a new set of columns here.
 */
final class ScrepTables {
  private ScrepTables() {}

  private static final String F = ScrepDecoder.FORMAT;

  static final TableSchema REPLAYS = TableSchema.builder(F, "replays", "one row per replay: header and computed values")
      .add("era", STRING, "file era: legacy, 1.18-1.20 or Remastered (1.21+)")
      .add("engine", STRING, "StarCraft or Brood War")
      .add("frames", INT64, "game length in frames (u32); 42 ms each at Fastest")
      .add("duration_seconds", FLOAT64, "frames × 0.042")
      .add("start_time", INT64, "start, Unix seconds")
      .add("title", STRING, "game title")
      .add("host", STRING, "host name")
      .add("map_name", STRING, "map name from the header")
      .add("map_width", INT32, "map width in tiles")
      .add("map_height", INT32, "map height in tiles")
      .add("game_type", STRING, "game type name (Melee, Use map settings, …)")
      .add("speed", STRING, "game speed name")
      .add("winner_team", INT32, "winning team by screp's rules, 0 when unknown")
      .add("matchup", STRING, "matchup such as PvT")
      .add("commands", INT64, "number of decoded commands")
      .build();

  static final TableSchema PLAYERS = TableSchema.builder(F, "players", "one row per real player (non-empty name)")
      .add("player_id", INT32, "player id (255 for computers)")
      .add("slot_id", INT32, "slot id")
      .add("name", STRING, "player name")
      .add("race", STRING, "race name")
      .add("type", STRING, "player type name (Human, Computer, …)")
      .add("team", INT32, "team as screp infers it")
      .add("observer", BOOL, "inferred observer")
      .add("color", STRING, "colour name")
      .add("cmd_count", INT32, "commands issued")
      .add("effective_cmd_count", INT32, "commands classified effective")
      .add("apm", INT32, "actions per minute")
      .add("eapm", INT32, "effective actions per minute")
      .add("last_cmd_frame", INT32, "frame of the last command")
      .addNullable("start_x", INT32, "start location pixel x; null when none")
      .addNullable("start_y", INT32, "start location pixel y; null when none")
      .add("start_direction", INT32, "clock direction 1..12 of the start location from the map centre, 0 unknown")
      .build();

  /** Command record fields that are not columns of their own (already in the fixed columns). */
  private static final String[] COMMAND_FIXED = {"frame", "player", "type"};

  static final TableSchema COMMANDS = commandsSchema();

  private static TableSchema commandsSchema() {
    LinkedHashSet<Class<? extends Record>> records = new LinkedHashSet<>();
    for (ScrepCommandType t : ScrepCommandType.values()) records.add(t.record().asSubclass(Record.class));
    Map<String, String> docs = new HashMap<>();
    docs.put("x", "x: tiles for Build, pixels for Right Click, Targeted Order, Lift Off, Minimap Ping");
    docs.put("y", "y: tiles for Build, pixels otherwise");
    docs.put("tags", "selected unit tags as [t1, t2, …] (Select, Select Add, Select Remove)");
    docs.put("payload", "raw payload bytes of commands without a typed record, and the skipped rest of an unknown one");
    TableSchema.Builder b = TableSchema.builder(F, "commands", "one row per command (and per unknown command id), in file order")
        .add("frame", INT32, "frame of the command block")
        .add("player", INT32, "issuing player id (observers from 128)")
        .add("type_id", INT32, "command type id as screp reports it (0xFE for Land)")
        .add("type_name", STRING, "screp's command name, \"Unknown 0x..\" for an unknown id");
    for (var c : RecordColumns.union(new ArrayList<>(records), docs, COMMAND_FIXED)) {
      // Every typed field is absent from most command types.
      b.addNullable(c.name(), c.type(), c.doc());
    }
    return b.build();
  }

  static final TableSchema CHAT = TableSchema.builder(F, "chat", "one row per chat message")
      .add("frame", INT32, "frame")
      .add("receiver_player_id", INT32, "the command's player id (the replay saver)")
      .add("sender_slot_id", INT32, "the sender's slot id")
      .add("sender_name", STRING, "the sender's name, empty when no player has that slot")
      .add("text", STRING, "the message")
      .build();

  static final TableSchema BUILD_ORDERS = TableSchema.builder(F, "build_orders", "one row per build-order step of a real player")
      .add("frame", INT32, "frame")
      .add("time", STRING, "game time m:ss at Fastest")
      .add("player_id", INT32, "player id")
      .add("command_type", INT32, "command type id (0x0C Build, 0x1F Train, 0x23, 0x35, 0x30, 0x32)")
      .add("kind", STRING, "UNIT, BUILDING, UNIT_MORPH, BUILDING_MORPH, TECH, UPGRADE")
      .add("id", INT32, "unit type, tech or upgrade id")
      .add("name", STRING, "unit, tech or upgrade name as screp spells it")
      .build();

  static final TableSchema MAP_RESOURCES = TableSchema.builder(F, "map_resources", "one row per mineral field or geyser of the map (CHK UNIT)")
      .add("kind", STRING, "mineral or geyser")
      .add("unit_type", INT32, "unit type id")
      .add("x", INT32, "pixel x")
      .add("y", INT32, "pixel y")
      .add("amount", INT64, "resource amount")
      .build();

  static final List<TableSchema> ALL = List.of(REPLAYS, PLAYERS, COMMANDS, CHAT, BUILD_ORDERS, MAP_RESOURCES);

  static void read(String table, ReplaySource source, String fileId, TableOptions options, DecodeLimits limits,
      TableSink sink) throws IOException {
    switch (table) {
      case "commands" -> commands(source, fileId, options, limits, sink);
      case "replays", "players", "chat", "build_orders", "map_resources" -> whole(table, source, fileId, options, limits, sink);
      default -> throw new IllegalArgumentException("screp has no table " + table + "; tables: "
          + ALL.stream().map(TableSchema::name).toList());
    }
  }

  // ---- commands: streamed from the visitor, one writer per record class --------------------------

  private static final int C_FRAME = 1, C_PLAYER = 2, C_TYPE_ID = 3, C_TYPE_NAME = 4;
  private static final int C_PAYLOAD = COMMANDS.index("payload");
  private static final Map<Class<?>, RecordColumns.Writer> WRITERS = new HashMap<>();

  static {
    for (ScrepCommandType t : ScrepCommandType.values()) {
      WRITERS.computeIfAbsent(t.record(), k -> new RecordColumns.Writer(COMMANDS, t.record().asSubclass(Record.class)));
    }
  }

  private static void commands(ReplaySource source, String fileId, TableOptions options, DecodeLimits limits,
      TableSink sink) throws IOException {
    TableBatchBuilder b = new TableBatchBuilder(COMMANDS, fileId, options, sink);
    ScrepVisitor v = new ScrepVisitor() {
      @Override
      public void visitCommand(Command c) {
        int t = c.screpType();
        b.setInt(C_FRAME, c.frame());
        b.setInt(C_PLAYER, c.player());
        b.setInt(C_TYPE_ID, t);
        if (b.wants(C_TYPE_NAME)) b.setString(C_TYPE_NAME, ScrepNames.command(t));
        WRITERS.get(c.getClass()).write(b, c);
        end(b);
      }

      @Override
      public void visitUnknown(int frame, int player, int type, ByteSlice rest, long offset) {
        b.setInt(C_FRAME, frame);
        b.setInt(C_PLAYER, player);
        b.setInt(C_TYPE_ID, type);
        b.setString(C_TYPE_NAME, ScrepNames.command(type));
        if (b.wants(C_PAYLOAD)) {
          byte[] a = rest.toArray();
          b.setBinary(C_PAYLOAD, a, 0, a.length);
        }
        end(b);
      }
    };
    ScrepDecoder.Options opts = new ScrepDecoder.Options(true, false, false, false, false, true, limits);
    try (InputStream in = source.openStream()) {
      new ScrepDecoder(opts).decode(in, v);
    } catch (Stop stop) {
      return;
    } catch (SinkFailed e) {
      throw (IOException) e.getCause();
    }
    b.finish();
  }

  private static void end(TableBatchBuilder b) {
    try {
      if (!b.endRow()) throw new Stop();
    } catch (IOException e) {
      throw new SinkFailed(e);
    }
  }

  /** Unwinds decoding when the sink asks to stop. */
  private static final class Stop extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Stop() { super(null, null, false, false); }
  }

  /** Carries a sink's IOException through the visitor (which cannot throw it). */
  static final class SinkFailed extends RuntimeException {
    private static final long serialVersionUID = 1L;

    SinkFailed(IOException e) { super(e); }
  }

  // ---- tables of the whole decoded replay --------------------------------------------------------

  private static void whole(String table, ReplaySource source, String fileId, TableOptions options,
      DecodeLimits limits, TableSink sink) throws IOException {
    byte[] bytes = source.readAllBytes(limits);
    ScrepReplay.Collector c = new ScrepReplay.Collector();
    new ScrepDecoder(ScrepDecoder.Options.DEFAULT.withLimits(limits)).decode(bytes, c);
    ScrepReplay r = c.result();
    ScrepComputed comp = ScrepComputed.compute(c);
    TableSchema s = ALL.stream().filter(t -> t.name().equals(table)).findFirst().orElseThrow();
    TableBatchBuilder b = new TableBatchBuilder(s, fileId, options, sink);
    switch (table) {
      case "replays" -> {
        Header h = r.header();
        b.setString(1, r.version().label());
        b.setString(2, ScrepNames.engine(h.engine()));
        b.setLong(3, h.frames());
        b.setDouble(4, h.durationSeconds());
        b.setLong(5, h.startTime());
        b.setString(6, h.title().text());
        b.setString(7, h.host().text());
        b.setString(8, h.mapName().text());
        b.setInt(9, r.mapWidth());
        b.setInt(10, r.mapHeight());
        b.setString(11, ScrepNames.gameType(h.gameType()));
        b.setString(12, ScrepNames.speed(h.speed()));
        b.setInt(13, comp.winnerTeam());
        b.setString(14, comp.matchup());
        b.setLong(15, r.commands().size());
        b.endRow();
      }
      case "players" -> {
        for (ScrepComputed.Player p : comp.players()) {
          b.setInt(1, p.slot().playerId());
          b.setInt(2, p.slot().slotId());
          b.setString(3, p.slot().name().text());
          b.setString(4, ScrepNames.race(p.slot().race()));
          b.setString(5, ScrepNames.playerType(p.slot().type()));
          b.setInt(6, p.team());
          b.setBool(7, p.observer());
          b.setString(8, ScrepNames.color(p.slot().color()));
          b.setInt(9, p.cmdCount());
          b.setInt(10, p.effectiveCmdCount());
          b.setInt(11, p.apm());
          b.setInt(12, p.eapm());
          b.setInt(13, p.lastCmdFrame());
          if (p.startLocation() != null) {
            b.setInt(14, p.startLocation().x());
            b.setInt(15, p.startLocation().y());
          }
          b.setInt(16, p.startDirection());
          if (!b.endRow()) return;
        }
      }
      case "chat" -> {
        for (ScrepComputed.ChatMessage m : comp.chat()) {
          b.setInt(1, m.frame());
          b.setInt(2, m.receiverPlayerId());
          b.setInt(3, m.senderSlotId());
          b.setString(4, m.senderName());
          b.setString(5, m.text());
          if (!b.endRow()) return;
        }
      }
      case "build_orders" -> {
        for (ScrepComputed.BuildOrderItem i : comp.buildOrder()) {
          b.setInt(1, i.frame());
          b.setString(2, i.time());
          b.setInt(3, i.playerId());
          b.setInt(4, i.commandType());
          b.setString(5, String.valueOf(i.kind()));
          b.setInt(6, i.id());
          b.setString(7, i.name());
          if (!b.endRow()) return;
        }
      }
      default -> {
        MapData m = r.map();
        if (m != null) {
          for (Resource x : m.minerals()) if (!resource(b, "mineral", x)) return;
          for (Resource x : m.geysers()) if (!resource(b, "geyser", x)) return;
        }
      }
    }
    b.finish();
  }

  private static boolean resource(TableBatchBuilder b, String kind, Resource x) throws IOException {
    b.setString(1, kind);
    b.setInt(2, x.unitType());
    b.setInt(3, x.x());
    b.setInt(4, x.y());
    b.setLong(5, x.amount());
    return b.endRow();
  }

}
