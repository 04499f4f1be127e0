package org.replays4j.core.event;

/**
 * The consumers of one decode that still listen, counted. A consumer that may stop on its own (an
 * event sink or a table's sink that returns false) is counted and leaves with {@link #stopped()}; a
 * consumer that needs the whole file (a stats collector) is counted and never leaves. The decode
 * stops when the last consumer leaves. One decode; not thread-safe.
 */
public final class Listeners {
  private int live;

  /** Counts {@code n} more consumers; returns this. */
  public Listeners add(int n) {
    live += n;
    return this;
  }

  /**
   * One consumer stops listening.
   *
   * @throws StopDecoding when it was the last, so that the decode stops
   */
  public void stopped() {
    if (--live == 0) throw StopDecoding.INSTANCE;
  }
}
