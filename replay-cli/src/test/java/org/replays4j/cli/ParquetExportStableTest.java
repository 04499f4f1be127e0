package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.testkit.TestFiles;

/**
 * {@code export --to parquet} writes the same bytes with one thread as with four over testdata (the
 * corpus is in {@link ExportCorpusStableTest}). The footer's key-value metadata is written in key
 * order, so the bytes do not depend on a JVM run's hash order either.
 */
class ParquetExportStableTest {
  @TempDir Path tmp;

  @Test
  void testdataExportsTheSameBytesWithOneThreadAsWithFour() throws IOException {
    Path root = TestFiles.testdata("");
    for (String table : List.of("players", "frames", "inputs")) {
      assertSameExports(root, table);
    }
  }

  private void assertSameExports(Path input, String table) throws IOException {
    Path one = tmp.resolve(input.getFileName() + "-" + table + "-1");
    Path four = tmp.resolve(input.getFileName() + "-" + table + "-4");
    int a = export(input, table, one, "1");
    int b = export(input, table, four, "4");
    assertThat(b).isEqualTo(a);
    List<Path> left = files(one);
    assertThat(files(four)).isEqualTo(left);
    assertThat(left).hasSizeGreaterThan(1);
    for (Path rel : left) {
      assertThat(Files.readAllBytes(four.resolve(rel)))
          .as(table + ": " + rel)
          .isEqualTo(Files.readAllBytes(one.resolve(rel)));
    }
  }

  private static int export(Path input, String table, Path out, String threads) {
    return Main.run(
        new PrintWriter(new StringWriter()),
        new PrintWriter(new StringWriter()),
        "export",
        "--table",
        table,
        "--to",
        "parquet",
        "-o",
        out.toString(),
        "--no-progress",
        "-t",
        threads,
        input.toString());
  }

  private static List<Path> files(Path root) throws IOException {
    try (Stream<Path> s = Files.walk(root)) {
      return s.filter(Files::isRegularFile).map(root::relativize).sorted().toList();
    }
  }
}
