package org.replays4j.slippi;

import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.Bytes;
import org.replays4j.slippi.record.EventLayout;
import org.replays4j.slippi.record.FrameBookend;

/**
 * Zero-allocation flyweight over one Frame Bookend (command 0x3C) in the decoder's buffer:
 * the accessors have the names, types and absent-field semantics of {@link FrameBookend} (an absent
 * field reads as 0; see the {@code has...} methods) and read the bytes on every call.
 *
 * <p><b>Only valid during the visitor call that received it:</b> the decoder reuses one instance for
 * every event and the bytes it points into are overwritten later. Call {@link #toRecord()} to keep
 * an event. See {@link SlippiVisitor} for how views and records are delivered.
 */
public final class FrameBookendView extends EventView {
  // Offsets and presence sizes from the field table (EventLayout).
  private static final int O_FRAME = EventLayout.FRAME_BOOKEND.offset("frame");
  private static final int O_LATEST_FINALIZED_FRAME = EventLayout.FRAME_BOOKEND.offset("latestFinalizedFrame");
  private static final int E_LATEST_FINALIZED_FRAME = EventLayout.FRAME_BOOKEND.end("latestFinalizedFrame");

  FrameBookendView() {}

  /** A view over a copy of the bytes of {@code e} (offset -1), for adapters that pass records on. */
  static FrameBookendView of(FrameBookend e) {
    FrameBookendView v = new FrameBookendView();
    v.buffer(new SlippiWriter(e.payloadSize() + 1).frameBookend(e).rawBytes(), -1);
    v.at(0, e.payloadSize());
    return v;
  }

  /** {@link FrameBookend#frame()}. */
  public int frame() { return Bytes.s32be(b, c + O_FRAME); }

  /** {@link FrameBookend#latestFinalizedFrame()}. */
  public int latestFinalizedFrame() { return size >= E_LATEST_FINALIZED_FRAME ? Bytes.s32be(b, c + O_LATEST_FINALIZED_FRAME) : 0; }

  /**
   * {@link FrameBookend#trailing()}, wrapping the decoder's buffer (no copy): valid only during the call.
   */
  public ByteSlice trailing() { return EventParser.trailingWrap(b, c, size, EventParser.BOOKEND_KNOWN); }

  /** {@link FrameBookend#hasLatestFinalizedFrame()}. */
  public boolean hasLatestFinalizedFrame() { return size >= E_LATEST_FINALIZED_FRAME; }

  /**
   * The immutable record of this event (equal to the one the record callbacks receive). Built from
   * the accessors, small enough to be inlined, so that the allocation can be optimised away when
   * the record does not escape.
   */
  public FrameBookend toRecord() {
    return new FrameBookend(
        frame(), latestFinalizedFrame(), size, EventParser.trailing(b, c, size, EventParser.BOOKEND_KNOWN));
  }

  @Override
  public String toString() { return "View" + toRecord(); }
}
