package org.replays4j.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * A one-line progress bar on stderr (carriage return + ANSI erase line): files done of total, MB/s
 * and an ETA from the bytes still to read. Redrawn by a timer (so it moves during a long file) and
 * after each result; {@link #clear()} erases it before a line is printed on stderr. It is only
 * created when stderr is a terminal that standard output does not share ({@link
 * Options.Parallel#progress}), so it never runs into the output. The rate and the ETA are measured
 * from the first file done (not from the start of the process, whose warm-up would make the first
 * estimate far too long), and the ETA shows only after {@link #ETA_FILES} files and {@link
 * #ETA_NANOS} of measurement. Thread-safe.
 */
final class Progress implements AutoCloseable {
  private static final int WIDTH = 30;

  /** How often the timer redraws. */
  static final long PERIOD_MILLIS = 200;

  /** Files done since the first one before an ETA is shown. */
  static final int ETA_FILES = 3;

  /** Time measured since the first file done before an ETA is shown. */
  static final long ETA_NANOS = 1_000_000_000L;

  private final PrintWriter err;
  private final long total;
  private final long totalBytes;
  private final long startNanos;
  private final ScheduledExecutorService timer;
  private long done;
  private long bytes;
  private long firstNanos;
  private long firstBytes;
  private boolean drawn;
  private boolean closed;

  /**
   * @param total files to do
   * @param totalBytes their stored size in bytes, or -1 when unknown (then no ETA)
   */
  Progress(PrintWriter err, long total, long totalBytes, long startNanos) {
    this.err = err;
    this.total = total;
    this.totalBytes = totalBytes;
    this.startNanos = startNanos;
    this.timer =
        Executors.newSingleThreadScheduledExecutor(
            r -> {
              Thread t = new Thread(r, "progress");
              t.setDaemon(true);
              return t;
            });
    timer.scheduleAtFixedRate(this::redraw, PERIOD_MILLIS, PERIOD_MILLIS, TimeUnit.MILLISECONDS);
  }

  /** One more file done, of {@code size} stored bytes. */
  synchronized void advance(long size) {
    advance(size, System.nanoTime());
  }

  /** {@link #advance(long)} at time {@code now}. */
  synchronized void advance(long size, long now) {
    done++;
    bytes += Math.max(0, size);
    if (done == 1) {
      firstNanos = now;
      firstBytes = bytes;
    }
  }

  /** Draws the bar now. */
  synchronized void redraw() {
    if (closed) return;
    err.print(line(System.nanoTime()));
    err.flush();
    drawn = true;
  }

  /** The bar as drawn at time {@code now}. */
  synchronized String line(long now) {
    int filled = total == 0 ? WIDTH : (int) Math.min(WIDTH, WIDTH * done / total);
    double secs = Math.max(1e-9, (now - startNanos) / 1e9);
    StringBuilder sb = new StringBuilder("\r\033[2K[");
    sb.append("#".repeat(filled)).append("-".repeat(WIDTH - filled)).append("] ");
    sb.append(done).append('/').append(total).append(" files  ");
    sb.append(String.format(Locale.ROOT, "%.1f MB/s", bytes / secs / 1e6));
    long measured = now - firstNanos;
    if (totalBytes >= 0
        && done < total
        && done > ETA_FILES
        && measured >= ETA_NANOS
        && bytes > firstBytes) {
      double rate = (bytes - firstBytes) / (measured / 1e9);
      sb.append("  ETA ").append(eta(Math.max(0, totalBytes - bytes) / rate));
    }
    return sb.toString();
  }

  static String eta(double seconds) {
    long s = (long) Math.ceil(seconds);
    if (s < 60) return s + " s";
    if (s < 3600) return String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    return String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
  }

  /** Erases the bar. */
  synchronized void clear() {
    if (drawn) {
      err.print("\r\033[2K");
      err.flush();
      drawn = false;
    }
  }

  /** Stops the timer and erases the bar. */
  @Override
  public synchronized void close() {
    timer.shutdownNow();
    clear();
    closed = true;
  }
}
