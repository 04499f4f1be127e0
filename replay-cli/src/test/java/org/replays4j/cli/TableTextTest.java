package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.replays4j.testkit.TestFiles.testdata;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.Replays;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.ColumnType;
import org.replays4j.core.table.TableBatch;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableSchema;

/**
 * The string columns of every table of every format hold values meant for people and tools, never a
 * Java {@code toString()} of a record ({@code Hello[peer=…]}) or an object ({@code Foo@1a2b}):
 * checked over every file in testdata/.
 */
class TableTextTest {
  /** {@code Name[component=…} as records print, or {@code pkg.Name@hash} as objects do. */
  private static final Pattern JAVA_TO_STRING =
      Pattern.compile("[A-Za-z]+\\[[A-Za-z]+=|[a-z]\\.[A-Z][A-Za-z]*@[0-9a-f]+");

  @Test
  void no_string_column_of_any_table_holds_a_java_to_string() throws IOException {
    List<Path> files;
    try (Stream<Path> s = Files.walk(testdata(""))) {
      files = s.filter(Files::isRegularFile).sorted().toList();
    }
    List<String> found = new ArrayList<>();
    TreeSet<String> tablesRead = new TreeSet<>();
    for (Path file : files) {
      ReplaySource src = ReplaySource.of(file);
      Optional<Replays.Opened> opened = Replays.detect(src);
      if (opened.isEmpty()) continue;
      ReplayFormat f = opened.get().format();
      for (TableSchema t : f.tables()) {
        tablesRead.add(f.id() + "." + t.name());
        f.readTable(
            t.name(),
            src,
            file.getFileName().toString(),
            TableOptions.ALL,
            DecodeLimits.DEFAULT,
            batch -> {
              check(batch, f.id() + "." + t.name() + " of " + file.getFileName(), found);
              return true;
            });
      }
    }
    assertThat(tablesRead).hasSizeGreaterThan(10);
    assertThat(found).isEmpty();
  }

  private static void check(TableBatch batch, String where, List<String> found) {
    TableSchema schema = batch.schema();
    for (int c = 0; c < schema.size(); c++) {
      if (schema.column(c).type() != ColumnType.STRING) continue;
      String[] values = batch.strings(c);
      for (int row = 0; row < batch.rowCount(); row++) {
        String v = values[row];
        if (v != null && JAVA_TO_STRING.matcher(v).find() && found.size() < 20) {
          found.add(where + ", column " + schema.column(c).name() + ": " + v);
        }
      }
    }
  }
}
