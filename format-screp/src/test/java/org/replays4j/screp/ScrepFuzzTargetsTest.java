package org.replays4j.screp;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.screp.spi.ScrepFormat;
import org.replays4j.screp.stats.ScrepComputed;

/**
 * Coverage-guided fuzz tests of the StarCraft replay entry points: only {@link
 * ReplayFormatException} may escape. A normal test run replays the committed inputs in {@code
 * ScrepFuzzTargetsTestInputs/<method>/}; {@code JAZZER_FUZZ=1} fuzzes (docs/testing.md, "Fuzzing").
 * ({@code ScrepFuzzTest} is the older jqwik mutation test.) Decompression is capped at 64 MiB.
 */
class ScrepFuzzTargetsTest {
  private static final DecodeLimits LIMITS =
      DecodeLimits.DEFAULT.withMaxDecompressedBytes(64 << 20);

  /** Header, commands, map and sections, then the computed layer (APM, build orders, winner). */
  @FuzzTest(maxDuration = "3m")
  void replayAndComputed(byte[] input) throws Exception {
    try {
      ScrepReplay.Collector c = new ScrepReplay.Collector();
      ScrepDecoder.builder().limits(LIMITS).build().decode(input, new CheckingScrepVisitor(c));
      ScrepComputed computed = ScrepComputed.compute(c);
      ScrepFormat.details(c.result(), computed);
      for (ScrepComputed.Player p : computed.players())
        ScrepComputed.format(computed.buildOrder(p.slot().playerId()));
      for (Object command : c.result().commands()) command.hashCode(); // lazy records: build each
    } catch (ReplayFormatException expected) {
      // bad input is reported, nothing else
    }
  }

  /** The streaming decoder with every chunk decompressed and every checksum verified. */
  @FuzzTest(maxDuration = "3m")
  void streamVerifyAll(byte[] input) throws Exception {
    try {
      ScrepDecoder.builder()
          .limits(LIMITS)
          .option(ScrepDecoder.Option.FULL_MAP)
          .build()
          .decode(new ByteArrayInputStream(input), new ScrepReplay.Collector());
    } catch (ReplayFormatException expected) {
      // bad input is reported, nothing else
    }
  }
}
