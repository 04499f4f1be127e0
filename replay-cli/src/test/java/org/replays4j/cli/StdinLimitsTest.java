package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.util.Arrays;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.replays4j.core.error.DecodeLimits;

/**
 * Standard input is read within the limits like a file: 300 MB of zeros on {@code -} (as {@code
 * head -c 300M /dev/zero | replays4j events -}) end in a clean {@code LIMIT_EXCEEDED} after at most
 * {@code maxDecompressedBytes} + 1 bytes were read, for every command that takes {@code -}.
 */
class StdinLimitsTest {
  /** 300 MB of zeros, generated as they are read; counts what was read. */
  static final class Zeros extends InputStream {
    long left = 300_000_000L;
    long read;

    @Override
    public int read() {
      if (left == 0) return -1;
      left--;
      read++;
      return 0;
    }

    @Override
    public int read(byte[] b, int off, int len) {
      if (left == 0) return -1;
      int n = (int) Math.min(len, left);
      Arrays.fill(b, off, off + n, (byte) 0);
      left -= n;
      read += n;
      return n;
    }
  }

  @AfterEach
  void restoreStdin() {
    Inspector.stdin = () -> System.in;
  }

  private static void refusesWithinTheLimit(String... args) {
    Zeros zeros = new Zeros();
    Inspector.stdin = () -> zeros;
    CliTest.Run r = CliTest.run(args);
    assertThat(r.exit()).as(r.err()).isEqualTo(Main.FAILED);
    assertThat(r.out() + r.err())
        .contains("maxDecompressedBytes")
        .contains("but standard input holds more")
        .doesNotContain("OutOfMemoryError")
        .doesNotContain("decoder failure");
    assertThat(zeros.read).isEqualTo(DecodeLimits.DEFAULT.maxDecompressedBytes() + 1);
  }

  @Test
  void eventsOfThreeHundredMegabytesOnStandardInputFailCleanly() {
    refusesWithinTheLimit("events", "-");
  }

  @Test
  void inspectOfThreeHundredMegabytesOnStandardInputFailsCleanly() {
    refusesWithinTheLimit("inspect", "-");
  }
}
