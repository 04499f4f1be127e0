package org.replays4j.arrow;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySource;
import org.replays4j.core.Replays;
import org.replays4j.core.table.TableContract;
import org.replays4j.core.table.TableSchema;

/** Every format's tables: golden schemas, and the table contract over every testdata file. */
class FormatTablesTest {
  @Test
  void every_table_schema_matches_its_golden_file() throws IOException {
    for (ReplayFormat f : Replays.formats()) {
      for (TableSchema s : f.tables()) TableContract.assertGolden(s, Path.of("src/test/resources/tables"));
    }
  }

  static Stream<Arguments> samples() throws IOException {
    List<Arguments> out = new ArrayList<>();
    Path root = Path.of(System.getProperty("replays4j.root", ".."));
    for (ReplayFormat f : Replays.formats()) {
      Path dir = root.resolve("testdata").resolve(f.id());
      if (f.tables().isEmpty() || !Files.isDirectory(dir)) continue;
      try (Stream<Path> s = Files.list(dir)) {
        s.sorted().forEach(p -> out.add(Arguments.of(f.id(), p)));
      }
    }
    return out.stream();
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("samples")
  void every_table_of_every_sample_obeys_the_table_contract(String format, Path file) throws IOException {
    ReplayFormat f = Replays.format(format).orElseThrow();
    for (TableSchema s : f.tables()) TableContract.check(f, s.name(), ReplaySource.of(file));
  }
}
