package org.replays4j.arrow;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.Replays;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.event.ValueTrees;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.Column;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableRows;
import org.replays4j.core.table.TableSchema;

/**
 * The format-agnostic event stream ({@code ReplayFormat.events}, {@code replays4j events}) loses no
 * table data: every non-null value of every column of every table of a testdata file is also a
 * value somewhere in that file's events. Values are compared as leaves of the events' value trees
 * (numbers by value, binary as hex). Columns that a table derives from several event values (a
 * count, a joined list) are listed in {@link #DERIVED} with the reason, and are not looked up.
 */
class EventsShowEveryTableColumnTest {
  /** format.table.column → how the table derives it from values the events do carry. */
  static final Map<String, String> DERIVED =
      Map.ofEntries(
          Map.entry("butter.frames.last_throw", "the 13 last-throw values joined with commas"),
          Map.entry("butter.frames.players", "count of the frame's player entries"),
          Map.entry("butter.matches.players", "the header's player names joined"),
          Map.entry("butter.matches.map_name", "Echo VR's API name of the header's map_index"),
          Map.entry("butter.player_frames.team", "position of the team in the frame's team list"),
          Map.entry(
              "butter.player_frames.holding_left",
              "the code behind the holding name the events print"),
          Map.entry(
              "butter.player_frames.holding_right",
              "the code behind the holding name the events print"),
          Map.entry("screp.build_orders.kind", "build-order classification of the command"),
          Map.entry("screp.build_orders.time", "the command's frame as m:ss"),
          Map.entry("screp.commands.tags", "the unit tag list as text"),
          Map.entry(
              "screp.commands.effective",
              "screp's EAPM rules over the player's earlier commands, not a field of the command"),
          Map.entry("screp.map_resources.kind", "the map unit's type as a word"),
          Map.entry("screp.players.color", "StarCraft name of the colour id"),
          Map.entry("screp.players.race", "StarCraft name of the race id"),
          Map.entry("screp.players.type", "StarCraft name of the player type id"),
          Map.entry("screp.replays.duration_seconds", "frames times the frame duration"),
          Map.entry("screp.replays.engine", "StarCraft name of the engine id"),
          Map.entry("screp.replays.game_type", "StarCraft name of the game type id"),
          Map.entry("screp.replays.matchup", "races of the teams"),
          Map.entry("screp.replays.speed", "StarCraft name of the speed id"),
          Map.entry("soku.captures.complete", "capture read to its end"),
          Map.entry("soku.captures.records", "count of capture records"),
          Map.entry("soku.captures.soku_packets", "count of packet events"),
          Map.entry("soku.captures.udp_packets", "count of UDP datagrams"),
          Map.entry("soku.packets.source", "the flow endpoint as address:port"),
          Map.entry("soku.packets.destination", "the flow endpoint as address:port"),
          Map.entry("soku.packets.fields", "the packet's fields as one JSON object"),
          Map.entry("soku.inputs.side", "host or client channel of the input packet"),
          Map.entry(
              "teehistorian.events.type", "the kind of the message the row comes from, as a label"),
          Map.entry("teehistorian.events.text", "a console command and its arguments joined"),
          Map.entry(
              "slippi.games.slippi_version", "major.minor.build of the Game Start's version bytes"),
          Map.entry("slippi.games.stage", "Melee's name of the Game Start's stage id"),
          Map.entry(
              "slippi.players.character", "Melee's name of the player's external character id"),
          Map.entry(
              "slippi.frames.follower",
              "the events carry the stored byte (follower 0/1); the table the boolean isFollower() of it"),
          Map.entry(
              "slippi.games.complete",
              "whether the file was read without damage (the event stream ends without damage)"),
          Map.entry(
              "screp.replays.complete",
              "whether the file was read without damage (the event stream ends without damage)"),
          Map.entry(
              "teehistorian.recordings.complete",
              "whether the file was read without damage (the event stream ends without damage)"),
          Map.entry(
              "butter.matches.complete",
              "whether the file was read without damage (the event stream ends without damage)"));

  /**
   * format.table → tables computed from the frames (Slippi and Echo VR stats), not copies of event
   * fields.
   */
  static final Map<String, String> COMPUTED_TABLES =
      Map.ofEntries(
          Map.entry("butter.match_stats", "Echo VR match stats, computed from the frames"),
          Map.entry("butter.teams", "per-team points, rounds and possession over the frames"),
          Map.entry(
              "butter.player_stats", "per-player counters, distance and speed over the frames"),
          Map.entry("butter.player_rounds", "per-player counters gained in each round"),
          Map.entry("butter.goals", "the changes of last_score"),
          Map.entry("butter.rounds", "rounds found from the game status"),
          Map.entry("butter.score_changes", "the frames where a team's points changed"),
          Map.entry("slippi.stocks", "slippi-js's stocks, computed from the post-frame updates"),
          Map.entry("slippi.conversions", "slippi-js's conversions, computed from the frames"),
          Map.entry("slippi.conversion_moves", "the moves of those conversions"),
          Map.entry("slippi.combos", "slippi-js's combos, computed from the frames"),
          Map.entry("slippi.combo_moves", "the moves of those combos"),
          Map.entry("slippi.ruleset", "the controller ruleset checked on the frames"),
          Map.entry("slippi.ruleset_sticks", "the stick coordinates the ruleset analysis counted"),
          Map.entry("teehistorian.player_stats", "per-player sessions, finishes and input rates"),
          Map.entry("teehistorian.finishes", "finishes ranked within the file"),
          Map.entry("soku.player_stats", "per-match input rates and button counts"));

  /**
   * format.table.column → values the events do not carry yet. Empty: every table column of every
   * format is visible in the event stream; a new column that is not must be listed here with why.
   */
  static final Map<String, String> NOT_YET_IN_EVENTS = Map.of();

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("org.replays4j.testkit.TableFiles#testdata")
  void every_table_column_value_is_also_in_the_event_stream(String format, Path file)
      throws IOException {
    ReplayFormat f = Replays.format(format).orElseThrow();
    ReplaySource src = ReplaySource.of(file);
    Set<Object> leaves = new HashSet<>();
    f.events(
        src,
        DecodeLimits.DEFAULT,
        (type, offset, event) -> {
          leaves.add(type);
          if (offset >= 0) leaves.add((double) offset);
          collect(ValueTrees.toTree(event), leaves);
          return true;
        });
    Map<String, Set<String>> missing = new TreeMap<>();
    for (TableSchema s : f.tables()) {
      if (COMPUTED_TABLES.containsKey(format + "." + s.name())) continue;
      TableRows rows = new TableRows();
      f.readTable(s.name(), src, "f", TableOptions.ALL, DecodeLimits.DEFAULT, rows);
      for (int c = 1; c < s.size(); c++) {
        Column col = s.column(c);
        String key = format + "." + s.name() + "." + col.name();
        if (DERIVED.containsKey(key) || NOT_YET_IN_EVENTS.containsKey(key)) continue;
        for (List<Object> row : rows.rows()) {
          Object v = row.get(c);
          if (v != null && !leaves.contains(normal(v))) {
            missing
                .computeIfAbsent(key, k -> new TreeSet<>())
                .add(String.valueOf(v instanceof byte[] b ? ByteSlice.wrap(b).toHex() : v));
          }
        }
      }
    }
    missing.replaceAll((k, v) -> v.size() > 5 ? new TreeSet<>(v.stream().limit(5).toList()) : v);
    assertThat(missing).as("table values not found in the events of " + file).isEmpty();
  }

  private static void collect(Object tree, Set<Object> out) {
    if (tree instanceof Map<?, ?> m) {
      for (Object v : m.values()) collect(v, out);
    } else if (tree instanceof List<?> l) {
      for (Object v : l) collect(v, out);
    } else if (tree != null) {
      out.add(normal(tree));
      if (tree instanceof Number n && !(tree instanceof Double)) out.add((double) n.floatValue());
    }
  }

  /**
   * Numbers as double (floats widened exactly), binary as hex, booleans and strings as they are.
   */
  private static Object normal(Object v) {
    if (v instanceof Float x) return (double) x;
    if (v instanceof Number n) return n.doubleValue();
    if (v instanceof byte[] b) return ByteSlice.wrap(b).toHex();
    return v;
  }
}
