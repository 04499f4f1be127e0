package org.replays4j.arrow;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.Replays;
import org.replays4j.core.TableContract;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.TableSchema;
import org.replays4j.testkit.AnalysisContract;

/**
 * Every format's tables: golden schemas, the table contract over every testdata file, and the
 * multi-table read against the single-table reads and the one-decode analysis against the separate
 * summary and stats calls, over every testdata file and the first corpus files.
 */
class FormatTablesTest {
  @Test
  void every_table_schema_matches_its_golden_file() throws IOException {
    for (ReplayFormat f : Replays.formats()) {
      for (TableSchema s : f.tables())
        TableContract.assertGolden(s, Path.of("src/test/resources/tables"));
    }
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("org.replays4j.testkit.TableFiles#testdata")
  void every_table_of_every_sample_obeys_the_table_contract(String format, Path file)
      throws IOException {
    ReplayFormat f = Replays.format(format).orElseThrow();
    for (TableSchema s : f.tables()) TableContract.check(f, s.name(), ReplaySource.of(file));
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("org.replays4j.testkit.TableFiles#testdataAndCorpus")
  void reading_many_tables_at_once_gives_each_table_what_reading_it_alone_gives(
      String format, Path file) throws IOException {
    ReplayFormat f = Replays.format(format).orElseThrow();
    // rollback is Slippi's option; the other formats ignore it
    TableContract.checkReadTables(f, ReplaySource.of(file), Map.of("rollback", "first"));
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("org.replays4j.testkit.TableFiles#testdataAndCorpus")
  void one_analysis_gives_every_combination_of_summary_and_stats_the_separate_calls_give(
      String format, Path file) throws IOException {
    AnalysisContract.check(Replays.format(format).orElseThrow(), ReplaySource.of(file));
  }
}
