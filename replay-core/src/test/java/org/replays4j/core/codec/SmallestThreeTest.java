package org.replays4j.core.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

class SmallestThreeTest {
  private static final SmallestThree B = SmallestThree.BUTTER;

  /**
   * Stored integer for component value v, computed by hand from
   * docs/formats/butter.md#smallest-three.
   */
  private static int q(double v) {
    return (int) ((v + 0.70710678) / 1.41421356 * 1023);
  }

  @Test
  void identityDropsWAndStoresMidpoints() {
    // (0,0,0,1): largest is w (index 3); x, y, z = 0 → (0.70710678 / 1.41421356) * 1023 = 511.5 →
    // 511.
    long word = B.encode(0, 0, 0, 1);
    assertThat(word).isEqualTo(3L | 511L << 2 | 511L << 12 | 511L << 22);
    assertThat(word).isEqualTo(0x7FDFF7FFL);
    float[] q = B.decode(word);
    // 511 / 1023 * 1.41421356 - 0.70710678 = -0.000691208...
    assertThat(q[0]).isCloseTo(-0.00069120829f, within(1e-7f));
    assertThat(q[3]).isCloseTo(0.9999985f, within(1e-6f));
  }

  @Test
  void largestComponentIsDroppedAndSignFlipped() {
    // x = -0.8 is the largest; sign s = -1 so stored components are -y, -z, -w.
    float x = -0.8f, y = 0.36f, z = 0.48f, w = 0f;
    long word = B.encode(x, y, z, w);
    assertThat(B.droppedIndex(word)).isEqualTo(0);
    assertThat(B.field(word, 0)).isEqualTo(q(-0.36f));
    assertThat(B.field(word, 1)).isEqualTo(q(-0.48f));
    assertThat(B.field(word, 2)).isEqualTo(q(-0.0f));
    assertThat(word)
        .isEqualTo(0L | (long) q(-0.36f) << 2 | (long) q(-0.48f) << 12 | (long) q(0) << 22);
    float[] d = B.decode(word);
    // decoded is -q: (0.8, -0.36, -0.48, 0) within quantisation
    assertThat(d[0]).isCloseTo(0.8f, within(3e-3f));
    assertThat(d[1]).isCloseTo(-0.36f, within(1.5e-3f));
    assertThat(d[2]).isCloseTo(-0.48f, within(1.5e-3f));
  }

  @Test
  void firstComponentWinsTies() {
    float h = (float) Math.sqrt(0.5);
    long word = B.encode(0, h, h, 0);
    assertThat(B.droppedIndex(word)).isEqualTo(1);
    // stored fields: x, z, w — z = 0.7071068 maps to (1.41421356.../1.41421356) * 1023 → 1023
    assertThat(B.field(word, 1)).isEqualTo(q(h));
    assertThat(B.field(word, 1)).isBetween(1022, 1023);
  }

  @Test
  void handComputedFieldValues() {
    // 0.5 → (0.5 + 0.70710678) / 1.41421356 * 1023 = 873.18... → 873 (truncation, not 873.2
    // rounding)
    assertThat(q(0.5)).isEqualTo(873);
    // -0.5 → 149.81... → 149 (truncation; rounding would give 150)
    assertThat(q(-0.5)).isEqualTo(149);
    long word = B.encode(0.5f, -0.5f, 0.5f, 0.5f);
    // all |c| equal: first (x) is dropped, s = +1; fields y, z, w
    assertThat(B.droppedIndex(word)).isEqualTo(0);
    assertThat(B.field(word, 0)).isEqualTo(149);
    assertThat(B.field(word, 1)).isEqualTo(873);
    assertThat(B.field(word, 2)).isEqualTo(873);
    assertThat(word).isEqualTo(0L | 149L << 2 | 873L << 12 | 873L << 22);
  }

  @Test
  void decoderGuardsNegativeRadicand() {
    // all three fields at the maximum: 3 × 0.5 > 1 → dropped component clamps to 0, not NaN
    long word = 2L | 1023L << 2 | 1023L << 12 | 1023L << 22;
    float[] d = B.decode(word);
    assertThat(d[2]).isEqualTo(0f);
    assertThat(d[0]).isCloseTo(0.70710678f, within(1e-6f));
  }

  @Test
  void otherConfigurations() {
    SmallestThree gaffer =
        new SmallestThree(
            SmallestThree.Drop.LARGEST,
            SmallestThree.Packing.INDEX_HIGH_DESCENDING,
            9,
            0.7071067811865476,
            1.4142135623730951,
            SmallestThree.Rounding.NEAREST);
    long word = gaffer.encode(0, 0, 0, 1);
    assertThat(gaffer.packedBits()).isEqualTo(29);
    assertThat(gaffer.droppedIndex(word)).isEqualTo(3);
    assertThat(word >>> 27).isEqualTo(3);
    assertThat(gaffer.field(word, 0)).isEqualTo(256); // 0.5 * 511 = 255.5 → 256
    SmallestThree seed =
        new SmallestThree(
            SmallestThree.Drop.SMALLEST,
            SmallestThree.Packing.INDEX_LOW_ASCENDING,
            10,
            1.0,
            2.0,
            SmallestThree.Rounding.NEAREST);
    long w2 = seed.encode(0.1f, 0.7f, 0.7f, 0.1f);
    assertThat(seed.droppedIndex(w2)).isEqualTo(0);
    assertThatThrownBy(
            () ->
                new SmallestThree(
                    SmallestThree.Drop.LARGEST,
                    SmallestThree.Packing.INDEX_LOW_ASCENDING,
                    0,
                    1,
                    2,
                    SmallestThree.Rounding.NEAREST))
        .isInstanceOf(IllegalArgumentException.class);
  }

  /**
   * Sweep: every value of every field (others at mid-range) for every dropped index. Wherever the
   * decoded quaternion is a valid encoding (its dropped component is the largest), re-encoding
   * gives back the same index and each field within one step (truncation).
   */
  @Test
  void everyFieldValueReencodesWithinOneStep() {
    int valid = 0;
    for (int m = 0; m < 4; m++) {
      for (int j = 0; j < 3; j++) {
        for (int v = 0; v < 1024; v++) {
          int[] f = {511, 511, 511};
          f[j] = v;
          long w = m | (long) f[0] << 2 | (long) f[1] << 12 | (long) f[2] << 22;
          float[] q = B.decode(w);
          float dropped = q[m];
          boolean largest = true;
          for (int i = 0; i < 4; i++) if (i != m && Math.abs(q[i]) >= dropped) largest = false;
          if (!largest) continue;
          valid++;
          long again = B.encode(q[0], q[1], q[2], q[3]);
          assertThat(B.droppedIndex(again)).isEqualTo(m);
          for (int k = 0; k < 3; k++)
            assertThat(Math.abs(B.field(again, k) - f[k])).isLessThanOrEqualTo(1);
        }
      }
    }
    assertThat(valid).isGreaterThan(8000);
  }

  @Provide
  Arbitrary<float[]> unitQuaternions() {
    Arbitrary<Double> c = Arbitraries.doubles().between(-1, 1);
    return Combinators.combine(c, c, c, c)
        .as((a, b, d, e) -> new double[] {a, b, d, e})
        .filter(v -> v[0] * v[0] + v[1] * v[1] + v[2] * v[2] + v[3] * v[3] > 1e-3)
        .map(
            v -> {
              double n = Math.sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2] + v[3] * v[3]);
              return new float[] {
                (float) (v[0] / n), (float) (v[1] / n), (float) (v[2] / n), (float) (v[3] / n)
              };
            });
  }

  static double angleDegrees(float[] a, float[] b) {
    double dot = 0, na = 0, nb = 0;
    for (int i = 0; i < 4; i++) {
      dot += a[i] * b[i];
      na += a[i] * a[i];
      nb += b[i] * b[i];
    }
    double cos = Math.min(1, Math.abs(dot) / Math.sqrt(na * nb));
    return Math.toDegrees(2 * Math.acos(cos));
  }

  /**
   * Butter layout: each stored component errs by less than one step (1.41421356 / 1023 ≈ 0.00138,
   * truncation), which bounds the rotation error; measured maximum is ≈ 0.35°.
   */
  @Property(tries = 2000)
  void butterRoundTripErrorIsBounded(@ForAll("unitQuaternions") float[] q) {
    float[] d = B.decode(B.encode(q[0], q[1], q[2], q[3]));
    assertThat(angleDegrees(q, d)).isLessThan(0.5);
    double step = 1.41421356 / 1023;
    int m = B.droppedIndex(B.encode(q[0], q[1], q[2], q[3]));
    double s = q[m] < 0 ? -1 : 1;
    for (int i = 0; i < 4; i++) {
      if (i != m) {
        double err = q[i] * s - d[i];
        assertThat(err).isBetween(-1e-6, step + 1e-6); // truncation only ever rounds down
      }
    }
  }

  @Property(tries = 1000)
  void roundingConfigurationsAreTighter(@ForAll("unitQuaternions") float[] q) {
    SmallestThree fine =
        new SmallestThree(
            SmallestThree.Drop.LARGEST,
            SmallestThree.Packing.INDEX_HIGH_DESCENDING,
            15,
            0.7071067811865476,
            1.4142135623730951,
            SmallestThree.Rounding.NEAREST);
    long w = fine.encode(q[0], q[1], q[2], q[3]);
    assertThat(w >>> fine.packedBits()).isZero();
    assertThat(angleDegrees(q, fine.decode(w))).isLessThan(0.05);
  }

  @Property(tries = 1000)
  void packedWordRoundTripsThroughFields(@ForAll("unitQuaternions") float[] q) {
    long w = B.encode(q[0], q[1], q[2], q[3]);
    assertThat(w >>> 32).isZero();
    long rebuilt =
        B.droppedIndex(w)
            | (long) B.field(w, 0) << 2
            | (long) B.field(w, 1) << 12
            | (long) B.field(w, 2) << 22;
    assertThat(rebuilt).isEqualTo(w);
    // decoding then re-encoding is stable up to one step per field (truncation of a dequantised
    // value)
    float[] d = B.decode(w);
    long again = B.encode(d[0], d[1], d[2], d[3]);
    if (B.droppedIndex(again) == B.droppedIndex(w)) {
      for (int j = 0; j < 3; j++) {
        assertThat(Math.abs(B.field(again, j) - B.field(w, j))).isLessThanOrEqualTo(1);
      }
    }
  }
}
