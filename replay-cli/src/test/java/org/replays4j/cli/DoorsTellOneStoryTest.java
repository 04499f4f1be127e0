package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

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
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.testkit.Story;
import org.replays4j.testkit.StoryDoors;
import org.replays4j.testkit.StoryFiles;

/**
 * One truth per file: every door (the Java API, {@code inspect --json}, {@code inspect}'s text,
 * {@code inspect --overview}, {@code stats}, {@code export} of each format's per-file and player
 * tables with its failures table, and {@code index} with the catalog's rows) tells the same story
 * about the same file. Each door's account is extracted into one {@link Story} per file, and the
 * stories are compared field by field ({@link StoryDoors#disagreements}): status, damage (kind and
 * offset), the failure's offset, format, duration, the summary's participants, the players by slot
 * and name, the winners and the map or stage, wherever a door shows the value at all.
 *
 * <p>Run over every file of {@code testdata/}, over a copy of the first half of one file per format
 * (and an xz file cut before its first block), and over an evenly spread sample of the shared
 * corpus (at most {@link #CORPUS_PER_FOLDER} files per folder) when it is there ({@link
 * StoryFiles}).
 */
class DoorsTellOneStoryTest {
  /** Files taken from each folder of the shared corpus, spread evenly over its sorted listing. */
  static final int CORPUS_PER_FOLDER = 4;

  @TempDir Path tmp;

  @Test
  void theTestFilesTellOneStoryThroughEveryDoor() throws IOException {
    assertThat(agree(StoryFiles.testdata()))
        .isNotEmpty()
        .allSatisfy(st -> assertThat(st.status()).isEqualTo("ok"));
  }

  @Test
  void halfFilesTellOneStoryThroughEveryDoor() throws IOException {
    Path dir = tmp.resolve("cut");
    List<Path> files = StoryFiles.halves(dir);
    StoryFiles.assertHalvesStatus(dir, byFile(files, agree(files)));
  }

  @Test
  void theSharedCorpusTellsOneStoryThroughEveryDoor() throws IOException {
    agree(StoryFiles.corpusSample(CORPUS_PER_FOLDER, "the doors' agreement over the corpus"));
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
    doors.put(StoryDoors.API, StoryDoors.api(files, Render::plain));
    doors.put("inspect --json", inspectJson(files));
    doors.put("inspect", inspectText(files));
    doors.put("inspect --overview", overview(files, doors.get(StoryDoors.API)));
    doors.put("stats", stats(files));
    doors.putAll(export(files));
    doors.put("index", catalog(files));

    List<Story> reference = new ArrayList<>();
    for (Path p : files) reference.add(doors.get(StoryDoors.API).get(p.toString()));
    assertThat(StoryDoors.disagreements(files, doors, RULES))
        .as("disagreements between the doors")
        .isEmpty();
    return reference;
  }

  /**
   * The comparison's rules: the table export has rows only for the formats with the tables it was
   * asked for; a rounded duration matches its seconds.
   */
  private static final StoryDoors.Rules RULES =
      new StoryDoors.Rules() {
        @Override
        public boolean coversEveryFile(String door) {
          return !door.equals("export");
        }

        @Override
        public boolean same(String field, Object a, Object b) {
          if (field.equals("duration")) {
            String x = (String) a, y = (String) b;
            if (x.startsWith("~") || y.startsWith("~")) return rounded(x).equals(rounded(y));
          }
          return StoryDoors.Rules.super.same(field, a, b);
        }
      };

  private static String rounded(String duration) {
    if (duration.startsWith("~")) return duration;
    return "~" + Overview.length(duration.equals("-") ? null : Double.valueOf(duration));
  }

  // ------------------------------------------------------------------ the doors

  /** {@code inspect --json}: one object per file. */
  private static Map<String, Story> inspectJson(List<Path> files) {
    Map<String, Story> m = new LinkedHashMap<>();
    for (Map<String, Object> j : run(files, "inspect", "--json").json()) {
      Story.Draft d = draftOf(j);
      if (!d.status.equals("failed")) {
        d.duration = Story.seconds(j.get("durationSeconds"));
        d.participants = new ArrayList<>();
        for (Object n : (List<?>) j.get("participants")) d.participants.add(Render.plain(n));
        d.map = d.place(object(j.get(j.get("format"))));
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
      Story.Draft d = draft();
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
  private static int statsTable(List<String> lines, int at, Story.Draft d) {
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
      players.add(s + " " + d.shown(n));
      names.add(d.named(s, n));
      if (result >= 0 && cells[result].startsWith("win")) winners.add(d.named(s, n));
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
      Story.Draft d = draft();
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
  private static void players(String field, Story.Draft d) {
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
      Story.Draft d = draftOf(j);
      if (!d.status.equals("failed") && j.get("game") instanceof Map<?, ?> game) {
        d.duration = Story.seconds(game.get("durationSeconds"));
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
    Map<String, Story.Draft> rows = new LinkedHashMap<>();
    Map<String, Story.Draft> failures = new LinkedHashMap<>();
    List<String> tables = new ArrayList<>();
    for (StoryDoors.Tables t : StoryDoors.TABLES.values()) {
      if (!tables.contains(t.perFile())) tables.add(t.perFile());
      if (t.players() != null && !tables.contains(t.players())) tables.add(t.players());
    }
    for (String table : tables) {
      Path out = tmp.resolve("export-" + table);
      run(files, "export", "--table", table, "--to", "csv", "-o", out.toString());
      for (Map<String, String> row : csv(out.resolve("failures.csv"))) {
        Story.Draft d = draft();
        d.status = row.get("status");
        d.format = Story.orDash(row.get("format"));
        if (d.status.equals("failed")) d.errorOffset = Story.orDash(row.get("offset"));
        else d.damage = Story.damageText(row.get("error"));
        failures.putIfAbsent(row.get("file"), d);
      }
      for (Map.Entry<String, StoryDoors.Tables> e : StoryDoors.TABLES.entrySet()) {
        StoryDoors.Tables t = e.getValue();
        Path csv = out.resolve(e.getKey() + "." + table + ".csv");
        if (table.equals(t.perFile())) {
          for (Map<String, String> row : csv(csv)) {
            Story.Draft d = rows.computeIfAbsent(row.get("file"), k -> draft());
            d.format = e.getKey();
            d.damage = row.get("damage").isEmpty() ? "-" : Story.damageText(row.get("damage"));
            if (t.durationColumn() != null) {
              d.duration = Story.seconds(number(row.get(t.durationColumn())));
            }
            if (t.mapColumn() != null) d.map = Story.orDash(row.get(t.mapColumn()));
          }
        }
        if (table.equals(t.players())) {
          for (Map<String, String> row : csv(csv)) {
            Story.Draft d = rows.computeIfAbsent(row.get("file"), k -> draft());
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
      Story.Draft f = failures.get(file);
      if (f == null) {
        f = draft();
        f.status = "ok";
        f.damage = "-";
      }
      listed.put(file, f.story());
      Story.Draft d = rows.get(file);
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
    Map<String, Story.Draft> drafts = new LinkedHashMap<>();
    for (Map<String, Object> row :
        query(db, "SELECT path, status, format, error_kind, error_offset FROM files")) {
      Story.Draft d = draft();
      d.status = (String) row.get("status");
      d.format = Story.orDash((String) row.get("format"));
      if (d.status.equals("failed")) {
        d.errorOffset = Story.offset(row.get("error_offset"));
      } else {
        d.damage =
            row.get("error_kind") == null
                ? "-"
                : Story.damage(row.get("error_kind"), row.get("error_offset"));
      }
      drafts.put(given.getOrDefault((String) row.get("path"), (String) row.get("path")), d);
    }
    for (Map<String, Object> row :
        query(
            db,
            "SELECT f.path, p.slot, p.name, p.outcome FROM catalog_participants p"
                + " JOIN files f ON f.id = p.file ORDER BY p.rowid")) {
      Story.Draft d =
          drafts.get(given.getOrDefault((String) row.get("path"), (String) row.get("path")));
      if (d.players == null) d.players(true);
      d.player(
          ((Number) row.get("slot")).intValue(),
          (String) row.get("name"),
          "win".equals(row.get("outcome")));
    }
    Map<String, Story> m = new LinkedHashMap<>();
    for (Map.Entry<String, Story.Draft> e : drafts.entrySet()) {
      m.put(e.getKey(), e.getValue().story());
    }
    return m;
  }

  // ------------------------------------------------------------------ helpers

  /** An empty story of a door, its names shown as the command line shows them. */
  private static Story.Draft draft() {
    return new Story.Draft(Render::plain);
  }

  /** The status, format, damage and failure offset of a JSON line of inspect or stats. */
  private static Story.Draft draftOf(Map<String, Object> j) {
    Story.Draft d = draft();
    d.status = (String) j.get("status");
    d.format = Story.orDash((String) j.get("format"));
    d.damage = "-";
    if (j.get("damage") instanceof Map<?, ?> dm)
      d.damage = Story.damage(dm.get("kind"), dm.get("offset"));
    if (d.status.equals("failed"))
      d.errorOffset = j.get("error") instanceof Map<?, ?> e ? Story.offset(e.get("offset")) : "-";
    return d;
  }

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

  private static Double number(String s) {
    return s == null || s.isEmpty() ? null : Double.valueOf(s);
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
