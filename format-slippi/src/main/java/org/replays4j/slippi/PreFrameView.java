package org.replays4j.slippi;

import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.Bytes;
import org.replays4j.slippi.record.EventLayout;
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
  // Offsets and presence sizes from the field table (EventLayout).
  private static final int O_FRAME = EventLayout.PRE_FRAME.offset("frame");
  private static final int O_PLAYER_INDEX = EventLayout.PRE_FRAME.offset("playerIndex");
  private static final int O_FOLLOWER = EventLayout.PRE_FRAME.offset("follower");
  private static final int O_RANDOM_SEED = EventLayout.PRE_FRAME.offset("randomSeed");
  private static final int O_ACTION_STATE_ID = EventLayout.PRE_FRAME.offset("actionStateId");
  private static final int O_POSITION_X = EventLayout.PRE_FRAME.offset("positionX");
  private static final int O_POSITION_Y = EventLayout.PRE_FRAME.offset("positionY");
  private static final int O_FACING_DIRECTION = EventLayout.PRE_FRAME.offset("facingDirection");
  private static final int O_JOYSTICK_X = EventLayout.PRE_FRAME.offset("joystickX");
  private static final int O_JOYSTICK_Y = EventLayout.PRE_FRAME.offset("joystickY");
  private static final int O_C_STICK_X = EventLayout.PRE_FRAME.offset("cStickX");
  private static final int O_C_STICK_Y = EventLayout.PRE_FRAME.offset("cStickY");
  private static final int O_TRIGGER = EventLayout.PRE_FRAME.offset("trigger");
  private static final int O_BUTTONS = EventLayout.PRE_FRAME.offset("buttons");
  private static final int O_PHYSICAL_BUTTONS = EventLayout.PRE_FRAME.offset("physicalButtons");
  private static final int O_PHYSICAL_LTRIGGER = EventLayout.PRE_FRAME.offset("physicalLTrigger");
  private static final int O_PHYSICAL_RTRIGGER = EventLayout.PRE_FRAME.offset("physicalRTrigger");
  private static final int O_UCF_RAW_X = EventLayout.PRE_FRAME.offset("ucfRawX");
  private static final int E_UCF_RAW_X = EventLayout.PRE_FRAME.end("ucfRawX");
  private static final int O_PERCENT = EventLayout.PRE_FRAME.offset("percent");
  private static final int E_PERCENT = EventLayout.PRE_FRAME.end("percent");
  private static final int O_UCF_RAW_Y = EventLayout.PRE_FRAME.offset("ucfRawY");
  private static final int E_UCF_RAW_Y = EventLayout.PRE_FRAME.end("ucfRawY");
  private static final int O_C_STICK_RAW_X = EventLayout.PRE_FRAME.offset("cStickRawX");
  private static final int E_C_STICK_RAW_X = EventLayout.PRE_FRAME.end("cStickRawX");
  private static final int O_C_STICK_RAW_Y = EventLayout.PRE_FRAME.offset("cStickRawY");
  private static final int E_C_STICK_RAW_Y = EventLayout.PRE_FRAME.end("cStickRawY");

  PreFrameView() {}

  /** A view over a copy of the bytes of {@code e} (offset -1), for adapters that pass records on. */
  static PreFrameView of(PreFrameUpdate e) {
    PreFrameView v = new PreFrameView();
    v.buffer(new SlippiWriter(e.payloadSize() + 1).preFrame(e).rawBytes(), -1);
    v.at(0, e.payloadSize());
    return v;
  }

  /** {@link PreFrameUpdate#frame()}. */
  public int frame() { return Bytes.s32be(b, c + O_FRAME); }

  /** {@link PreFrameUpdate#playerIndex()}. */
  public int playerIndex() { return b[c + O_PLAYER_INDEX] & 0xFF; }

  /** {@link PreFrameUpdate#follower()}. */
  public int follower() { return b[c + O_FOLLOWER] & 0xFF; }

  /** {@link PreFrameUpdate#randomSeed()}. */
  public long randomSeed() { return Bytes.u32be(b, c + O_RANDOM_SEED); }

  /** {@link PreFrameUpdate#actionStateId()}. */
  public int actionStateId() { return Bytes.u16be(b, c + O_ACTION_STATE_ID); }

  /** {@link PreFrameUpdate#positionX()}. */
  public float positionX() { return Bytes.f32be(b, c + O_POSITION_X); }

  /** {@link PreFrameUpdate#positionY()}. */
  public float positionY() { return Bytes.f32be(b, c + O_POSITION_Y); }

  /** {@link PreFrameUpdate#facingDirection()}. */
  public float facingDirection() { return Bytes.f32be(b, c + O_FACING_DIRECTION); }

  /** {@link PreFrameUpdate#joystickX()}. */
  public float joystickX() { return Bytes.f32be(b, c + O_JOYSTICK_X); }

  /** {@link PreFrameUpdate#joystickY()}. */
  public float joystickY() { return Bytes.f32be(b, c + O_JOYSTICK_Y); }

  /** {@link PreFrameUpdate#cStickX()}. */
  public float cStickX() { return Bytes.f32be(b, c + O_C_STICK_X); }

  /** {@link PreFrameUpdate#cStickY()}. */
  public float cStickY() { return Bytes.f32be(b, c + O_C_STICK_Y); }

  /** {@link PreFrameUpdate#trigger()}. */
  public float trigger() { return Bytes.f32be(b, c + O_TRIGGER); }

  /** {@link PreFrameUpdate#buttons()}. */
  public long buttons() { return Bytes.u32be(b, c + O_BUTTONS); }

  /** {@link PreFrameUpdate#physicalButtons()}. */
  public int physicalButtons() { return Bytes.u16be(b, c + O_PHYSICAL_BUTTONS); }

  /** {@link PreFrameUpdate#physicalLTrigger()}. */
  public float physicalLTrigger() { return Bytes.f32be(b, c + O_PHYSICAL_LTRIGGER); }

  /** {@link PreFrameUpdate#physicalRTrigger()}. */
  public float physicalRTrigger() { return Bytes.f32be(b, c + O_PHYSICAL_RTRIGGER); }

  /** {@link PreFrameUpdate#ucfRawX()}. */
  public int ucfRawX() { return size >= E_UCF_RAW_X ? b[c + O_UCF_RAW_X] : 0; }

  /** {@link PreFrameUpdate#percent()}. */
  public float percent() { return size >= E_PERCENT ? Bytes.f32be(b, c + O_PERCENT) : 0f; }

  /** {@link PreFrameUpdate#ucfRawY()}. */
  public int ucfRawY() { return size >= E_UCF_RAW_Y ? b[c + O_UCF_RAW_Y] : 0; }

  /** {@link PreFrameUpdate#cStickRawX()}. */
  public int cStickRawX() { return size >= E_C_STICK_RAW_X ? b[c + O_C_STICK_RAW_X] : 0; }

  /** {@link PreFrameUpdate#cStickRawY()}. */
  public int cStickRawY() { return size >= E_C_STICK_RAW_Y ? b[c + O_C_STICK_RAW_Y] : 0; }

  /**
   * {@link PreFrameUpdate#trailing()}, wrapping the decoder's buffer (no copy): valid only during the call.
   */
  public ByteSlice trailing() { return EventParser.trailingWrap(b, c, size, EventParser.PRE_KNOWN); }

  /** {@link PreFrameUpdate#isFollower()}. */
  public boolean isFollower() { return b[c + O_FOLLOWER] != 0; }

  /** {@link PreFrameUpdate#hasUcfRawX()}. */
  public boolean hasUcfRawX() { return size >= E_UCF_RAW_X; }

  /** {@link PreFrameUpdate#hasPercent()}. */
  public boolean hasPercent() { return size >= E_PERCENT; }

  /** {@link PreFrameUpdate#hasUcfRawY()}. */
  public boolean hasUcfRawY() { return size >= E_UCF_RAW_Y; }

  /** {@link PreFrameUpdate#hasCStickRaw()}. */
  public boolean hasCStickRaw() { return size >= E_C_STICK_RAW_Y; }

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
