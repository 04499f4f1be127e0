package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.replays4j.testkit.TestFiles.testdata;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.replays4j.core.FileOutcome;
import org.replays4j.core.export.ExportResult;
import org.replays4j.core.export.ExportedFile;
import org.replays4j.core.export.OutputException;
import org.replays4j.core.export.TableExport;

/**
 * The table export as a library call ({@link TableExport}): what a Java user gets without the
 * command line. The tests live here because the formats and the CSV writer are on this module's
 * class path.
 */
class TableExportTest {
  @TempDir Path tmp;

  @Test
  void a_folder_exports_to_csv_in_three_lines() throws Exception {
    Path out = tmp.resolve("out");
    ExportResult r =
        TableExport.of(testdata("screp")).tables("commands").to(out, "csv").threads(2).run();
    assertThat(r.count(FileOutcome.Status.OK)).isEqualTo(4);
    Path csv = out.resolve("screp.commands.csv").toAbsolutePath();
    long rows = lines(csv) - 1; // the header
    assertThat(rows).isPositive();
    assertThat(r.tables()).containsExactly(new ExportResult.Table("screp", "commands", csv, rows));
    assertThat(r.failures()).isEmpty();
    assertThat(r.failuresFile()).isNull();
    assertThat(r.outputs()).containsExactly(out.resolve("screp.commands.csv").toAbsolutePath());
    assertThat(names(out)).containsExactly("screp.commands.csv");
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"csv", "arrow", "parquet"})
  void one_thread_and_four_threads_write_the_same_bytes(String to) throws Exception {
    TableExport export =
        TableExport.of(testdata("")).tables("commands", "games", "inputs", "frames");
    Map<String, byte[]> one = bytes(export.to(tmp.resolve("one"), to).threads(1).run());
    Map<String, byte[]> four = bytes(export.to(tmp.resolve("four"), to).threads(4).run());
    assertThat(one).isNotEmpty();
    assertThat(four.keySet()).isEqualTo(one.keySet());
    for (String name : one.keySet()) assertThat(four.get(name)).as(name).isEqualTo(one.get(name));
  }

  @Test
  void several_tables_of_one_format_come_from_one_run_each_in_its_own_file() throws Exception {
    ExportResult r =
        TableExport.of(testdata("screp"))
            .tables("commands", "replays")
            .to(tmp.resolve("out"), "csv")
            .run();
    assertThat(r.tables())
        .extracting(t -> t.file().getFileName().toString())
        .containsExactly("screp.commands.csv", "screp.replays.csv");
    assertThat(r.tables().get(1).rows()).isEqualTo(4);
  }

  @Test
  void an_unknown_table_fails_before_anything_is_written() {
    Path out = tmp.resolve("out");
    assertThatThrownBy(
            () -> TableExport.of(testdata("screp")).tables("nosuch").to(out, "csv").run())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("no format has a table named nosuch");
    assertThat(out).doesNotExist();
    assertThatThrownBy(
            () -> TableExport.of(testdata("screp")).tables("commands").to(out, "xlsx").run())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not available");
    assertThatThrownBy(
            () ->
                TableExport.of(testdata("screp"))
                    .tables("commands")
                    .columns("nosuch")
                    .to(out, "csv")
                    .run())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("has a column nosuch");
    assertThat(out).doesNotExist();
  }

  @Test
  void the_failures_file_is_written_only_when_something_failed_and_derives_from_the_outcomes()
      throws Exception {
    Path in = Files.createDirectories(tmp.resolve("in"));
    Path out = tmp.resolve("out");
    byte[] whole = Files.readAllBytes(testdata("screp").resolve("melee-1v1.rep"));
    Files.write(in.resolve("a-whole.rep"), whole);
    Files.write(in.resolve("b-cut.rep"), Arrays.copyOf(whole, whole.length / 2));
    TableExport export = TableExport.of(in).tables("commands").to(out, "csv").threads(2);
    List<ExportedFile> seen = new ArrayList<>();
    ExportResult r = export.listener(seen::add).run();

    assertThat(seen)
        .extracting(f -> f.outcome().status())
        .containsExactly(FileOutcome.Status.OK, FileOutcome.Status.PARTIAL);
    assertThat(r.failures()).hasSize(1);
    FileOutcome cut = r.failures().get(0);
    assertThat(cut.file()).endsWith("b-cut.rep");
    assertThat(cut.format()).isEqualTo("screp");
    assertThat(cut.damage()).isNotNull();
    assertThat(r.failuresFile()).isEqualTo(out.resolve("failures.csv").toAbsolutePath());
    List<String> rows = Files.readAllLines(r.failuresFile());
    assertThat(rows).hasSize(2);
    assertThat(rows.get(1))
        .contains(
            "b-cut.rep", "screp", "commands", "partial", r.failures().get(0).damage().toString());

    Files.delete(in.resolve("b-cut.rep"));
    ExportResult again = export.run();
    assertThat(again.failures()).isEmpty();
    assertThat(again.failuresFile()).isNull();
    assertThat(out.resolve("failures.csv")).doesNotExist();
  }

  @Test
  void an_interrupted_run_leaves_the_previous_good_output_as_it_was() throws Exception {
    Path out = tmp.resolve("out");
    TableExport export = TableExport.of(testdata("")).tables("commands", "inputs").to(out, "csv");
    Map<String, byte[]> good = bytes(export.threads(2).run());

    // stopped after its first file: nothing of this run may replace the good files
    Path in = Files.createDirectories(tmp.resolve("in"));
    Files.copy(testdata("screp").resolve("every-command.rep"), in.resolve("a.rep"));
    Files.copy(testdata("screp").resolve("melee-1v1.rep"), in.resolve("b.rep"));
    TableExport stopped =
        TableExport.of(in)
            .tables("commands")
            .to(out, "csv")
            .threads(1)
            .listener(f -> Thread.currentThread().interrupt());
    assertThatThrownBy(stopped::run).isInstanceOf(InterruptedException.class);
    Thread.interrupted();

    assertThat(names(out)).containsExactlyElementsOf(good.keySet()); // no temporary file left
    for (Map.Entry<String, byte[]> e : good.entrySet())
      assertThat(Files.readAllBytes(out.resolve(e.getKey())))
          .as(e.getKey())
          .isEqualTo(e.getValue());
  }

  @Test
  void an_output_that_cannot_be_written_stops_the_run_and_names_it() throws Exception {
    Files.writeString(tmp.resolve("file"), "x"); // a file where the folder should be
    assertThatThrownBy(
            () ->
                TableExport.of(testdata("screp"))
                    .tables("commands")
                    .to(tmp.resolve("file"), "csv")
                    .run())
        .isInstanceOf(OutputException.class)
        .satisfies(e -> assertThat(((OutputException) e).output()).isEqualTo(tmp.resolve("file")));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "screp/melee-1v1.rep",
        "slippi/netplay-3.18-rollback.slp",
        "teehistorian/session.teehistorian"
      })
  void hostile_inputs_give_outcomes_never_exceptions(String sample) throws Exception {
    byte[] whole = Files.readAllBytes(testdata("").resolve(sample));
    Path in = Files.createDirectories(tmp.resolve("in"));
    String ext = sample.substring(sample.lastIndexOf('.'));
    // cuts at several points, a copy whose every byte past the head is garbage, an empty file
    int n = 0;
    for (int cut : new int[] {1, 16, whole.length / 3, whole.length - 1}) {
      Files.write(in.resolve("cut-" + n++ + ext), Arrays.copyOf(whole, cut));
    }
    byte[] garbage = whole.clone();
    for (int i = Math.min(64, garbage.length); i < garbage.length; i++) garbage[i] = (byte) 0xff;
    Files.write(in.resolve("garbage" + ext), garbage);
    Files.write(in.resolve("empty" + ext), new byte[0]);
    List<ExportedFile> seen = new ArrayList<>();
    ExportResult r =
        TableExport.of(in)
            .tables("commands", "inputs", "frames")
            .to(tmp.resolve("out"), "csv")
            .threads(2)
            .listener(seen::add)
            .run();
    assertThat(seen).hasSize(6);
    assertThat(r.count(FileOutcome.Status.OK)).isLessThanOrEqualTo(1); // the garbage copy at most
    for (ExportedFile f : seen) {
      if (f.outcome().status().fails()) assertThat(r.failures()).contains(f.outcome());
    }
  }

  private static long lines(Path p) throws IOException {
    try (Stream<String> s = Files.lines(p)) {
      return s.count();
    }
  }

  private static List<String> names(Path dir) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }

  private static Map<String, byte[]> bytes(ExportResult r) throws IOException {
    Map<String, byte[]> out = new TreeMap<>();
    for (Path p : r.outputs()) out.put(p.getFileName().toString(), Files.readAllBytes(p));
    return out;
  }
}
