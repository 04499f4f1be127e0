package org.replays4j.teehistorian;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;

/**
 * Coverage-guided fuzz tests of teehistorian's entry points: only {@link ReplayFormatException} may
 * escape. A normal test run replays the committed inputs in {@code
 * TeehistorianFuzzTestInputs/<method>/}; {@code JAZZER_FUZZ=1} fuzzes (README, "Fuzzing").
 */
class TeehistorianFuzzTest {
  /** The recording model (reconstructed positions and inputs), from bytes and from a stream. */
  @FuzzTest(maxDuration = "3m")
  void recording(byte[] input) throws Exception {
    try {
      TeehistorianRecording r = TeehistorianRecording.read(input);
      for (int i = 0; i < r.positionCount(); i++) r.position(i);
      for (int i = 0; i < r.inputCount(); i++) r.input(i);
    } catch (ReplayFormatException expected) {
      // bad input is reported, nothing else
    }
    try {
      TeehistorianRecording.read(new ByteArrayInputStream(input));
    } catch (ReplayFormatException expected) {
      // bad input is reported, nothing else
    }
  }

  /** Raw and reconstructed events together, under the visitor call-grammar check. */
  @FuzzTest(maxDuration = "3m")
  void decoderBothEvents(byte[] input) throws Exception {
    try {
      TeehistorianDecoder.create().decode(input, new CheckingTeehistorianVisitor(null));
    } catch (ReplayFormatException expected) {
      // bad input is reported, nothing else
    }
  }

  /** The archive openers (.gz, .xz, .zst), capped at 4 MiB, then the stream decoder. */
  @FuzzTest(maxDuration = "3m")
  void archives(byte[] input) throws Exception {
    DecodeLimits limits = DecodeLimits.DEFAULT.withMaxDecompressedBytes(4 << 20);
    try (InputStream in = ReplaySource.of("fuzz", input).openStream()) {
      TeehistorianDecoder.builder().limits(limits).build().decode(in, new TeehistorianVisitor() {});
    } catch (ReplayFormatException expected) {
      // bad input is reported, nothing else
    }
  }
}
