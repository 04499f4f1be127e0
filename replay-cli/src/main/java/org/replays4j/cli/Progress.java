package org.replays4j.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * A one-line progress bar on stderr (carriage return + ANSI erase line): files done of total, MB/s
 * and an ETA from the bytes still to read. Redrawn by a timer (so it moves during a long file) and
 * after each result; {@link #print} puts a line on stdout without mixing it into the bar.
 * Thread-safe.
 */
final class Progress implements AutoCloseable {
  private static final int WIDTH = 30;

  /** How often the timer redraws. */
  static final long PERIOD_MILLIS = 200;

  private final PrintWriter err;
  private final int total;
  private final long totalBytes;
  private final long startNanos;
  private final ScheduledExecutorService timer;
  private int done;
  private long bytes;
  private boolean drawn;
  private boolean closed;

  /**
   * @param total files to do
   * @param totalBytes their stored size in bytes, or -1 when unknown (then no ETA)
   */
  Progress(PrintWriter err, int total, long totalBytes, long startNanos) {
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
    done++;
    bytes += Math.max(0, size);
  }

  /** Prints {@code line} on {@code out} with the bar erased first and drawn again after. */
  synchronized void print(PrintWriter out, String line) {
    clear();
    out.println(line);
    out.flush();
    redraw();
  }

  /** Draws the bar now. */
  synchronized void redraw() {
    if (closed) return;
    long now = System.nanoTime();
    int filled = total == 0 ? WIDTH : (int) ((long) WIDTH * done / total);
    double secs = Math.max(1e-9, (now - startNanos) / 1e9);
    double rate = bytes / secs;
    StringBuilder sb = new StringBuilder("\r\033[2K[");
    sb.append("#".repeat(filled)).append("-".repeat(WIDTH - filled)).append("] ");
    sb.append(done).append('/').append(total).append(" files  ");
    sb.append(String.format(Locale.ROOT, "%.1f MB/s", rate / 1e6));
    if (totalBytes >= 0 && done < total && bytes > 0) {
      sb.append("  ETA ").append(eta(Math.max(0, totalBytes - bytes) / rate));
    }
    err.print(sb);
    err.flush();
    drawn = true;
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
