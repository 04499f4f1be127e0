package org.replays4j.screp.spi;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.codec.IsoInstant;
import org.replays4j.screp.CommandColumns;
import org.replays4j.screp.MapDataHash;
import org.replays4j.screp.ScrepDecoder;
import org.replays4j.screp.ScrepNames;
import org.replays4j.screp.ScrepReplay;
import org.replays4j.screp.record.Header;
import org.replays4j.screp.record.MapData;
import org.replays4j.screp.stats.ScrepComputed;

/**
 * The summary of a StarCraft replay and its details ({@code inspect --json}'s {@code screp}
 * object), and the stats tree of {@code replays4j stats}: every view of one decoded replay and its
 * computed layer, built from those two alone.
 */
final class ScrepSummaries {
  private ScrepSummaries() {}

  /** screp's {@code -mapDataHash} names and the JDK's names of those digests. */
  static final Map<String, String> MAP_HASH_ALGORITHMS =
      Map.of("md5", "MD5", "sha1", "SHA-1", "sha256", "SHA-256", "sha512", "SHA-512");

  /**
   * The map hash algorithm the summary options ask for ({@code mapDataHash} is {@code sha256},
   * {@code mapDataHash:ALGO} names one), or null for none.
   *
   * @throws IllegalArgumentException for an algorithm screp does not offer
   */
  static String mapHashAlgorithm(Set<String> options) {
    String algorithm = null;
    String prefix = ReplayFormat.SUMMARY_MAP_DATA_HASH + ":";
    for (String o : options) {
      if (o.equals(ReplayFormat.SUMMARY_MAP_DATA_HASH)) {
        if (algorithm == null) algorithm = "sha256";
      } else if (o.startsWith(prefix)) {
        String a = o.substring(prefix.length()).toLowerCase(Locale.ROOT);
        if (!MAP_HASH_ALGORITHMS.containsKey(a))
          throw new IllegalArgumentException(
              "map hash algorithm must be md5, sha1, sha256 or sha512: " + a);
        algorithm = a;
      }
    }
    return algorithm;
  }

  /**
   * The summary with {@code map.dataHash} taken with {@code mapHashAlgorithm} ({@code md5}, {@code
   * sha1}, {@code sha256}, {@code sha512}; null: no hash) when the replay was read with its whole
   * map.
   */
  static ReplaySummary summary(ScrepReplay r, ScrepComputed comp, String mapHashAlgorithm) {
    List<String> participants = new ArrayList<>();
    for (ScrepComputed.Player p : comp.players()) participants.add(p.name());
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
      if (steps > ScrepFormat.LISTED_STEPS) {
        warnings.add(
            "build order of player "
                + p.slot().playerId()
                + " has "
                + steps
                + " steps; the first "
                + ScrepFormat.LISTED_STEPS
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
  static Map<String, Object> details(ScrepReplay r, ScrepComputed comp, String mapHashAlgorithm) {
    Header h = r.header();
    Map<String, Object> d = new LinkedHashMap<>();
    d.put("era", r.version().label());
    d.put("engine", ScrepNames.engine(h.engine()));
    d.put("frames", comp.frames());
    d.put("headerFrames", h.frames());
    d.put("startTime", IsoInstant.ofEpochSecond(h.startTime()));
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
    Map<Integer, String> labels = labels(comp);
    Map<Integer, List<String>> buildOrders = buildOrders(comp);
    for (ScrepComputed.Player p : comp.players()) {
      Map<String, Object> pm = new LinkedHashMap<>();
      pm.put("slot", p.slot().slotId());
      pm.put("id", p.slot().playerId());
      pm.put("name", p.name());
      pm.put("rawName", p.rawName());
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
    d.put("commands", commandCounts(r, labels));
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
      apm.putIfAbsent(labels.get(p.slot().playerId()), p.apm());
      eapm.putIfAbsent(labels.get(p.slot().playerId()), p.eapm());
    }
    d.put("apm", apm);
    d.put("eapm", eapm);
    d.put("winnerTeam", comp.winnerTeam() > 0 ? comp.winnerTeam() : null);
    // the winners by name, as a person reads them (empty when no winner was inferred)
    List<String> winners = new ArrayList<>();
    for (ScrepComputed.Player p : comp.players())
      if (comp.winnerTeam() > 0 && !p.observer() && p.team() == comp.winnerTeam())
        winners.add(p.name());
    d.put("winners", winners);
    return d;
  }

  /**
   * The stats tree of a decoded replay, the computed stats for {@code replays4j stats}: {@code
   * {"stats": {"players": [{id, name, race, team, observer, cmdCount, effectiveCmdCount,
   * redundancy, lastCmdFrame, apm, eapm, startLocation, startDirection, buildOrder: ["0:42 SCV",
   * …], buildOrderSteps}], "winnerTeam", "matchup", "host", "repSaver"}}} and the replay's damage;
   * the build order holds effective commands only (docs/formats/screp.md#computed); {@code
   * buildOrder} lists at most {@link ScrepFormat#LISTED_STEPS} steps, {@code buildOrderSteps}
   * counts them all.
   */
  static Map<String, Object> statsTree(ScrepReplay r, ScrepComputed comp) {
    List<Object> players = new ArrayList<>();
    for (ScrepComputed.Player p : comp.players()) {
      Map<String, Object> pm = new LinkedHashMap<>();
      pm.put("id", p.slot().playerId());
      pm.put("name", p.name());
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
    st.put("host", r.header().host().text());
    st.put("repSaver", saver(comp));
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("stats", st);
    if (r.damage() != null) out.put("damage", r.damage().toTree());
    return out;
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
    m.put("name", p == null ? null : p.name());
    return m;
  }

  /**
   * Each player's name as the keys of {@code apm}, {@code eapm} and {@code commands.byPlayer} show
   * it: the display name ({@link ScrepComputed.Player#name()}), followed by the player id in
   * parentheses when it is empty or several players share it ({@code "Bob (3)"}).
   */
  private static Map<Integer, String> labels(ScrepComputed comp) {
    Map<String, Integer> uses = new HashMap<>();
    for (ScrepComputed.Player p : comp.players()) uses.merge(p.name(), 1, Integer::sum);
    Map<Integer, String> out = new HashMap<>();
    for (ScrepComputed.Player p : comp.players()) {
      String name = p.name();
      int id = p.slot().playerId();
      out.putIfAbsent(id, name.isEmpty() || uses.get(name) > 1 ? name + " (" + id + ")" : name);
    }
    return out;
  }

  /**
   * {@code total}, {@code byName} (screp's command name; ids that share a name, such as 0x14 and
   * 0x60 Right Click, add up) and {@code byPlayer} (by {@link #labels}; the id of a player byte no
   * player has), counted from the primitive command columns (no command record is built when the
   * replay was collected in columns).
   */
  private static Map<String, Object> commandCounts(ScrepReplay r, Map<Integer, String> labels) {
    long[] byType = new long[256];
    long[] byPlayer = new long[256];
    CommandColumns col = r.commandColumns();
    long[] packed = col.packed();
    for (int i = 0, n = col.size(); i < n; i++) {
      int k = (int) packed[i];
      byPlayer[k & 0xFF]++;
      byType[(k >>> 8) & 0xFF]++;
    }
    Map<String, Long> names = new LinkedHashMap<>();
    Map<String, Long> players = new LinkedHashMap<>();
    for (int t = 0; t < 256; t++)
      if (byType[t] > 0) names.merge(ScrepNames.command(t), byType[t], Long::sum);
    for (int p = 0; p < 256; p++)
      if (byPlayer[p] > 0)
        players.merge(labels.getOrDefault(p, String.valueOf(p)), byPlayer[p], Long::sum);
    Map<String, Object> cmds = new LinkedHashMap<>();
    cmds.put("total", (long) r.commands().size());
    cmds.put("byName", names);
    cmds.put("byPlayer", players);
    return cmds;
  }

  /**
   * Build orders by player id: each step as {@code "m:ss Name"} ({@link
   * ScrepComputed.BuildOrderItem#format()}, e.g. {@code "0:42 SCV"}), in command order, at most
   * {@link ScrepFormat#LISTED_STEPS} per player. One pass over the steps, whatever the number of
   * players.
   */
  private static Map<Integer, List<String>> buildOrders(ScrepComputed comp) {
    Map<Integer, List<String>> out = new HashMap<>();
    for (ScrepComputed.BuildOrderItem i : comp.buildOrder()) {
      List<String> l = out.computeIfAbsent(i.playerId(), k -> new ArrayList<>());
      if (l.size() < ScrepFormat.LISTED_STEPS) l.add(i.format());
    }
    return out;
  }

  /** The first {@link ScrepFormat#LISTED_STEPS} of {@code steps} as text. */
  private static List<Object> listed(List<ScrepComputed.BuildOrderItem> steps) {
    int n = Math.min(steps.size(), ScrepFormat.LISTED_STEPS);
    List<Object> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) out.add(steps.get(i).format());
    return out;
  }
}
