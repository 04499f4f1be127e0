package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.replays4j.testkit.TestFiles.testdata;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.core.FileOutcome;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.Replays;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.stats.ParticipantStats;
import org.replays4j.core.stats.Result;
import org.replays4j.testkit.TestFiles;

/**
 * One truth per file: every door (the Java API, {@code inspect --json}, {@code inspect}'s text,
 * {@code inspect --overview}, {@code stats}, {@code export} of each format's per-file and player
 * tables with its failures table, and {@code index} with the catalog's rows) tells the same story
 * about the same file. Each door's account is extracted into one {@link Story} per file, and the
 * stories are compared field by field: status, damage (kind and offset), the failure's offset,
 * format, duration, the summary's participants, the players by slot and name, the winners and the
 * map or stage, wherever a door shows the value at all.
 *
 * <p>Run over every file of {@code testdata/}, over a copy of the first half of one file per format
 * (and an xz file cut before its first block), and over an evenly spread sample of the shared
 * corpus (at most {@link #CORPUS_PER_FOLDER} files per folder) when it is there.
 */
class DoorsTellOneStoryTest {
  /** Files taken from each folder of the shared corpus, spread evenly over its sorted listing. */
  static final int CORPUS_PER_FOLDER = 4;

  /**
   * One file per format, each a whole game with a trailer or an end marker to lose, as other door
   * tests cut them, and a compressed file and a capture.
   */
  private static final List<String> TO_CUT =
      Stream.concat(
              OutcomeConsistencyTest.TO_CUT.stream(),
              Stream.of("teehistorian/session.teehistorian.xz", "soku/session-spectated.pcapng"))
          .toList();

  /**
   * The tables each format's files are exported to: the per-file table (damage, duration, map) and
   * the player table (slot and name), by column.
   */
  private record Tables(
      String perFile,
      String durationColumn,
      String mapColumn,
      String players,
      String slotColumn,
      String nameColumn) {}

  private static final Map<String, Tables> TABLES =
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
   * What one door tells about one file. A null field is a value the door does not show; {@code -}
   * is a value it shows as absent.
   *
   * @param status ok, partial or failed
   * @param damage {@code KIND at OFFSET} of a partial file ({@code KIND} without an offset), else
   *     {@code -}
   * @param errorOffset the byte offset of a failed file's error, {@code -} when none
   * @param format the format id
   * @param duration the duration in seconds ({@code ~m:ss} where the door rounds it)
   * @param participants the summary's participants (one string, joined by {@code ", "}, where the
   *     door shows them joined)
   * @param players the players in slot order, each {@code slot name}
   * @param names the players' names, sorted
   * @param winners the names of the players who won, sorted
   * @param map the map or stage
   */
  record Story(
      String status,
      String damage,
      String errorOffset,
      String format,
      String duration,
      List<String> participants,
      List<String> players,
      List<String> names,
      List<String> winners,
      String map) {

    /** Each field by name, in declaration order. */
    Map<String, Object> fields() {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("status", status);
      m.put("damage", damage);
      m.put("errorOffset", errorOffset);
      m.put("format", format);
      m.put("duration", duration);
      m.put("participants", participants);
      m.put("players", players);
      m.put("names", names);
      m.put("winners", winners);
      m.put("map", map);
      return m;
    }
  }

  /** A story being pieced together from a door's output. */
  private static final class Draft {
    String status;
    String damage;
    String errorOffset;
    String format;
    String duration;
    List<String> participants;
    List<String> players;
    List<String> names;
    List<String> winners;
    String map;

    /** Starts the players the door shows (with their outcomes when {@code outcomes}). */
    void players(boolean outcomes) {
      players = new ArrayList<>();
      names = new ArrayList<>();
      winners = outcomes ? new ArrayList<>() : null;
    }

    /** Adds a player ({@link #players(boolean)} first, or the door's first player starts them). */
    void player(int slot, String name, boolean won) {
      if (players == null) players(false);
      players.add(slot + " " + shown(name));
      names.add(named(slot, name));
      if (won && winners != null) winners.add(named(slot, name));
    }

    /** The status, format, damage and failure offset of a JSON line of inspect or stats. */
    static Draft of(Map<String, Object> j) {
      Draft d = new Draft();
      d.status = (String) j.get("status");
      d.format = orDash((String) j.get("format"));
      d.damage = "-";
      if (j.get("damage") instanceof Map<?, ?> dm)
        d.damage = damage(dm.get("kind"), dm.get("offset"));
      if (d.status.equals("failed"))
        d.errorOffset = j.get("error") instanceof Map<?, ?> e ? offset(e.get("offset")) : "-";
      return d;
    }

    /** The story; names and winners sorted. */
    Story story() {
      if (names != null) names.sort(null);
      if (winners != null) winners.sort(null);
      return new Story(
          status,
          damage,
          errorOffset,
          format,
          duration,
          participants,
          players,
          names,
          winners,
          map);
    }
  }

  @TempDir Path tmp;

  @Test
  void theTestFilesTellOneStoryThroughEveryDoor() throws IOException {
    List<Path> files;
    try (Stream<Path> s = Files.walk(testdata("."))) {
      files = s.filter(Files::isRegularFile).sorted().toList();
    }
    assertThat(agree(files)).isNotEmpty().allSatisfy(st -> assertThat(st.status()).isEqualTo("ok"));
  }

  @Test
  void halfFilesTellOneStoryThroughEveryDoor() throws IOException {
    Path dir = Files.createDirectories(tmp.resolve("cut"));
    List<Path> files = new ArrayList<>();
    for (String rel : TO_CUT) {
      byte[] whole = Files.readAllBytes(testdata(rel));
      files.add(
          Files.write(
              dir.resolve(Path.of(rel).getFileName().toString()),
              Arrays.copyOf(whole, whole.length / 2)));
    }
    // an xz file cut inside its stream header, before its first block: failed, whatever the door
    byte[] xz = Files.readAllBytes(testdata("teehistorian/session.teehistorian.xz"));
    Path early = Files.write(dir.resolve("early.teehistorian.xz"), Arrays.copyOf(xz, 8));
    files.add(early);
    Map<String, Story> told = byFile(files, agree(files));
    assertThat(told.get(early.toString()).status()).isEqualTo("failed");
    assertThat(told.get(dir.resolve("netplay-3.18-rollback.slp").toString()).status())
        .isEqualTo("partial");
  }

  @Test
  void theSharedCorpusTellsOneStoryThroughEveryDoor() throws IOException {
    Path corpus = TestFiles.sharedDir("corpus", "the doors' agreement over the corpus");
    List<Path> files = new ArrayList<>();
    List<Path> folders;
    try (Stream<Path> s = Files.list(corpus)) {
      folders = s.filter(Files::isDirectory).sorted().toList();
    }
    for (Path folder : folders) {
      List<Path> all;
      try (Stream<Path> s = Files.walk(folder)) {
        all =
            s.filter(Files::isRegularFile)
                .filter(p -> !p.getFileName().toString().startsWith("MANIFEST"))
                .filter(p -> !p.getFileName().toString().startsWith("README"))
                .sorted()
                .toList();
      }
      int n = Math.min(CORPUS_PER_FOLDER, all.size());
      for (int i = 0; i < n; i++) files.add(all.get(i * all.size() / n));
    }
    agree(files);
  }

  private static Map<String, Story> byFile(List<Path> files, List<Story> stories) {
    Map<String, Story> m = new LinkedHashMap<>();
    for (int i = 0; i < files.size(); i++) m.put(files.get(i).toString(), stories.get(i));
    return m;
  }

  /**
   * Reads {@code files} (absolute paths) through every door, asserts that their stories agree, and
   * returns the Java API's story of each file in order.
   */
  private List<Story> agree(List<Path> paths) throws IOException {
    List<Path> files = paths.stream().map(p -> p.toAbsolutePath().normalize()).toList();
    Map<String, Map<String, Story>> doors = new LinkedHashMap<>();
    doors.put("api", api(files));
    doors.put("inspect --json", inspectJson(files));
    doors.put("inspect", inspectText(files));
    doors.put("inspect --overview", overview(files, doors.get("api")));
    doors.put("stats", stats(files));
    doors.putAll(export(files));
    doors.put("index", catalog(files));

    List<String> disagreements = new ArrayList<>();
    List<Story> reference = new ArrayList<>();
    for (Path p : files) {
      String file = p.toString();
      Story api = doors.get("api").get(file);
      reference.add(api);
      String players = playersDiffer(api);
      if (players != null) disagreements.add(file + ": players: " + players);
      for (String field : api.fields().keySet()) {
        String firstDoor = null;
        Object first = null;
        for (Map.Entry<String, Map<String, Story>> door : doors.entrySet()) {
          Story s = door.getValue().get(file);
          if (s == null) {
            // the table export has rows only for the formats with the tables it was asked for
            if (field.equals("status") && !door.getKey().equals("export"))
              disagreements.add(file + ": " + door.getKey() + " omits the file");
            continue;
          }
          Object v = s.fields().get(field);
          if (v == null) continue;
          if (first == null) {
            firstDoor = door.getKey();
            first = v;
          } else if (!same(field, first, v)) {
            disagreements.add(
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
    assertThat(disagreements).as("disagreements between the doors").isEmpty();
    return reference;
  }

  /**
   * Why the summary's participants and the stats view's players of {@code s} name different people
   * (as many participants as players, each named player among the participants; a participant
   * without a name may stand for its character or slot), or null.
   */
  private static String playersDiffer(Story s) {
    if (s.participants() == null || s.names() == null) return null;
    for (String n : s.names()) {
      if (!n.startsWith("#") && s.participants().stream().noneMatch(p -> p.contains(n)))
        return "the stats view's " + n + " is not among the summary's " + s.participants();
    }
    if (s.participants().size() != s.names().size())
      return "the summary's " + s.participants() + " are not the stats view's " + s.names();
    return null;
  }

  /** Whether two doors' values of {@code field} agree; a rounded duration matches its seconds. */
  private static boolean same(String field, Object a, Object b) {
    if (field.equals("duration")) {
      String x = (String) a, y = (String) b;
      if (x.startsWith("~") || y.startsWith("~")) return rounded(x).equals(rounded(y));
    }
    if (field.equals("participants")) {
      @SuppressWarnings("unchecked")
      List<String> x = (List<String>) a, y = (List<String>) b;
      return String.join(", ", x).equals(String.join(", ", y));
    }
    return a.equals(b);
  }

  private static String rounded(String duration) {
    if (duration.startsWith("~")) return duration;
    return "~" + Overview.length(duration.equals("-") ? null : Double.valueOf(duration));
  }

  // ------------------------------------------------------------------ the doors

  /** The Java API: {@link FileOutcome#of} and the format's {@link ReplayFormat#gameStats}. */
  private static Map<String, Story> api(List<Path> files) throws IOException {
    Map<String, Story> m = new LinkedHashMap<>();
    for (Path p : files) {
      FileOutcome o = FileOutcome.of(p, DecodeLimits.DEFAULT);
      Draft d = new Draft();
      d.status = o.status().label();
      d.format = orDash(o.format());
      d.damage = damage(o.damage());
      if (o.ok()) {
        d.duration = seconds(o.summary().durationSeconds());
        d.participants = new ArrayList<>();
        for (String n : o.summary().participants()) d.participants.add(Render.plain(n));
        d.map = place(o.summary().details());
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

  /** {@code inspect --json}: one object per file. */
  private static Map<String, Story> inspectJson(List<Path> files) {
    Map<String, Story> m = new LinkedHashMap<>();
    for (Map<String, Object> j : run(files, "inspect", "--json").json()) {
      Draft d = Draft.of(j);
      if (!d.status.equals("failed")) {
        d.duration = seconds(j.get("durationSeconds"));
        d.participants = new ArrayList<>();
        for (Object n : (List<?>) j.get("participants")) d.participants.add(Render.plain(n));
        d.map = place(object(j.get(j.get("format"))));
      }
      m.put((String) j.get("file"), d.story());
    }
    return m;
  }

  private static final Pattern DAMAGE_LINE =
      Pattern.compile("^ {4}damage +([A-Z_]+)(?: at (-?\\d+))?(?::.*)?$");

  /**
   * {@code inspect}'s text: the header's format and state word, the damage line, the participants
   * line and the stats view's table (slot, name and result).
   */
  private static Map<String, Story> inspectText(List<Path> files) {
    Map<String, Story> m = new LinkedHashMap<>();
    List<String> lines = run(files, "inspect").lines();
    int i = 0;
    for (Path p : files) {
      String file = p.toString();
      while (i < lines.size() && !lines.get(i).startsWith(file + "  ")) i++;
      if (i == lines.size()) break;
      String[] head = lines.get(i).substring(file.length() + 2).split(" {2}");
      Draft d = new Draft();
      d.status = head[head.length - 1].toLowerCase(Locale.ROOT);
      d.format = head.length == 3 ? head[0].split(" ")[0] : "-";
      d.damage = "-";
      for (i++; i < lines.size() && lines.get(i).startsWith("    "); i++) {
        String l = lines.get(i);
        Matcher dm = DAMAGE_LINE.matcher(l);
        if (dm.matches())
          d.damage = dm.group(1) + (dm.group(2) == null ? "" : " at " + dm.group(2));
        if (l.startsWith("    participants   ") && !l.endsWith(" …"))
          d.participants = List.of(l.substring("    participants   ".length()));
        if (l.startsWith("      slot  ")) i = statsTable(lines, i, d) - 1;
      }
      m.put(file, d.story());
    }
    return m;
  }

  /**
   * Reads the stats view's table starting at {@code lines[at]} (its header) into {@code d}'s
   * players, names and winners, unless a row's cells cannot be told apart; returns the index after
   * the table.
   */
  private static int statsTable(List<String> lines, int at, Draft d) {
    List<String> header = Arrays.asList(lines.get(at).strip().split(" {2,}"));
    int slot = header.indexOf("slot"),
        name = header.indexOf("name"),
        result = header.indexOf("result");
    List<String> players = new ArrayList<>(),
        names = new ArrayList<>(),
        winners = new ArrayList<>();
    boolean clear = true;
    int i = at + 1;
    for (; i < lines.size() && lines.get(i).startsWith("       "); i++) {
      String[] cells = lines.get(i).strip().split(" {2,}");
      if (cells.length != header.size()) {
        clear = false;
        continue;
      }
      int s = Integer.parseInt(cells[slot]);
      String n = name < 0 ? null : cells[name].equals("-") ? null : cells[name];
      players.add(s + " " + shown(n));
      names.add(named(s, n));
      if (result >= 0 && cells[result].startsWith("win")) winners.add(named(s, n));
    }
    if (clear) {
      names.sort(null);
      winners.sort(null);
      d.players = players;
      d.names = names;
      d.winners = result < 0 ? null : winners;
    }
    return i;
  }

  private static final Pattern PARTIAL =
      Pattern.compile("PARTIAL(?: at byte (\\d+))? \\((\\w+)\\)");

  /** {@code inspect --overview}: one line per file. */
  private static Map<String, Story> overview(List<Path> files, Map<String, Story> api) {
    Map<String, Story> m = new LinkedHashMap<>();
    List<String> lines = run(files, "inspect", "--overview").lines();
    for (Path p : files) {
      String file = p.toString();
      String line = lines.stream().filter(l -> l.startsWith(file + "  ")).findFirst().orElse(null);
      if (line == null) continue;
      List<String> f = List.of(line.substring(file.length() + 2).split(" {2}"));
      Draft d = new Draft();
      int failed =
          f.get(0).startsWith("FAILED: ")
              ? 0
              : f.size() > 1 && f.get(1).startsWith("FAILED: ") ? 1 : -1;
      if (failed >= 0) {
        d.status = "failed";
        d.format = failed == 0 ? "-" : f.get(0);
        m.put(file, d.story());
        continue;
      }
      d.format = f.get(0);
      int i = 1;
      Matcher pm = PARTIAL.matcher(f.get(1));
      if (pm.matches()) {
        d.status = "partial";
        d.damage =
            pm.group(2).toUpperCase(Locale.ROOT)
                + (pm.group(1) == null ? "" : " at " + pm.group(1));
        i++;
      } else {
        d.status = "ok";
        d.damage = "-";
      }
      d.duration = "~" + f.get(i + 1);
      d.map = f.get(i + 2);
      // names holding the separators of the players' field cannot be told apart in it
      List<String> names = api.get(file).names();
      if (names == null || names.stream().noneMatch(n -> n.contains(", ") || n.contains(" vs ")))
        players(f.get(f.size() - 1), d);
      m.put(file, d.story());
    }
    return m;
  }

  /**
   * The overview's players ({@code A (Terran, won), B vs C (lost)}): their names and the winners,
   * when the stats view gave them (then a side's names are separated by {@code , } outside
   * brackets).
   */
  private static void players(String field, Draft d) {
    if (field.equals("-")) {
      d.names = new ArrayList<>();
      return;
    }
    List<String> names = new ArrayList<>(), winners = new ArrayList<>();
    int depth = 0, start = 0;
    for (int i = 0; i <= field.length(); i++) {
      boolean end =
          i == field.length()
              || depth == 0 && (field.startsWith(", ", i) || field.startsWith(" vs ", i));
      if (end) {
        String one = field.substring(start, i);
        int about = one.endsWith(")") ? one.lastIndexOf(" (") : -1;
        String name = about < 0 ? one : one.substring(0, about);
        names.add(name);
        if (about >= 0
            && Arrays.asList(one.substring(about + 2, one.length() - 1).split(", "))
                .contains("won")) winners.add(name);
        if (i < field.length()) {
          start = i + (field.startsWith(", ", i) ? 2 : 4);
          i = start - 1;
        }
        continue;
      }
      // a bracket opens after a space and closes what it opened (names may hold brackets)
      char c = field.charAt(i);
      if (c == '(' && i > 0 && field.charAt(i - 1) == ' ') depth++;
      if (c == ')' && depth > 0 && (i + 1 == field.length() || field.charAt(i + 1) != ')')) depth--;
    }
    names.sort(null);
    winners.sort(null);
    d.names = names;
    d.winners = winners;
  }

  /** {@code stats}: the status, damage and the shared stats view ({@code game}). */
  private static Map<String, Story> stats(List<Path> files) {
    Map<String, Story> m = new LinkedHashMap<>();
    for (Map<String, Object> j : run(files, "stats").json()) {
      Draft d = Draft.of(j);
      if (!d.status.equals("failed") && j.get("game") instanceof Map<?, ?> game) {
        d.duration = seconds(game.get("durationSeconds"));
        d.players(true);
        for (Object o : (List<?>) game.get("participants")) {
          Map<?, ?> ps = (Map<?, ?>) o;
          d.player(
              ((Number) ps.get("slot")).intValue(),
              (String) ps.get("name"),
              "win".equals(((Map<?, ?>) ps.get("result")).get("outcome")));
        }
      }
      m.put((String) j.get("file"), d.story());
    }
    return m;
  }

  /**
   * {@code export} to CSV of each format's per-file table (damage, duration, map) and player table
   * (slot and name), as the door {@code export}; the failures tables of those exports (status,
   * damage, the failure's offset), as the door {@code export failures}.
   */
  private Map<String, Map<String, Story>> export(List<Path> files) {
    Map<String, Draft> rows = new LinkedHashMap<>();
    Map<String, Draft> failures = new LinkedHashMap<>();
    List<String> tables = new ArrayList<>();
    for (Tables t : TABLES.values()) {
      if (!tables.contains(t.perFile())) tables.add(t.perFile());
      if (t.players() != null && !tables.contains(t.players())) tables.add(t.players());
    }
    for (String table : tables) {
      Path out = tmp.resolve("export-" + table);
      run(files, "export", "--table", table, "--to", "csv", "-o", out.toString());
      for (Map<String, String> row : csv(out.resolve("failures.csv"))) {
        Draft d = new Draft();
        d.status = row.get("status");
        d.format = orDash(row.get("format"));
        if (d.status.equals("failed")) d.errorOffset = orDash(row.get("offset"));
        else d.damage = damage(row.get("error"));
        failures.putIfAbsent(row.get("file"), d);
      }
      for (Map.Entry<String, Tables> e : TABLES.entrySet()) {
        Tables t = e.getValue();
        Path csv = out.resolve(e.getKey() + "." + table + ".csv");
        if (table.equals(t.perFile())) {
          for (Map<String, String> row : csv(csv)) {
            Draft d = rows.computeIfAbsent(row.get("file"), k -> new Draft());
            d.format = e.getKey();
            d.damage = row.get("damage").isEmpty() ? "-" : damage(row.get("damage"));
            if (t.durationColumn() != null) {
              d.duration = seconds(number(row.get(t.durationColumn())));
            }
            if (t.mapColumn() != null) d.map = orDash(row.get(t.mapColumn()));
          }
        }
        if (table.equals(t.players())) {
          for (Map<String, String> row : csv(csv)) {
            Draft d = rows.computeIfAbsent(row.get("file"), k -> new Draft());
            String name = row.get(t.nameColumn()).isEmpty() ? null : row.get(t.nameColumn());
            d.player(Integer.parseInt(row.get(t.slotColumn())), name, false);
          }
        }
      }
    }
    Map<String, Story> listed = new LinkedHashMap<>();
    Map<String, Story> table = new LinkedHashMap<>();
    for (Path p : files) {
      String file = p.toString();
      Draft f = failures.get(file);
      if (f == null) {
        f = new Draft();
        f.status = "ok";
        f.damage = "-";
      }
      listed.put(file, f.story());
      Draft d = rows.get(file);
      if (d != null) {
        table.put(file, d.story());
      }
    }
    Map<String, Map<String, Story>> doors = new LinkedHashMap<>();
    doors.put("export", table);
    doors.put("export failures", listed);
    return doors;
  }

  /** {@code index} and the catalog's rows ({@code files} and {@code participants}). */
  private Map<String, Story> catalog(List<Path> files) throws IOException {
    String db = tmp.resolve("catalog.db").toString();
    run(files, "index", "--db", db);
    // the catalog keys a file by its real path
    Map<String, String> given = new LinkedHashMap<>();
    for (Path p : files) given.put(p.toRealPath().toString(), p.toString());
    Map<String, Draft> drafts = new LinkedHashMap<>();
    for (Map<String, Object> row :
        query(db, "SELECT path, status, format, error_kind, error_offset FROM files")) {
      Draft d = new Draft();
      d.status = (String) row.get("status");
      d.format = orDash((String) row.get("format"));
      if (d.status.equals("failed")) {
        d.errorOffset = offset(row.get("error_offset"));
      } else {
        d.damage =
            row.get("error_kind") == null
                ? "-"
                : damage(row.get("error_kind"), row.get("error_offset"));
      }
      drafts.put(given.getOrDefault((String) row.get("path"), (String) row.get("path")), d);
    }
    for (Map<String, Object> row :
        query(
            db,
            "SELECT f.path, p.slot, p.name, p.outcome FROM catalog_participants p"
                + " JOIN files f ON f.id = p.file ORDER BY p.rowid")) {
      Draft d = drafts.get(given.getOrDefault((String) row.get("path"), (String) row.get("path")));
      if (d.players == null) d.players(true);
      d.player(
          ((Number) row.get("slot")).intValue(),
          (String) row.get("name"),
          "win".equals(row.get("outcome")));
    }
    Map<String, Story> m = new LinkedHashMap<>();
    for (Map.Entry<String, Draft> e : drafts.entrySet()) {
      m.put(e.getKey(), e.getValue().story());
    }
    return m;
  }

  // ------------------------------------------------------------------ helpers

  /** The rows {@code query --json} gives for {@code sql} over the catalog {@code db}. */
  private static List<Map<String, Object>> query(String db, String sql) {
    return CliTest.run("query", "--db", db, "--json", sql).json();
  }

  /** Runs a command over {@code files}, without the progress bar. */
  private static CliTest.Run run(List<Path> files, String... command) {
    List<String> args = new ArrayList<>(Arrays.asList(command));
    args.add("--no-progress");
    for (Path p : files) args.add(p.toString());
    return CliTest.run(args.toArray(String[]::new));
  }

  private static String damage(Damage d) {
    return d == null ? "-" : damage(d.kind().name(), d.offset());
  }

  private static String damage(Object kind, Object offset) {
    long at = offset instanceof Number n ? n.longValue() : -1;
    return kind + (at >= 0 ? " at " + at : "");
  }

  private static final Pattern DAMAGE_TEXT =
      Pattern.compile("([A-Z_]+)(?: at (-?\\d+))?(?::.*)?", Pattern.DOTALL);

  /** {@code KIND at OFFSET} of a damage's text ({@code TRUNCATED at 60: expected …}). */
  private static String damage(String text) {
    if (text == null || text.isEmpty()) return null;
    Matcher m = DAMAGE_TEXT.matcher(text);
    if (!m.matches()) return text;
    return m.group(1) + (m.group(2) == null ? "" : " at " + m.group(2));
  }

  private static String offset(Object o) {
    return o instanceof Number n ? Long.toString(n.longValue()) : "-";
  }

  private static String seconds(Object o) {
    return o instanceof Number n ? Double.toString(n.doubleValue()) : "-";
  }

  private static Double number(String s) {
    return s == null || s.isEmpty() ? null : Double.valueOf(s);
  }

  private static String orDash(String s) {
    return s == null || s.isEmpty() ? "-" : s;
  }

  /**
   * A player's name as a table shows it: {@code -} when there is none, control characters dropped.
   */
  private static String shown(String name) {
    return name == null || name.isBlank() ? "-" : Render.plain(name).strip();
  }

  /** A player's name as the overview shows it: {@code #slot} when there is none. */
  private static String named(int slot, String name) {
    return name == null || name.isBlank() ? "#" + slot : Render.plain(name).strip();
  }

  /**
   * The map's name ({@code map}, or {@code map.name}) or the {@code stage} of a summary's details.
   */
  private static String place(Map<?, ?> details) {
    if (details == null) return "-";
    Object m = details.get("map");
    if (m instanceof Map<?, ?> map) m = map.get("name");
    if (!(m instanceof String) || ((String) m).isBlank()) m = details.get("stage");
    return m instanceof String name ? orDash(Render.plain(name).strip()) : "-";
  }

  private static Map<?, ?> object(Object o) {
    return o instanceof Map<?, ?> m ? m : null;
  }

  /** The rows of a CSV file (RFC 4180 quoting) by column name; none when the file is absent. */
  static List<Map<String, String>> csv(Path file) {
    if (!Files.exists(file)) return List.of();
    String text;
    try {
      text = Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<List<String>> records = new ArrayList<>();
    List<String> record = new ArrayList<>();
    StringBuilder cell = new StringBuilder();
    boolean quoted = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (quoted) {
        if (c == '"' && i + 1 < text.length() && text.charAt(i + 1) == '"') {
          cell.append('"');
          i++;
        } else if (c == '"') {
          quoted = false;
        } else {
          cell.append(c);
        }
      } else if (c == '"') {
        quoted = true;
      } else if (c == ',') {
        record.add(cell.toString());
        cell.setLength(0);
      } else if (c == '\n' || c == '\r') {
        if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') i++;
        record.add(cell.toString());
        cell.setLength(0);
        records.add(record);
        record = new ArrayList<>();
      } else {
        cell.append(c);
      }
    }
    if (cell.length() > 0 || !record.isEmpty()) {
      record.add(cell.toString());
      records.add(record);
    }
    List<Map<String, String>> rows = new ArrayList<>();
    for (List<String> r : records.subList(1, records.size())) {
      Map<String, String> row = new LinkedHashMap<>();
      for (int c = 0; c < r.size(); c++) row.put(records.get(0).get(c), r.get(c));
      rows.add(row);
    }
    return rows;
  }
}
