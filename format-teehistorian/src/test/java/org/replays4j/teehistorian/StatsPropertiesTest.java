package org.replays4j.teehistorian;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.stats.ParticipantStats;
import org.replays4j.teehistorian.spi.TeehistorianFormat;
import org.replays4j.teehistorian.stats.TeehistorianNamesVisitor;
import org.replays4j.teehistorian.stats.TeehistorianStats;
import org.replays4j.teehistorian.stats.TeehistorianStatsVisitor;
import org.replays4j.testkit.ChunkedStream;

/** The stats of a recording do not depend on how its bytes arrive. */
class StatsPropertiesTest {
  static TeehistorianStats ofArray(byte[] file) throws IOException {
    TeehistorianStatsVisitor v = new TeehistorianStatsVisitor();
    TeehistorianDecoder.create().decode(file, v);
    return v.stats();
  }

  @Property(tries = 40)
  void statsOfAStreamedDecodeInAnyChunkingEqualTheArrays(
      @ForAll long seed,
      @ForAll @IntRange(min = 1, max = 400) int ticks,
      @ForAll @Size(min = 1, max = 5) List<@IntRange(min = 1, max = 300) Integer> chunks,
      @ForAll @IntRange(min = 64, max = 4096) int window)
      throws IOException {
    byte[] file = new RandomSession(seed, ticks).file;
    TeehistorianStatsVisitor v = new TeehistorianStatsVisitor();
    TeehistorianDecoder.builder()
        .limits(DecodeLimits.DEFAULT.withStreamWindowBytes(window))
        .build()
        .decode(new ChunkedStream(file, chunks), v);
    assertThat(v.stats()).isEqualTo(ofArray(file));
  }

  @Property(tries = 200)
  void aMutatedRecordingGivesStatsOrAReplayFormatExceptionNeverAnotherException(
      @ForAll long seed, @ForAll @IntRange(min = 1, max = 8) int flips) throws IOException {
    byte[] file = new RandomSession(seed, 200).file;
    Random r = new Random(seed);
    int header = 16;
    while (file[header] != 0) header++; // the body starts after the header JSON's NUL
    header++;
    if (header >= file.length) return;
    for (int i = 0; i < flips; i++) {
      int at = header + r.nextInt(file.length - header);
      file[at] = (byte) r.nextInt(256);
    }
    try {
      TeehistorianStats s = ofArray(file);
      assertThat(s.players()).isNotNull();
    } catch (ReplayFormatException expected) {
      // bad input is allowed to fail, but only this way
    }
  }

  @Property(tries = 60)
  void theNamesVisitorNamesThePlayersAsTheStatsDo(
      @ForAll long seed, @ForAll @IntRange(min = 1, max = 400) int ticks) throws IOException {
    byte[] file = new RandomSession(seed, ticks).file;
    TeehistorianStatsVisitor stats = new TeehistorianStatsVisitor();
    TeehistorianDecoder.create().decode(file, stats);
    TeehistorianNamesVisitor names = new TeehistorianNamesVisitor(null, DecodeLimits.DEFAULT);
    TeehistorianDecoder.create().decode(file, names);
    // the shared view's participants, by slot, each by its name or #slot
    List<String> expected = new ArrayList<>();
    for (ParticipantStats p : stats.stats().participants())
      expected.add(p.name() == null || p.name().isBlank() ? "#" + p.slot() : p.name());
    assertThat(names.participants()).isEqualTo(expected).isEqualTo(stats.participants());
    // the summary alone (names visitor) and beside the stats (stats visitor) agree
    ReplaySource source = ReplaySource.of("r.teehistorian", file);
    assertThat(new TeehistorianFormat().summarize(source, DecodeLimits.DEFAULT))
        .isEqualTo(
            new TeehistorianFormat()
                .analyze(
                    source,
                    DecodeLimits.DEFAULT,
                    Set.of(),
                    EnumSet.allOf(ReplayAnalysis.Product.class))
                .summary());
  }
}
