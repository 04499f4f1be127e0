package org.replays4j.core.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.math.BigDecimal;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Exhaustive and property tests of {@link Half}. The references used here are computed
 * independently of {@link Half}: decoding through {@link BigDecimal} arithmetic from the binary16
 * definition, and encoding by searching the ordered table of positive halves for the nearest
 * (round-to-nearest-even) or the next lower (truncating) value. On JDK 20+ the JDK's own {@code
 * Float.float16ToFloat}/{@code Float.floatToFloat16} are a second, independent oracle.
 */
class HalfTest {

  /** binary16 value from its definition, as an exact BigDecimal (finite patterns only). */
  private static BigDecimal reference(int bits) {
    int exp = (bits >>> 10) & 0x1F;
    int mant = bits & 0x3FF;
    BigDecimal two = BigDecimal.valueOf(2);
    BigDecimal v;
    if (exp == 0) {
      v = BigDecimal.valueOf(mant).divide(two.pow(24)); // mant * 2^-24
    } else {
      BigDecimal significand = BigDecimal.valueOf(1024 + mant);
      int e = exp - 15 - 10;
      v = e >= 0 ? significand.multiply(two.pow(e)) : significand.divide(two.pow(-e));
    }
    return (bits & 0x8000) != 0 ? v.negate() : v;
  }

  /** Positive finite halves in increasing order: index = bit pattern 0..0x7BFF. */
  private static final double[] POSITIVE = new double[0x7C00];

  static {
    for (int h = 0; h < 0x7C00; h++) {
      POSITIVE[h] = reference(h).doubleValue();
    }
  }

  /** Largest positive pattern whose value is ≤ a (a finite, ≥ 0, < 65536). */
  private static int floorIndex(double a) {
    int lo = 0;
    int hi = 0x7BFF;
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      if (POSITIVE[mid] <= a) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** Round-to-nearest-even reference encoder (finite and infinite inputs; not NaN). */
  static int referenceRoundEven(float f) {
    int sign = (Float.floatToRawIntBits(f) >>> 16) & 0x8000;
    double a = Math.abs((double) f);
    if (a >= 65520.0) return sign | 0x7C00; // halfway to 2^16 rounds to even (= Inf) and beyond
    int lo = floorIndex(a);
    if (POSITIVE[lo] == a) return sign | lo;
    double hiValue = lo == 0x7BFF ? 65536.0 : POSITIVE[lo + 1];
    // new BigDecimal(double) is exact, so the comparison is exact.
    BigDecimal dLo = new BigDecimal(a).subtract(new BigDecimal(POSITIVE[lo]));
    BigDecimal dHi = new BigDecimal(hiValue).subtract(new BigDecimal(a));
    int c = dLo.compareTo(dHi);
    int pick = c < 0 ? lo : c > 0 ? lo + 1 : ((lo & 1) == 0 ? lo : lo + 1);
    return sign | pick;
  }

  /** Truncating (toward zero) reference encoder. */
  static int referenceTruncate(float f) {
    int sign = (Float.floatToRawIntBits(f) >>> 16) & 0x8000;
    double a = Math.abs((double) f);
    if (a >= 65536.0) return sign | 0x7C00;
    return sign | floorIndex(a);
  }

  @Test
  void decodesEveryPatternExactly() {
    for (int h = 0; h <= 0xFFFF; h++) {
      float f = Half.toFloat(h);
      int exp = (h >>> 10) & 0x1F;
      if (exp == 0x1F) {
        if ((h & 0x3FF) == 0) {
          assertThat(f)
              .as("pattern %04x", h)
              .isEqualTo((h & 0x8000) != 0 ? Float.NEGATIVE_INFINITY : Float.POSITIVE_INFINITY);
        } else {
          assertThat(Float.isNaN(f)).as("pattern %04x", h).isTrue();
          // the payload survives in the top mantissa bits
          assertThat((Float.floatToRawIntBits(f) >>> 13) & 0x3FF).isEqualTo(h & 0x3FF);
        }
        continue;
      }
      assertThat(new BigDecimal(f)).as("pattern %04x", h).isEqualByComparingTo(reference(h));
      assertThat(Float.floatToRawIntBits(f) >>> 31).as("sign of %04x", h).isEqualTo(h >>> 15);
    }
  }

  @Test
  void everyPatternRoundTripsThroughBothEncoders() {
    for (int h = 0; h <= 0xFFFF; h++) {
      float f = Half.toFloat(h);
      if (Float.isNaN(f)) {
        assertThat(Half.toFloat(Half.fromFloatRoundEven(f))).isNaN();
        assertThat(Half.toFloat(Half.fromFloatTruncate(f))).isNaN();
        continue;
      }
      assertThat(Half.fromFloatRoundEven(f)).as("pattern %04x", h).isEqualTo(h);
      assertThat(Half.fromFloatTruncate(f)).as("pattern %04x", h).isEqualTo(h);
    }
  }

  /**
   * For every pair of adjacent halves: the exact midpoint (a tie), one float ulp below and above
   * it, and one float ulp above the lower half, against the independent references.
   */
  @Test
  void roundEvenAndTruncateAtEveryMidpoint() {
    for (int h = 0; h < 0x7C00; h++) {
      double lo = POSITIVE[h];
      double hi = h == 0x7BFF ? 65536.0 : POSITIVE[h + 1];
      float mid = (float) ((lo + hi) / 2); // exact: a half midpoint has ≤ 12 significant bits
      float[] probes = {
        mid,
        Math.nextDown(mid),
        Math.nextUp(mid),
        Math.nextUp((float) lo),
        Math.nextDown((float) hi)
      };
      for (float p : probes) {
        for (float s : new float[] {p, -p}) {
          assertThat(Half.fromFloatRoundEven(s))
              .as("RNE %s (after %04x)", s, h)
              .isEqualTo(referenceRoundEven(s));
          assertThat(Half.fromFloatTruncate(s))
              .as("trunc %s (after %04x)", s, h)
              .isEqualTo(referenceTruncate(s));
        }
      }
    }
  }

  @Test
  void specialValues() {
    assertThat(Half.fromFloatRoundEven(65504f)).isEqualTo(0x7BFF);
    assertThat(Half.fromFloatRoundEven(65519.99f)).isEqualTo(0x7BFF);
    assertThat(Half.fromFloatRoundEven(65520f)).isEqualTo(0x7C00);
    assertThat(Half.fromFloatTruncate(65535.99f)).isEqualTo(0x7BFF);
    assertThat(Half.fromFloatTruncate(65536f)).isEqualTo(0x7C00);
    assertThat(Half.fromFloatTruncate(Float.NEGATIVE_INFINITY)).isEqualTo(0xFC00);
    assertThat(Half.fromFloatRoundEven(-0f)).isEqualTo(0x8000);
    assertThat(Half.fromFloatTruncate(Float.MIN_VALUE)).isEqualTo(0);
    assertThat(Half.fromFloatRoundEven(0x1p-25f)).isEqualTo(0); // tie with 0 → even
    assertThat(Half.fromFloatRoundEven(Math.nextUp(0x1p-25f))).isEqualTo(1);
    assertThat(Half.fromFloatRoundEven(0x1.8p-24f)).isEqualTo(2); // tie 1.5 ulp → 2
    // docs/formats/butter.md#primitives: the writer truncates, e.g. 0.1f → 0x2E66 (RNE gives 0x2E66
    // too) and 1/3
    assertThat(Half.fromFloatTruncate(0.1f)).isEqualTo(0x2E66);
    assertThat(Half.fromFloatTruncate(1f / 3)).isEqualTo(0x3555);
    assertThat(Half.fromFloatRoundEven(1f / 3)).isEqualTo(0x3555);
    assertThat(Half.fromFloatTruncate(2f / 3)).isEqualTo(0x3955);
    assertThat(Half.fromFloatRoundEven(2f / 3)).isEqualTo(0x3955);
    assertThat(Half.fromFloatTruncate(0.7f)).isEqualTo(0x399A - 1);
    assertThat(Half.fromFloatRoundEven(0.7f)).isEqualTo(0x399A);
  }

  @Property(tries = 3000)
  void randomFloatsMatchReferences(@ForAll float f) {
    if (Float.isNaN(f)) {
      assertThat(Half.toFloat(Half.fromFloatRoundEven(f))).isNaN();
      return;
    }
    assertThat(Half.fromFloatRoundEven(f)).isEqualTo(referenceRoundEven(f));
    assertThat(Half.fromFloatTruncate(f)).isEqualTo(referenceTruncate(f));
  }

  @Property(tries = 3000)
  void randomBitPatternsMatchReferences(@ForAll int bits) {
    float f = Float.intBitsToFloat(bits);
    if (Float.isNaN(f)) return;
    assertThat(Half.fromFloatRoundEven(f)).isEqualTo(referenceRoundEven(f));
    assertThat(Half.fromFloatTruncate(f)).isEqualTo(referenceTruncate(f));
  }

  private static Method jdkMethod(String name, Class<?> arg) {
    try {
      return Float.class.getMethod(name, arg);
    } catch (NoSuchMethodException e) {
      return null;
    }
  }

  /** JDK 20+ only: {@code Float.float16ToFloat} for all 65,536 patterns. */
  @Test
  void crossCheckDecodeWithJdk() throws Exception {
    Method m = jdkMethod("float16ToFloat", short.class);
    Assumptions.assumeTrue(m != null, "Float.float16ToFloat needs JDK 20+");
    for (int h = 0; h <= 0xFFFF; h++) {
      float jdk = (float) m.invoke(null, (short) h);
      float ours = Half.toFloat(h);
      if (Float.isNaN(jdk)) {
        assertThat(ours).as("pattern %04x", h).isNaN();
      } else {
        assertThat(Float.floatToRawIntBits(ours))
            .as("pattern %04x", h)
            .isEqualTo(Float.floatToRawIntBits(jdk));
      }
    }
  }

  /**
   * JDK 20+ only: {@code Float.floatToFloat16} (round-to-nearest-even) over all halves, all
   * midpoints and a stride through every float bit pattern.
   */
  @Test
  void crossCheckEncodeWithJdk() throws Exception {
    Method m = jdkMethod("floatToFloat16", float.class);
    Assumptions.assumeTrue(m != null, "Float.floatToFloat16 needs JDK 20+");
    for (long bits = 0; bits <= 0xFFFFFFFFL; bits += 4093) {
      checkJdk(m, Float.intBitsToFloat((int) bits));
    }
    for (int h = 0; h < 0x7C00; h++) {
      double lo = POSITIVE[h];
      double hi = h == 0x7BFF ? 65536.0 : POSITIVE[h + 1];
      float mid = (float) ((lo + hi) / 2);
      checkJdk(m, mid);
      checkJdk(m, -mid);
      checkJdk(m, Math.nextUp(mid));
      checkJdk(m, Math.nextDown(mid));
    }
  }

  private static void checkJdk(Method m, float f) throws Exception {
    int jdk = ((short) m.invoke(null, f)) & 0xFFFF;
    int ours = Half.fromFloatRoundEven(f);
    if (Float.isNaN(f)) {
      assertThat(Float.isNaN(Half.toFloat(ours))).isTrue();
      assertThat(Float.isNaN(Half.toFloat(jdk))).isTrue();
    } else {
      assertThat(ours).as("float %s (%08x)", f, Float.floatToRawIntBits(f)).isEqualTo(jdk);
    }
  }
}
