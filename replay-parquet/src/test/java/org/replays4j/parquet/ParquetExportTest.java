package org.replays4j.parquet;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.cli.Main;

/** {@code replays4j export --to parquet} works once this module is on the CLI's class path. */
class ParquetExportTest {
  @TempDir Path tmp;

  @Test
  void export_to_parquet_writes_one_file_per_format_and_a_failures_table() throws Exception {
    Path root = Path.of(System.getProperty("replays4j.root", ".."), "testdata");
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int exit =
        Main.run(
            new PrintWriter(out),
            new PrintWriter(err),
            "export",
            "--table",
            "players",
            "--to",
            "parquet",
            "-O",
            "compression=zstd",
            "-o",
            tmp.toString(),
            "--no-progress",
            root.resolve("screp").toString(),
            root.resolve("teehistorian").toString());
    assertThat(exit).as(err.toString()).isEqualTo(Main.OK);
    ParquetTableReader.Rows screp =
        ParquetTableReader.readRows(tmp.resolve("screp.players.parquet"));
    assertThat(screp.schema().format()).isEqualTo("screp");
    assertThat(screp.rows()).isNotEmpty();
    assertThat(ParquetTableReader.readRows(tmp.resolve("teehistorian.players.parquet")).rows())
        .isNotEmpty();
  }
}
