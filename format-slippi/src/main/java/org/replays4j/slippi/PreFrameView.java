package org.replays4j.slippi;

import org.replays4j.core.io.ByteSlice;
import org.replays4j.slippi.record.PreFrameUpdate;

/**
 * Zero-allocation flyweight over one Pre-Frame Update (command 0x37) in the decoder's buffer:
 * the accessors have the names, types and absent-field semantics of {@link PreFrameUpdate} (an absent
 * field reads as 0; see the {@code has...} methods) and read the bytes on every call.
 *
 * <p><b>Only valid during the visitor call that received it:</b> the decoder reuses one instance for
 * every event and the bytes it points into are overwritten later. Call {@link #toRecord()} to keep
 * an event. See {@link SlippiVisitor} for how views and records are delivered.
 */
public final class PreFrameView extends EventView {
  PreFrameView() {}

  /** A view over a copy of the bytes of {@code e} (offset -1), for adapters that pass records on. */
  static PreFrameView of(PreFrameUpdate e) {
    PreFrameView v = new PreFrameView();
    v.buffer(new SlippiWriter(e.payloadSize() + 1).preFrame(e).rawBytes(), -1);
    v.at(0, e.payloadSize());
    return v;
  }

  /** {@link PreFrameUpdate#frame()}. */
  public int frame() { return EventParser.i32(b, c + 0x01); }

  /** {@link PreFrameUpdate#playerIndex()}. */
  public int playerIndex() { return b[c + 0x05] & 0xFF; }

  /** {@link PreFrameUpdate#follower()}. */
  public int follower() { return b[c + 0x06] & 0xFF; }

  /** {@link PreFrameUpdate#randomSeed()}. */
  public long randomSeed() { return EventParser.u32(b, c + 0x07); }

  /** {@link PreFrameUpdate#actionStateId()}. */
  public int actionStateId() { return EventParser.u16(b, c + 0x0B); }

  /** {@link PreFrameUpdate#positionX()}. */
  public float positionX() { return EventParser.f32(b, c + 0x0D); }

  /** {@link PreFrameUpdate#positionY()}. */
  public float positionY() { return EventParser.f32(b, c + 0x11); }

  /** {@link PreFrameUpdate#facingDirection()}. */
  public float facingDirection() { return EventParser.f32(b, c + 0x15); }

  /** {@link PreFrameUpdate#joystickX()}. */
  public float joystickX() { return EventParser.f32(b, c + 0x19); }

  /** {@link PreFrameUpdate#joystickY()}. */
  public float joystickY() { return EventParser.f32(b, c + 0x1D); }

  /** {@link PreFrameUpdate#cStickX()}. */
  public float cStickX() { return EventParser.f32(b, c + 0x21); }

  /** {@link PreFrameUpdate#cStickY()}. */
  public float cStickY() { return EventParser.f32(b, c + 0x25); }

  /** {@link PreFrameUpdate#trigger()}. */
  public float trigger() { return EventParser.f32(b, c + 0x29); }

  /** {@link PreFrameUpdate#buttons()}. */
  public long buttons() { return EventParser.u32(b, c + 0x2D); }

  /** {@link PreFrameUpdate#physicalButtons()}. */
  public int physicalButtons() { return EventParser.u16(b, c + 0x31); }

  /** {@link PreFrameUpdate#physicalLTrigger()}. */
  public float physicalLTrigger() { return EventParser.f32(b, c + 0x33); }

  /** {@link PreFrameUpdate#physicalRTrigger()}. */
  public float physicalRTrigger() { return EventParser.f32(b, c + 0x37); }

  /** {@link PreFrameUpdate#ucfRawX()}. */
  public int ucfRawX() { return size >= 0x3B ? b[c + 0x3B] : 0; }

  /** {@link PreFrameUpdate#percent()}. */
  public float percent() { return size >= 0x3F ? EventParser.f32(b, c + 0x3C) : 0f; }

  /** {@link PreFrameUpdate#ucfRawY()}. */
  public int ucfRawY() { return size >= 0x40 ? b[c + 0x40] : 0; }

  /** {@link PreFrameUpdate#cStickRawX()}. */
  public int cStickRawX() { return size >= 0x41 ? b[c + 0x41] : 0; }

  /** {@link PreFrameUpdate#cStickRawY()}. */
  public int cStickRawY() { return size >= 0x42 ? b[c + 0x42] : 0; }

  /**
   * {@link PreFrameUpdate#trailing()}, wrapping the decoder's buffer (no copy): valid only during the call.
   */
  public ByteSlice trailing() { return EventParser.trailingWrap(b, c, size, EventParser.PRE_KNOWN); }

  /** {@link PreFrameUpdate#isFollower()}. */
  public boolean isFollower() { return b[c + 0x06] != 0; }

  /** {@link PreFrameUpdate#hasUcfRawX()}. */
  public boolean hasUcfRawX() { return size >= 0x3B; }

  /** {@link PreFrameUpdate#hasPercent()}. */
  public boolean hasPercent() { return size >= 0x3F; }

  /** {@link PreFrameUpdate#hasUcfRawY()}. */
  public boolean hasUcfRawY() { return size >= 0x40; }

  /** {@link PreFrameUpdate#hasCStickRaw()}. */
  public boolean hasCStickRaw() { return size >= 0x42; }

  /**
   * The immutable record of this event (equal to the one the record callbacks receive). Built from
   * the accessors, small enough to be inlined, so that the allocation can be optimised away when
   * the record does not escape.
   */
  public PreFrameUpdate toRecord() {
    return new PreFrameUpdate(
        frame(), playerIndex(), follower(), randomSeed(), actionStateId(), positionX(), positionY(),
        facingDirection(), joystickX(), joystickY(), cStickX(), cStickY(), trigger(), buttons(),
        physicalButtons(), physicalLTrigger(), physicalRTrigger(), ucfRawX(), percent(), ucfRawY(),
        cStickRawX(), cStickRawY(), size, EventParser.trailing(b, c, size, EventParser.PRE_KNOWN));
  }

  @Override
  public String toString() { return "View" + toRecord(); }
}
