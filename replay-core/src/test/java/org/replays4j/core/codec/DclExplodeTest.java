package org.replays4j.core.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.replays4j.core.error.Refusals.assertRefused;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;
import org.replays4j.core.codec.DclImplodeTest.Header;
import org.replays4j.core.codec.DclImplodeTest.Headers;
import org.replays4j.core.error.ReplayFormatException;

class DclExplodeTest {
  static final byte[] BLAST_VECTOR = hex("00 04 82 24 25 8f 80 7f");

  static byte[] hex(String s) {
    String[] t = s.trim().split("\\s+");
    byte[] b = new byte[t.length];
    for (int i = 0; i < t.length; i++) b[i] = (byte) Integer.parseInt(t[i], 16);
    return b;
  }

  @Test
  void blastVectorExplodesToAiPattern() throws ReplayFormatException {
    assertThat(new String(DclExplode.explode(BLAST_VECTOR), StandardCharsets.US_ASCII))
        .isEqualTo("AIAIAIAIAIAIA");
  }

  @Test
  void blastVectorIntoFixedDestination() throws ReplayFormatException {
    byte[] dst = new byte[20];
    int n = DclExplode.explode("t", BLAST_VECTOR, 0, BLAST_VECTOR.length, dst, 3, 13, 0);
    assertThat(n).isEqualTo(13);
    assertThat(new String(dst, 3, 13, StandardCharsets.US_ASCII)).isEqualTo("AIAIAIAIAIAIA");
  }

  @Test
  void lengthCodesMatchTheSpecTable() {
    int[] codes = DclTables.streamCodes(DclTables.LEN_BITS);
    // spec order: index 0 = match length 2 (blast symbol 1), index 1 = length 3 (blast symbol 0)
    int[] byLength = {
      0x05, 0x03, 0x01, 0x06, 0x0A, 0x02, 0x0C, 0x14, 0x04, 0x18, 0x08, 0x30, 0x10, 0x20, 0x40, 0x00
    };
    assertThat(codes[1]).isEqualTo(byLength[0]);
    assertThat(codes[0]).isEqualTo(byLength[1]);
    for (int s = 2; s < 16; s++) assertThat(codes[s]).as("symbol %d", s).isEqualTo(byLength[s]);
  }

  @Test
  void distanceCodesMatchTheSpecTable() {
    int[] expected =
        Arrays.stream(
                ("03 0D 05 19 09 11 01 3E 1E 2E 0E 36 16 26 06 3A 1A 2A 0A 32 12 22 42 02 7C 3C 5C 1C 6C 2C 4C 0C "
                        + "74 34 54 14 64 24 44 04 78 38 58 18 68 28 48 08 F0 70 B0 30 D0 50 90 10 E0 60 A0 20 C0 40 80 00")
                    .split(" "))
            .mapToInt(x -> Integer.parseInt(x, 16))
            .toArray();
    assertThat(DclTables.streamCodes(DclTables.DIST_BITS)).containsExactly(expected);
    assertThat(DclTables.DIST_BITS).hasSize(64);
  }

  @Test
  void everyCodeIsComplete() {
    for (int[] bits : new int[][] {DclTables.LEN_BITS, DclTables.DIST_BITS, DclTables.LIT_BITS}) {
      double kraft = 0;
      for (int b : bits) kraft += Math.pow(2, -b);
      assertThat(kraft).isEqualTo(1.0);
    }
    assertThat(DclTables.LIT_BITS).hasSize(256);
    assertThat(DclTables.LIT_BITS[0x20]).isEqualTo(4);
    assertThat(DclTables.LIT_BITS[0xFF]).isEqualTo(13);
  }

  @Test
  void literalModeOneAndEveryDictionarySize() throws ReplayFormatException {
    byte[] text =
        "the quick brown fox jumps over the lazy dog; the quick brown fox again and again"
            .repeat(40)
            .getBytes(StandardCharsets.US_ASCII);
    for (int mode = 0; mode <= 1; mode++) {
      for (int dict = 4; dict <= 6; dict++) {
        byte[] packed = Implode.implode(text, mode, dict);
        assertThat(packed.length).isLessThan(text.length / 4);
        assertThat(DclExplode.explode(packed)).as("mode %d dict %d", mode, dict).isEqualTo(text);
      }
    }
  }

  @Test
  void farMatchNeedsTheBigDictionary() throws ReplayFormatException {
    byte[] data = new byte[5000];
    new Random(7).nextBytes(data);
    System.arraycopy(data, 0, data, 4000, 600); // distance 4000 > 1 KiB and 2 KiB windows
    byte[] packed = Implode.implode(data, 0, 6);
    assertThat(DclExplode.explode(packed)).isEqualTo(data);
  }

  @Test
  void emptyStreamIsJustTheEndCode() throws ReplayFormatException {
    assertThat(DclExplode.explode(Implode.implode(new byte[0], 0, 4))).isEmpty();
  }

  @Test
  void headerShorterThanTwoBytesIsTruncated() {
    assertRefused(() -> DclExplode.explode(new byte[] {0}), "expected 2 more byte(s) but got 1")
        .satisfies(e -> assertThat(((ReplayFormatException) e).offset()).isZero());
  }

  @Test
  void unknownLiteralModeIsRejected() {
    assertRefused(
            () -> DclExplode.explode(hex("02 04 82 24 25 8f 80 7f")),
            "literal mode 0 (binary) or 1 (coded) but got 2")
        .satisfies(e -> assertThat(((ReplayFormatException) e).rawOffset()).contains(0L));
  }

  @Test
  void dictionaryBitsOutsideFourToSixAreRejected() {
    for (int d : new int[] {0, 3, 7, 255}) {
      byte[] b = BLAST_VECTOR.clone();
      b[1] = (byte) d;
      assertRefused(() -> DclExplode.explode(b), "dictionary bits 4, 5 or 6 but got " + d)
          .satisfies(e -> assertThat(((ReplayFormatException) e).rawOffset()).contains(1L));
    }
  }

  @Test
  void streamWithoutEndCodeIsTruncated() {
    byte[] cut = Arrays.copyOf(BLAST_VECTOR, 6);
    assertRefused(() -> DclExplode.explode(cut), "truncated stream");
  }

  @Test
  void everyTruncationOfARealStreamFailsCleanly() throws ReplayFormatException {
    byte[] text = "abcabcabd-0123456789-abcabcabd".repeat(20).getBytes(StandardCharsets.US_ASCII);
    byte[] packed = Implode.implode(text, 1, 5);
    for (int cut = 0; cut < packed.length - 1; cut++) {
      byte[] part = Arrays.copyOf(packed, cut);
      assertThatThrownBy(() -> DclExplode.explode(part)).isInstanceOf(ReplayFormatException.class);
    }
  }

  @Test
  void distanceBeyondProducedDataIsRejected() {
    // bit 1 (match), length 3 ("11"), distance symbol 0 ("11") + 4 low bits 0000 -> distance 1,
    // nothing produced yet
    BitWriter w = new BitWriter();
    w.bits(0, 8).bits(4, 8).bits(1, 1).bits(0b11, 2).bits(0b11, 2).bits(0, 4);
    w.bits(1, 1).bits(0, 7).bits(0xFF, 8); // end code
    assertRefused(
            () -> DclExplode.explode(w.toBytes()),
            "distance <= 0 (bytes produced so far) but got 1")
        .satisfies(e -> assertThat(((ReplayFormatException) e).offset()).isZero());
  }

  @Test
  void outputIsBoundedByTheDestination() {
    byte[] dst = new byte[12];
    assertRefused(
            () ->
                DclExplode.explode("screp", BLAST_VECTOR, 0, BLAST_VECTOR.length, dst, 0, 12, 100),
            "DCL output bytes <= 12")
        .satisfies(e -> assertThat(((ReplayFormatException) e).format()).isEqualTo("screp"));
  }

  @Test
  void outputIsBoundedByMaxOut() {
    byte[] big = Implode.implode(new byte[100_000], 0, 4);
    assertThat(big.length).isLessThan(2000);
    assertRefused(
        () -> DclExplode.explode("t", big, 0, big.length, 1000, 0), "DCL output bytes <= 1000");
  }

  @Property(tries = 200)
  void roundTripsAnyBytes(
      @ForAll @Size(max = 3000) byte[] data, @ForAll(supplier = Headers.class) Header h)
      throws Exception {
    byte[] packed = Implode.implode(data, h.mode(), h.dict());
    assertThat(DclExplode.explode(packed)).isEqualTo(data);
    try (DclInputStream in =
        new DclInputStream("t", new ByteArrayInputStream(packed), 1 << 20, 0)) {
      assertThat(in.readAllBytes()).isEqualTo(data);
    }
  }

  @Property(tries = 200)
  void roundTripsRepetitiveBytes(
      @ForAll("repetitive") byte[] data, @ForAll(supplier = Headers.class) Header h)
      throws ReplayFormatException {
    assertThat(DclExplode.explode(Implode.implode(data, h.mode(), h.dict()))).isEqualTo(data);
  }

  @Provide
  Arbitrary<byte[]> repetitive() {
    return Arbitraries.bytes().between((byte) 'a', (byte) 'd').array(byte[].class).ofMaxSize(5000);
  }

  /**
   * {@link DclExplode#explodePrefix} into every destination size from 0 to past the end: a prefix
   * of the full output, complete when it fits, else short of the size by less than one longest
   * match.
   */
  static void everyPrefixMatches(byte[] packed) throws ReplayFormatException {
    byte[] full = DclExplode.explode(packed);
    for (int len = 0; len <= full.length + 2; len++) {
      byte[] dst = new byte[len + 3];
      int n = DclExplode.explodePrefix("t", packed, 0, packed.length, dst, 3, len, 0);
      if (len >= full.length) {
        assertThat(n).as("room %d", len).isEqualTo(full.length);
      } else {
        assertThat(n)
            .as("room %d", len)
            .isLessThanOrEqualTo(len)
            .isGreaterThan(len - DclImplode.MAX_MATCH);
      }
      assertThat(Arrays.copyOfRange(dst, 3, 3 + n))
          .as("room %d", len)
          .isEqualTo(Arrays.copyOf(full, n));
    }
  }

  @Test
  void everyPrefixOfTheBlastVector() throws ReplayFormatException {
    everyPrefixMatches(BLAST_VECTOR);
    byte[] dst = new byte[5];
    assertThat(DclExplode.explodePrefix("t", BLAST_VECTOR, 0, BLAST_VECTOR.length, dst, 0, 5, 0))
        .isEqualTo(2);
    assertThat(new String(dst, 0, 2, StandardCharsets.US_ASCII))
        .isEqualTo("AI"); // the 11-byte match is not cut
  }

  @Property(tries = 60)
  void everyPrefixOfImplodedData(
      @ForAll("repetitive") byte[] data,
      @ForAll @Size(max = 600) byte[] noise,
      @ForAll(supplier = Headers.class) Header h)
      throws ReplayFormatException {
    byte[] both = Arrays.copyOf(data, Math.min(data.length, 2500) + noise.length);
    System.arraycopy(noise, 0, both, both.length - noise.length, noise.length);
    everyPrefixMatches(DclImplode.implode(both, 0, both.length, h.mode(), h.dict()));
  }

  @Test
  void prefixErrorsAreReportedAndPartsNotDecodedAreNotChecked() throws ReplayFormatException {
    byte[] packed =
        DclImplode.implode("abcabcabcabc-xyz-xyz-xyz".getBytes(StandardCharsets.US_ASCII));
    byte[] cut = Arrays.copyOf(packed, packed.length - 1); // end code cut off
    assertRefused(
        () -> DclExplode.explodePrefix("t", cut, 0, cut.length, new byte[100], 0, 100, 0),
        "truncated");
    assertThat(DclExplode.explodePrefix("t", cut, 0, cut.length, new byte[4], 0, 4, 0))
        .isBetween(3, 4);
    byte[] badHeader = {7, 4, 0};
    assertRefused(
        () -> DclExplode.explodePrefix("t", badHeader, 0, 3, new byte[1], 0, 1, 0), "literal mode");
  }

  @Property(tries = 500)
  void randomInputNeverThrowsUnchecked(@ForAll @Size(max = 400) byte[] junk) {
    try {
      DclExplode.explode("t", junk, 0, junk.length, 1 << 16, 0);
    } catch (ReplayFormatException expected) {
      // fine: bad input is reported as such
    }
  }

  @Property(tries = 300)
  void mutatedStreamsFailCleanlyOrDecode(
      @ForAll @Size(min = 1, max = 2000) byte[] data,
      @ForAll @IntRange(min = 0, max = 1) int mode,
      @ForAll @IntRange(min = 0, max = 100_000) int where,
      @ForAll @IntRange(min = 1, max = 255) int flip)
      throws Exception {
    byte[] packed = Implode.implode(data, mode, 4);
    packed[where % packed.length] ^= (byte) flip;
    byte[] viaArray = null;
    try {
      viaArray = DclExplode.explode("t", packed, 0, packed.length, 4 * data.length + 16, 0);
    } catch (ReplayFormatException expected) {
      // fine
    }
    byte[] viaStream = null;
    try (DclInputStream in =
        new DclInputStream("t", new ByteArrayInputStream(packed), 4 * data.length + 16, 0)) {
      viaStream = in.readAllBytes();
    } catch (ReplayFormatException expected) {
      // fine
    }
    assertThat(viaStream).isEqualTo(viaArray);
  }

  /** Bits LSB-first, as DCL streams carry them. */
  static final class BitWriter {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private long acc;
    private int n;

    BitWriter bits(int value, int count) {
      acc |= (value & ((1L << count) - 1)) << n;
      n += count;
      while (n >= 8) {
        out.write((int) acc & 0xFF);
        acc >>>= 8;
        n -= 8;
      }
      return this;
    }

    byte[] toBytes() {
      if (n > 0) out.write((int) acc & 0xFF);
      acc = 0;
      n = 0;
      return out.toByteArray();
    }
  }

  /** A small greedy DCL implode encoder, only for tests (brute-force match search). */
  static final class Implode {
    static byte[] implode(byte[] data, int mode, int dict) {
      int[] lenCodes = DclTables.streamCodes(DclTables.LEN_BITS);
      int[] distCodes = DclTables.streamCodes(DclTables.DIST_BITS);
      int[] litCodes = DclTables.streamCodes(DclTables.LIT_BITS);
      BitWriter w = new BitWriter();
      w.bits(mode, 8).bits(dict, 8);
      int window = 64 << dict;
      int i = 0;
      while (i < data.length) {
        int bestLen = 0;
        int bestDist = 0;
        for (int dist = 1; dist <= Math.min(i, window); dist++) {
          int len = 0;
          while (len < 518 && i + len < data.length && data[i + len] == data[i + len - dist]) len++;
          if (len == 2 && dist > 256) continue;
          if (len > bestLen) {
            bestLen = len;
            bestDist = dist;
          }
        }
        if (bestLen >= 2) {
          writeLength(w, lenCodes, bestLen);
          int k = bestLen == 2 ? 2 : dict;
          int d = bestDist - 1;
          int t = d >>> k;
          w.bits(distCodes[t], DclTables.DIST_BITS[t]).bits(d & ((1 << k) - 1), k);
          i += bestLen;
        } else {
          int b = data[i] & 0xFF;
          w.bits(0, 1);
          if (mode == 0) w.bits(b, 8);
          else w.bits(litCodes[b], DclTables.LIT_BITS[b]);
          i++;
        }
      }
      writeLength(w, lenCodes, DclExplode.END_OF_STREAM_LENGTH);
      return w.toBytes();
    }

    private static void writeLength(BitWriter w, int[] lenCodes, int len) {
      w.bits(1, 1);
      for (int s = 0; s < 16; s++) {
        int base = DclTables.LEN_BASE[s];
        int extra = DclTables.LEN_EXTRA[s];
        if (len >= base && len < base + (1 << extra)) {
          w.bits(lenCodes[s], DclTables.LEN_BITS[s]).bits(len - base, extra);
          return;
        }
      }
      throw new IllegalArgumentException("length out of range: " + len);
    }
  }
}
