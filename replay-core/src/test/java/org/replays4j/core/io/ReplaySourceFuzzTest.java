package org.replays4j.core.io;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.InputStream;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;

/**
 * Fuzzes container detection and unwrapping: {@link ReplaySource} over arbitrary bytes (gzip and
 * plain here; the format modules add zstd and xz), with a 1 MiB decompression limit. Only {@link
 * ReplayFormatException} may escape.
 */
class ReplaySourceFuzzTest {
  private static final DecodeLimits LIMITS = DecodeLimits.DEFAULT.withMaxDecompressedBytes(1 << 20);

  @FuzzTest(maxDuration = "1m")
  void containers(byte[] input) throws Exception {
    ReplaySource s = ReplaySource.of("fuzz", input);
    try {
      s.head();
      s.readAllBytes(LIMITS);
    } catch (ReplayFormatException expected) {
      // bad input is reported, nothing else
    }
    try (InputStream in = s.openStream()) {
      in.readNBytes(1 << 20);
    } catch (ReplayFormatException expected) {
      // bad input is reported, nothing else
    }
  }
}
