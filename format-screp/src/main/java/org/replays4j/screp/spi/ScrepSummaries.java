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
import org.replays4j.core.event.ValueTrees;
import org.replays4j.screp.CommandColumns;
import org.replays4j.screp.MapDataHash;
import org.replays4j.screp.ScrepDecoder;
import org.replays4j.screp.ScrepNames;
import org.replays4j.screp.ScrepReplay;
import org.replays4j.screp.record.Header;
import org.replays4j.screp.record.MapData;
import org.replays4j.screp.record.PlayerSlot;
import org.replays4j.screp.record.StartLocation;
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

  /**
   * The map as the summary gives it: its name as a person reads it and as stored, its size in
   * tiles, its tileset (null without map data) and the hash of its data with the algorithm that
   * took it (both null when not asked for or when the map was read sparsely).
   */
  record MapSummary(
      String name,
      String rawName,
      int width,
      int height,
      String tileset,
      String dataHash,
      String dataHashAlgorithm) {}

  /** A start location in pixels. */
  record Point(int x, int y) {}

  /**
   * The replay saver (the receiver of the chat, screp's {@code RepSaverPlayerID}): its player id
   * and its name, null when no real player has that id.
   */
  record Saver(int id, String name) {}

  /**
   * A player with its figures as screp reports them: {@code cmdCount}, {@code effectiveCmdCount},
   * {@code redundancy} (percent of ineffective commands), {@code lastCmdFrame}, {@code apm}, {@code
   * eapm}, {@code startLocation} (null when the map has none for the slot) and {@code
   * startDirection} (clock direction 1..12 from the map centre, null when unknown); its build order
   * as {@code "m:ss Name"} steps, at most {@link ScrepFormat#LISTED_STEPS}, and the number of its
   * steps. The summary lists every component but {@code buildOrderSteps}, the stats tree the ones
   * but {@link #SUMMARY_ONLY_KEYS}.
   */
  record PlayerSummary(
      int slot,
      int id,
      String name,
      String rawName,
      String race,
      String type,
      int team,
      String color,
      boolean observer,
      int cmdCount,
      int effectiveCmdCount,
      int redundancy,
      int lastCmdFrame,
      int apm,
      int eapm,
      Point startLocation,
      Integer startDirection,
      List<String> buildOrder,
      int buildOrderSteps) {

    static PlayerSummary of(ScrepComputed comp, ScrepComputed.Player p) {
      PlayerSlot s = p.slot();
      StartLocation l = p.startLocation();
      List<ScrepComputed.BuildOrderItem> steps = comp.buildOrder(s.playerId());
      return new PlayerSummary(
          s.slotId(),
          s.playerId(),
          p.name(),
          p.rawName(),
          ScrepNames.race(s.race()),
          ScrepNames.playerType(s.type()),
          p.team(),
          s.color() < 0 ? null : ScrepNames.color(s.color()),
          p.observer(),
          p.cmdCount(),
          p.effectiveCmdCount(),
          p.redundancy(),
          p.lastCmdFrame(),
          p.apm(),
          p.eapm(),
          l == null ? null : new Point(l.x(), l.y()),
          p.startDirection() > 0 ? p.startDirection() : null,
          listed(steps),
          steps.size());
    }
  }

  /** The components of {@link PlayerSummary} that only the summary lists. */
  private static final Set<String> SUMMARY_ONLY_KEYS = Set.of("slot", "rawName", "type", "color");

  /**
   * A chat message: its frame, its sender's name ({@code "slot N"} when no player has the sender's
   * slot) and its text.
   */
  record ChatLine(long frame, String player, String text) {
    static ChatLine of(ScrepComputed.ChatMessage c) {
      return new ChatLine(
          Integer.toUnsignedLong(c.frame()),
          c.senderName().isEmpty() ? "slot " + c.senderSlotId() : c.senderName(),
          c.text());
    }
  }

  /**
   * The commands counted: {@code total}, {@code byName} (screp's command name; ids that share a
   * name, such as 0x14 and 0x60 Right Click, add up) and {@code byPlayer} (by {@link #labels}; the
   * id of a player byte no player has).
   */
  record CommandCounts(long total, Map<String, Long> byName, Map<String, Long> byPlayer) {}

  /**
   * The {@code "screp"} object of {@code replays4j inspect --json}: {@code apm} and {@code eapm}
   * are keyed by {@link #labels}, {@code winnerTeam} is null when no winner was inferred and {@code
   * winners} names the players of the winning team, as a person reads them (empty when no winner
   * was inferred).
   */
  record Details(
      String era,
      String engine,
      long frames,
      long headerFrames,
      String startTime,
      String title,
      String rawTitle,
      MapSummary map,
      String host,
      String rawHost,
      Saver repSaver,
      String gameType,
      String speed,
      String matchup,
      List<Map<String, Object>> players,
      CommandCounts commands,
      List<ChatLine> chat,
      Map<String, Integer> apm,
      Map<String, Integer> eapm,
      Integer winnerTeam,
      List<String> winners) {}

  /**
   * The computed stats of {@code replays4j stats}: the players ({@link PlayerSummary} without
   * {@link #SUMMARY_ONLY_KEYS}), the inferred winning team (null when none), the matchup, the host
   * and the replay saver.
   */
  record Stats(
      List<Map<String, Object>> players,
      Integer winnerTeam,
      String matchup,
      String host,
      Saver repSaver) {}

  /** The {@code "screp"} object of {@code replays4j inspect --json} ({@link Details}). */
  static Map<String, Object> details(ScrepReplay r, ScrepComputed comp, String mapHashAlgorithm) {
    Header h = r.header();
    MapData m = r.map();
    boolean hashed = mapHashAlgorithm != null && r.rawMap() != null;
    MapSummary map =
        new MapSummary(
            r.mapName().text(),
            r.mapName().decoded(),
            r.mapWidth(),
            r.mapHeight(),
            m == null ? null : ScrepNames.tileset(m.tileset()),
            hashed ? MapDataHash.of(MAP_HASH_ALGORITHMS.get(mapHashAlgorithm), r.rawMap()) : null,
            hashed ? mapHashAlgorithm : null);
    Map<Integer, String> labels = labels(comp);
    List<Map<String, Object>> players = new ArrayList<>();
    Map<String, Integer> apm = new LinkedHashMap<>();
    Map<String, Integer> eapm = new LinkedHashMap<>();
    List<String> winners = new ArrayList<>();
    for (ScrepComputed.Player p : comp.players()) {
      Map<String, Object> pm = tree(PlayerSummary.of(comp, p));
      pm.remove("buildOrderSteps");
      players.add(pm);
      apm.putIfAbsent(labels.get(p.slot().playerId()), p.apm());
      eapm.putIfAbsent(labels.get(p.slot().playerId()), p.eapm());
      if (comp.winnerTeam() > 0 && !p.observer() && p.team() == comp.winnerTeam())
        winners.add(p.name());
    }
    List<ChatLine> chat = new ArrayList<>();
    for (ScrepComputed.ChatMessage c : comp.chat()) chat.add(ChatLine.of(c));
    return tree(
        new Details(
            r.version().label(),
            ScrepNames.engine(h.engine()),
            comp.frames(),
            h.frames(),
            IsoInstant.ofEpochSecond(h.startTime()),
            h.title().text(),
            h.title().decoded(),
            map,
            h.host().text(),
            h.host().decoded(),
            saver(comp),
            ScrepNames.gameType(h.gameType()),
            ScrepNames.speed(h.speed()),
            comp.matchup(),
            players,
            commandCounts(r, labels),
            chat,
            apm,
            eapm,
            comp.winnerTeam() > 0 ? comp.winnerTeam() : null,
            winners));
  }

  /**
   * The stats tree of a decoded replay, the computed stats for {@code replays4j stats}: {@code
   * {"stats": {"players": [{id, name, race, team, observer, cmdCount, effectiveCmdCount,
   * redundancy, lastCmdFrame, apm, eapm, startLocation, startDirection, buildOrder: ["0:42 SCV",
   * …], buildOrderSteps}], "winnerTeam", "matchup", "host", "repSaver"}}} ({@link Stats}) and the
   * replay's damage; the build order holds effective commands only
   * (docs/formats/screp.md#computed); {@code buildOrder} lists at most {@link
   * ScrepFormat#LISTED_STEPS} steps, {@code buildOrderSteps} counts them all.
   */
  static Map<String, Object> statsTree(ScrepReplay r, ScrepComputed comp) {
    List<Map<String, Object>> players = new ArrayList<>();
    for (ScrepComputed.Player p : comp.players()) {
      Map<String, Object> pm = tree(PlayerSummary.of(comp, p));
      pm.keySet().removeAll(SUMMARY_ONLY_KEYS);
      players.add(pm);
    }
    Map<String, Object> out = new LinkedHashMap<>();
    out.put(
        "stats",
        tree(
            new Stats(
                players,
                comp.winnerTeam() > 0 ? comp.winnerTeam() : null,
                comp.matchup(),
                r.header().host().text(),
                saver(comp))));
    if (r.damage() != null) out.put("damage", r.damage().toTree());
    return out;
  }

  /** A record's tree ({@link ValueTrees}): its components in order. */
  @SuppressWarnings("unchecked")
  private static Map<String, Object> tree(Record r) {
    return (Map<String, Object>) ValueTrees.toTree(r);
  }

  /** The replay saver, or null when the replay has no chat. */
  private static Saver saver(ScrepComputed comp) {
    if (comp.repSaverPlayerId() < 0) return null;
    ScrepComputed.Player p = comp.player(comp.repSaverPlayerId());
    return new Saver(comp.repSaverPlayerId(), p == null ? null : p.name());
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
   * The commands counted ({@link CommandCounts}) from the primitive command columns (no command
   * record is built when the replay was collected in columns).
   */
  private static CommandCounts commandCounts(ScrepReplay r, Map<Integer, String> labels) {
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
    return new CommandCounts(r.commands().size(), names, players);
  }

  /** The first {@link ScrepFormat#LISTED_STEPS} of {@code steps} as text. */
  private static List<String> listed(List<ScrepComputed.BuildOrderItem> steps) {
    int n = Math.min(steps.size(), ScrepFormat.LISTED_STEPS);
    List<String> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) out.add(steps.get(i).format());
    return out;
  }
}
