package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.replays4j.testkit.TestFiles;

/**
 * {@code export} over the whole shared corpus (every format, broken files and READMEs included)
 * writes the same bytes with one thread as with four, for every table file format on the CLI's
 * class path. The tables cover all five formats: {@code players} (StarCraft, Slippi, teehistorian),
 * {@code matches} (Echo VR) and {@code captures} (Hisoutensoku). Skips when the shared corpus is
 * absent.
 */
class ExportCorpusStableTest {
  @TempDir Path tmp;

  static final List<String> TABLES = List.of("players", "matches", "captures");

  @ParameterizedTest(name = "export --to {0}")
  @ValueSource(strings = {"arrow", "parquet", "csv", "jsonl"})
  void oneThreadAndFourWriteTheSameBytes(String to) throws IOException {
    Path corpus = TestFiles.sharedDir("corpus", "export byte stability over the corpus");
    for (String table : TABLES) {
      Path one = tmp.resolve(table + "-1");
      Path four = tmp.resolve(table + "-4");
      CliTest.Run a = export(corpus, table, to, one, "1");
      CliTest.Run b = export(corpus, table, to, four, "4");
      assertThat(b.exit()).isEqualTo(a.exit());
      assertSameFiles(one, four);
    }
  }

  static CliTest.Run export(Path corpus, String table, String to, Path out, String threads) {
    return CliTest.run(
        "export",
        "--table",
        table,
        "--to",
        to,
        "-o",
        out.toString(),
        "--no-progress",
        "-t",
        threads,
        corpus.toString());
  }

  static void assertSameFiles(Path a, Path b) throws IOException {
    CollectionCommandsTest.assertSameFiles(a, b);
    // at least one table file beside failures
    assertThat(CollectionCommandsTest.files(a)).hasSizeGreaterThan(1);
  }
}
