package org.replays4j.screp.spi;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import org.replays4j.core.table.Column;
import org.replays4j.core.table.FormatTables;
import org.replays4j.core.table.RecordColumns;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.core.table.TableSchema;
import org.replays4j.core.table.TableSpecs;
import org.replays4j.screp.ScrepCommandType;
import org.replays4j.screp.ScrepDecoder;
import org.replays4j.screp.ScrepNames;
import org.replays4j.screp.ScrepReplay;
import org.replays4j.screp.record.Header;
import org.replays4j.screp.record.MapData;
import org.replays4j.screp.record.Resource;
import org.replays4j.screp.stats.ScrepComputed;

/**
 * The tables of StarCraft replays: {@code replays}, {@code players}, {@code commands}, {@code
 * chat}, {@code build_orders}, {@code map_resources}. The {@code commands} columns are the union of
 * the fields of the command records named in {@link ScrepCommandType} (nullable where a command
 * type lacks the field), so a new command type in that table is a new set of columns here.
 */
final class ScrepTables {
  private ScrepTables() {}

  private static final String F = ScrepDecoder.FORMAT;

  /** Command record fields that are not columns of their own (already in the fixed columns). */
  private static final String[] COMMAND_FIXED = {"frame", "player", "type"};

  private static final TableSpecs SPECS =
      TableSpecs.load(ScrepTables.class, F).withColumns("records", commandRecordColumns());

  static final TableSchema REPLAYS = SPECS.schema("replays");
  static final TableSchema PLAYERS = SPECS.schema("players");
  static final TableSchema COMMANDS = SPECS.schema("commands");
  static final TableSchema CHAT = SPECS.schema("chat");
  static final TableSchema BUILD_ORDERS = SPECS.schema("build_orders");
  static final TableSchema MAP_RESOURCES = SPECS.schema("map_resources");

  static final List<TableSchema> ALL =
      List.of(REPLAYS, PLAYERS, COMMANDS, CHAT, BUILD_ORDERS, MAP_RESOURCES);

  /**
   * The tables and their entry points, for {@link ScrepFormat#formatTables()}: any number of them
   * (with the shared stats, when asked) from one {@link ScrepPass}.
   */
  static final FormatTables TABLES =
      new FormatTables(
          ALL,
          (b, source, limits) -> ScrepPass.tables(List.of(b), source, limits, false),
          ScrepPass::tables);

  /**
   * The {@code commands} columns after the fixed ones: the union of the fields of the command
   * records, every one nullable (a typed field is absent from most command types).
   */
  private static List<Column> commandRecordColumns() {
    LinkedHashSet<Class<? extends Record>> records = new LinkedHashSet<>();
    for (ScrepCommandType t : ScrepCommandType.values())
      records.add(t.record().asSubclass(Record.class));
    Map<String, String> docs = new HashMap<>();
    docs.put(
        "x", "x: tiles for Build, pixels for Right Click, Targeted Order, Lift Off, Minimap Ping");
    docs.put("y", "y: tiles for Build, pixels otherwise");
    docs.put("tags", "selected unit tags as [t1, t2, …] (Select, Select Add, Select Remove)");
    docs.put(
        "payload",
        "raw payload bytes of commands without a typed record, and the skipped rest of an unknown one");
    return RecordColumns.union(new ArrayList<>(records), docs, COMMAND_FIXED).stream()
        .map(c -> Column.nullable(c.name(), c.type(), c.doc()))
        .toList();
  }

  private static final int R_HEADER_FRAMES = REPLAYS.index("header_frames");
  private static final int R_FRAMES_WARNING = REPLAYS.index("frames_warning");
  private static final int R_RAW_TITLE = REPLAYS.index("raw_title");
  private static final int R_RAW_HOST = REPLAYS.index("raw_host");
  private static final int R_RAW_MAP_NAME = REPLAYS.index("raw_map_name");
  private static final int P_RAW_NAME = PLAYERS.index("raw_name");

  /**
   * Writes the rows of every table but {@code commands} of a decoded replay into their builders,
   * with the replay's damage; a builder whose sink stopped gets nothing more.
   */
  static void write(List<TableBatchBuilder> builders, ScrepReplay r, ScrepComputed comp)
      throws IOException {
    for (TableBatchBuilder b : builders) {
      if (r.damage() != null) b.damage(r.damage());
      if (!b.stopped()) write(b, r, comp);
    }
  }

  private static void write(TableBatchBuilder b, ScrepReplay r, ScrepComputed comp)
      throws IOException {
    switch (b.schema().name()) {
      case "replays" -> {
        Header h = r.header();
        b.setString(1, r.version().label());
        b.setString(2, ScrepNames.engine(h.engine()));
        b.setLong(3, comp.frames());
        b.setDouble(4, comp.durationSeconds());
        b.setLong(5, h.startTime());
        b.setString(6, h.title().text());
        b.setString(7, h.host().text());
        b.setString(8, r.mapName().text());
        b.setInt(9, r.mapWidth());
        b.setInt(10, r.mapHeight());
        b.setString(11, ScrepNames.gameType(h.gameType()));
        b.setString(12, ScrepNames.speed(h.speed()));
        b.setInt(13, comp.winnerTeam());
        b.setString(14, comp.matchup());
        b.setLong(15, r.commands().size());
        b.setBool(16, r.damage() == null);
        if (r.damage() != null) b.setString(17, r.damage().toString());
        b.setLong(R_HEADER_FRAMES, h.frames());
        if (comp.framesWarning() != null) b.setString(R_FRAMES_WARNING, comp.framesWarning());
        b.setString(R_RAW_TITLE, h.title().decoded());
        b.setString(R_RAW_HOST, h.host().decoded());
        b.setString(R_RAW_MAP_NAME, r.mapName().decoded());
        b.endRow();
      }
      case "players" -> {
        for (ScrepComputed.Player p : comp.players()) {
          b.setInt(1, p.slot().playerId());
          b.setInt(2, p.slot().slotId());
          b.setString(3, p.name());
          b.setString(P_RAW_NAME, p.rawName());
          b.setString(4, ScrepNames.race(p.slot().race()));
          b.setString(5, ScrepNames.playerType(p.slot().type()));
          b.setString(8, ScrepNames.color(p.slot().color()));
          PLAYER.write(b, p); // team, observer, the command counts, start direction
          if (p.startLocation() != null) {
            b.setInt(14, p.startLocation().x());
            b.setInt(15, p.startLocation().y());
          }
          if (!b.endRow()) return;
        }
      }
      case "chat" -> {
        for (ScrepComputed.ChatMessage m : comp.chat()) {
          CHAT_MESSAGE.write(b, m);
          if (!b.endRow()) return;
        }
      }
      case "build_orders" -> {
        for (ScrepComputed.BuildOrderItem i : comp.buildOrder()) {
          BUILD_ORDER_ITEM.write(b, i); // frame, player id, command type, id
          b.setString(2, i.time());
          b.setString(5, String.valueOf(i.kind()));
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
  }

  private static final RecordColumns.Writer PLAYER =
      new RecordColumns.Writer(PLAYERS, ScrepComputed.Player.class);
  private static final RecordColumns.Writer CHAT_MESSAGE =
      new RecordColumns.Writer(CHAT, ScrepComputed.ChatMessage.class);
  private static final RecordColumns.Writer BUILD_ORDER_ITEM =
      new RecordColumns.Writer(BUILD_ORDERS, ScrepComputed.BuildOrderItem.class);
  private static final RecordColumns.Writer RESOURCE =
      new RecordColumns.Writer(MAP_RESOURCES, Resource.class);

  private static boolean resource(TableBatchBuilder b, String kind, Resource x) throws IOException {
    b.setString(1, kind);
    RESOURCE.write(b, x);
    return b.endRow();
  }
}
