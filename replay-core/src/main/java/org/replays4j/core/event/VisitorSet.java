package org.replays4j.core.event;

import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.ObjIntConsumer;
import org.replays4j.core.io.ByteSlice;

/**
 * Visitors fed side by side by one decode, each as if it were alone: a format's fan-out visitor
 * (see {@link ReplayVisitor#fanOutTo}) hands every event to all of them in order, one {@code
 * visit…} override per event of the format, each a single call such as {@code
 * each(ButterVisitor::visitFrame, frame)}; the events every format shares go on from {@link
 * ReplayVisitor} itself. The call is a method reference that captures nothing and the event travels
 * beside it, so that handing an event on allocates nothing. A visitor that throws {@link
 * StopDecoding} gets nothing more while the others go on; once every visitor has stopped, each
 * method throws {@link StopDecoding} so that the decode stops. One decode at a time; not
 * thread-safe.
 *
 * @param <V> the format's visitor type
 */
public final class VisitorSet<V extends ReplayVisitor<V>> {
  private final Object[] live;
  private int n;

  /** The visitors, in the order they receive each event; they do not chain to one another. */
  public VisitorSet(List<? extends V> visitors) {
    this.live = visitors.toArray();
    this.n = live.length;
  }

  /**
   * Calls {@code call} with {@code event} on every visitor that has not stopped, in order.
   *
   * @throws StopDecoding when no visitor is left
   */
  public <E> void each(BiConsumer<? super V, ? super E> call, E event) {
    deliver(call, event, null, 0);
  }

  /**
   * Calls {@code call} with {@code value} on every visitor that has not stopped, in order.
   *
   * @throws StopDecoding when no visitor is left
   */
  public void each(ObjIntConsumer<? super V> call, int value) {
    deliver(null, null, call, value);
  }

  /**
   * Calls {@code call} on every visitor that has not stopped, in order: an event without a value
   * ({@code ReplayVisitor::visitEnd}), or one whose values the call carries (which then allocates
   * it, for rare events).
   *
   * @throws StopDecoding when no visitor is left
   */
  public void each(Consumer<? super V> call) {
    each((v, c) -> c.accept(v), call);
  }

  /**
   * {@link ReplayVisitor#visitUnknown} to every visitor that has not stopped (an event the decoder
   * does not know is rare: the call that carries its code is made anew each time).
   */
  void unknown(int code, ByteSlice payload) {
    each((v, p) -> v.visitUnknown(code, p), payload);
  }

  /** One event to every live visitor: {@code call} with {@code event}, else {@code intCall}. */
  @SuppressWarnings("unchecked")
  private <E> void deliver(
      BiConsumer<? super V, ? super E> call,
      E event,
      ObjIntConsumer<? super V> intCall,
      int value) {
    for (int i = 0; i < n; i++) {
      V v = (V) live[i];
      try {
        if (call != null) call.accept(v, event);
        else intCall.accept(v, value);
      } catch (StopDecoding stop) {
        System.arraycopy(live, i + 1, live, i, n - i - 1);
        live[--n] = null;
        i--;
      }
    }
    if (n == 0) throw StopDecoding.INSTANCE;
  }
}
