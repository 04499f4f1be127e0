package org.replays4j.screp.spi;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.TableContract;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableRows;
import org.replays4j.testkit.AnalysisContract;
import org.replays4j.testkit.EventRecorder;
import org.replays4j.testkit.TestFiles;

/**
 * One request for everything (events, every table, summary, stats tree, shared view) decodes the
 * file once and gives what each separate call gives: the same events and damage, the same rows and
 * damage per table, equal summary, stats and shared view. Over the testdata replays whole and cut
 * (at a half and at nine tenths), and with the map data hash, the one combination read in two
 * passes.
 */
class ScrepOnePassTest {
  private static final ReplayFormat FORMAT = new ScrepFormat();
  private static final DecodeLimits LIMITS = DecodeLimits.DEFAULT;

  static Stream<Arguments> files() throws IOException {
    List<Arguments> out = new ArrayList<>();
    try (Stream<Path> s = Files.list(TestFiles.testdata("screp"))) {
      for (Path p : s.filter(f -> f.toString().endsWith(".rep")).sorted().toList()) {
        byte[] b = Files.readAllBytes(p);
        String name = p.getFileName().toString();
        out.add(Arguments.of(name, b));
        out.add(Arguments.of(name + " cut at 1/2", Arrays.copyOf(b, b.length / 2)));
        out.add(Arguments.of(name + " cut at 9/10", Arrays.copyOf(b, b.length * 9 / 10)));
      }
    }
    return out.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("files")
  void oneRequestForEverythingEqualsTheSeparateCalls(String name, byte[] file) throws IOException {
    compare(name, file, Set.of());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("files")
  void withTheMapDataHashTooOneRequestEqualsTheSeparateCalls(String name, byte[] file)
      throws IOException {
    compare(name, file, Set.of(ReplayFormat.SUMMARY_MAP_DATA_HASH));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("files")
  void oneRequestForEverythingReadsTheFileOnce(String name, byte[] file) throws IOException {
    int[] opens = {0};
    ReplaySource source =
        ReplaySource.of(
            name,
            file.length,
            () -> {
              opens[0]++;
              return new ByteArrayInputStream(file);
            });
    int before = opens[0]; // container detection
    AnalysisContract.readEverything(
        FORMAT, source, LIMITS, Set.of(), EventRecorder.trees(), name, new LinkedHashMap<>());
    assertThat(opens[0] - before).as("streams opened").isEqualTo(1);
  }

  private static void compare(String name, byte[] file, Set<String> summaryOptions)
      throws IOException {
    ReplaySource source = ReplaySource.of(name, file);
    EventRecorder events = EventRecorder.trees();
    Map<String, TableRows> rows = new LinkedHashMap<>();
    ReplayAnalysis all =
        AnalysisContract.readEverything(FORMAT, source, LIMITS, summaryOptions, events, name, rows);

    EventRecorder alone = EventRecorder.trees();
    FORMAT.events(source, LIMITS, alone);
    assertThat(events.got()).as("events").isEqualTo(alone.got());
    for (Map.Entry<String, TableRows> e : rows.entrySet()) {
      TableRows one = new TableRows();
      FORMAT.readTable(e.getKey(), source, name, TableOptions.ALL, LIMITS, one);
      assertThat(TableContract.equalRows(e.getValue().rows(), one.rows()))
          .as("rows of %s", e.getKey())
          .isTrue();
      assertThat(e.getValue().damages()).as("damage of %s", e.getKey()).isEqualTo(one.damages());
    }
    assertThat(all.summary())
        .as("summary")
        .isEqualTo(FORMAT.summarize(source, LIMITS, summaryOptions));
    assertThat(all.stats()).as("stats").isEqualTo(FORMAT.stats(source, LIMITS).orElseThrow());
    assertThat(all.gameStats())
        .as("shared view")
        .isEqualTo(FORMAT.gameStats(source, LIMITS).orElseThrow());
    assertThat(all.summary().damage()).as("damage").isEqualTo(alone.damage());
  }
}
