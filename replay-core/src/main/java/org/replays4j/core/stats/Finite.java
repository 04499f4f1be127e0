package org.replays4j.core.stats;

/** The rule of the shared view's numbers: a value that is not a finite number is not known. */
final class Finite {
  private Finite() {}

  /** {@code d}, or {@code null} when it is null, NaN or infinite. */
  static Double orNull(Double d) {
    return d == null || !Double.isFinite(d) ? null : d;
  }
}
