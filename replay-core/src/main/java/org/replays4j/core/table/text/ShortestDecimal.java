package org.replays4j.core.table.text;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * The shortest decimal that reads back as the same {@code float} or {@code double}, in Java's
 * notation ({@code 0.001} to below {@code 10^7} plain, with at least one fractional digit; other
 * magnitudes {@code d.dddE±n}; {@code NaN}, {@code Infinity}, {@code -Infinity}). From JDK 19 on,
 * {@link Float#toString} and {@link Double#toString} are exactly that; on JDK 17 and 18 they
 * sometimes give a digit or more too many ({@code 1.18846831E13} for {@code 1.1884683E13}, {@code
 * 1.9999999999999998E23} for {@code 2.0E23}), so their result is shortened here while it still
 * reads back.
 */
final class ShortestDecimal {
  private ShortestDecimal() {}

  private static final boolean EXACT = Runtime.version().feature() >= 19;

  /** The shortest round-trip form of {@code f}. */
  static String of(float f) {
    String s = Float.toString(f);
    if (EXACT || !Float.isFinite(f) || f == 0) return s;
    return shortest(s, f, true);
  }

  /** The shortest round-trip form of {@code x}. */
  static String of(double x) {
    String s = Double.toString(x);
    if (EXACT || !Double.isFinite(x) || x == 0) return s;
    return shortest(s, x, false);
  }

  /**
   * {@code s} (the JDK's form of the finite, non-zero {@code x}, a {@code float} when {@code
   * single}) with as few significant digits as still read back as {@code x}: one digit fewer at a
   * time, rounded down or up, until neither reads back.
   */
  private static String shortest(String s, double x, boolean single) {
    BigDecimal d = new BigDecimal(s);
    int p = d.precision();
    int p0 = p;
    while (p > 1) {
      BigDecimal down = d.round(new MathContext(p - 1, RoundingMode.DOWN));
      BigDecimal up = d.round(new MathContext(p - 1, RoundingMode.UP));
      if (readsBack(down.toString(), x, single)) d = down;
      else if (readsBack(up.toString(), x, single)) d = up;
      else break;
      p--;
    }
    return p == p0 ? s : format(d, Math.abs(x));
  }

  /** Whether {@code t} parses back to {@code x} (as a {@code float} when {@code single}). */
  private static boolean readsBack(String t, double x, boolean single) {
    return single ? Float.parseFloat(t) == (float) x : Double.parseDouble(t) == x;
  }

  /** {@code d} in the notation of {@link Double#toString} for a value of magnitude {@code abs}. */
  private static String format(BigDecimal d, double abs) {
    d = d.stripTrailingZeros();
    if (abs >= 1e-3 && abs < 1e7) {
      String plain = d.toPlainString();
      return plain.indexOf('.') >= 0 ? plain : plain + ".0";
    }
    String digits = d.unscaledValue().abs().toString();
    int exponent = d.precision() - d.scale() - 1;
    return (d.signum() < 0 ? "-" : "")
        + digits.charAt(0)
        + "."
        + (digits.length() > 1 ? digits.substring(1) : "0")
        + "E"
        + exponent;
  }
}
