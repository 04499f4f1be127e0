package org.replays4j.screp;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.io.Bytes;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.table.Column;
import org.replays4j.core.table.FormatTables;
import org.replays4j.core.table.RecordColumns;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.core.table.TableSchema;
import org.replays4j.core.table.TableSpecs;
import org.replays4j.screp.record.Header;
import org.replays4j.screp.record.MapData;
import org.replays4j.screp.record.Resource;
import org.replays4j.screp.stats.EffectiveCommands;
import org.replays4j.screp.stats.ScrepComputed;
import org.replays4j.screp.stats.SharedView;

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

  /** The tables and their row producer, for {@link ScrepFormat#formatTables()}. */
  static final FormatTables TABLES =
      new FormatTables(
          ALL,
          (b, source, limits) -> readTogether(List.of(b), source, limits, false),
          ScrepTables::readTogether);

  /**
   * The rows of every builder's table: {@code commands} streamed from a decode of its own (the
   * columnar command form, the map and modern sections skipped), all the other tables and the
   * shared stats from one decode of the whole replay.
   *
   * @return the shared stats when {@code gameStats}, else null
   */
  static GameStats readTogether(
      List<TableBatchBuilder> rows, ReplaySource source, DecodeLimits limits, boolean gameStats)
      throws IOException {
    List<TableBatchBuilder> whole = new ArrayList<>();
    for (TableBatchBuilder b : rows) {
      if (b.schema().name().equals("commands")) commands(b, source, limits);
      else whole.add(b);
    }
    if (whole.isEmpty() && !gameStats) return null;
    byte[] bytes = source.readAllBytes(limits);
    ScrepReplay.Collector c = new ScrepReplay.Collector();
    ScrepFormat.decoder(limits).decode(bytes, c);
    ScrepReplay r = c.result();
    ScrepComputed comp = ScrepComputed.compute(c);
    for (TableBatchBuilder b : whole) {
      if (r.damage() != null) b.damage(r.damage());
      if (!b.stopped()) whole(b, r, comp);
    }
    return gameStats ? SharedView.of(r, comp) : null;
  }

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

  // ---- commands: streamed from the decoder's columnar form
  // ---------------------------------------

  private static final int C_FRAME = 1, C_PLAYER = 2, C_TYPE_ID = 3, C_TYPE_NAME = 4;
  private static final int C_PAYLOAD = COMMANDS.index("payload");
  private static final int C_TAGS = COMMANDS.index("tags");
  private static final int C_ORDER = COMMANDS.index("order");
  private static final int C_X = COMMANDS.index("x");
  private static final int C_Y = COMMANDS.index("y");
  private static final int C_UNIT_TYPE = COMMANDS.index("unit_type");
  private static final int C_UNIT_TAG = COMMANDS.index("unit_tag");
  private static final int C_UNKNOWN = COMMANDS.index("unknown");
  private static final int C_QUEUED = COMMANDS.index("queued");
  private static final int C_HOTKEY_TYPE = COMMANDS.index("hotkey_type");
  private static final int C_GROUP = COMMANDS.index("group");
  private static final int C_TECH = COMMANDS.index("tech");
  private static final int C_UPGRADE = COMMANDS.index("upgrade");
  private static final int C_MASK = COMMANDS.index("mask");
  private static final int C_BITS = COMMANDS.index("bits");
  private static final int C_SPEED = COMMANDS.index("speed");
  private static final int C_LATENCY = COMMANDS.index("latency");
  private static final int C_REASON = COMMANDS.index("reason");
  private static final int C_EFFECTIVE = COMMANDS.index("effective");

  /**
   * The record writer of each known command type id, for the rare types written from their record.
   */
  private static final RecordColumns.Writer[] WRITERS = new RecordColumns.Writer[256];

  /**
   * screp's name of each type id (index 256: the -1 of a block ending after a player byte), made
   * once.
   */
  private static final String[] NAMES = new String[257];

  static {
    Map<Class<?>, RecordColumns.Writer> byRecord = new HashMap<>();
    for (ScrepCommandType t : ScrepCommandType.values()) {
      WRITERS[t.id()] =
          byRecord.computeIfAbsent(
              t.record(),
              k -> new RecordColumns.Writer(COMMANDS, t.record().asSubclass(Record.class)));
    }
    for (int t = 0; t < 256; t++) NAMES[t] = ScrepNames.command(t);
    NAMES[256] = ScrepNames.command(-1);
  }

  private static void commands(TableBatchBuilder b, ReplaySource source, DecodeLimits limits)
      throws IOException {
    CommandRows v = new CommandRows(b);
    ScrepDecoder d =
        ScrepDecoder.builder()
            .limits(limits)
            .option(
                ScrepDecoder.Option.SKIP_MAP_DATA,
                ScrepDecoder.Option.SKIP_MODERN_SECTIONS,
                ScrepDecoder.Option.SKIP_CHECKSUMS)
            .salvage(true)
            .build();
    try (InputStream in = source.openStream()) {
      d.decode(in, v);
    } catch (SinkFailed e) {
      throw (IOException) e.getCause();
    }
    if (v.damage != null) b.damage(v.damage);
  }

  /**
   * Writes the rows of the {@code commands} table straight from the decoder's columnar form (no
   * record per command): the common command types from their payload bytes, the rare ones (chat,
   * lobby, opaque, …) through their record. Unknown commands are rows of the batches too.
   */
  private static final class CommandRows extends ScrepVisitor {
    private final TableBatchBuilder b;
    private final boolean names;
    private final boolean tags;
    private final boolean payload;
    private final boolean effective;

    /** The EAPM classification, fed every known command in file order. */
    private final EffectiveCommands classes = new EffectiveCommands();

    private byte[] text = new byte[64];
    Damage damage;

    CommandRows(TableBatchBuilder b) {
      this.b = b;
      this.names = b.wants(C_TYPE_NAME);
      this.tags = b.wants(C_TAGS);
      this.payload = b.wants(C_PAYLOAD);
      this.effective = b.wants(C_EFFECTIVE);
    }

    @Override
    public void visitDamage(Damage d) {
      damage = d;
    }

    @Override
    public CommandForm commandForm() {
      return CommandForm.COLUMNS;
    }

    /** Real sections hold about one command per 10-16 bytes (frame headers included). */
    @Override
    public void visitCommandsStart(int sectionBytes) {
      b.reserve(sectionBytes / 12 + 16);
    }

    @Override
    public void visitCommands(ScrepCommandBatch batch) {
      byte[] d = batch.bytes();
      for (int i = 0, n = batch.size(); i < n; i++) {
        int type = batch.type(i);
        int q = batch.payloadOffset(i);
        b.setInt(C_FRAME, batch.frame(i));
        b.setInt(C_PLAYER, batch.player(i));
        if (!batch.known(i)) {
          b.setInt(C_TYPE_ID, type);
          if (names) b.setString(C_TYPE_NAME, NAMES[type < 0 ? 256 : type]);
          if (payload) b.setBinary(C_PAYLOAD, d, q, batch.payloadLength(i));
          end();
          continue;
        }
        int screpType = batch.screpType(i);
        b.setInt(C_TYPE_ID, screpType);
        if (effective) b.setBool(C_EFFECTIVE, classes.effective(batch, i));
        if (names) b.setString(C_TYPE_NAME, NAMES[screpType]);
        switch (type) {
          case 0x09, 0x0A, 0x0B -> {
            if (tags) b.setString(C_TAGS, tags(d, q, 2));
          }
          case 0x63, 0x64, 0x65 -> {
            if (tags) b.setString(C_TAGS, tags(d, q, 4));
          }
          case 0x0C -> {
            b.setInt(C_ORDER, d[q] & 0xFF);
            b.setInt(C_X, Bytes.u16le(d, q + 1));
            b.setInt(C_Y, Bytes.u16le(d, q + 3));
            b.setInt(C_UNIT_TYPE, Bytes.u16le(d, q + 5));
          }
          case 0x13 -> {
            b.setInt(C_HOTKEY_TYPE, d[q] & 0xFF);
            b.setInt(C_GROUP, d[q + 1] & 0xFF);
          }
          case 0x14 -> target(d, q, false, -1, q + 8);
          case 0x60 -> target(d, q, true, -1, q + 10);
          case 0x15 -> target(d, q, false, q + 8, q + 9);
          case 0x61 -> target(d, q, true, q + 10, q + 11);
          case 0x1A, 0x1E, 0x21, 0x22, 0x25, 0x26, 0x28, 0x2B, 0x2C, 0x2D ->
              b.setBool(C_QUEUED, d[q] != 0);
          case 0x1F, 0x23, 0x35 -> b.setInt(C_UNIT_TYPE, Bytes.u16le(d, q));
          case 0x20, 0x29 -> {
            b.setInt(C_UNIT_TAG, Bytes.u16le(d, q));
            b.setInt(C_UNKNOWN, 0);
          }
          case 0x62 -> {
            b.setInt(C_UNIT_TAG, Bytes.u16le(d, q));
            b.setInt(C_UNKNOWN, Bytes.u16le(d, q + 2));
          }
          case 0x2F, 0x58 -> {
            b.setInt(C_X, Bytes.u16le(d, q));
            b.setInt(C_Y, Bytes.u16le(d, q + 2));
          }
          case 0x30 -> b.setInt(C_TECH, d[q] & 0xFF);
          case 0x32 -> b.setInt(C_UPGRADE, d[q] & 0xFF);
          case 0x0D -> b.setInt(C_MASK, Bytes.u16le(d, q));
          case 0x0E, 0x12 -> b.setLong(C_BITS, Bytes.u32le(d, q));
          case 0x0F -> b.setInt(C_SPEED, d[q] & 0xFF);
          case 0x55 -> b.setInt(C_LATENCY, d[q] & 0xFF);
          case 0x57 -> b.setInt(C_REASON, d[q] & 0xFF);
          default -> {
            int len = batch.payloadLength(i);
            if (len == 0) break; // a command without payload: no typed column
            if (WRITERS[type] == WRITERS[0x37]) {
              if (payload) b.setBinary(C_PAYLOAD, d, q, len); // Opaque: the payload bytes as stored
            } else {
              WRITERS[type].write(b, batch.record(i)); // Chat and any other rare record
            }
          }
        }
        end();
      }
    }

    /**
     * Right Click / Targeted Order: x, y, unit tag, (1.21: unknown u16), unit type, (order),
     * queued.
     */
    private void target(byte[] d, int q, boolean modern, int order, int queued) {
      b.setInt(C_X, Bytes.u16le(d, q));
      b.setInt(C_Y, Bytes.u16le(d, q + 2));
      b.setInt(C_UNIT_TAG, Bytes.u16le(d, q + 4));
      b.setInt(C_UNKNOWN, modern ? Bytes.u16le(d, q + 6) : 0);
      b.setInt(C_UNIT_TYPE, Bytes.u16le(d, modern ? q + 8 : q + 6));
      if (order >= 0) b.setInt(C_ORDER, d[order] & 0xFF);
      b.setBool(C_QUEUED, d[queued] != 0);
    }

    /**
     * The tag list as {@code [t1, t2, …]} (as {@code UnitTags.toString()}), without a
     * StringBuilder.
     */
    private String tags(byte[] d, int q, int stride) {
      int count = d[q] & 0xFF;
      if (text.length < 2 + 7 * count) text = new byte[2 + 7 * count];
      byte[] t = text;
      int len = 0;
      t[len++] = '[';
      for (int k = 0; k < count; k++) {
        if (k > 0) {
          t[len++] = ',';
          t[len++] = ' ';
        }
        int v = Bytes.u16le(d, q + 1 + stride * k);
        if (v >= 10000) t[len++] = (byte) ('0' + v / 10000);
        if (v >= 1000) t[len++] = (byte) ('0' + v / 1000 % 10);
        if (v >= 100) t[len++] = (byte) ('0' + v / 100 % 10);
        if (v >= 10) t[len++] = (byte) ('0' + v / 10 % 10);
        t[len++] = (byte) ('0' + v % 10);
      }
      t[len++] = ']';
      return new String(t, 0, len, StandardCharsets.ISO_8859_1);
    }

    private void end() {
      try {
        if (!b.endRow()) throw StopDecoding.INSTANCE;
      } catch (IOException e) {
        throw new SinkFailed(e);
      }
    }
  }

  /** Carries a sink's IOException through the visitor (which cannot throw it). */
  static final class SinkFailed extends RuntimeException {
    private static final long serialVersionUID = 1L;

    SinkFailed(IOException e) {
      super(e);
    }
  }

  // ---- tables of the whole decoded replay
  // --------------------------------------------------------

  private static final int R_HEADER_FRAMES = REPLAYS.index("header_frames");
  private static final int R_FRAMES_WARNING = REPLAYS.index("frames_warning");
  private static final int R_RAW_TITLE = REPLAYS.index("raw_title");
  private static final int R_RAW_HOST = REPLAYS.index("raw_host");
  private static final int R_RAW_MAP_NAME = REPLAYS.index("raw_map_name");
  private static final int P_RAW_NAME = PLAYERS.index("raw_name");

  private static void whole(TableBatchBuilder b, ScrepReplay r, ScrepComputed comp)
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
          b.setString(3, p.slot().name().text());
          b.setString(P_RAW_NAME, p.slot().name().decoded());
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
