package org.replays4j.slippi;

import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.Bytes;
import org.replays4j.slippi.record.EventLayout;
import org.replays4j.slippi.record.PostFrameUpdate;

/**
 * Zero-allocation flyweight over one Post-Frame Update (command 0x38) in the decoder's buffer:
 * the accessors have the names, types and absent-field semantics of {@link PostFrameUpdate} (an absent
 * field reads as 0; see the {@code has...} methods) and read the bytes on every call.
 *
 * <p><b>Only valid during the visitor call that received it:</b> the decoder reuses one instance for
 * every event and the bytes it points into are overwritten later. Call {@link #toRecord()} to keep
 * an event. See {@link SlippiVisitor} for how views and records are delivered.
 */
public final class PostFrameView extends EventView {
  // Offsets and presence sizes from the field table (EventLayout).
  private static final int O_FRAME = EventLayout.POST_FRAME.offset("frame");
  private static final int O_PLAYER_INDEX = EventLayout.POST_FRAME.offset("playerIndex");
  private static final int O_FOLLOWER = EventLayout.POST_FRAME.offset("follower");
  private static final int O_INTERNAL_CHARACTER_ID = EventLayout.POST_FRAME.offset("internalCharacterId");
  private static final int O_ACTION_STATE_ID = EventLayout.POST_FRAME.offset("actionStateId");
  private static final int O_POSITION_X = EventLayout.POST_FRAME.offset("positionX");
  private static final int O_POSITION_Y = EventLayout.POST_FRAME.offset("positionY");
  private static final int O_FACING_DIRECTION = EventLayout.POST_FRAME.offset("facingDirection");
  private static final int O_PERCENT = EventLayout.POST_FRAME.offset("percent");
  private static final int O_SHIELD_SIZE = EventLayout.POST_FRAME.offset("shieldSize");
  private static final int O_LAST_ATTACK_LANDED = EventLayout.POST_FRAME.offset("lastAttackLanded");
  private static final int O_CURRENT_COMBO_COUNT = EventLayout.POST_FRAME.offset("currentComboCount");
  private static final int O_LAST_HIT_BY = EventLayout.POST_FRAME.offset("lastHitBy");
  private static final int O_STOCKS_REMAINING = EventLayout.POST_FRAME.offset("stocksRemaining");
  private static final int O_ACTION_STATE_FRAME_COUNTER = EventLayout.POST_FRAME.offset("actionStateFrameCounter");
  private static final int E_ACTION_STATE_FRAME_COUNTER = EventLayout.POST_FRAME.end("actionStateFrameCounter");
  private static final int O_STATE_BIT_FLAGS1 = EventLayout.POST_FRAME.offset("stateBitFlags1");
  private static final int E_STATE_BIT_FLAGS1 = EventLayout.POST_FRAME.end("stateBitFlags1");
  private static final int O_STATE_BIT_FLAGS2 = EventLayout.POST_FRAME.offset("stateBitFlags2");
  private static final int E_STATE_BIT_FLAGS2 = EventLayout.POST_FRAME.end("stateBitFlags2");
  private static final int O_STATE_BIT_FLAGS3 = EventLayout.POST_FRAME.offset("stateBitFlags3");
  private static final int E_STATE_BIT_FLAGS3 = EventLayout.POST_FRAME.end("stateBitFlags3");
  private static final int O_STATE_BIT_FLAGS4 = EventLayout.POST_FRAME.offset("stateBitFlags4");
  private static final int E_STATE_BIT_FLAGS4 = EventLayout.POST_FRAME.end("stateBitFlags4");
  private static final int O_STATE_BIT_FLAGS5 = EventLayout.POST_FRAME.offset("stateBitFlags5");
  private static final int E_STATE_BIT_FLAGS5 = EventLayout.POST_FRAME.end("stateBitFlags5");
  private static final int O_MISC_AS = EventLayout.POST_FRAME.offset("miscAS");
  private static final int E_MISC_AS = EventLayout.POST_FRAME.end("miscAS");
  private static final int O_AIRBORNE = EventLayout.POST_FRAME.offset("airborne");
  private static final int E_AIRBORNE = EventLayout.POST_FRAME.end("airborne");
  private static final int O_LAST_GROUND_ID = EventLayout.POST_FRAME.offset("lastGroundId");
  private static final int E_LAST_GROUND_ID = EventLayout.POST_FRAME.end("lastGroundId");
  private static final int O_JUMPS_REMAINING = EventLayout.POST_FRAME.offset("jumpsRemaining");
  private static final int E_JUMPS_REMAINING = EventLayout.POST_FRAME.end("jumpsRemaining");
  private static final int O_L_CANCEL_STATUS = EventLayout.POST_FRAME.offset("lCancelStatus");
  private static final int E_L_CANCEL_STATUS = EventLayout.POST_FRAME.end("lCancelStatus");
  private static final int O_HURTBOX_COLLISION_STATE = EventLayout.POST_FRAME.offset("hurtboxCollisionState");
  private static final int E_HURTBOX_COLLISION_STATE = EventLayout.POST_FRAME.end("hurtboxCollisionState");
  private static final int O_SELF_INDUCED_AIR_XSPEED = EventLayout.POST_FRAME.offset("selfInducedAirXSpeed");
  private static final int E_SELF_INDUCED_AIR_XSPEED = EventLayout.POST_FRAME.end("selfInducedAirXSpeed");
  private static final int O_SELF_INDUCED_YSPEED = EventLayout.POST_FRAME.offset("selfInducedYSpeed");
  private static final int E_SELF_INDUCED_YSPEED = EventLayout.POST_FRAME.end("selfInducedYSpeed");
  private static final int O_ATTACK_BASED_XSPEED = EventLayout.POST_FRAME.offset("attackBasedXSpeed");
  private static final int E_ATTACK_BASED_XSPEED = EventLayout.POST_FRAME.end("attackBasedXSpeed");
  private static final int O_ATTACK_BASED_YSPEED = EventLayout.POST_FRAME.offset("attackBasedYSpeed");
  private static final int E_ATTACK_BASED_YSPEED = EventLayout.POST_FRAME.end("attackBasedYSpeed");
  private static final int O_SELF_INDUCED_GROUND_XSPEED = EventLayout.POST_FRAME.offset("selfInducedGroundXSpeed");
  private static final int E_SELF_INDUCED_GROUND_XSPEED = EventLayout.POST_FRAME.end("selfInducedGroundXSpeed");
  private static final int O_HITLAG_REMAINING = EventLayout.POST_FRAME.offset("hitlagRemaining");
  private static final int E_HITLAG_REMAINING = EventLayout.POST_FRAME.end("hitlagRemaining");
  private static final int O_ANIMATION_INDEX = EventLayout.POST_FRAME.offset("animationIndex");
  private static final int E_ANIMATION_INDEX = EventLayout.POST_FRAME.end("animationIndex");
  private static final int O_LAST_HIT_BY_INSTANCE_ID = EventLayout.POST_FRAME.offset("lastHitByInstanceId");
  private static final int E_LAST_HIT_BY_INSTANCE_ID = EventLayout.POST_FRAME.end("lastHitByInstanceId");
  private static final int O_INSTANCE_ID = EventLayout.POST_FRAME.offset("instanceId");
  private static final int E_INSTANCE_ID = EventLayout.POST_FRAME.end("instanceId");

  PostFrameView() {}

  /** A view over a copy of the bytes of {@code e} (offset -1), for adapters that pass records on. */
  static PostFrameView of(PostFrameUpdate e) {
    PostFrameView v = new PostFrameView();
    v.buffer(new SlippiWriter(e.payloadSize() + 1).postFrame(e).rawBytes(), -1);
    v.at(0, e.payloadSize());
    return v;
  }

  /** {@link PostFrameUpdate#frame()}. */
  public int frame() { return Bytes.s32be(b, c + O_FRAME); }

  /** {@link PostFrameUpdate#playerIndex()}. */
  public int playerIndex() { return b[c + O_PLAYER_INDEX] & 0xFF; }

  /** {@link PostFrameUpdate#follower()}. */
  public int follower() { return b[c + O_FOLLOWER] & 0xFF; }

  /** {@link PostFrameUpdate#internalCharacterId()}. */
  public int internalCharacterId() { return b[c + O_INTERNAL_CHARACTER_ID] & 0xFF; }

  /** {@link PostFrameUpdate#actionStateId()}. */
  public int actionStateId() { return Bytes.u16be(b, c + O_ACTION_STATE_ID); }

  /** {@link PostFrameUpdate#positionX()}. */
  public float positionX() { return Bytes.f32be(b, c + O_POSITION_X); }

  /** {@link PostFrameUpdate#positionY()}. */
  public float positionY() { return Bytes.f32be(b, c + O_POSITION_Y); }

  /** {@link PostFrameUpdate#facingDirection()}. */
  public float facingDirection() { return Bytes.f32be(b, c + O_FACING_DIRECTION); }

  /** {@link PostFrameUpdate#percent()}. */
  public float percent() { return Bytes.f32be(b, c + O_PERCENT); }

  /** {@link PostFrameUpdate#shieldSize()}. */
  public float shieldSize() { return Bytes.f32be(b, c + O_SHIELD_SIZE); }

  /** {@link PostFrameUpdate#lastAttackLanded()}. */
  public int lastAttackLanded() { return b[c + O_LAST_ATTACK_LANDED] & 0xFF; }

  /** {@link PostFrameUpdate#currentComboCount()}. */
  public int currentComboCount() { return b[c + O_CURRENT_COMBO_COUNT] & 0xFF; }

  /** {@link PostFrameUpdate#lastHitBy()}. */
  public int lastHitBy() { return b[c + O_LAST_HIT_BY] & 0xFF; }

  /** {@link PostFrameUpdate#stocksRemaining()}. */
  public int stocksRemaining() { return b[c + O_STOCKS_REMAINING] & 0xFF; }

  /** {@link PostFrameUpdate#actionStateFrameCounter()}. */
  public float actionStateFrameCounter() { return size >= E_ACTION_STATE_FRAME_COUNTER ? Bytes.f32be(b, c + O_ACTION_STATE_FRAME_COUNTER) : 0f; }

  /** {@link PostFrameUpdate#stateBitFlags1()}. */
  public int stateBitFlags1() { return size >= E_STATE_BIT_FLAGS1 ? b[c + O_STATE_BIT_FLAGS1] & 0xFF : 0; }

  /** {@link PostFrameUpdate#stateBitFlags2()}. */
  public int stateBitFlags2() { return size >= E_STATE_BIT_FLAGS2 ? b[c + O_STATE_BIT_FLAGS2] & 0xFF : 0; }

  /** {@link PostFrameUpdate#stateBitFlags3()}. */
  public int stateBitFlags3() { return size >= E_STATE_BIT_FLAGS3 ? b[c + O_STATE_BIT_FLAGS3] & 0xFF : 0; }

  /** {@link PostFrameUpdate#stateBitFlags4()}. */
  public int stateBitFlags4() { return size >= E_STATE_BIT_FLAGS4 ? b[c + O_STATE_BIT_FLAGS4] & 0xFF : 0; }

  /** {@link PostFrameUpdate#stateBitFlags5()}. */
  public int stateBitFlags5() { return size >= E_STATE_BIT_FLAGS5 ? b[c + O_STATE_BIT_FLAGS5] & 0xFF : 0; }

  /** {@link PostFrameUpdate#miscAS()}. */
  public float miscAS() { return size >= E_MISC_AS ? Bytes.f32be(b, c + O_MISC_AS) : 0f; }

  /** {@link PostFrameUpdate#airborne()}. */
  public int airborne() { return size >= E_AIRBORNE ? b[c + O_AIRBORNE] & 0xFF : 0; }

  /** {@link PostFrameUpdate#lastGroundId()}. */
  public int lastGroundId() { return size >= E_LAST_GROUND_ID ? Bytes.u16be(b, c + O_LAST_GROUND_ID) : 0; }

  /** {@link PostFrameUpdate#jumpsRemaining()}. */
  public int jumpsRemaining() { return size >= E_JUMPS_REMAINING ? b[c + O_JUMPS_REMAINING] & 0xFF : 0; }

  /** {@link PostFrameUpdate#lCancelStatus()}. */
  public int lCancelStatus() { return size >= E_L_CANCEL_STATUS ? b[c + O_L_CANCEL_STATUS] & 0xFF : 0; }

  /** {@link PostFrameUpdate#hurtboxCollisionState()}. */
  public int hurtboxCollisionState() { return size >= E_HURTBOX_COLLISION_STATE ? b[c + O_HURTBOX_COLLISION_STATE] & 0xFF : 0; }

  /** {@link PostFrameUpdate#selfInducedAirXSpeed()}. */
  public float selfInducedAirXSpeed() { return size >= E_SELF_INDUCED_AIR_XSPEED ? Bytes.f32be(b, c + O_SELF_INDUCED_AIR_XSPEED) : 0f; }

  /** {@link PostFrameUpdate#selfInducedYSpeed()}. */
  public float selfInducedYSpeed() { return size >= E_SELF_INDUCED_YSPEED ? Bytes.f32be(b, c + O_SELF_INDUCED_YSPEED) : 0f; }

  /** {@link PostFrameUpdate#attackBasedXSpeed()}. */
  public float attackBasedXSpeed() { return size >= E_ATTACK_BASED_XSPEED ? Bytes.f32be(b, c + O_ATTACK_BASED_XSPEED) : 0f; }

  /** {@link PostFrameUpdate#attackBasedYSpeed()}. */
  public float attackBasedYSpeed() { return size >= E_ATTACK_BASED_YSPEED ? Bytes.f32be(b, c + O_ATTACK_BASED_YSPEED) : 0f; }

  /** {@link PostFrameUpdate#selfInducedGroundXSpeed()}. */
  public float selfInducedGroundXSpeed() { return size >= E_SELF_INDUCED_GROUND_XSPEED ? Bytes.f32be(b, c + O_SELF_INDUCED_GROUND_XSPEED) : 0f; }

  /** {@link PostFrameUpdate#hitlagRemaining()}. */
  public float hitlagRemaining() { return size >= E_HITLAG_REMAINING ? Bytes.f32be(b, c + O_HITLAG_REMAINING) : 0f; }

  /** {@link PostFrameUpdate#animationIndex()}. */
  public long animationIndex() { return size >= E_ANIMATION_INDEX ? Bytes.u32be(b, c + O_ANIMATION_INDEX) : 0L; }

  /** {@link PostFrameUpdate#lastHitByInstanceId()}. */
  public int lastHitByInstanceId() { return size >= E_LAST_HIT_BY_INSTANCE_ID ? Bytes.u16be(b, c + O_LAST_HIT_BY_INSTANCE_ID) : 0; }

  /** {@link PostFrameUpdate#instanceId()}. */
  public int instanceId() { return size >= E_INSTANCE_ID ? Bytes.u16be(b, c + O_INSTANCE_ID) : 0; }

  /**
   * {@link PostFrameUpdate#trailing()}, wrapping the decoder's buffer (no copy): valid only during the call.
   */
  public ByteSlice trailing() { return EventParser.trailingWrap(b, c, size, EventParser.POST_KNOWN); }

  /** {@link PostFrameUpdate#isFollower()}. */
  public boolean isFollower() { return b[c + O_FOLLOWER] != 0; }

  /** {@link PostFrameUpdate#isAirborne()}. */
  public boolean isAirborne() { return airborne() != 0; }

  /** {@link PostFrameUpdate#hasActionStateFrameCounter()}. */
  public boolean hasActionStateFrameCounter() { return size >= E_ACTION_STATE_FRAME_COUNTER; }

  /** {@link PostFrameUpdate#hasStateFlags()}. */
  public boolean hasStateFlags() { return size >= E_L_CANCEL_STATUS; }

  /** {@link PostFrameUpdate#hasHurtboxCollisionState()}. */
  public boolean hasHurtboxCollisionState() { return size >= E_HURTBOX_COLLISION_STATE; }

  /** {@link PostFrameUpdate#hasSpeeds()}. */
  public boolean hasSpeeds() { return size >= E_SELF_INDUCED_GROUND_XSPEED; }

  /** {@link PostFrameUpdate#hasHitlagRemaining()}. */
  public boolean hasHitlagRemaining() { return size >= E_HITLAG_REMAINING; }

  /** {@link PostFrameUpdate#hasAnimationIndex()}. */
  public boolean hasAnimationIndex() { return size >= E_ANIMATION_INDEX; }

  /** {@link PostFrameUpdate#hasInstanceIds()}. */
  public boolean hasInstanceIds() { return size >= E_INSTANCE_ID; }

  /**
   * The immutable record of this event (equal to the one the record callbacks receive). Built from
   * the accessors, small enough to be inlined, so that the allocation can be optimised away when
   * the record does not escape.
   */
  public PostFrameUpdate toRecord() {
    return new PostFrameUpdate(
        frame(), playerIndex(), follower(), internalCharacterId(), actionStateId(), positionX(), positionY(),
        facingDirection(), percent(), shieldSize(), lastAttackLanded(), currentComboCount(), lastHitBy(),
        stocksRemaining(), actionStateFrameCounter(), stateBitFlags1(), stateBitFlags2(), stateBitFlags3(),
        stateBitFlags4(), stateBitFlags5(), miscAS(), airborne(), lastGroundId(), jumpsRemaining(),
        lCancelStatus(), hurtboxCollisionState(), selfInducedAirXSpeed(), selfInducedYSpeed(),
        attackBasedXSpeed(), attackBasedYSpeed(), selfInducedGroundXSpeed(), hitlagRemaining(),
        animationIndex(), lastHitByInstanceId(), instanceId(), size, EventParser.trailing(b, c, size,
        EventParser.POST_KNOWN));
  }

  @Override
  public String toString() { return "View" + toRecord(); }
}
