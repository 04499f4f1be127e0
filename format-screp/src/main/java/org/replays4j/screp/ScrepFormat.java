package org.replays4j.screp;

import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.replays4j.core.DecodeRequest;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.event.ValueTrees;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.screp.record.Command;
import org.replays4j.screp.record.Header;
import org.replays4j.screp.record.Limits;
import org.replays4j.screp.record.MapData;
import org.replays4j.screp.record.PlayerColors;
import org.replays4j.screp.record.RawText;
import org.replays4j.screp.record.ShieldBattery;
import org.replays4j.screp.stats.ScrepComputed;

/**
 * {@link ReplayFormat} for StarCraft: Brood War replays (id {@code screp}). Stateless and
 * thread-safe. The summary details are what the CLI summary shows: {@code era, engine, frames,
 * startTime, title, map, gameType, speed, players, commands, chat, apm, eapm, winnerTeam}.
 *
 * <p>Tables ({@link #formatTables()}): {@code replays}, {@code players}, {@code commands}, {@code
 * chat}, {@code build_orders}, {@code map_resources}.
 */
public final class ScrepFormat extends ReplayFormat {
  /** Public no-argument constructor for {@link java.util.ServiceLoader}. */
  public ScrepFormat() {
    super(
        ScrepDecoder.FORMAT,
        "StarCraft: Brood War replay",
        "legacy (1.00-1.16.1, DCL), 1.18-1.20, 1.21+ (Remastered)",
        ScrepTables.TABLES,
        List.of(new ScrepToChk()),
        "rep");
  }

  /**
   * Matches the replay-id section: checksum, chunk count 1, a raw 4-byte chunk holding {@code reRS}
   * or {@code seRS}.
   */
  @Override
  public double probe(byte[] head, String fileName) {
    if (head == null || head.length < 16) return 0;
    boolean count1 = head[4] == 1 && head[5] == 0 && head[6] == 0 && head[7] == 0;
    boolean len4 = head[8] == 4 && head[9] == 0 && head[10] == 0 && head[11] == 0;
    boolean id =
        (head[12] == 'r' || head[12] == 's')
            && head[13] == 'e'
            && head[14] == 'R'
            && head[15] == 'S';
    if (count1 && len4 && id) return 0.95;
    return 0;
  }

  /**
   * The one pass of the SPI. The summary, the stats tree and the shared view come from one
   * collector; with {@link ReplayFormat#SUMMARY_MAP_DATA_HASH} the whole map section is
   * decompressed (not sparse) so that {@code map.dataHash} holds screp's map data hash (SHA-256);
   * with {@code "mapDataHash:ALGO"} ({@code md5}, {@code sha1}, {@code sha256} or {@code sha512},
   * the algorithms of screp's {@code -mapDataHash}) the hash is taken with that algorithm, named in
   * {@code map.dataHashAlgorithm}. Without either option those entries are null.
   *
   * @throws IllegalArgumentException for an algorithm screp does not offer
   */
  @Override
  protected ReplayAnalysis decode(ReplaySource source, DecodeLimits limits, DecodeRequest request)
      throws IOException {
    String algorithm =
        request.wants(ReplayAnalysis.Product.SUMMARY)
            ? mapHashAlgorithm(request.summaryOptions())
            : null;
    // a sink that returns false stops the decode (StopDecoding, caught by the decoder)
    if (request.events() != null) decoder(limits).decode(source, new SinkVisitor(request.events()));
    org.replays4j.core.stats.GameStats shared = null;
    if (!request.tableBuilders().isEmpty()) {
      shared =
          formatTables()
              .readAll(
                  request.tableBuilders(),
                  source,
                  limits,
                  request.wants(ReplayAnalysis.Product.GAME_STATS));
    }
    if (request.products().isEmpty()) return ReplayAnalysis.NONE;
    byte[] bytes = source.readAllBytes(limits);
    ScrepReplay.Collector c = new ScrepReplay.Collector();
    ScrepDecoder.builder()
        .limits(limits)
        .salvage(true)
        .option(ScrepDecoder.Option.FULL_MAP, algorithm != null)
        .build()
        .decode(bytes, c);
    ScrepComputed comp = ScrepComputed.compute(c);
    return new ReplayAnalysis(
        request.wants(ReplayAnalysis.Product.SUMMARY) ? summary(c.result(), comp, algorithm) : null,
        request.wants(ReplayAnalysis.Product.STATS) ? statsTree(c, comp) : null,
        shared != null || !request.wants(ReplayAnalysis.Product.GAME_STATS)
            ? shared
            : org.replays4j.screp.stats.SharedView.of(c.result(), comp));
  }

  /** screp's {@code -mapDataHash} names and the JDK's names of those digests. */
  static final Map<String, String> MAP_HASH_ALGORITHMS =
      Map.of("md5", "MD5", "sha1", "SHA-1", "sha256", "SHA-256", "sha512", "SHA-512");

  /**
   * The map hash algorithm the summary options ask for ({@code mapDataHash} is {@code sha256},
   * {@code mapDataHash:ALGO} names one), or null for none.
   */
  static String mapHashAlgorithm(java.util.Set<String> options) {
    String algorithm = null;
    for (String o : options) {
      if (o.equals(SUMMARY_MAP_DATA_HASH)) {
        if (algorithm == null) algorithm = "sha256";
      } else if (o.startsWith(SUMMARY_MAP_DATA_HASH + ":")) {
        String a =
            o.substring(SUMMARY_MAP_DATA_HASH.length() + 1).toLowerCase(java.util.Locale.ROOT);
        if (!MAP_HASH_ALGORITHMS.containsKey(a))
          throw new IllegalArgumentException(
              "map hash algorithm must be md5, sha1, sha256 or sha512: " + a);
        algorithm = a;
      }
    }
    return algorithm;
  }

  /**
   * The stats tree of a decoded replay, the computed stats for {@code replays4j stats}: {@code
   * {"stats": {"players": [{id, name, race, team, observer, cmdCount, effectiveCmdCount,
   * redundancy, lastCmdFrame, apm, eapm, startLocation, startDirection, buildOrder: ["0:42 SCV",
   * …], buildOrderSteps}], "winnerTeam", "matchup", "host", "repSaver"}}}; the build order holds
   * effective commands only (docs/formats/screp.md#computed); {@code buildOrder} lists at most
   * {@link #LISTED_STEPS} steps, {@code buildOrderSteps} counts them all.
   */
  private static Map<String, Object> statsTree(ScrepReplay.Collector c, ScrepComputed comp) {
    List<Object> players = new ArrayList<>();
    for (ScrepComputed.Player p : comp.players()) {
      Map<String, Object> pm = new LinkedHashMap<>();
      pm.put("id", p.slot().playerId());
      pm.put("name", p.slot().name().text());
      pm.put("race", ScrepNames.race(p.slot().race()));
      pm.put("team", p.team());
      pm.put("observer", p.observer());
      actions(pm, p);
      List<ScrepComputed.BuildOrderItem> steps = comp.buildOrder(p.slot().playerId());
      pm.put("buildOrder", listed(steps));
      pm.put("buildOrderSteps", steps.size());
      players.add(pm);
    }
    Map<String, Object> st = new LinkedHashMap<>();
    st.put("players", players);
    st.put("winnerTeam", comp.winnerTeam() > 0 ? comp.winnerTeam() : null);
    st.put("matchup", comp.matchup());
    st.put("host", c.result().header().host().text());
    st.put("repSaver", saver(comp));
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("stats", st);
    if (c.damage() != null) out.put("damage", c.damage().toTree());
    return out;
  }

  /** The SPI's decoder: {@code limits}, salvage mode (the {@link ReplayFormat} contract). */
  static ScrepDecoder decoder(DecodeLimits limits) {
    return limits.equals(DecodeLimits.DEFAULT)
        ? ScrepDecoder.salvaging()
        : ScrepDecoder.builder().limits(limits).salvage(true).build();
  }

  /** The format-agnostic summary of a decoded replay. */
  public static ReplaySummary summary(ScrepReplay r, ScrepComputed comp) {
    return summary(r, comp, r.rawMap() == null ? null : "sha256");
  }

  /**
   * The summary with {@code map.dataHash} taken with {@code mapHashAlgorithm} ({@code md5}, {@code
   * sha1}, {@code sha256}, {@code sha512}; null: no hash) when the replay was read with its whole
   * map.
   */
  static ReplaySummary summary(ScrepReplay r, ScrepComputed comp, String mapHashAlgorithm) {
    List<String> participants = new ArrayList<>();
    for (ScrepComputed.Player p : comp.players()) participants.add(p.slot().name().text());
    Map<String, Long> counts = new LinkedHashMap<>();
    counts.put("commands", (long) r.commands().size());
    counts.put("unknownCommands", (long) r.unknownCommands().size());
    counts.put("chat", (long) comp.chat().size());
    counts.put("leaveGame", (long) comp.leaves().size());
    List<String> warnings = new ArrayList<>(r.warnings());
    for (String m : r.checksumMismatches()) warnings.add("checksum mismatch: " + m);
    if (comp.framesWarning() != null) warnings.add(comp.framesWarning());
    for (ScrepComputed.Player p : comp.players()) {
      int steps = comp.buildOrder(p.slot().playerId()).size();
      if (steps > LISTED_STEPS) {
        warnings.add(
            "build order of player "
                + p.slot().playerId()
                + " has "
                + steps
                + " steps; the first "
                + LISTED_STEPS
                + " are listed");
      }
    }
    return new ReplaySummary(
        ScrepDecoder.FORMAT,
        r.version().label(),
        comp.durationSeconds(),
        participants,
        counts,
        warnings,
        details(r, comp, mapHashAlgorithm),
        r.damage());
  }

  /** The {@code "screp"} object of {@code replays4j inspect --json}. */
  public static Map<String, Object> details(ScrepReplay r, ScrepComputed comp) {
    return details(r, comp, r.rawMap() == null ? null : "sha256");
  }

  private static Map<String, Object> details(
      ScrepReplay r, ScrepComputed comp, String mapHashAlgorithm) {
    Header h = r.header();
    Map<String, Object> d = new LinkedHashMap<>();
    d.put("era", r.version().label());
    d.put("engine", ScrepNames.engine(h.engine()));
    d.put("frames", comp.frames());
    d.put("headerFrames", h.frames());
    d.put("startTime", Instant.ofEpochSecond(h.startTime()).toString());
    d.put("title", h.title().text());
    d.put("rawTitle", h.title().decoded());
    Map<String, Object> map = new LinkedHashMap<>();
    MapData m = r.map();
    map.put("name", r.mapName().text());
    map.put("rawName", r.mapName().decoded());
    map.put("width", r.mapWidth());
    map.put("height", r.mapHeight());
    map.put("tileset", m == null ? null : ScrepNames.tileset(m.tileset()));
    boolean hashed = mapHashAlgorithm != null && r.rawMap() != null;
    map.put(
        "dataHash",
        hashed ? MapDataHash.of(MAP_HASH_ALGORITHMS.get(mapHashAlgorithm), r.rawMap()) : null);
    map.put("dataHashAlgorithm", hashed ? mapHashAlgorithm : null);
    d.put("map", map);
    d.put("host", h.host().text());
    d.put("rawHost", h.host().decoded());
    d.put("repSaver", saver(comp));
    d.put("gameType", ScrepNames.gameType(h.gameType()));
    d.put("speed", ScrepNames.speed(h.speed()));
    d.put("matchup", comp.matchup());
    List<Object> players = new ArrayList<>();
    Map<Integer, List<String>> buildOrders = buildOrders(comp);
    for (ScrepComputed.Player p : comp.players()) {
      Map<String, Object> pm = new LinkedHashMap<>();
      pm.put("slot", p.slot().slotId());
      pm.put("id", p.slot().playerId());
      pm.put("name", p.slot().name().text());
      pm.put("rawName", p.slot().name().decoded());
      pm.put("race", ScrepNames.race(p.slot().race()));
      pm.put("type", ScrepNames.playerType(p.slot().type()));
      pm.put("team", p.team());
      pm.put("color", p.slot().color() < 0 ? null : ScrepNames.color(p.slot().color()));
      pm.put("observer", p.observer());
      actions(pm, p);
      pm.put("buildOrder", buildOrders.getOrDefault(p.slot().playerId(), List.of()));
      players.add(pm);
    }
    d.put("players", players);
    d.put("commands", commandCounts(r));
    List<Object> chat = new ArrayList<>();
    for (ScrepComputed.ChatMessage c : comp.chat()) {
      Map<String, Object> cm = new LinkedHashMap<>();
      cm.put("frame", Integer.toUnsignedLong(c.frame()));
      cm.put("player", c.senderName().isEmpty() ? "slot " + c.senderSlotId() : c.senderName());
      cm.put("text", c.text());
      chat.add(cm);
    }
    d.put("chat", chat);
    Map<String, Object> apm = new LinkedHashMap<>();
    Map<String, Object> eapm = new LinkedHashMap<>();
    for (ScrepComputed.Player p : comp.players()) {
      apm.put(String.valueOf(p.slot().playerId()), p.apm());
      eapm.put(String.valueOf(p.slot().playerId()), p.eapm());
    }
    d.put("apm", apm);
    d.put("eapm", eapm);
    d.put("winnerTeam", comp.winnerTeam() > 0 ? comp.winnerTeam() : null);
    // the winners by name, as a person reads them (empty when no winner was inferred)
    List<String> winners = new ArrayList<>();
    for (ScrepComputed.Player p : comp.players())
      if (comp.winnerTeam() > 0 && !p.observer() && p.team() == comp.winnerTeam())
        winners.add(p.slot().name().text());
    d.put("winners", winners);
    return d;
  }

  /**
   * A player's figures as screp reports them: {@code cmdCount}, {@code effectiveCmdCount}, {@code
   * redundancy} (percent of ineffective commands), {@code lastCmdFrame}, {@code apm}, {@code eapm},
   * {@code startLocation} ({@code {x, y}} in pixels, null when the map has none for the slot) and
   * {@code startDirection} (clock direction 1..12 from the map centre, null when unknown).
   */
  private static void actions(Map<String, Object> pm, ScrepComputed.Player p) {
    pm.put("cmdCount", p.cmdCount());
    pm.put("effectiveCmdCount", p.effectiveCmdCount());
    pm.put("redundancy", p.redundancy());
    pm.put("lastCmdFrame", p.lastCmdFrame());
    pm.put("apm", p.apm());
    pm.put("eapm", p.eapm());
    if (p.startLocation() == null) {
      pm.put("startLocation", null);
    } else {
      Map<String, Object> sl = new LinkedHashMap<>();
      sl.put("x", p.startLocation().x());
      sl.put("y", p.startLocation().y());
      pm.put("startLocation", sl);
    }
    pm.put("startDirection", p.startDirection() > 0 ? p.startDirection() : null);
  }

  /**
   * The replay saver (the receiver of the chat, screp's {@code RepSaverPlayerID}): {@code {id,
   * name}}, name null when no real player has that id; null when the replay has no chat.
   */
  private static Map<String, Object> saver(ScrepComputed comp) {
    if (comp.repSaverPlayerId() < 0) return null;
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", comp.repSaverPlayerId());
    ScrepComputed.Player p = comp.player(comp.repSaverPlayerId());
    m.put("name", p == null ? null : p.slot().name().text());
    return m;
  }

  /** {@code "0x00"} .. {@code "0xFF"}: the byType keys, made once instead of once per command. */
  private static final String[] HEX_KEYS = new String[256];

  static {
    for (int t = 0; t < 256; t++)
      HEX_KEYS[t] =
          "0x"
              + Character.toUpperCase(Character.forDigit(t >> 4, 16))
              + Character.toUpperCase(Character.forDigit(t & 15, 16));
  }

  /**
   * {@code total}, {@code byType} (stored command id as {@code "0x.."}), {@code byName} (screp's
   * command name; ids that share a name, such as 0x14 and 0x60 Right Click, add up) and {@code
   * byPlayer}. Counted from the primitive command columns when the replay carries them (no command
   * record is built), else from the records.
   */
  private static Map<String, Object> commandCounts(ScrepReplay r) {
    long[] byType = new long[256];
    long[] byPlayer = new long[256];
    CommandColumns col = r.commands() instanceof LazyCommands l ? l.columns() : null;
    if (col != null && col.n == r.commands().size()) {
      long[] packed = col.packed();
      for (int i = 0; i < col.n; i++) {
        int k = (int) packed[i];
        byPlayer[k & 0xFF]++;
        byType[(k >>> 8) & 0xFF]++;
      }
    } else {
      for (Command c : r.commands()) {
        byPlayer[c.player() & 0xFF]++;
        byType[c.type() & 0xFF]++;
      }
    }
    Map<String, Long> types = new LinkedHashMap<>();
    Map<String, Long> names = new LinkedHashMap<>();
    Map<String, Long> players = new LinkedHashMap<>();
    for (int t = 0; t < 256; t++) {
      if (byType[t] == 0) continue;
      types.put(HEX_KEYS[t], byType[t]);
      names.merge(ScrepNames.command(t), byType[t], Long::sum);
    }
    for (int p = 0; p < 256; p++) if (byPlayer[p] > 0) players.put(String.valueOf(p), byPlayer[p]);
    Map<String, Object> cmds = new LinkedHashMap<>();
    cmds.put("total", (long) r.commands().size());
    cmds.put("byType", types);
    cmds.put("byName", names);
    cmds.put("byPlayer", players);
    return cmds;
  }

  /**
   * Build orders by player id: each step as {@code "m:ss Name"} ({@link
   * ScrepComputed.BuildOrderItem#format()}, e.g. {@code "0:42 SCV"}), in command order. One pass
   * over the steps, whatever the number of players.
   */
  private static Map<Integer, List<String>> buildOrders(ScrepComputed comp) {
    Map<Integer, List<String>> out = new HashMap<>();
    for (ScrepComputed.BuildOrderItem i : comp.buildOrder()) {
      List<String> l = out.computeIfAbsent(i.playerId(), k -> new ArrayList<>());
      if (l.size() < LISTED_STEPS) l.add(i.format());
    }
    return out;
  }

  /**
   * Build-order steps the summary and stats list per player, as text. Real games stay far below (a
   * long 1v1 has a few hundred steps per player); a replay of millions of Train commands (each a
   * step, whether the game could carry it out or not) would otherwise cost a string per step in
   * every view. The model ({@link ScrepComputed#buildOrder()}) and the {@code build_orders} table
   * keep every step; a summary whose list was cut says so in its warnings, and stats give each
   * player's full count as {@code buildOrderSteps}.
   */
  public static final int LISTED_STEPS = 10_000;

  /** The first {@link #LISTED_STEPS} of {@code steps} as text. */
  private static List<Object> listed(List<ScrepComputed.BuildOrderItem> steps) {
    int n = Math.min(steps.size(), LISTED_STEPS);
    List<Object> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) out.add(steps.get(i).format());
    return out;
  }

  /**
   * Event types of {@link #events}: {@code Version}, {@code Header}, one per command as screp names
   * it ({@link ScrepNames#command}, e.g. {@code Train}, {@code Right Click}, {@code Land}), {@code
   * UnknownCommand} and the section events.
   */
  @Override
  public List<String> eventTypes() {
    return EVENT_TYPES;
  }

  private static final List<String> EVENT_TYPES = eventTypeList();

  private static List<String> eventTypeList() {
    java.util.Set<String> t = new java.util.LinkedHashSet<>(List.of("Version", "Header"));
    for (int id = 0; id < 256; id++)
      if (ScrepNames.isKnownCommand(id)) t.add(ScrepNames.command(id));
    t.add(ScrepNames.command(0xFE));
    t.addAll(
        List.of(
            "UnknownCommand",
            "MapData",
            "PlayerNames",
            "ModernSection",
            "Limits",
            "PlayerColors",
            "ShieldBattery",
            "ChecksumMismatch",
            "Warning"));
    return List.copyOf(t);
  }

  /**
   * A command's fields as a value tree, led by {@code typeId} (screp's type id, the {@code
   * commands} table's {@code type_id}: 0xFE for Land), with screp's names next to the ids: {@code
   * unit} after {@code unitType}, {@code orderName} after {@code order}, {@code techName} after
   * {@code tech}, {@code upgradeName} after {@code upgrade}, {@code hotkeyTypeName} after {@code
   * hotkeyType}, {@code reasonName} after a Leave Game's {@code reason}.
   */
  static Map<String, Object> named(Command c) {
    @SuppressWarnings("unchecked")
    Map<String, Object> fields = (Map<String, Object>) ValueTrees.toTree(c);
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("typeId", c.screpType());
    for (Map.Entry<String, Object> e : fields.entrySet()) {
      out.put(e.getKey(), e.getValue());
      if (!(e.getValue() instanceof Integer id)) continue;
      switch (e.getKey()) {
        case "unitType" -> out.put("unit", ScrepNames.unit(id));
        case "order" -> out.put("orderName", ScrepNames.order(id));
        case "tech" -> out.put("techName", ScrepNames.tech(id));
        case "upgrade" -> out.put("upgradeName", ScrepNames.upgrade(id));
        case "hotkeyType" -> out.put("hotkeyTypeName", ScrepNames.hotkeyType(id));
        case "reason" -> out.put("reasonName", ScrepNames.leaveReason(id));
        default -> {}
      }
    }
    return out;
  }

  /** Forwards every visitor call to a generic sink. */
  static final class SinkVisitor extends ScrepVisitor {
    private final ReplayEventSink sink;

    SinkVisitor(ReplayEventSink sink) {
      this.sink = sink;
    }

    @Override
    public void visitDamage(org.replays4j.core.error.Damage d) {
      sink.damage(d);
    }

    @Override
    public void visitVersion(ScrepVersion v) {
      sink.acceptOrStop("Version", -1, Map.of("era", v.label()));
    }

    @Override
    public void visitHeader(Header h) {
      sink.acceptOrStop("Header", -1, h);
    }

    @Override
    public void visitCommand(Command c) {
      sink.acceptOrStop(ScrepNames.command(c.screpType()), eventOffset(), named(c));
    }

    @Override
    public void visitUnknownCommand(int frame, int player, int type, ByteSlice rest) {
      long offset = eventOffset();
      sink.acceptOrStop(
          "UnknownCommand",
          offset,
          new ScrepReplay.UnknownCommand(frame, player, type, rest.copy(), offset));
    }

    @Override
    public void visitMapData(MapData m) {
      sink.acceptOrStop("MapData", -1, m);
    }

    @Override
    public void visitPlayerNames(List<RawText> names) {
      sink.acceptOrStop("PlayerNames", -1, Map.of("names", names));
    }

    @Override
    public void visitModernSection(String tag, ByteSlice data) {
      Map<String, Object> e = new LinkedHashMap<>();
      e.put("tag", tag);
      e.put("size", data.length());
      sink.acceptOrStop("ModernSection", eventOffset(), e);
    }

    @Override
    public void visitLimits(Limits l) {
      sink.acceptOrStop("Limits", -1, l);
    }

    @Override
    public void visitPlayerColors(PlayerColors c) {
      sink.acceptOrStop("PlayerColors", -1, c);
    }

    @Override
    public void visitShieldBattery(ShieldBattery s) {
      sink.acceptOrStop("ShieldBattery", -1, s);
    }

    @Override
    public void visitChecksumMismatch(String section, long stored, long computed) {
      Map<String, Object> e = new LinkedHashMap<>();
      e.put("section", section);
      e.put("stored", stored);
      e.put("computed", computed);
      sink.acceptOrStop("ChecksumMismatch", -1, e);
    }

    @Override
    public void visitWarning(String m) {
      sink.acceptOrStop("Warning", -1, Map.of("message", m));
    }
  }
}
