package org.replays4j.slippi;

import org.replays4j.core.io.ByteSlice;
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
  PostFrameView() {}

  /** A view over a copy of the bytes of {@code e} (offset -1), for adapters that pass records on. */
  static PostFrameView of(PostFrameUpdate e) {
    PostFrameView v = new PostFrameView();
    v.buffer(new SlippiWriter(e.payloadSize() + 1).postFrame(e).rawBytes(), -1);
    v.at(0, e.payloadSize());
    return v;
  }

  /** {@link PostFrameUpdate#frame()}. */
  public int frame() { return EventParser.i32(b, c + 0x01); }

  /** {@link PostFrameUpdate#playerIndex()}. */
  public int playerIndex() { return b[c + 0x05] & 0xFF; }

  /** {@link PostFrameUpdate#follower()}. */
  public int follower() { return b[c + 0x06] & 0xFF; }

  /** {@link PostFrameUpdate#internalCharacterId()}. */
  public int internalCharacterId() { return b[c + 0x07] & 0xFF; }

  /** {@link PostFrameUpdate#actionStateId()}. */
  public int actionStateId() { return EventParser.u16(b, c + 0x08); }

  /** {@link PostFrameUpdate#positionX()}. */
  public float positionX() { return EventParser.f32(b, c + 0x0A); }

  /** {@link PostFrameUpdate#positionY()}. */
  public float positionY() { return EventParser.f32(b, c + 0x0E); }

  /** {@link PostFrameUpdate#facingDirection()}. */
  public float facingDirection() { return EventParser.f32(b, c + 0x12); }

  /** {@link PostFrameUpdate#percent()}. */
  public float percent() { return EventParser.f32(b, c + 0x16); }

  /** {@link PostFrameUpdate#shieldSize()}. */
  public float shieldSize() { return EventParser.f32(b, c + 0x1A); }

  /** {@link PostFrameUpdate#lastAttackLanded()}. */
  public int lastAttackLanded() { return b[c + 0x1E] & 0xFF; }

  /** {@link PostFrameUpdate#currentComboCount()}. */
  public int currentComboCount() { return b[c + 0x1F] & 0xFF; }

  /** {@link PostFrameUpdate#lastHitBy()}. */
  public int lastHitBy() { return b[c + 0x20] & 0xFF; }

  /** {@link PostFrameUpdate#stocksRemaining()}. */
  public int stocksRemaining() { return b[c + 0x21] & 0xFF; }

  /** {@link PostFrameUpdate#actionStateFrameCounter()}. */
  public float actionStateFrameCounter() { return size >= 0x25 ? EventParser.f32(b, c + 0x22) : 0f; }

  /** {@link PostFrameUpdate#stateBitFlags1()}. */
  public int stateBitFlags1() { return size >= 0x26 ? b[c + 0x26] & 0xFF : 0; }

  /** {@link PostFrameUpdate#stateBitFlags2()}. */
  public int stateBitFlags2() { return size >= 0x27 ? b[c + 0x27] & 0xFF : 0; }

  /** {@link PostFrameUpdate#stateBitFlags3()}. */
  public int stateBitFlags3() { return size >= 0x28 ? b[c + 0x28] & 0xFF : 0; }

  /** {@link PostFrameUpdate#stateBitFlags4()}. */
  public int stateBitFlags4() { return size >= 0x29 ? b[c + 0x29] & 0xFF : 0; }

  /** {@link PostFrameUpdate#stateBitFlags5()}. */
  public int stateBitFlags5() { return size >= 0x2A ? b[c + 0x2A] & 0xFF : 0; }

  /** {@link PostFrameUpdate#miscAS()}. */
  public float miscAS() { return size >= 0x2E ? EventParser.f32(b, c + 0x2B) : 0f; }

  /** {@link PostFrameUpdate#airborne()}. */
  public int airborne() { return size >= 0x2F ? b[c + 0x2F] & 0xFF : 0; }

  /** {@link PostFrameUpdate#lastGroundId()}. */
  public int lastGroundId() { return size >= 0x31 ? EventParser.u16(b, c + 0x30) : 0; }

  /** {@link PostFrameUpdate#jumpsRemaining()}. */
  public int jumpsRemaining() { return size >= 0x32 ? b[c + 0x32] & 0xFF : 0; }

  /** {@link PostFrameUpdate#lCancelStatus()}. */
  public int lCancelStatus() { return size >= 0x33 ? b[c + 0x33] & 0xFF : 0; }

  /** {@link PostFrameUpdate#hurtboxCollisionState()}. */
  public int hurtboxCollisionState() { return size >= 0x34 ? b[c + 0x34] & 0xFF : 0; }

  /** {@link PostFrameUpdate#selfInducedAirXSpeed()}. */
  public float selfInducedAirXSpeed() { return size >= 0x38 ? EventParser.f32(b, c + 0x35) : 0f; }

  /** {@link PostFrameUpdate#selfInducedYSpeed()}. */
  public float selfInducedYSpeed() { return size >= 0x3C ? EventParser.f32(b, c + 0x39) : 0f; }

  /** {@link PostFrameUpdate#attackBasedXSpeed()}. */
  public float attackBasedXSpeed() { return size >= 0x40 ? EventParser.f32(b, c + 0x3D) : 0f; }

  /** {@link PostFrameUpdate#attackBasedYSpeed()}. */
  public float attackBasedYSpeed() { return size >= 0x44 ? EventParser.f32(b, c + 0x41) : 0f; }

  /** {@link PostFrameUpdate#selfInducedGroundXSpeed()}. */
  public float selfInducedGroundXSpeed() { return size >= 0x48 ? EventParser.f32(b, c + 0x45) : 0f; }

  /** {@link PostFrameUpdate#hitlagRemaining()}. */
  public float hitlagRemaining() { return size >= 0x4C ? EventParser.f32(b, c + 0x49) : 0f; }

  /** {@link PostFrameUpdate#animationIndex()}. */
  public long animationIndex() { return size >= 0x50 ? EventParser.u32(b, c + 0x4D) : 0L; }

  /** {@link PostFrameUpdate#lastHitByInstanceId()}. */
  public int lastHitByInstanceId() { return size >= 0x52 ? EventParser.u16(b, c + 0x51) : 0; }

  /** {@link PostFrameUpdate#instanceId()}. */
  public int instanceId() { return size >= 0x54 ? EventParser.u16(b, c + 0x53) : 0; }

  /**
   * {@link PostFrameUpdate#trailing()}, wrapping the decoder's buffer (no copy): valid only during the call.
   */
  public ByteSlice trailing() { return EventParser.trailingWrap(b, c, size, EventParser.POST_KNOWN); }

  /** {@link PostFrameUpdate#isFollower()}. */
  public boolean isFollower() { return b[c + 0x06] != 0; }

  /** {@link PostFrameUpdate#isAirborne()}. */
  public boolean isAirborne() { return airborne() != 0; }

  /** {@link PostFrameUpdate#hasActionStateFrameCounter()}. */
  public boolean hasActionStateFrameCounter() { return size >= 0x25; }

  /** {@link PostFrameUpdate#hasStateFlags()}. */
  public boolean hasStateFlags() { return size >= 0x33; }

  /** {@link PostFrameUpdate#hasHurtboxCollisionState()}. */
  public boolean hasHurtboxCollisionState() { return size >= 0x34; }

  /** {@link PostFrameUpdate#hasSpeeds()}. */
  public boolean hasSpeeds() { return size >= 0x48; }

  /** {@link PostFrameUpdate#hasHitlagRemaining()}. */
  public boolean hasHitlagRemaining() { return size >= 0x4C; }

  /** {@link PostFrameUpdate#hasAnimationIndex()}. */
  public boolean hasAnimationIndex() { return size >= 0x50; }

  /** {@link PostFrameUpdate#hasInstanceIds()}. */
  public boolean hasInstanceIds() { return size >= 0x54; }

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
