package org.replays4j.slippi.stats;

import java.util.Locale;

/** Formatting shared by the stats records' {@code toString}. */
final class Stats {
  private Stats() {}

  /** A percent with one decimal, e.g. "12.5%". */
  static String pct(double v) {
    return String.format(Locale.ROOT, "%.1f%%", v);
  }

  /**
   * A conversion or combo as its {@code toString} shows it, e.g. "P1→P2 [5..60] 0.0%→40.0% kill
   * [...]"; {@code opening} (a conversion's opening type) goes before the kill mark.
   */
  static String punish(Punish p, String opening) {
    return "P"
        + (p.lastHitBy() + 1)
        + "→P"
        + (p.playerIndex() + 1)
        + " ["
        + p.startFrame()
        + ".."
        + (p.endFrame() == null ? "" : p.endFrame())
        + "] "
        + pct(p.startPercent())
        + "→"
        + pct(p.currentPercent())
        + opening
        + (p.didKill() ? " kill" : "")
        + " "
        + p.moves();
  }

  /** An integral value without decimals, others with up to three. */
  static String num(double v) {
    if (Double.isNaN(v)) return "?";
    if (v == Math.rint(v) && Math.abs(v) < 1e15) return Long.toString((long) v);
    return String.format(Locale.ROOT, "%.3f", v);
  }
}
