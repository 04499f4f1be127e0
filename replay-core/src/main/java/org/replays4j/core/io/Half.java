package org.replays4j.core.io;

/**
 * IEEE 754 binary16 ("half") conversions. JDK 17 has none ({@code Float.float16ToFloat} arrived in
 * JDK 20). Decoding is exact for all 65,536 patterns; NaN payloads are kept (shifted into the float
 * mantissa), so a signalling NaN stays signalling.
 */
public final class Half {
  private Half() {}

  /** Decodes the 16 low bits of {@code bits} as binary16. */
  public static float toFloat(int bits) {
    int sign = (bits & 0x8000) << 16;
    int exp = (bits >>> 10) & 0x1F;
    int mant = bits & 0x3FF;
    if (exp == 0x1F) {
      // Inf / NaN: all-ones exponent, payload moved to the top of the float mantissa.
      return Float.intBitsToFloat(sign | 0x7F800000 | (mant << 13));
    }
    if (exp == 0) {
      if (mant == 0) {
        return Float.intBitsToFloat(sign);
      }
      // Subnormal: value = mant * 2^-24, exact in float.
      float v = mant * 0x1p-24f;
      return sign != 0 ? -v : v;
    }
    return Float.intBitsToFloat(sign | ((exp + 112) << 23) | (mant << 13));
  }

  /**
   * Encodes {@code f} as binary16 with round-to-nearest-even (IEEE default); overflow gives ±Inf.
   */
  public static int fromFloatRoundEven(float f) {
    return fromFloat(f, true);
  }

  /**
   * Encodes {@code f} as binary16 by truncating the mantissa toward zero (the C# {@code Half} table
   * conversion the Echo VR butter writer uses). Overflow (|f| ≥ 65536) gives ±Inf, so values in
   * [65504, 65536) become the largest finite half; underflow gives ±0 or a truncated subnormal. NaN
   * stays NaN with its top payload bits and the quiet bit set (the C# table would turn a NaN whose
   * payload sits only in the low 13 bits into Inf; the butter writer never writes NaN in practice).
   */
  public static int fromFloatTruncate(float f) {
    return fromFloat(f, false);
  }

  /**
   * Both encoders: the kept bits of a normal or subnormal result are {@code bits >>> shift}, where
   * {@code bits} is the float's mantissa (with its implicit bit for a subnormal result) or exponent
   * and mantissa together; round-to-nearest-even then adds one when the dropped bits are above half
   * or exactly half with the kept bits odd (a carry into the exponent is correct, up to Inf).
   */
  private static int fromFloat(float f, boolean roundEven) {
    int x = Float.floatToRawIntBits(f);
    int sign = (x >>> 16) & 0x8000;
    int exp = (x >>> 23) & 0xFF;
    int mant = x & 0x7FFFFF;
    if (exp == 0xFF) {
      if (mant == 0) return sign | 0x7C00;
      // NaN: keep the top payload bits, force quiet bit so the result is still a NaN.
      return sign | 0x7C00 | 0x200 | (mant >>> 13);
    }
    int e = exp - 127 + 15;
    if (e >= 0x1F) return sign | 0x7C00;
    if (e < -10) return sign; // below half the smallest subnormal: rounds to zero
    int bits = e <= 0 ? mant | 0x800000 : e << 23 | mant;
    int shift = e <= 0 ? 14 - e : 13;
    int h = bits >>> shift;
    if (roundEven) {
      int rem = bits & ((1 << shift) - 1);
      int mid = 1 << (shift - 1);
      if (rem > mid || (rem == mid && (h & 1) != 0)) h++;
    }
    return sign | h;
  }
}
