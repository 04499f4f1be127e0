package org.replays4j.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.util.Arrays;
import java.util.HexFormat;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.replays4j.core.error.ReplayFormatException;

/** Teeworlds variable-width int, per docs/formats/teehistorian.md#varint. */
class TwVarIntTest {
  private static byte[] hex(String h) {
    return HexFormat.of().parseHex(h.replace(" ", ""));
  }

  /** Every worked example of the facts table, both directions. */
  @ParameterizedTest(name = "{0} <-> {1}")
  @CsvSource({
    "0, 00",
    "1, 01",
    "63, 3f",
    "64, 80 01",
    "127, bf 01",
    "-1, 40",
    "-2, 41",
    "-11, 4a",
    "-64, 7f",
    "-65, c0 01",
    "499, b3 07",
    "1000, a8 0f",
    "8191, bf 7f",
    "13010, 92 cb 01",
    "1000000, 80 89 7a",
    "2147483647, bf ff ff ff 0f",
    "-2147483648, ff ff ff ff 0f",
  })
  void workedExamples(int value, String bytes) throws ReplayFormatException {
    byte[] expected = hex(bytes);
    byte[] out = new byte[TwVarInt.MAX_BYTES];
    int n = TwVarInt.write(value, out, 0);
    assertThat(Arrays.copyOf(out, n)).isEqualTo(expected);
    assertThat(TwVarInt.size(value)).isEqualTo(expected.length);
    ByteReader r = ByteReader.of("t", expected);
    assertThat(r.readTwVarInt()).isEqualTo(value);
    assertThat(r.remaining()).isZero();
    StreamByteReader s = new StreamByteReader("t", new ByteArrayInputStream(expected), 16, 0);
    assertThat(s.readTwVarInt()).isEqualTo(value);
    assertThat(s.position()).isEqualTo(expected.length);
    // readAt: the same value and length inside a larger array, and length 0 when cut short
    byte[] padded = new byte[expected.length + 3];
    System.arraycopy(expected, 0, padded, 2, expected.length);
    long at = TwVarInt.readAt(padded, 2, padded.length);
    assertThat(TwVarInt.value(at)).isEqualTo(value);
    assertThat(TwVarInt.length(at)).isEqualTo(expected.length);
    assertThat(TwVarInt.length(TwVarInt.readAt(padded, 2, 2 + expected.length - 1))).isZero();
  }

  @Test
  void intMinIsFiveBytes() throws ReplayFormatException {
    byte[] b = {(byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, 0x0f};
    assertThat(ByteReader.of("t", b).readTwVarInt()).isEqualTo(Integer.MIN_VALUE);
  }

  /** Non-canonical encodings decode as DDNet decodes them (a longer form of the same bits). */
  @ParameterizedTest(name = "{1} -> {0}")
  @CsvSource({
    "0, 80 00",
    "0, 80 80 80 80 00",
    "-1, c0 00",
    "1, 81 80 00",
    "63, bf 80 80 00",
  })
  void nonCanonicalEncodingsDecode(int value, String bytes) throws ReplayFormatException {
    ByteReader r = ByteReader.of("t", hex(bytes));
    assertThat(r.readTwVarInt()).isEqualTo(value);
    assertThat(r.remaining()).isZero();
  }

  /**
   * The fifth byte contributes only its low 4 bits, and decoding stops there even when bit 7 is
   * set.
   */
  @Test
  void fifthByteStopsAndUsesFourBits() throws ReplayFormatException {
    ByteReader r = ByteReader.of("t", hex("bf ff ff ff ff 05"));
    assertThat(r.readTwVarInt()).isEqualTo(Integer.MAX_VALUE);
    assertThat(r.readTwVarInt()).isEqualTo(5);
    assertThat(ByteReader.of("t", hex("ff ff ff ff 7f")).readTwVarInt())
        .isEqualTo(Integer.MIN_VALUE);
  }

  /**
   * Input ending while bit 7 says more follows is a truncation error at the missing byte's offset.
   */
  @ParameterizedTest(name = "bytes [{0}] end at offset {1}")
  @CsvSource({"80, 1", "ff ff, 2", "bf ff ff, 3", "bf ff ff ff, 4", "'', 0"})
  void truncationNamesTheOffset(String bytes, long offset) {
    assertThatThrownBy(
            () -> new ByteReader("t", hex("00" + bytes), 1, hex(bytes).length, 0).readTwVarInt())
        .isInstanceOf(ReplayFormatException.class)
        .satisfies(e -> assertThat(((ReplayFormatException) e).offset()).isEqualTo(offset))
        .hasMessageContaining("truncated");
    assertThatThrownBy(
            () ->
                new StreamByteReader("t", new ByteArrayInputStream(hex(bytes)), 16, 0)
                    .readTwVarInt())
        .isInstanceOf(ReplayFormatException.class)
        .satisfies(e -> assertThat(((ReplayFormatException) e).offset()).isEqualTo(offset));
  }

  @Property
  void roundTrips(@ForAll int v) throws ReplayFormatException {
    byte[] b = new byte[5];
    int n = TwVarInt.write(v, b, 0);
    assertThat(n).isEqualTo(TwVarInt.size(v));
    ByteReader r = new ByteReader("t", b, 0, n, 0);
    assertThat(r.readTwVarInt()).isEqualTo(v);
    assertThat(r.remaining()).isZero();
    long at = TwVarInt.readAt(b, 0, n);
    assertThat(TwVarInt.value(at)).isEqualTo(v);
    assertThat(TwVarInt.length(at)).isEqualTo(n);
  }

  /** readAt decodes any bytes (non-canonical, over-long) exactly like read. */
  @Property
  void readAtAgreesWithRead(@ForAll byte[] bytes) throws ReplayFormatException {
    long at = TwVarInt.readAt(bytes, 0, bytes.length);
    ByteReader r = ByteReader.of("t", bytes);
    if (TwVarInt.length(at) == 0) {
      assertThatThrownBy(r::readTwVarInt).isInstanceOf(ReplayFormatException.class);
    } else {
      assertThat(r.readTwVarInt()).isEqualTo(TwVarInt.value(at));
      assertThat(r.relativePosition()).isEqualTo(TwVarInt.length(at));
    }
  }

  /** Sizes step exactly at the 6/13/20/27-bit boundaries, for both signs. */
  @Property
  void sizeBoundaries(@ForAll @IntRange(min = 0, max = 4) int k) {
    int[] bits = {6, 13, 20, 27};
    if (k < 4) {
      int top = (1 << bits[k]) - 1;
      assertThat(TwVarInt.size(top)).isEqualTo(k + 1);
      assertThat(TwVarInt.size(top + 1)).isEqualTo(k + 2);
      assertThat(TwVarInt.size(~top)).isEqualTo(k + 1);
      assertThat(TwVarInt.size(~(top + 1))).isEqualTo(k + 2);
    } else {
      assertThat(TwVarInt.size(Integer.MAX_VALUE)).isEqualTo(5);
      assertThat(TwVarInt.size(Integer.MIN_VALUE)).isEqualTo(5);
    }
  }

  /** Concatenated values read back in order. */
  @Property
  void sequencesRoundTrip(@ForAll int[] values) throws ReplayFormatException {
    byte[] b = new byte[values.length * 5];
    int n = 0;
    for (int v : values) n += TwVarInt.write(v, b, n);
    ByteReader r = new ByteReader("t", b, 0, n, 0);
    for (int v : values) assertThat(r.readTwVarInt()).isEqualTo(v);
    assertThat(r.remaining()).isZero();
  }
}
