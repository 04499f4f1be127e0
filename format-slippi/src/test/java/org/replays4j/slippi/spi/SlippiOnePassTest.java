package org.replays4j.slippi.spi;

import static org.assertj.core.api.Assertions.assertThat;

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
import org.junit.jupiter.params.provider.MethodSource;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableRows;
import org.replays4j.slippi.SlippiSamples;
import org.replays4j.testkit.AnalysisContract;
import org.replays4j.testkit.TestFiles;

/**
 * One request for everything (events, every table, summary, stats tree, shared view) is one decode
 * whose every part equals what the part's own call gives: on the testdata files, the samples and a
 * copy of each cut at half.
 */
class SlippiOnePassTest {
  private static final SlippiFormat FORMAT = new SlippiFormat();
  private static final DecodeLimits LIMITS = DecodeLimits.DEFAULT;

  record Event(String type, long offset, Object tree) {}

  /** Every event and the damage, as a sink received them. */
  static final class Events implements ReplayEventSink {
    final List<Event> events = new ArrayList<>();
    Damage damage;

    @Override
    public boolean accept(String type, long offset, Object event) {
      events.add(new Event(type, offset, event));
      return true;
    }

    @Override
    public void damage(Damage d) {
      damage = d;
    }
  }

  static Stream<ReplaySource> files() throws IOException {
    List<ReplaySource> out = new ArrayList<>();
    Path dir = TestFiles.testdata("slippi");
    if (Files.isDirectory(dir)) {
      try (Stream<Path> s = Files.list(dir)) {
        for (Path p : s.filter(p -> p.toString().endsWith(".slp")).sorted().toList()) {
          out.add(ReplaySource.of(p.getFileName().toString(), Files.readAllBytes(p)));
        }
      }
    }
    SlippiSamples.all().forEach((name, bytes) -> out.add(ReplaySource.of(name, bytes)));
    List<ReplaySource> cut = new ArrayList<>();
    for (ReplaySource s : out) {
      byte[] b = s.readAllBytes(LIMITS);
      cut.add(ReplaySource.of(s.name() + ".cut", Arrays.copyOf(b, b.length / 2)));
    }
    out.addAll(cut);
    return out.stream();
  }

  @ParameterizedTest
  @MethodSource("files")
  void everything_asked_together_equals_each_part_asked_alone(ReplaySource file)
      throws IOException {
    Events events = new Events();
    Map<String, TableRows> together = new LinkedHashMap<>();
    ReplayAnalysis all =
        AnalysisContract.readEverything(FORMAT, file, LIMITS, Set.of(), events, "f", together);

    Events alone = new Events();
    FORMAT.events(file, LIMITS, alone);
    assertThat(events.events).as("events").isEqualTo(alone.events);
    assertThat(events.damage).as("events' damage").isEqualTo(alone.damage);
    for (Map.Entry<String, TableRows> e : together.entrySet()) {
      String table = e.getKey();
      TableRows rows = new TableRows();
      FORMAT.readTable(table, file, "f", TableOptions.ALL, LIMITS, rows);
      assertThat(e.getValue().rows()).as(table).isEqualTo(rows.rows());
      assertThat(e.getValue().damage()).as(table + "'s damage").isEqualTo(rows.damage());
    }
    assertThat(all.summary()).as("summary").isEqualTo(FORMAT.summarize(file, LIMITS));
    assertThat(all.stats()).as("stats").isEqualTo(FORMAT.stats(file, LIMITS).orElse(null));
    assertThat(all.gameStats())
        .as("gameStats")
        .isEqualTo(FORMAT.gameStats(file, LIMITS).orElse(null));
    assertThat(all.summary().damage()).as("damage").isEqualTo(alone.damage);
  }

  @ParameterizedTest
  @MethodSource("files")
  void every_combination_of_the_products_equals_the_separate_calls_under_any_limits(
      ReplaySource file) throws IOException {
    AnalysisContract.check(FORMAT, file);
  }
}
