package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.replays4j.testkit.TestFiles.testdata;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.core.FileOutcome;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.testkit.StoryFiles;
import org.replays4j.testkit.TestFiles;

/**
 * Every door of the command line tells the same story about the same file: its status (ok, partial,
 * failed, skipped), its damage, its format, its duration and its players agree between {@code
 * inspect --json}, {@code inspect}'s text, {@code inspect --overview}, {@code stats} and {@code
 * export}'s failures table, and every command ends with the same tally on stderr and the same exit
 * code. Run over the repository's test files, over a copy of one file per format cut to two thirds
 * of its length, and over the shared corpus when it is there.
 */
class OutcomeConsistencyTest {
  @TempDir Path tmp;

  /** One file per format, each a whole game with a trailer or an end marker to lose. */
  static final List<String> TO_CUT = StoryFiles.WHOLE_GAMES;

  /** A copy of one file per format cut to two thirds of its length. */
  private Path cutCopies() throws IOException {
    Path dir = tmp.resolve("cut");
    StoryFiles.cutCopies(dir, TO_CUT, 2, 3);
    return dir;
  }

  @Test
  void cutFilesArePartialOrFailedAlikeInEveryDoor() throws IOException {
    Path cut = cutCopies();
    Map<String, Map<String, Object>> inspected = agree(cut);
    assertThat(inspected).hasSize(TO_CUT.size());
    // a cut file is never read whole without a word: partial (with its damage), failed, or, when
    // the cut fell between two records of a stream with an end marker (a teehistorian file cut
    // where a crashed server would have stopped), ok with the warning that the recording stopped
    assertThat(inspected.values())
        .allSatisfy(
            j ->
                assertThat(
                        List.of("partial", "failed").contains(j.get("status"))
                            || !((List<?>) j.get("warnings")).isEmpty())
                    .as((String) j.get("file"))
                    .isTrue());
    assertThat(inspected.get(cut.resolve("netplay-3.18-rollback.slp").toString()))
        .containsEntry("status", "partial")
        .containsKey("damage");
    exportFailuresAgree(cut, "screp", "commands", inspected);
    exportFailuresAgree(cut, "teehistorian", "inputs", inspected);
  }

  @Test
  void wholeTestFilesAreOkInEveryDoor() {
    Map<String, Map<String, Object>> inspected = agree(testdata("."));
    assertThat(inspected.values()).allSatisfy(j -> assertThat(j.get("status")).isEqualTo("ok"));
  }

  @Test
  void theSharedCorpusTellsOneStoryPerFile() {
    Path corpus = TestFiles.sharedDir("corpus", "door agreement over the corpus");
    agree(corpus);
  }

  @Test
  void aCutSlippiFileAloneFailsInspectStatsEventsAndIndex() throws IOException {
    Path cut = cutCopies().resolve("netplay-3.18-rollback.slp");
    for (String[] args :
        List.of(
            new String[] {"inspect", cut.toString()},
            new String[] {"stats", cut.toString()},
            new String[] {"events", cut.toString()},
            new String[] {"index", "--db", tmp.resolve("c.db").toString(), cut.toString()})) {
      CliTest.Run r = CliTest.run(args);
      assertThat(r.exit()).as(String.join(" ", args)).isEqualTo(Main.FAILED);
    }
  }

  @Test
  void statsOverManyFilesEndsWithTheTallyInspectPrints() {
    CliTest.Run inspect =
        CliTest.run("inspect", "--json", "--no-progress", testdata(".").toString());
    CliTest.Run stats = CliTest.run("stats", "--no-progress", testdata(".").toString());
    assertThat(counts(stats.err())).isEqualTo(counts(inspect.err())).isNotEmpty();
  }

  /** The counts of a tally line ({@code 3 ok, 1 partial, 0 failed}), without the rate. */
  private static String counts(String err) {
    Matcher m = Pattern.compile("\\d+ files?: ([^;]*);").matcher(err);
    return m.find() ? m.group(1) : "";
  }

  /**
   * Runs inspect (JSON, text and overview) and stats over {@code path}, asserts that they agree
   * file by file and in their tallies and exit codes, and returns inspect's JSON by file.
   */
  private Map<String, Map<String, Object>> agree(Path path) {
    String p = path.toString();
    CliTest.Run json = CliTest.run("inspect", "--json", "--no-progress", p);
    CliTest.Run text = CliTest.run("inspect", "--no-progress", p);
    CliTest.Run overview = CliTest.run("inspect", "--overview", "--no-progress", p);
    CliTest.Run stats = CliTest.run("stats", "--no-progress", p);
    Map<String, Map<String, Object>> byFile = new LinkedHashMap<>();
    for (Map<String, Object> j : json.json()) byFile.put((String) j.get("file"), j);
    Map<String, Map<String, Object>> statsByFile = new LinkedHashMap<>();
    for (Map<String, Object> j : stats.json()) statsByFile.put((String) j.get("file"), j);
    Map<String, String> headers = new LinkedHashMap<>();
    for (String l : text.lines()) {
      if (l.isEmpty() || l.startsWith(" ")) continue;
      headers.put(l.substring(0, l.indexOf("  ")), l);
    }
    Map<String, String> lines = new LinkedHashMap<>();
    for (String l : overview.lines()) lines.put(l.substring(0, l.indexOf("  ")), l);

    assertThat(statsByFile.keySet()).containsExactlyElementsOf(byFile.keySet());
    assertThat(lines.keySet()).containsExactlyElementsOf(byFile.keySet());
    for (Map<String, Object> j : byFile.values()) {
      String file = (String) j.get("file");
      String status = (String) j.get("status");
      String header = headers.get(file);
      String line = lines.get(file);
      Map<String, Object> st = statsByFile.get(file);
      // the text view's state word, the overview's state and the stats line's status
      assertThat(header).as(file).endsWith("  " + status.toUpperCase(Locale.ROOT));
      if (j.get("format") != null) {
        assertThat(st.get("format")).as(file).isEqualTo(j.get("format"));
        assertThat(line).as(file).contains("  " + j.get("format") + "  ");
      }
      if (status.equals("ok") || status.equals("partial")) {
        assertThat(st.get("status")).as(file).isEqualTo(status);
        assertThat(line).as(file).contains("  " + Overview.length(duration(j)) + "  ");
      } else {
        assertThat(st.get("ok")).as(file).isEqualTo(j.get("ok"));
      }
      if (status.equals("partial")) {
        @SuppressWarnings("unchecked")
        Map<String, Object> damage = (Map<String, Object>) j.get("damage");
        long offset = ((Number) damage.get("offset")).longValue();
        assertThat(line).as(file).contains("PARTIAL" + (offset >= 0 ? " at byte " + offset : ""));
      } else {
        assertThat(line).as(file).doesNotContain("PARTIAL");
      }
      if (status.equals("ok") && st.get("game") instanceof Map<?, ?> game) {
        // the overview's players are the stats view's participants
        for (Object o : (List<?>) game.get("participants")) {
          Object name = ((Map<?, ?>) o).get("name");
          if (name instanceof String n && !n.isBlank() && n.chars().allMatch(c -> c >= ' '))
            assertThat(line).as(file).contains(n);
        }
      }
    }
    // the Java API: the same status, format, damage and duration
    for (Map<String, Object> j : byFile.values()) {
      if (j.get("status").equals("skipped") || j.get("format") == null) continue;
      FileOutcome o;
      try {
        o = FileOutcome.of(Path.of((String) j.get("file")), DecodeLimits.DEFAULT);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      String file = o.file();
      assertThat(o.status().label()).as(file).isEqualTo(j.get("status"));
      assertThat(o.format()).as(file).isEqualTo(j.get("format"));
      if (o.ok()) {
        assertThat(o.summary().durationSeconds()).as(file).isEqualTo(duration(j));
        assertThat(o.summary().participants()).as(file).isEqualTo(j.get("participants"));
      }
      if (o.damage() != null) {
        @SuppressWarnings("unchecked")
        Map<String, Object> damage = (Map<String, Object>) j.get("damage");
        assertThat(o.damage().offset())
            .as(file)
            .isEqualTo(((Number) damage.get("offset")).longValue());
      }
    }
    // the catalog: the same status and damage per file, and the same exit code
    Path db = tmp.resolve("agree-" + path.getFileName() + ".db");
    CliTest.Run index = CliTest.run("index", "--db", db.toString(), "--no-progress", p);
    CliTest.Run rows =
        CliTest.run(
            "query",
            "--db",
            db.toString(),
            "--json",
            "SELECT path, status, format, error_kind, error_offset FROM files");
    Map<String, Map<String, Object>> catalogued = new LinkedHashMap<>();
    for (Map<String, Object> row : rows.json()) catalogued.put((String) row.get("path"), row);
    for (Map<String, Object> j : byFile.values()) {
      String abs = Path.of((String) j.get("file")).toAbsolutePath().normalize().toString();
      Map<String, Object> row = catalogued.get(abs);
      if (row == null) continue; // a file the walk passes over (a README) has no catalog row
      assertThat(row.get("status")).as(abs).isEqualTo(j.get("status"));
      assertThat(row.get("format")).as(abs).isEqualTo(j.get("format"));
      if (j.get("damage") instanceof Map<?, ?> damage) {
        assertThat(row.get("error_kind")).as(abs).isEqualTo(damage.get("kind"));
        assertThat(row.get("error_offset") instanceof Number n ? n.longValue() : null)
            .as(abs)
            .isEqualTo(damage.get("offset") instanceof Number n ? n.longValue() : null);
      } else if (!"failed".equals(j.get("status"))) {
        assertThat(row.get("error_kind")).as(abs).isNull();
      }
    }
    // one tally and one exit code for every door
    assertThat(counts(stats.err())).isEqualTo(counts(json.err()));
    assertThat(counts(text.err())).isEqualTo(counts(json.err()));
    assertThat(counts(overview.err())).isEqualTo(counts(json.err()));
    boolean fails =
        byFile.values().stream()
            .anyMatch(j -> j.get("status").equals("failed") || j.get("status").equals("partial"));
    int expected = fails ? Main.FAILED : Main.OK;
    assertThat(List.of(json.exit(), text.exit(), overview.exit(), stats.exit(), index.exit()))
        .containsOnly(expected);
    return byFile;
  }

  private static Double duration(Map<String, Object> j) {
    return j.get("durationSeconds") instanceof Number n ? n.doubleValue() : null;
  }

  /**
   * Export's failures table lists the files of {@code format} that inspect calls partial or failed,
   * with the same status.
   */
  private void exportFailuresAgree(
      Path dir, String format, String table, Map<String, Map<String, Object>> inspected)
      throws IOException {
    Path out = tmp.resolve("export-" + format);
    CliTest.Run r =
        CliTest.run(
            "export", "--table", table, "--to", "csv", "-o", out.toString(), dir.toString());
    List<String> rows = Files.readAllLines(out.resolve("failures.csv"));
    for (Map<String, Object> j : inspected.values()) {
      if (!format.equals(j.get("format"))) continue;
      String file = (String) j.get("file");
      String status = (String) j.get("status");
      if (status.equals("ok")) {
        assertThat(rows).as(file).noneMatch(l -> l.contains(file));
      } else {
        assertThat(rows).as(file).anyMatch(l -> l.contains(file) && l.contains("," + status + ","));
      }
    }
    assertThat(r.exit()).isEqualTo(Main.FAILED);
  }
}
