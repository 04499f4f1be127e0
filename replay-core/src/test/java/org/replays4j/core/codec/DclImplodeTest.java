package org.replays4j.core.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ArbitrarySupplier;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;
import org.replays4j.core.error.ReplayFormatException;

/** explode(implode(x)) == x for every literal mode and window, and the compression is real. */
class DclImplodeTest {
  @Test
  void blastSampleIsReproducedBitForBit() {
    byte[] text = "AIAIAIAIAIAIA".getBytes(StandardCharsets.US_ASCII);
    // two literals, one match of length 11 at distance 2, the end code: exactly blast.c's sample
    // stream
    assertThat(DclImplode.implode(text)).containsExactly(DclExplodeTest.BLAST_VECTOR);
  }

  @Test
  void emptyInputIsHeaderAndEndMarker() throws ReplayFormatException {
    byte[] packed = DclImplode.implode(new byte[0]);
    assertThat(packed).startsWith(0, 4).hasSizeLessThanOrEqualTo(5);
    assertThat(DclExplode.explode(packed)).isEmpty();
  }

  /** A DCL header: literal mode (0 binary, 1 coded) and dictionary bits (4..6). */
  record Header(int mode, int dict) {}

  /** Every valid header, for the round-trip properties here and in {@link DclExplodeTest}. */
  static final class Headers implements ArbitrarySupplier<Header> {
    @Override
    public Arbitrary<Header> get() {
      return Combinators.combine(
              Arbitraries.integers().between(0, 1), Arbitraries.integers().between(4, 6))
          .as(Header::new);
    }
  }

  @Property(tries = 150)
  void roundTripsRandomBytes(
      @ForAll @Size(max = 20000) byte[] data, @ForAll(supplier = Headers.class) Header h)
      throws ReplayFormatException {
    byte[] packed = DclImplode.implode(data, 0, data.length, h.mode(), h.dict());
    assertThat(packed[0]).isEqualTo((byte) h.mode());
    assertThat(packed[1]).isEqualTo((byte) h.dict());
    assertThat(DclExplode.explode(packed)).isEqualTo(data);
  }

  @Property(tries = 150)
  void roundTripsRepetitiveBytes(
      @ForAll("repetitive") byte[] data, @ForAll(supplier = Headers.class) Header h)
      throws ReplayFormatException {
    assertThat(DclExplode.explode(DclImplode.implode(data, 0, data.length, h.mode(), h.dict())))
        .isEqualTo(data);
  }

  /**
   * Runs of one byte (0..1500 long, beyond the longest match) mixed with short random stretches.
   */
  @Provide
  Arbitrary<byte[]> repetitive() {
    Arbitrary<byte[]> run =
        Combinators.combine(Arbitraries.bytes(), Arbitraries.integers().between(0, 1500))
            .as(
                (b, n) -> {
                  byte[] r = new byte[n];
                  Arrays.fill(r, b);
                  return r;
                });
    Arbitrary<byte[]> few =
        Arbitraries.bytes().between((byte) 'a', (byte) 'd').array(byte[].class).ofMaxSize(600);
    return Arbitraries.oneOf(run, few)
        .list()
        .ofMaxSize(30)
        .map(
            parts -> {
              ByteArrayOutputStream out = new ByteArrayOutputStream();
              for (byte[] p : parts) {
                if (out.size() + p.length > 20000) break;
                out.writeBytes(p);
              }
              return out.toByteArray();
            });
  }

  @Property(tries = 50)
  void roundTripsASliceOfALargerArray(
      @ForAll @Size(min = 1, max = 3000) byte[] data,
      @ForAll @IntRange(min = 0, max = 2999) int from,
      @ForAll @IntRange(min = 0, max = 3000) int count)
      throws ReplayFormatException {
    int off = from % data.length;
    int len = Math.min(count, data.length - off);
    byte[] packed = DclImplode.implode(data, off, len, DclExplode.LITERALS_BINARY, 4);
    assertThat(DclExplode.explode(packed)).isEqualTo(Arrays.copyOfRange(data, off, off + len));
  }

  @Test
  void longRunsAndTheFullWindowRoundTrip() throws ReplayFormatException {
    for (int dict = 4; dict <= 6; dict++) {
      int window = 64 << dict;
      byte[] data = new byte[3 * window + 517];
      Random rnd = new Random(dict);
      for (int i = 0; i < window; i++) data[i] = (byte) rnd.nextInt();
      // the same block again at exactly the window distance, then a run longer than a match
      System.arraycopy(data, 0, data, window, window);
      Arrays.fill(data, 2 * window, data.length, (byte) 7);
      for (int mode = 0; mode <= 1; mode++) {
        byte[] packed = DclImplode.implode(data, 0, data.length, mode, dict);
        assertThat(DclExplode.explode(packed)).as("dict %d mode %d", dict, mode).isEqualTo(data);
        assertThat(packed.length)
            .as("the repeated block costs a few matches")
            .isLessThan(window + window / 2);
      }
    }
  }

  @Test
  void compressionIsReal() throws ReplayFormatException {
    assertThat(DclImplode.implode(new byte[8192])).hasSizeLessThan(60);
    StringBuilder sb = new StringBuilder();
    Random rnd = new Random(1);
    String[] words = {
      "Select", "Right Click", "Train", "SCV", "Supply Depot", "Hotkey", "Build", "Marine"
    };
    while (sb.length() < 8192)
      sb.append(words[rnd.nextInt(words.length)]).append(rnd.nextInt(100)).append(' ');
    byte[] text = sb.toString().getBytes(StandardCharsets.US_ASCII);
    byte[] packed = DclImplode.implode(text);
    assertThat(DclExplode.explode(packed)).isEqualTo(text);
    assertThat(packed.length).isLessThan(text.length / 2);
    // incompressible input grows by at most one bit per byte plus header and end marker
    byte[] noise = new byte[8192];
    rnd.nextBytes(noise);
    assertThat(DclImplode.implode(noise)).hasSizeLessThanOrEqualTo(8192 * 9 / 8 + 5);
  }

  @Test
  void rejectsBadParameters() {
    assertThatThrownBy(() -> DclImplode.implode(new byte[1], 0, 1, 2, 4))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("literal mode");
    assertThatThrownBy(() -> DclImplode.implode(new byte[1], 0, 1, 0, 7))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("dictionary bits");
    assertThatThrownBy(() -> DclImplode.implode(new byte[1], 1, 1, 0, 4))
        .isInstanceOf(IndexOutOfBoundsException.class);
  }
}
