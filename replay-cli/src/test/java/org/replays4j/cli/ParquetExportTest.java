package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code replays4j export --to parquet} is bundled: one Parquet file per format (replay-parquet's
 * tests read the files back with parquet-java; here the frame of the file is checked).
 */
class ParquetExportTest {
  @TempDir Path tmp;

  @Test
  void export_to_parquet_writes_one_parquet_file_per_format() throws Exception {
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
    for (String f : List.of("screp.players.parquet", "teehistorian.players.parquet")) {
      byte[] b = Files.readAllBytes(tmp.resolve(f));
      assertThat(b.length).as(f).isGreaterThan(12);
      assertThat(new String(b, 0, 4, StandardCharsets.US_ASCII)).isEqualTo("PAR1");
      assertThat(new String(b, b.length - 4, 4, StandardCharsets.US_ASCII)).isEqualTo("PAR1");
    }
  }
}
