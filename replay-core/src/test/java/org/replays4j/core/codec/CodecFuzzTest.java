package org.replays4j.core.codec;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteInput;
import org.replays4j.core.io.ByteReader;
import org.replays4j.core.io.Half;
import org.replays4j.core.io.StreamByteReader;
import org.replays4j.core.io.TwVarInt;

/**
 * Coverage-guided fuzz tests of the codecs that take untrusted bytes: only {@link
 * ReplayFormatException} may escape. A normal test run replays the committed inputs in {@code
 * CodecFuzzTestInputs/<method>/}; {@code JAZZER_FUZZ=1} fuzzes (README, "Fuzzing").
 */
class CodecFuzzTest {
  private static final DecodeLimits SMALL = DecodeLimits.DEFAULT.withMaxDecompressedBytes(1 << 20);

  /** A whole UBJSON document to a value tree, then skipped token by token. */
  @FuzzTest(maxDuration = "1m")
  void ubjson(byte[] input) {
    try {
      UbjsonReader.parse(input);
    } catch (ReplayFormatException expected) {
      // bad input is reported, nothing else
    }
    try {
      UbjsonReader r = new UbjsonReader(ByteReader.of("core", input), "core", DecodeLimits.DEFAULT);
      for (int i = 0; i < 100_000 && r.next() != UbjsonReader.Token.END_OF_INPUT; i++) {
        if (i % 3 == 0) r.skipValue();
      }
    } catch (ReplayFormatException expected) {
      // bad input is reported, nothing else
    }
  }

  /** PKWare DCL explode, whole and prefix, and the streaming explode agrees with it. */
  @FuzzTest(maxDuration = "1m")
  void dclExplode(byte[] input) throws Exception {
    byte[] whole = null;
    try {
      whole = DclExplode.explode("core", input, 0, input.length, 1 << 20, 0);
    } catch (ReplayFormatException expected) {
      // bad input is reported, nothing else
    }
    try {
      DclExplode.explodePrefix("core", input, 0, input.length, new byte[4096], 0, 4096, 0);
    } catch (ReplayFormatException expected) {
      // bad input is reported, nothing else
    }
    try (InputStream in = new DclInputStream("core", new ByteArrayInputStream(input), 1 << 20, 0)) {
      byte[] streamed = in.readAllBytes();
      if (whole != null) assertThat(streamed).isEqualTo(whole);
    } catch (ReplayFormatException expected) {
      // bad input is reported, nothing else
    }
  }

  /** Teeworlds varints read to the end agree between the array and the stream reader. */
  @FuzzTest(maxDuration = "1m")
  void twVarInt(byte[] input) throws Exception {
    List<Object> a = varints(ByteReader.of("core", input));
    List<Object> b = varints(new StreamByteReader("core", new ByteArrayInputStream(input), 16, 0));
    assertThat(b).isEqualTo(a);
  }

  private static List<Object> varints(ByteInput in) {
    List<Object> out = new ArrayList<>();
    try {
      while (in.has(1)) out.add(TwVarInt.read(in));
    } catch (ReplayFormatException e) {
      out.add("error at " + e.offset());
    }
    return out;
  }

  /** Half floats and smallest-three words decode without error for any bits. */
  @FuzzTest(maxDuration = "30s")
  void halfAndSmallestThree(FuzzedDataProvider data) {
    Half.toFloat(data.consumeShort() & 0xFFFF);
    SmallestThree s = SmallestThree.BUTTER;
    s.decode(data.consumeLong());
  }

  /** UBJSON with small limits: depth, string and element limits are reported as errors. */
  @FuzzTest(maxDuration = "1m")
  void ubjsonSmallLimits(byte[] input) {
    DecodeLimits tight =
        SMALL
            .withMaxDepth(4)
            .withMaxStringBytes(64)
            .withMaxEventBytes(1024)
            .withMaxElements(16)
            .withMaxChunks(16);
    try {
      new UbjsonReader(ByteReader.of("core", input), "core", tight).readTree();
    } catch (ReplayFormatException expected) {
      // bad input is reported, nothing else
    }
  }
}
