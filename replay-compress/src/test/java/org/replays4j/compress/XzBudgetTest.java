package org.replays4j.compress;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.MemoryBudget;
import org.tukaani.xz.LZMA2Options;
import org.tukaani.xz.XZOutputStream;

/**
 * xz dictionaries are taken from one memory budget: a stream whose dictionary does not fit beside
 * the ones in use waits for them, and one larger than the whole budget fails alone.
 */
class XzBudgetTest {
  private static final int DICT = 4 << 20;
  private static final byte[] DATA = data();

  private static byte[] data() {
    byte[] plain = new byte[200_000];
    for (int i = 0; i < plain.length; i++) plain[i] = (byte) (i * 31 % 251);
    try {
      LZMA2Options o = new LZMA2Options(0);
      o.setDictSize(DICT);
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      try (XZOutputStream xz = new XZOutputStream(out, o)) {
        xz.write(plain);
      }
      return out.toByteArray();
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  private static byte[] readAll(InputStream in) throws IOException {
    try (in) {
      return in.readAllBytes();
    }
  }

  @Test
  void aStreamTakesItsDictionaryFromTheBudgetAndGivesItBackAtTheEnd() throws IOException {
    MemoryBudget budget = new MemoryBudget(16 << 20);
    XzDecompressor xz = new XzDecompressor(budget);
    InputStream in = xz.open(new ByteArrayInputStream(DATA));
    assertThat(budget.used()).isGreaterThanOrEqualTo(DICT);
    byte[] out = in.readAllBytes();
    assertThat(out).hasSize(200_000);
    assertThat(budget.used()).isZero();
    in.close();
    assertThat(budget.used()).isZero();
  }

  @Test
  void aSecondStreamWaitsForTheFirstInsteadOfFailing() throws Exception {
    MemoryBudget budget = new MemoryBudget(6 << 20);
    XzDecompressor xz = new XzDecompressor(budget);
    InputStream first = xz.open(new ByteArrayInputStream(DATA));
    CompletableFuture<byte[]> second =
        CompletableFuture.supplyAsync(
            () -> {
              try {
                return readAll(xz.open(new ByteArrayInputStream(DATA)));
              } catch (IOException e) {
                throw new IllegalStateException(e);
              }
            });
    Thread.sleep(100);
    assertThat(second).isNotDone();
    byte[] a = readAll(first);
    assertThat(Arrays.equals(second.get(20, TimeUnit.SECONDS), a)).isTrue();
    assertThat(budget.used()).isZero();
  }

  @Test
  void aDictionaryLargerThanTheWholeBudgetFailsAloneWithLimitExceeded() {
    MemoryBudget budget = new MemoryBudget(2 << 20);
    XzDecompressor xz = new XzDecompressor(budget);
    assertThatThrownBy(() -> xz.open(new ByteArrayInputStream(DATA)))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("memory budget (xz dictionary of 4 MiB)")
        .extracting(e -> ((ReplayFormatException) e).kind())
        .isEqualTo(ReplayFormatException.Kind.LIMIT_EXCEEDED);
    assertThat(budget.used()).isZero();
  }

  @Test
  void aDamagedHeaderIsStillAHeaderErrorAndTakesNothing() {
    MemoryBudget budget = new MemoryBudget(16 << 20);
    XzDecompressor xz = new XzDecompressor(budget);
    byte[] cut = Arrays.copyOf(DATA, 7);
    assertThatThrownBy(() -> readAll(xz.open(new ByteArrayInputStream(cut))))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("truncated");
    assertThat(budget.used()).isZero();
  }
}
