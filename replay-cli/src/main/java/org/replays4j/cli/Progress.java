package org.replays4j.cli;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * A one-line progress bar redrawn in place on stderr (carriage return + ANSI erase line). Only
 * used when the console is a terminal; {@link #clear()} before printing other output.
 */
final class Progress {
  private static final int WIDTH = 30;
  private static final long MIN_REDRAW_NANOS = 100_000_000L;

  private final PrintWriter err;
  private final int total;
  private final long startNanos;
  private long lastDraw;
  private boolean drawn;

  Progress(PrintWriter err, int total, long startNanos) {
    this.err = err;
    this.total = total;
    this.startNanos = startNanos;
  }

  /** Redraws (at most ten times a second unless {@code force}). */
  void update(int done, long bytes, boolean force) {
    long now = System.nanoTime();
    if (!force && drawn && now - lastDraw < MIN_REDRAW_NANOS) return;
    lastDraw = now;
    int filled = total == 0 ? WIDTH : (int) ((long) WIDTH * done / total);
    double secs = Math.max(1e-9, (now - startNanos) / 1e9);
    err.print("\r\033[2K[" + "#".repeat(filled) + "-".repeat(WIDTH - filled) + "] "
        + String.format(Locale.ROOT, "%d/%d files  %.1f MB/s", done, total, bytes / 1e6 / secs));
    err.flush();
    drawn = true;
  }

  /** Erases the bar. */
  void clear() {
    if (drawn) {
      err.print("\r\033[2K");
      err.flush();
      drawn = false;
    }
  }
}
