package org.replays4j.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.testkit.Story;
import org.replays4j.testkit.StoryDoors;
import org.replays4j.testkit.StoryFiles;

/**
 * Spark tells the same story of a file as the Java API: the {@code summary} DataFrame (status,
 * damage kind and offset, format, duration, participants) and each format's per-file and player
 * tables (damage, duration, map or stage, players by slot and name) agree field by field with
 * {@code FileOutcome.of} and the format's {@code gameStats} ({@link StoryDoors}), over the files
 * the command line's doors are compared over ({@link StoryFiles}): every file of {@code testdata/},
 * the first half of several of them and an xz file cut inside its header, and an evenly spread
 * sample of the shared corpus when it is there. A failed file's error offset is read from the
 * summary's error message; Spark shows no players' outcomes (the winners).
 */
class SparkTellsOneStoryTest extends LocalSpark {
  /** Files taken from each folder of the shared corpus, spread evenly over its sorted listing. */
  static final int CORPUS_PER_FOLDER = 4;

  static final String SUMMARY = "spark summary";
  static final String TABLES = "spark tables";

  /**
   * The comparison's rules: the tables have rows only for the files of the formats that have them
   * and that were read (a failed file has none).
   */
  private static final StoryDoors.Rules RULES =
      new StoryDoors.Rules() {
        @Override
        public boolean coversEveryFile(String door) {
          return !door.equals(TABLES);
        }
      };

  @Test
  void theTestFilesTellOneStoryThroughSpark() throws IOException {
    assertThat(agree(StoryFiles.testdata()).values())
        .isNotEmpty()
        .allSatisfy(st -> assertThat(st.status()).isEqualTo("ok"));
  }

  @Test
  void halfFilesTellOneStoryThroughSpark(@TempDir Path dir) throws IOException {
    StoryFiles.assertHalvesStatus(dir, agree(StoryFiles.halves(dir)));
  }

  @Test
  void theSharedCorpusTellsOneStoryThroughSpark() throws IOException {
    agree(StoryFiles.corpusSample(CORPUS_PER_FOLDER, "Spark's agreement over the corpus"));
  }

  /**
   * Reads {@code paths} through the Java API and through Spark, asserts that their stories agree,
   * and returns the Java API's story of each file by its absolute path.
   */
  private static Map<String, Story> agree(List<Path> paths) throws IOException {
    List<Path> files = paths.stream().map(p -> p.toAbsolutePath().normalize()).toList();
    String[] given = files.stream().map(Path::toString).toArray(String[]::new);
    Map<String, Map<String, Story>> doors = new LinkedHashMap<>();
    doors.put(StoryDoors.API, StoryDoors.api(files, UnaryOperator.identity()));
    doors.put(SUMMARY, summary(given));
    Set<String> formats = new TreeSet<>();
    for (Story s : doors.get(StoryDoors.API).values()) formats.add(s.format());
    doors.put(TABLES, tables(given, formats));
    assertThat(doors.get(TABLES)).as("the files the format tables tell of").isNotEmpty();
    assertThat(StoryDoors.disagreements(files, doors, RULES))
        .as("disagreements between the Java API and Spark")
        .isEmpty();
    return doors.get(StoryDoors.API);
  }

  /** The offset a decoder's error message starts with ({@code screp: offset 0x1C: …}). */
  private static final Pattern ERROR_OFFSET = Pattern.compile("[^:]+: offset 0x([0-9A-F]+)");

  /**
   * The {@code summary} DataFrame of {@code files}: one row per file; a failed file's error offset
   * read from its {@code error}.
   */
  private static Map<String, Story> summary(String[] files) {
    Map<String, Story> m = new LinkedHashMap<>();
    for (Row r :
        spark
            .read()
            .format("replays4j")
            .option("table", "summary")
            .load(files)
            .select(
                "file",
                "status",
                "format",
                "damage_kind",
                "damage_offset",
                "duration_seconds",
                "participants",
                "error")
            .collectAsList()) {
      Story.Draft d = draft();
      d.status = r.getString(1);
      d.format = Story.orDash(r.getString(2));
      d.damage = r.isNullAt(3) ? "-" : Story.damage(r.getString(3), r.get(4));
      if (!d.status.equals("failed")) {
        d.duration = Story.seconds(r.get(5));
        d.participants = new ArrayList<>(r.<String>getList(6));
      } else {
        Matcher at = ERROR_OFFSET.matcher(r.getString(7));
        d.errorOffset = at.lookingAt() ? Long.toString(Long.parseLong(at.group(1), 16)) : "-";
      }
      m.put(local(r.getString(0)), d.story());
    }
    return m;
  }

  /**
   * The per-file table (damage, duration, map) and player table (slot and name) of {@code files} of
   * each of {@code formats}, read with the format named; a file has a story when its format has the
   * tables. The formats' tables are read as one union each, so that each is one Spark job.
   */
  private static Map<String, Story> tables(String[] files, Set<String> formats) {
    Dataset<Row> perFile = null;
    Dataset<Row> players = null;
    for (Map.Entry<String, StoryDoors.Tables> e : new TreeMap<>(StoryDoors.TABLES).entrySet()) {
      if (!formats.contains(e.getKey())) continue;
      StoryDoors.Tables t = e.getValue();
      Dataset<Row> f =
          read(e.getKey(), t.perFile(), files)
              .selectExpr(
                  "file",
                  "'" + e.getKey() + "' AS format",
                  "damage",
                  "CAST(" + orNull(t.durationColumn()) + " AS DOUBLE) AS duration",
                  "CAST(" + orNull(t.mapColumn()) + " AS STRING) AS map");
      perFile = perFile == null ? f : perFile.union(f);
      if (t.players() == null) continue;
      Dataset<Row> p =
          read(e.getKey(), t.players(), files)
              .selectExpr(
                  "file",
                  "CAST(" + orNull(t.slotColumn()) + " AS INT) AS slot",
                  orNull(t.nameColumn()) + " AS name");
      players = players == null ? p : players.union(p);
    }
    Map<String, Story.Draft> drafts = new TreeMap<>();
    for (Row r : perFile == null ? List.<Row>of() : perFile.collectAsList()) {
      Story.Draft d = drafts.computeIfAbsent(local(r.getString(0)), k -> draft());
      StoryDoors.Tables t = StoryDoors.TABLES.get(r.getString(1));
      d.format = r.getString(1);
      d.damage = r.isNullAt(2) ? "-" : Story.orDash(Story.damageText(r.getString(2)));
      if (t.durationColumn() != null) d.duration = Story.seconds(r.get(3));
      if (t.mapColumn() != null) d.map = Story.orDash(r.getString(4));
    }
    for (Row r : players == null ? List.<Row>of() : players.collectAsList()) {
      Story.Draft d = drafts.computeIfAbsent(local(r.getString(0)), k -> draft());
      d.player(r.getInt(1), r.getString(2), false);
    }
    Map<String, Story> m = new LinkedHashMap<>();
    for (Map.Entry<String, Story.Draft> e : drafts.entrySet())
      m.put(e.getKey(), e.getValue().story());
    return m;
  }

  /** {@code column} quoted for a Spark SQL expression, or {@code NULL} when there is none. */
  private static String orNull(String column) {
    return column == null ? "NULL" : "`" + column + "`";
  }

  /** {@code format}'s {@code table} of {@code files}. */
  private static Dataset<Row> read(String format, String table, String[] files) {
    return spark
        .read()
        .format("replays4j")
        .option("table", table)
        .option("format", format)
        .load(files);
  }

  /** An empty story, names as they are (the Java API and Spark give the same strings). */
  private static Story.Draft draft() {
    return new Story.Draft(UnaryOperator.identity());
  }

  /** The local path of the {@code file} column's {@code file:} path. */
  private static String local(String file) {
    String path = file.startsWith("file:") ? file.substring("file:".length()) : file;
    return Path.of(path).toString();
  }
}
