package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.Replays;
import org.replays4j.core.collect.ReplayCollection;
import org.replays4j.core.table.TableSchema;
import org.replays4j.testkit.TestFiles;

/**
 * Every command over one mixed directory built here: the replays of all five games from {@code
 * testdata/}, a README, a PNG, the first half of one replay of each format, and a symlink loop.
 * Each command reads it through the one walker: same order, same skips, same exit codes, and the
 * same bytes with one thread as with four.
 */
class CollectionCommandsTest {
  @TempDir static Path tmp;
  static Path mixed;

  /** The five format directories of testdata, each with one file cut in half. */
  private static final List<String> FORMATS =
      List.of("butter", "screp", "slippi", "soku", "teehistorian");

  @BeforeAll
  static void buildMixedDirectory() throws IOException {
    mixed = tmp.resolve("mixed");
    build(mixed);
  }

  static void build(Path dir) throws IOException {
    for (String f : FORMATS) {
      Path target = Files.createDirectories(dir.resolve(f));
      List<Path> files;
      try (Stream<Path> s = Files.list(TestFiles.testdata(f))) {
        files = s.filter(Files::isRegularFile).sorted().toList();
      }
      for (Path p : files) Files.copy(p, target.resolve(p.getFileName()));
      Path first = files.get(0);
      byte[] b = Files.readAllBytes(first);
      Path cut = Files.createDirectories(dir.resolve("cut"));
      Files.write(cut.resolve("half-" + first.getFileName()), Arrays.copyOf(b, b.length / 2));
    }
    Files.writeString(dir.resolve("README.md"), "# replays\nthe fixtures of a test\n");
    Files.write(
        dir.resolve("screenshot.png"),
        new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 13, 'I', 'H'});
    Files.createSymbolicLink(dir.resolve("loop"), Path.of("."));
  }

  private static CliTest.Run run(String... args) {
    return CliTest.run(args);
  }

  private static List<String> names(CliTest.Run r) {
    return r.json().stream().map(m -> (String) m.get("file")).toList();
  }

  @Test
  void inspectListsEveryEntryInTheWalkersOrderWithItsReason() {
    CliTest.Run r = run("inspect", "--json", "--no-progress", mixed.toString());
    List<String> files = names(r);
    List<String> sorted = new ArrayList<>(files);
    sorted.sort(ReplayCollection.PATH_ORDER);
    assertThat(files).isEqualTo(sorted);
    assertThat(files.get(0)).isEqualTo(mixed + "/README.md"); // 'R' sorts before 'b'
    Map<String, Map<String, Object>> byName = new TreeMap<>();
    for (Map<String, Object> m : r.json()) byName.put((String) m.get("file"), m);
    assertThat(byName.get(mixed + "/README.md")).containsEntry("skipped", true);
    assertThat(byName.get(mixed + "/screenshot.png")).containsEntry("skipped", true);
    assertThat(byName.get(mixed + "/loop")).containsEntry("skipped", true);
    assertThat(r.out()).contains("symlink loop");
    for (String f : FORMATS) {
      assertThat(files).anyMatch(n -> n.startsWith(mixed + "/" + f + "/"));
    }
    // the cut files are replays damaged after their header: failed or partly read, never skipped
    assertThat(r.json())
        .filteredOn(m -> ((String) m.get("file")).contains("/cut/"))
        .hasSize(5)
        .allSatisfy(m -> assertThat(m.get("skipped")).isNull());
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    assertThat(r.err()).contains("3 skipped (2 not a replay, 1 symlink loop)");
  }

  @Test
  void theReplaysAloneExitZeroAndStrictFailsOnTheRest() throws IOException {
    Path clean = Files.createDirectories(tmp.resolve("clean"));
    for (String f : FORMATS) copyTree(mixed.resolve(f), clean.resolve(f));
    Files.writeString(clean.resolve("README.md"), "# readme\n");
    for (String cmd : List.of("inspect", "stats", "events")) {
      CliTest.Run r = run(cmd, "--no-progress", clean.toString());
      assertThat(r.exit()).as(cmd + ": " + r.err()).isEqualTo(Main.OK);
      CliTest.Run strict = run(cmd, "--no-progress", "--strict", clean.toString());
      assertThat(strict.exit()).as(cmd + " --strict").isEqualTo(Main.FAILED);
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"inspect --json", "inspect", "stats", "events"})
  void printingCommandsWriteTheSameBytesWithOneThreadAsWithFour(String command) {
    List<String> args = new ArrayList<>(List.of(command.split(" ")));
    args.add("--no-progress");
    CliTest.Run one = run(concat(args, "-t", "1", mixed.toString()));
    CliTest.Run four = run(concat(args, "-t", "4", mixed.toString()));
    assertThat(four.out()).isEqualTo(one.out());
    assertThat(four.exit()).isEqualTo(one.exit()).isEqualTo(Main.FAILED);
    // the per-file messages on stderr come in the same order too (the tally's time differs)
    assertThat(withoutTally(four.err())).isEqualTo(withoutTally(one.err()));
  }

  @ParameterizedTest(name = "export --to {0}")
  @ValueSource(strings = {"arrow", "csv", "jsonl"})
  void exportWritesTheSameBytesWithOneThreadAsWithFour(String to) throws IOException {
    for (String table : topTables()) {
      Path o1 = tmp.resolve("export-" + to + "-" + table + "-1");
      Path o4 = tmp.resolve("export-" + to + "-" + table + "-4");
      CliTest.Run one = ExportCorpusStableTest.export(mixed, table, to, o1, "1");
      CliTest.Run four = ExportCorpusStableTest.export(mixed, table, to, o4, "4");
      assertThat(four.exit()).as(table).isEqualTo(one.exit());
      assertThat(withoutTally(four.err())).isEqualTo(withoutTally(one.err()));
      assertSameFiles(o1, o4);
    }
  }

  /**
   * Each cut replay of the mixed directory is read up to its damage (unless the cut is in its
   * header): a partial row in the failures table, a line on stderr, the tally's partial count and
   * exit 1, and its rows stay in the table.
   */
  @ParameterizedTest(name = "export --table {0}")
  @ValueSource(strings = {"games", "replays", "captures", "matches", "recordings"})
  void exportListsACutReplayAsPartialKeepsItsRowsAndExitsWithOne(String table) throws IOException {
    Path out = tmp.resolve("partial-" + table);
    CliTest.Run r =
        run(
            "export",
            "--table",
            table,
            "--to",
            "csv",
            "--no-progress",
            "-o",
            out.toString(),
            mixed.toString());
    assertThat(r.exit()).as(r.err()).isEqualTo(Main.FAILED);
    List<String> failures = Files.readAllLines(out.resolve("failures.csv"));
    assertThat(failures.get(0)).isEqualTo("file,format,table,status,error,offset");
    List<String> listed = failures.subList(1, failures.size());
    assertThat(listed).isNotEmpty().allSatisfy(line -> assertThat(line).contains("/cut/half-"));
    // the teehistorian file cut in half is cut in its header: nothing to salvage
    assertThat(listed)
        .filteredOn(line -> !line.contains("," + table + ",partial,"))
        .allSatisfy(line -> assertThat(line).contains(",failed,").contains("header"));
    List<String> rows =
        listed.stream().filter(line -> line.contains("," + table + ",partial,")).toList();
    StringBuilder tables = new StringBuilder();
    try (Stream<Path> s = Files.list(out)) {
      for (Path p : s.filter(p -> !p.getFileName().toString().startsWith("failures")).toList())
        tables.append(Files.readString(p));
    }
    for (String line : rows) {
      String file = line.substring(0, line.indexOf(','));
      assertThat(r.err()).contains(file + ": partial: damaged, ");
      assertThat(tables.toString()).as("rows of " + file).contains(file + ",");
    }
    if (!rows.isEmpty()) assertThat(r.err()).contains(rows.size() + " partial");
  }

  @Test
  void convertWritesTheSameFilesWithOneThreadAsWithFour() throws IOException {
    Path c1 = tmp.resolve("convert-1");
    Path c4 = tmp.resolve("convert-4");
    build(c1);
    build(c4);
    CliTest.Run one = run("convert", "--to", "jsonl", "--no-progress", "-t", "1", c1.toString());
    CliTest.Run four = run("convert", "--to", "jsonl", "--no-progress", "-t", "4", c4.toString());
    assertThat(four.exit()).isEqualTo(one.exit()).isEqualTo(Main.FAILED);
    // the same messages in the same order; the tally's rate (MB/s) differs from run to run
    assertThat(withoutRate(four.err().replace(c4.toString(), "D")))
        .isEqualTo(withoutRate(one.err().replace(c1.toString(), "D")));
    assertSameFiles(c1, c4);
    assertThat(c1.resolve("slippi/ice-climbers-1.0.jsonl")).exists();
    assertThat(Files.getPosixFilePermissions(c1.resolve("slippi/ice-climbers-1.0.jsonl")))
        .contains(PosixFilePermission.OTHERS_READ);
  }

  @Test
  void everyCommandReadsStandardInput() throws IOException {
    byte[] slp = Files.readAllBytes(TestFiles.testdata("slippi/ice-climbers-1.0.slp"));
    Supplier<InputStream> saved = Inspector.stdin;
    try {
      Inspector.stdin = () -> new ByteArrayInputStream(slp);
      CliTest.Run inspect = run("inspect", "--json", "-");
      assertThat(inspect.exit()).isEqualTo(Main.OK);
      assertThat(inspect.json().get(0))
          .containsEntry("file", "-")
          .containsEntry("format", "slippi");
      CliTest.Run stats = run("stats", "-");
      assertThat(stats.exit()).isEqualTo(Main.OK);
      assertThat(stats.json().get(0)).containsEntry("format", "slippi");
      CliTest.Run events = run("events", "--limit", "3", "-");
      assertThat(events.exit()).isEqualTo(Main.OK);
      assertThat(events.lines()).hasSize(3);
      String table = Replays.format("slippi").orElseThrow().tables().get(0).name();
      Path out = tmp.resolve("stdin-export");
      CliTest.Run export = run("export", "--table", table, "-o", out.toString(), "-");
      assertThat(export.exit()).as(export.err()).isEqualTo(Main.OK);
      assertThat(out.resolve("slippi." + table + ".arrow")).exists();
      Path jsonl = tmp.resolve("stdin.jsonl");
      CliTest.Run convert = run("convert", "--to", "jsonl", "-o", jsonl.toString(), "-");
      assertThat(convert.exit()).as(convert.err()).isEqualTo(Main.OK);
      assertThat(Files.readString(jsonl)).startsWith("{\"type\":");
      assertThat(run("convert", "--to", "jsonl", "-").exit()).isEqualTo(Main.USAGE);
    } finally {
      Inspector.stdin = saved;
    }
  }

  @Test
  void aMissingPathFailsEveryCommandAndExportWritesNothing() throws IOException {
    String missing = tmp.resolve("no-such-dir").toString();
    for (String cmd : List.of("inspect", "stats", "events")) {
      CliTest.Run r = run(cmd, missing);
      assertThat(r.exit()).as(cmd).isEqualTo(Main.FAILED);
      assertThat(r.out() + r.err()).as(cmd).contains("no-such-dir").contains("no such file");
    }
    Path out = tmp.resolve("nothing-here");
    CliTest.Run export = run("export", "--table", "commands", "-o", out.toString(), missing);
    assertThat(export.exit()).isEqualTo(Main.FAILED);
    assertThat(export.err()).contains("no-such-dir: no such file or directory");
    assertThat(out).doesNotExist();
    CliTest.Run badOption =
        run(
            "export",
            "--table",
            "commands",
            "-O",
            "bogus=1",
            "-o",
            out.toString(),
            mixed.toString());
    assertThat(badOption.exit()).isEqualTo(Main.USAGE);
    assertThat(badOption.err())
        .contains("unknown option bogus")
        .doesNotContain("IllegalArgumentException")
        .contains("see `replays4j export --help`");
    assertThat(out).doesNotExist();
  }

  @Test
  void formatsTablesListsEveryTableWithItsColumns() {
    CliTest.Run text = run("formats", "--tables");
    assertThat(text.exit()).isEqualTo(Main.OK);
    CliTest.Run json = run("formats", "--tables", "--json");
    for (ReplayFormat f : Replays.formats()) {
      for (TableSchema t : f.tables()) {
        assertThat(text.out()).contains(t.format() + "." + t.name());
        if (!t.format().equals(f.id()))
          assertThat(text.out()).contains(f.id() + ": writes the " + t.format() + " tables");
        assertThat(json.out()).contains("\"" + t.name() + "\"");
        assertThat(text.out()).contains(t.column(t.size() - 1).name());
      }
    }
  }

  /** The first table of each format that has one (its top table). */
  private static Set<String> topTables() {
    Set<String> out = new LinkedHashSet<>();
    for (ReplayFormat f : Replays.formats()) {
      if (!f.tables().isEmpty()) out.add(f.tables().get(0).name());
    }
    return out;
  }

  /** The two trees hold the same files (relative paths), byte for byte. */
  static void assertSameFiles(Path a, Path b) throws IOException {
    List<Path> left = files(a);
    // may be empty: a table none of the files has, exported without failures, writes no file
    assertThat(files(b)).isEqualTo(left);
    for (Path rel : left) {
      assertThat(Files.readAllBytes(b.resolve(rel)))
          .as(rel.toString())
          .isEqualTo(Files.readAllBytes(a.resolve(rel)));
    }
  }

  /** The regular files under {@code root}, relative to it, sorted. */
  static List<Path> files(Path root) throws IOException {
    try (Stream<Path> s = Files.walk(root)) {
      return s.filter(Files::isRegularFile).map(root::relativize).sorted().toList();
    }
  }

  private static void copyTree(Path from, Path to) throws IOException {
    Files.createDirectories(to);
    try (Stream<Path> s = Files.list(from)) {
      for (Path p : s.toList()) Files.copy(p, to.resolve(p.getFileName()));
    }
  }

  private static String withoutTally(String err) {
    return String.join("\n", err.lines().filter(l -> l.startsWith("replays4j: ")).toList());
  }

  private static String[] concat(List<String> head, String... tail) {
    List<String> all = new ArrayList<>(head);
    all.addAll(List.of(tail));
    return all.toArray(String[]::new);
  }

  /** Standard error without the tally's rate ({@code ; 1.2 MB in 0.52 s (2.31 MB/s)}). */
  static String withoutRate(String err) {
    return err.replaceAll("; [^;\n]* in [0-9.]+ s \\([0-9.]+ MB/s\\)", "");
  }
}
