package org.replays4j.core.event;

import java.util.List;
import org.replays4j.core.error.Damage;
import org.replays4j.core.io.ByteSlice;

/**
 * The visitor contract every format shares (ASM style, docs/DESIGN.md#one-shape-for-every-format).
 * A format's visitor ({@code SlippiVisitor}, {@code ScrepVisitor}, …) extends this class with one
 * {@code visit…} method per event type. Every method delegates to {@link #next} by default, so
 * adapters override only what they need and chain.
 *
 * <p>Call grammar, the same in every format: {@link #visitStart} once, then the format's events in
 * input order, {@link #visitUnknown} in place of any event the decoder does not know but can skip,
 * then {@link #visitEnd} once, unless the decode failed or a visitor threw {@link StopDecoding}. A
 * decoder in salvage mode ({@link DecoderBuilder#salvage(boolean)}) that meets damage after the
 * file's header calls {@link #visitDamage} once, right before {@link #visitEnd}, instead of
 * failing: the events before it are every complete event the file holds. The offset of the event
 * being delivered is {@link #eventOffset()} (see {@link EventCursor}). Visitors are not
 * thread-safe; one decode at a time.
 *
 * <p>A fan-out (a visitor that feeds several visitors side by side from one decode) calls {@link
 * #fanOutTo} in its constructor: the events every format shares then go to all of them here, and
 * the format's fan-out overrides each event of its own with one call to the set.
 *
 * @param <V> the format's visitor type
 */
public abstract class ReplayVisitor<V extends ReplayVisitor<V>> {
  /** The visitor this one delegates to, or {@code null}. */
  protected final V next;

  private EventCursor cursor = EventCursor.NONE;

  /** The visitors this one fans out to ({@link #fanOutTo}), or {@code null}. */
  private VisitorSet<V> fanOut;

  /**
   * @param next visitor to delegate to, or {@code null}
   */
  protected ReplayVisitor(V next) {
    this.next = next;
  }

  /**
   * Called once by the decoder before any event, with the cursor that gives each event's offset.
   * Overrides must call {@code super.visitStart(cursor)} so the cursor reaches the chain.
   */
  public void visitStart(EventCursor cursor) {
    this.cursor = cursor;
    if (fanOut != null) fanOut.each(ReplayVisitor::visitStart, cursor);
    else if (next != null) next.visitStart(cursor);
  }

  /**
   * Makes this visitor, which has no {@link #next}, a fan-out to {@code visitors}: from now on
   * {@link #visitStart}, {@link #visitUnknown}, {@link #visitDamage} and {@link #visitEnd} go to
   * each of them as {@link VisitorSet} hands events on. Returns the set, through which the
   * fan-out's overrides hand on the format's own events ({@code set.each(ButterVisitor::visitFrame,
   * frame)}). Call once, from the fan-out's constructor.
   *
   * @throws IllegalStateException when this visitor has a next visitor or already fans out
   */
  protected final VisitorSet<V> fanOutTo(List<? extends V> visitors) {
    if (next != null || fanOut != null) {
      throw new IllegalStateException("a fan-out has no next visitor and one set of visitors");
    }
    fanOut = new VisitorSet<>(visitors);
    return fanOut;
  }

  /**
   * Byte offset of the event being delivered (in the decoded stream), or -1 when unknown. Valid
   * during a {@code visit…} call only.
   */
  public final long eventOffset() {
    return cursor.eventOffset();
  }

  /**
   * An event this decoder does not know but could skip (forward compatibility): its type code in
   * the format's own numbering and its raw payload, valid only during the call (copy it to keep
   * it).
   */
  public void visitUnknown(int code, ByteSlice payload) {
    if (fanOut != null) fanOut.unknown(code, payload);
    else if (next != null) next.visitUnknown(code, payload);
  }

  /**
   * Salvage mode only: the input is damaged at {@code damage.offset()} and nothing after it can be
   * read; every complete event before the damage has been delivered, and {@link #visitEnd} follows.
   * Collectors mark what they build as partial.
   */
  public void visitDamage(Damage damage) {
    if (fanOut != null) fanOut.each(ReplayVisitor::visitDamage, damage);
    else if (next != null) next.visitDamage(damage);
  }

  /** Called once after the last event of a complete (or, in salvage mode, salvaged) decode. */
  public void visitEnd() {
    if (fanOut != null) fanOut.each(ReplayVisitor::visitEnd);
    else if (next != null) next.visitEnd();
  }
}
