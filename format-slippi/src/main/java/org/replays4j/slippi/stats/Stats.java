package org.replays4j.slippi.stats;

/** Number formatting shared by the stats records' {@code toString}. */
final class Stats {
  private Stats() {}

  /** A percent with one decimal, e.g. "12.5%". */
  static String pct(double v) {
    return String.format(java.util.Locale.ROOT, "%.1f%%", v);
  }

  /** An integral value without decimals, others with up to three. */
  static String num(double v) {
    if (Double.isNaN(v)) return "?";
    if (v == Math.rint(v) && Math.abs(v) < 1e15) return Long.toString((long) v);
    return String.format(java.util.Locale.ROOT, "%.3f", v);
  }
}
