package org.replays4j.compress;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.core.FileOutcome;
import org.replays4j.core.error.DecodeLimits;
import org.tukaani.xz.LZMA2Options;
import org.tukaani.xz.XZOutputStream;

/**
 * An xz file cut before its first block cannot even be looked at: {@link FileOutcome#of} makes it a
 * failed outcome with the decompressor's reason, as it promises for any bad content, and never
 * throws.
 */
class CutXzOutcomeTest {
  @TempDir Path tmp;

  /** The xz stream header: magic, flags and their CRC32; the first block starts after it. */
  private static final int STREAM_HEADER = 12;

  @Test
  void anXzFileCutBeforeItsFirstBlockIsAFailedOutcome() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (XZOutputStream xz = new XZOutputStream(out, new LZMA2Options(0))) {
      xz.write(
          "not a replay, but it does not matter: it cannot be read"
              .getBytes(StandardCharsets.US_ASCII));
    }
    byte[] whole = out.toByteArray();
    for (int length : new int[] {STREAM_HEADER, STREAM_HEADER - 4, STREAM_HEADER + 3}) {
      Path cut =
          Files.write(tmp.resolve("cut-" + length + ".slp.xz"), Arrays.copyOf(whole, length));
      FileOutcome o = FileOutcome.of(cut, DecodeLimits.DEFAULT);
      assertThat(o.status()).as("cut at %d", length).isEqualTo(FileOutcome.Status.FAILED);
      assertThat(o.format()).as("cut at %d", length).isNull();
      assertThat(o.sizeBytes()).isEqualTo(length);
      assertThat(o.errorMessage()).as("cut at %d", length).contains("xz");
    }
  }
}
