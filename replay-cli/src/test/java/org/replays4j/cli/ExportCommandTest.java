package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.replays4j.testkit.TestFiles.testdata;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.arrow.ArrowTableReader;
import org.replays4j.testkit.TestFiles;

/** {@code replays4j export} over testdata/ and, when present, the shared corpus. */
class ExportCommandTest {
  @TempDir Path tmp;

  @Test
  void export_writes_one_arrow_file_per_format_and_a_failures_table() throws IOException {
    Path bad = tmp.resolve("bad.rep");
    Files.write(bad, new byte[] {1, 2, 3});
    CliTest.Run r =
        CliTest.run(
            "export",
            "--table",
            "inputs",
            "-o",
            tmp.resolve("out").toString(),
            "-t",
            "2",
            testdata("teehistorian").toString(),
            testdata("soku").toString(),
            testdata("screp").toString(),
            bad.toString());
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    assertThat(tmp.resolve("out/teehistorian.inputs.arrow")).exists();
    assertThat(tmp.resolve("out/soku.inputs.arrow")).exists();
    ArrowTableReader.Rows failures = ArrowTableReader.readRows(tmp.resolve("out/failures.arrow"));
    assertThat(failures.rows()).hasSize(1);
    assertThat(failures.rows().get(0).get(0)).isEqualTo(bad.toString());
    assertThat(r.err()).contains("without this table").contains("1 failed");
  }

  @Test
  void a_run_without_failures_writes_no_failures_file_and_removes_an_earlier_runs()
      throws IOException {
    Path in = Files.createDirectories(tmp.resolve("in"));
    Files.write(in.resolve("bad.rep"), new byte[] {1, 2, 3});
    Files.copy(
        testdata("teehistorian").resolve(firstFile(testdata("teehistorian"))),
        in.resolve("game.teehistorian"));
    Path out = tmp.resolve("out");
    String[] args = {"export", "--table", "inputs", "-o", out.toString(), in.toString()};
    assertThat(CliTest.run(args).exit()).isEqualTo(Main.FAILED);
    assertThat(out.resolve("failures.arrow")).exists();

    Files.delete(in.resolve("bad.rep"));
    CliTest.Run r = CliTest.run(args);
    assertThat(r.exit()).as(r.err()).isEqualTo(Main.OK);
    assertThat(out.resolve("teehistorian.inputs.arrow")).exists();
    assertThat(out.resolve("failures.arrow")).doesNotExist();
  }

  private static String firstFile(Path dir) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.map(p -> p.getFileName().toString())
          .filter(n -> n.endsWith(".teehistorian"))
          .sorted()
          .findFirst()
          .orElseThrow();
    }
  }

  @Test
  void a_file_that_crashes_its_decoder_or_runs_it_out_of_memory_is_a_failure_naming_it()
      throws IOException {
    Path in = Files.createDirectories(tmp.resolve("in"));
    Path oom = Files.writeString(in.resolve("oom.bin"), "CLIBOOMO");
    Path npe = Files.writeString(in.resolve("npe.bin"), "CLIBOOM!");
    CliTest.Run r =
        CliTest.run(
            "export",
            "--table",
            "crash",
            "--to",
            "csv",
            "-o",
            tmp.resolve("out").toString(),
            in.toString());
    assertThat(r.exit()).as(r.err()).isEqualTo(Main.FAILED);
    assertThat(Files.readAllLines(tmp.resolve("out/failures.csv")))
        .containsExactly(
            "file,format,table,status,error,offset",
            npe
                + ",cliboom,crash,failed,internal error: java.lang.NullPointerException: decoder"
                + " forgot a check,",
            oom
                + ",cliboom,crash,failed,internal error: java.lang.OutOfMemoryError: Java heap"
                + " space,");
    assertThat(r.err()).contains(oom + ": internal error: java.lang.OutOfMemoryError");
  }

  @Test
  void csv_and_jsonl_have_a_row_per_table_row() throws IOException {
    for (String to : List.of("csv", "jsonl")) {
      Path out = tmp.resolve(to);
      CliTest.Run r =
          CliTest.run(
              "export",
              "--table",
              "players",
              "--to",
              to,
              "-o",
              out.toString(),
              "--columns",
              "name",
              testdata("screp/melee-1v1.rep").toString());
      assertThat(r.exit()).as(r.err()).isEqualTo(Main.OK);
      List<String> lines = Files.readAllLines(out.resolve("screp.players." + to));
      assertThat(lines).hasSize(to.equals("csv") ? 3 : 2);
      if (to.equals("csv")) assertThat(lines.get(0)).isEqualTo("file,name");
    }
  }

  @Test
  void an_unknown_table_or_writer_is_a_usage_error() {
    assertThat(CliTest.run("export", "--table", "nope", testdata("screp").toString()).exit())
        .isEqualTo(Main.USAGE);
    assertThat(
            CliTest.run(
                    "export", "--table", "commands", "--to", "xls", testdata("screp").toString())
                .exit())
        .isEqualTo(Main.USAGE);
  }

  @Test
  void export_over_the_shared_corpus_finishes_and_lists_the_broken_files() throws IOException {
    Path corpus = TestFiles.sharedDir("corpus/screp", "export over the screp corpus");
    CliTest.Run r =
        CliTest.run(
            "export", "--table", "players", "-o", tmp.toString(), "-t", "2", corpus.toString());
    ArrowTableReader.Rows failures = ArrowTableReader.readRows(tmp.resolve("failures.arrow"));
    assertThat(failures.rows()).isNotEmpty();
    assertThat(r.err()).contains("exported table players");
  }
}
