package org.replays4j.slippi;

import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.Bytes;
import org.replays4j.slippi.record.EventLayout;
import org.replays4j.slippi.record.FrameStart;

/**
 * Zero-allocation flyweight over one Frame Start (command 0x3A) in the decoder's buffer:
 * the accessors have the names, types and absent-field semantics of {@link FrameStart} (an absent
 * field reads as 0; see the {@code has...} methods) and read the bytes on every call.
 *
 * <p><b>Only valid during the visitor call that received it:</b> the decoder reuses one instance for
 * every event and the bytes it points into are overwritten later. Call {@link #toRecord()} to keep
 * an event. See {@link SlippiVisitor} for how views and records are delivered.
 */
public final class FrameStartView extends EventView {
  // Offsets and presence sizes from the field table (EventLayout).
  private static final int O_FRAME = EventLayout.FRAME_START.offset("frame");
  private static final int O_RANDOM_SEED = EventLayout.FRAME_START.offset("randomSeed");
  private static final int O_SCENE_FRAME_COUNTER = EventLayout.FRAME_START.offset("sceneFrameCounter");
  private static final int E_SCENE_FRAME_COUNTER = EventLayout.FRAME_START.end("sceneFrameCounter");

  FrameStartView() {}

  /** A view over a copy of the bytes of {@code e} (offset -1), for adapters that pass records on. */
  static FrameStartView of(FrameStart e) {
    FrameStartView v = new FrameStartView();
    v.buffer(new SlippiWriter(e.payloadSize() + 1).frameStart(e).rawBytes(), -1);
    v.at(0, e.payloadSize());
    return v;
  }

  /** {@link FrameStart#frame()}. */
  public int frame() { return Bytes.s32be(b, c + O_FRAME); }

  /** {@link FrameStart#randomSeed()}. */
  public long randomSeed() { return Bytes.u32be(b, c + O_RANDOM_SEED); }

  /** {@link FrameStart#sceneFrameCounter()}. */
  public long sceneFrameCounter() { return size >= E_SCENE_FRAME_COUNTER ? Bytes.u32be(b, c + O_SCENE_FRAME_COUNTER) : 0L; }

  /**
   * {@link FrameStart#trailing()}, wrapping the decoder's buffer (no copy): valid only during the call.
   */
  public ByteSlice trailing() { return EventParser.trailingWrap(b, c, size, EventParser.FRAME_START_KNOWN); }

  /** {@link FrameStart#hasSceneFrameCounter()}. */
  public boolean hasSceneFrameCounter() { return size >= E_SCENE_FRAME_COUNTER; }

  /**
   * The immutable record of this event (equal to the one the record callbacks receive). Built from
   * the accessors, small enough to be inlined, so that the allocation can be optimised away when
   * the record does not escape.
   */
  public FrameStart toRecord() {
    return new FrameStart(
        frame(), randomSeed(), sceneFrameCounter(), size, EventParser.trailing(b, c, size,
        EventParser.FRAME_START_KNOWN));
  }

  @Override
  public String toString() { return "View" + toRecord(); }
}
