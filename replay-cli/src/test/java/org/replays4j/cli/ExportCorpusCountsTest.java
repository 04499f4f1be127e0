package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.apache.arrow.vector.VarCharVector;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.replays4j.arrow.ArrowTableReader;
import org.replays4j.testkit.TestFiles;

/**
 * Acceptance: {@code replays4j export} over a whole format directory of the shared corpus, broken
 * files included, finishes, lists exactly the files {@code inspect} reports as failed in its {@code
 * failures} table, and writes for every good file as many rows as the event counts {@code inspect}
 * reports for it. Skips when the shared corpus is absent.
 */
class ExportCorpusCountsTest {
  @TempDir Path tmp;

  @ParameterizedTest(name = "{0}.{1} rows = inspect counts {2}")
  @CsvSource({
    "screp, commands, commands",
    "teehistorian, inputs, InputNew+InputDiff",
    "teehistorian, positions, PlayerNew+PlayerDiff+PlayerOld",
    "soku, packets, * + undecodable",
    "butter, frames, frames"
  })
  void export_rows_equal_the_event_counts_inspect_reports(
      String format, String table, String counts) throws IOException {
    Path corpus =
        TestFiles.sharedDir("corpus/" + format, "export row counts over the " + format + " corpus");

    CliTest.Run inspect =
        CliTest.run("inspect", "--json", "--no-progress", "-t", "2", corpus.toString());
    Map<String, Long> expected = new HashMap<>();
    Set<String> broken = new TreeSet<>();
    Set<String> partial = new TreeSet<>();
    for (Map<String, Object> line : inspect.json()) {
      String file = (String) line.get("file");
      if (Boolean.TRUE.equals(line.get("skipped"))) continue; // not a replay: export skips it too
      Object detected = line.get("format");
      if (detected != null && !format.equals(detected)) continue; // another format: export skips it
      if (detected == null) {
        broken.add(file); // not recognised: export lists it as a failure too
        continue;
      }
      if (!Boolean.TRUE.equals(line.get("ok"))) {
        broken.add(file);
        continue;
      }
      if (Boolean.TRUE.equals(line.get("partial"))) partial.add(file);
      @SuppressWarnings("unchecked")
      Map<String, Object> c = (Map<String, Object>) line.get("counts");
      long n = 0;
      if (counts.startsWith("*")) {
        // soku: every packet type, plus the undecodable packets (a row each, without fields); a
        // .rep file has no packets (its counts are inputs and frames)
        if (!file.endsWith(".rep")) {
          for (Map.Entry<String, Object> e : c.entrySet()) {
            if (e.getKey().equals(e.getKey().toUpperCase(Locale.ROOT)))
              n += ((Number) e.getValue()).longValue();
          }
          @SuppressWarnings("unchecked")
          Map<String, Object> soku = (Map<String, Object>) line.get("soku");
          if (soku != null && soku.get("undecodable") instanceof Number u) n += u.longValue();
        }
      } else {
        for (String k : counts.split("\\+"))
          n += c.containsKey(k) ? ((Number) c.get(k)).longValue() : 0;
      }
      expected.put(file, n);
    }
    assertThat(expected).as("inspect found good %s files", format).isNotEmpty();

    Path out = tmp.resolve("out");
    CliTest.Run export =
        CliTest.run(
            "export",
            "--table",
            table,
            "-o",
            out.toString(),
            "-t",
            "2",
            "--no-progress",
            corpus.toString());
    assertThat(export.err()).contains("exported table " + table);

    // the failures file exists only when some file failed or was read up to its damage
    Path failuresFile = out.resolve("failures.arrow");
    List<List<Object>> listed =
        Files.exists(failuresFile) ? ArrowTableReader.readRows(failuresFile).rows() : List.of();
    // columns: file, format, table, status, error, offset
    Set<String> failed =
        listed.stream()
            .filter(r -> r.get(3).equals("failed"))
            .map(r -> (String) r.get(0))
            .collect(Collectors.toCollection(TreeSet::new));
    Set<String> readUpToDamage =
        listed.stream()
            .filter(r -> r.get(3).equals("partial"))
            .map(r -> (String) r.get(0))
            .collect(Collectors.toCollection(TreeSet::new));
    // Skipped non-replays (MANIFEST.tsv, notes) are neither in inspect's lines nor failures.
    assertThat(failed).isEqualTo(broken);
    // A partial file in inspect is one in export too (its rows, up to the damage, are counted
    // below); the table read may notice damage the summary does not (a summary reads less).
    assertThat(readUpToDamage).containsAll(partial);

    Map<String, Long> rows = new HashMap<>();
    Path arrow = out.resolve(format + "." + table + ".arrow");
    if (Files.exists(arrow)) {
      ArrowTableReader.read(
          FileChannel.open(arrow),
          (schema, root) -> {
            VarCharVector file = (VarCharVector) root.getVector(0);
            for (int i = 0; i < root.getRowCount(); i++)
              rows.merge(file.getObject(i).toString(), 1L, Long::sum);
          });
    }
    List<String> differ =
        expected.entrySet().stream()
            .filter(e -> rows.getOrDefault(e.getKey(), 0L).longValue() != e.getValue())
            .map(
                e ->
                    e.getKey()
                        + ": inspect "
                        + e.getValue()
                        + ", export "
                        + rows.getOrDefault(e.getKey(), 0L))
            .sorted()
            .toList();
    assertThat(differ).isEmpty();
  }
}
