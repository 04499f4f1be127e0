package org.replays4j.testkit;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.replays4j.core.FileOutcome;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.Replays;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.stats.ParticipantStats;
import org.replays4j.core.stats.Result;

/**
 * One truth per file, told by every door: the Java API's {@link Story} of each file (the
 * reference), the tables each format's files are exported to, and the comparison of the doors'
 * stories field by field.
 */
public final class StoryDoors {
  private StoryDoors() {}

  /** The door whose story is the reference: the Java API. */
  public static final String API = "api";

  /**
   * The tables a format's files are read into: the per-file table (damage, duration, map) and the
   * player table (slot and name), by column; a null name is a value the format's tables lack.
   *
   * @param perFile the per-file table
   * @param durationColumn its duration in seconds
   * @param mapColumn its map or stage
   * @param players the player table
   * @param slotColumn its slot
   * @param nameColumn its player's name
   */
  public record Tables(
      String perFile,
      String durationColumn,
      String mapColumn,
      String players,
      String slotColumn,
      String nameColumn) {}

  /** The tables of each format, by format id. */
  public static final Map<String, Tables> TABLES =
      Map.of(
          "slippi",
          new Tables("games", null, "stage", null, null, null),
          "screp",
          new Tables("replays", "duration_seconds", "map_name", null, null, null),
          "teehistorian",
          new Tables("recordings", null, "map_name", "player_stats", "slot", "name"),
          "butter",
          new Tables("match_stats", "duration_seconds", "map", "player_stats", "slot", "name"),
          "echoreplay",
          new Tables("match_stats", "duration_seconds", "map", "player_stats", "slot", "name"),
          "soku",
          new Tables("captures", null, null, null, null, null));

  /**
   * The Java API's story of each file (by its path as given): {@link FileOutcome#of} and the
   * format's {@link ReplayFormat#gameStats} for the players and winners.
   *
   * @param plain how the doors being compared show a name
   */
  public static Map<String, Story> api(List<Path> files, UnaryOperator<String> plain)
      throws IOException {
    Map<String, Story> m = new LinkedHashMap<>();
    for (Path p : files) {
      FileOutcome o = FileOutcome.of(p, DecodeLimits.DEFAULT);
      Story.Draft d = new Story.Draft(plain);
      d.status = o.status().label();
      d.format = Story.orDash(o.format());
      d.damage = Story.damage(o.damage());
      if (o.ok()) {
        d.duration = Story.seconds(o.summary().durationSeconds());
        d.participants = new ArrayList<>();
        for (String n : o.summary().participants()) d.participants.add(plain.apply(n));
        d.map = d.place(o.summary().details());
        ReplayFormat f = Replays.format(o.format()).orElseThrow();
        Optional<GameStats> g;
        try {
          g = f.gameStats(ReplaySource.of(p), DecodeLimits.DEFAULT);
        } catch (ReplayFormatException e) {
          g = Optional.empty();
        }
        if (g.isPresent()) {
          d.players(true);
          for (ParticipantStats ps : g.get().participants())
            d.player(ps.slot(), ps.name(), ps.result().outcome() == Result.Outcome.WIN);
        }
      } else {
        d.errorOffset = o.errorOffset() == null ? "-" : o.errorOffset().toString();
      }
      m.put(p.toString(), d.story());
    }
    return m;
  }

  /** What a comparison of the doors leaves aside, and when two values agree. */
  public interface Rules {
    /**
     * Whether {@code door} has a story of every file (a table has rows only for the files of the
     * formats that have it).
     */
    default boolean coversEveryFile(String door) {
      return true;
    }

    /** Whether two doors' values of {@code field} agree (participants compare joined). */
    default boolean same(String field, Object a, Object b) {
      if (field.equals("participants")) {
        List<?> x = (List<?>) a, y = (List<?>) b;
        return join(x).equals(join(y));
      }
      return a.equals(b);
    }
  }

  private static String join(List<?> values) {
    List<String> s = new ArrayList<>();
    for (Object v : values) s.add(String.valueOf(v));
    return String.join(", ", s);
  }

  /**
   * The disagreements of the doors' stories of {@code files} (each door's stories by the file's
   * path as given; the reference door {@value #API} among them), each naming the file, the field
   * and the two doors with their values; empty when the doors agree.
   */
  public static List<String> disagreements(
      List<Path> files, Map<String, Map<String, Story>> doors, Rules rules) {
    List<String> out = new ArrayList<>();
    for (Path p : files) {
      String file = p.toString();
      Story api = doors.get(API).get(file);
      String players = playersDiffer(api);
      if (players != null) out.add(file + ": players: " + players);
      for (String field : api.fields().keySet()) {
        String firstDoor = null;
        Object first = null;
        for (Map.Entry<String, Map<String, Story>> door : doors.entrySet()) {
          Story s = door.getValue().get(file);
          if (s == null) {
            if (field.equals("status") && rules.coversEveryFile(door.getKey()))
              out.add(file + ": " + door.getKey() + " omits the file");
            continue;
          }
          Object v = s.fields().get(field);
          if (v == null) continue;
          if (first == null) {
            firstDoor = door.getKey();
            first = v;
          } else if (!rules.same(field, first, v)) {
            out.add(
                String.format(
                    Locale.ROOT,
                    "%s: %s: %s says %s, %s says %s",
                    file,
                    field,
                    firstDoor,
                    first,
                    door.getKey(),
                    v));
          }
        }
      }
    }
    return out;
  }

  /**
   * Why the summary's participants and the stats view's players of {@code s} name different people
   * (as many participants as players, each named player among the participants; a participant
   * without a name may stand for its character or slot), or null.
   */
  private static String playersDiffer(Story s) {
    if (s.participants() == null || s.names() == null) return null;
    for (String n : s.names()) {
      if (n.startsWith("#")) continue;
      boolean among = false;
      for (String p : s.participants()) among |= p.contains(n);
      if (!among)
        return "the stats view's " + n + " is not among the summary's " + s.participants();
    }
    if (s.participants().size() != s.names().size())
      return "the summary's " + s.participants() + " are not the stats view's " + s.names();
    return null;
  }
}
