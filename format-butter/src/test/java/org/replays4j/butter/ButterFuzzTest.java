package org.replays4j.butter;

import static org.replays4j.testkit.FuzzFindings.onlyFormatErrors;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import org.replays4j.butter.record.ButterCompression;
import org.replays4j.butter.stats.ButterStatsVisitor;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;

/**
 * Coverage-guided fuzz tests of Echo VR's entry points: only {@link ReplayFormatException} may
 * escape. A normal test run replays the committed inputs in {@code ButterFuzzTestInputs/<method>/};
 * {@code JAZZER_FUZZ=1} fuzzes (README, "Fuzzing"). Decompression is capped at 64 MiB so that a
 * bomb found by the fuzzer costs seconds, not minutes.
 */
class ButterFuzzTest {
  private static final DecodeLimits LIMITS =
      DecodeLimits.DEFAULT.withMaxDecompressedBytes(64 << 20);

  /**
   * The whole replay (every frame, deltas applied), from bytes and from a stream, in both modes,
   * under the visitor call-grammar check. A keyframe marker inside a chunk is accepted (the frame
   * is absolute), so the check does not require keyframes to come first: see the committed input
   * {@code keyframe-in-mid-chunk}. The stats visitor on the same bytes.
   */
  @FuzzTest(maxDuration = "3m")
  void butter(byte[] input) throws Exception {
    onlyFormatErrors(
        () ->
            ButterReplay.read(input, ButterDecoder.builder().limits(LIMITS).build())
                .durationSeconds());
    onlyFormatErrors(
        () ->
            ButterDecoder.builder()
                .limits(LIMITS)
                .option(ButterDecoder.Option.REFERENCE_READER)
                .build()
                .decode(new ByteArrayInputStream(input), new CheckingButterVisitor(null, false)));
    onlyFormatErrors(
        () -> {
          ButterStatsVisitor stats = new ButterStatsVisitor();
          ButterDecoder.builder().limits(LIMITS).build().decode(input, stats);
          stats.stats();
        });
  }

  /** An .echoreplay (zip or text) into the frame model, converted to .butter, and its stats. */
  @FuzzTest(maxDuration = "3m")
  void echoReplay(byte[] input) throws Exception {
    onlyFormatErrors(
        () -> {
          EchoReplay r = EchoReplay.read(input, EchoReplayReader.builder().limits(LIMITS).build());
          ButterWriter.convert(r, ButterCompression.NONE, 30);
        });
    onlyFormatErrors(
        () -> {
          ButterStatsVisitor stats = ButterStatsVisitor.forEchoReplay();
          EchoReplayReader.builder().limits(LIMITS).build().stream(
              new ByteArrayInputStream(input), stats);
          stats.stats();
        });
  }
}
