package org.replays4j.soku;

import static org.replays4j.testkit.FuzzFindings.onlyFormatErrors;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;

/**
 * Coverage-guided fuzz tests of Hisoutensoku's entry points: only {@link ReplayFormatException} may
 * escape. A normal test run replays the committed inputs in {@code SokuFuzzTestInputs/<method>/};
 * {@code JAZZER_FUZZ=1} fuzzes (README, "Fuzzing").
 */
class SokuFuzzTest {
  /**
   * A capture: the capture model (flows, packet types), and the decoder feeding the spectator
   * assembler, whose complete matches are written as .rep and read back.
   */
  @FuzzTest(maxDuration = "3m")
  void capture(byte[] input) throws Exception {
    onlyFormatErrors(() -> SokuCapture.read(input).summaryTree());
    onlyFormatErrors(() -> SokuCapture.read(new ByteArrayInputStream(input)));
    onlyFormatErrors(
        () -> {
          SpectatorAssembler a =
              new SpectatorAssembler(new CheckingSokuVisitor(null), DecodeLimits.DEFAULT);
          SokuDecoder.create().decode(input, a);
          for (SpectatedMatch m : a.matches()) {
            if (m.complete() && m.match() != null)
              RepCodec.read(RepCodec.write(RepFile.fromMatch(m)), DecodeLimits.DEFAULT);
          }
        });
  }

  /** One datagram through the packet codec, in each layout context. */
  @FuzzTest(maxDuration = "3m")
  void packet(FuzzedDataProvider data) {
    Boolean sokuroll = data.pickValue(new Boolean[] {null, true, false});
    Boolean toSpectator = data.pickValue(new Boolean[] {null, true, false});
    byte[] p = data.consumeRemainingAsBytes();
    try (SokuPacketCodec c = new SokuPacketCodec()) {
      c.decode(p, 0, p.length, 0, SokuContext.given(sokuroll, toSpectator));
      // the same datagram again: the codec's re-send cache must give the same answer
      c.decode(p, 0, p.length, 0, SokuContext.given(sokuroll, toSpectator));
    } catch (ReplayFormatException expected) {
      // bad input is reported, nothing else
    }
  }

  /** A .rep file, and when it reads, written back and read again. */
  @FuzzTest(maxDuration = "3m")
  void rep(byte[] input) throws Exception {
    onlyFormatErrors(
        () -> {
          RepFile r = RepCodec.read(input, DecodeLimits.DEFAULT);
          r.characterNames();
          RepCodec.read(RepCodec.write(r), DecodeLimits.DEFAULT);
        });
  }
}
