package org.replays4j.slippi.stats;

/**
 * A ratio as slippi-js reports it: {@code count / total}.
 *
 * @param count the numerator; NaN when unknown (the per-minute rates of games that are not 1v1,
 *     where slippi-js omits the count)
 * @param total the denominator
 */
public record Ratio(double count, double total) {
  /**
   * Whether the ratio is defined: {@code total} is neither 0 nor NaN (slippi-js omits it
   * otherwise).
   */
  public boolean hasRatio() {
    return total != 0 && !Double.isNaN(total);
  }

  /** {@code count / total}; NaN when {@link #hasRatio()} is false or the count is unknown. */
  public double ratio() {
    return hasRatio() ? count / total : Double.NaN;
  }

  /** Whether the count is known. */
  public boolean hasCount() {
    return !Double.isNaN(count);
  }

  @Override
  public String toString() {
    return Stats.num(count) + "/" + Stats.num(total) + (hasRatio() ? "=" + Stats.num(ratio()) : "");
  }
}
