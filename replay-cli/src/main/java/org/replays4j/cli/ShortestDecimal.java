package org.replays4j.cli;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.function.Predicate;

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
    return shortest(s, Math.abs(f), t -> Float.parseFloat(t) == f);
  }

  /** The shortest round-trip form of {@code x}. */
  static String of(double x) {
    String s = Double.toString(x);
    if (EXACT || !Double.isFinite(x) || x == 0) return s;
    return shortest(s, Math.abs(x), t -> Double.parseDouble(t) == x);
  }

  /**
   * {@code s} (the JDK's form of a finite, non-zero value of magnitude {@code abs}) with as few
   * significant digits as still read back as the same value ({@code same}): one digit fewer at a
   * time, rounded down or up, until neither reads back.
   */
  private static String shortest(String s, double abs, Predicate<String> same) {
    BigDecimal d = new BigDecimal(s);
    int p = d.precision();
    int p0 = p;
    while (p > 1) {
      BigDecimal down = d.round(new MathContext(p - 1, RoundingMode.DOWN));
      BigDecimal up = d.round(new MathContext(p - 1, RoundingMode.UP));
      if (same.test(down.toString())) d = down;
      else if (same.test(up.toString())) d = up;
      else break;
      p--;
    }
    return p == p0 ? s : format(d, abs);
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
