package org.replays4j.core.event;

import java.util.List;
import java.util.function.Consumer;

/**
 * Visitors fed side by side by one decode, each as if it were alone: a format's fan-out visitor
 * (one {@code visit…} override per event, each {@code each(v -> v.visit…(event))}) hands every
 * event to all of them in order. A visitor that throws {@link StopDecoding} gets nothing more while
 * the others go on; once every visitor has stopped, {@link #each} throws {@link StopDecoding} so
 * that the decode stops. One decode at a time; not thread-safe.
 *
 * @param <V> the format's visitor type
 */
public final class VisitorSet<V> {
  private final Object[] live;
  private int n;

  /** The visitors, in the order they receive each event; they do not chain to one another. */
  public VisitorSet(List<? extends V> visitors) {
    this.live = visitors.toArray();
    this.n = live.length;
  }

  /**
   * Calls {@code call} on every visitor that has not stopped, in order.
   *
   * @throws StopDecoding when no visitor is left
   */
  @SuppressWarnings("unchecked")
  public void each(Consumer<? super V> call) {
    for (int i = 0; i < n; i++) {
      try {
        call.accept((V) live[i]);
      } catch (StopDecoding stop) {
        System.arraycopy(live, i + 1, live, i, n - i - 1);
        live[--n] = null;
        i--;
      }
    }
    if (n == 0) throw StopDecoding.INSTANCE;
  }
}
