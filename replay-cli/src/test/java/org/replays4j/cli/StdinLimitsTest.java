package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.testkit.ForkedJvm;

/**
 * Standard input is read within the limits like a file: 300 MB of zeros on {@code -} (as {@code
 * head -c 300M /dev/zero | replays4j events -}) end in a clean {@code LIMIT_EXCEEDED} after at most
 * {@code maxDecompressedBytes} + 1 bytes were read, for every command that takes {@code -}.
 */
class StdinLimitsTest {
  @TempDir Path tmp;

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

  @Test
  void aLimitAboveWhatMemoryHoldsOnStandardInputIsAPlainMessageAtA256MegabyteHeap()
      throws Exception {
    Path log = tmp.resolve("stdin.log");
    Process p =
        ForkedJvm.start(
            Main.class,
            List.of(),
            List.of("inspect", "--max-decompressed-bytes=4000000000", "-"),
            "256m",
            log);
    byte[] zeros = new byte[1 << 20];
    try (OutputStream in = p.getOutputStream()) {
      for (int i = 0; i < 600 && p.isAlive(); i++) in.write(zeros);
    } catch (IOException closedByTheChild) {
      // the child stopped reading: what it says is checked below
    }
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
    String said = Files.readString(log, StandardCharsets.UTF_8);
    assertThat(p.exitValue()).as(said).isEqualTo(Main.FAILED);
    assertThat(said).contains("standard input holds more").contains("save it to a file");
    OutputReliabilityTest.noRawException(said);
  }

  @Test
  void anEndlessDeviceSaysItIsLargerThanTheLimitOrEndless() {
    assumeThat(Files.exists(Path.of("/dev/zero"))).isTrue();
    CliTest.Run r = CliTest.run("inspect", "--max-decompressed-bytes=100000", "/dev/zero");
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    assertThat(r.out() + r.err())
        .contains("/dev/zero holds more: it is larger than the limit, or endless");
  }
}
