package org.replays4j.slippi.record;

import java.util.Map;
import org.replays4j.core.io.ByteSlice;

/**
 * Post-Frame Update (command 0x38): character state at the end of the frame. Offsets are from the
 * command byte; optional fields are present only when the payload size covers them.
 *
 * @param frame 0x01 int32
 * @param playerIndex 0x05 uint8
 * @param follower 0x06 bool byte as stored (see {@link #isFollower()})
 * @param internalCharacterId 0x07 uint8 internal character id
 * @param actionStateId 0x08 uint16
 * @param positionX 0x0A float
 * @param positionY 0x0E float
 * @param facingDirection 0x12 float
 * @param percent 0x16 float
 * @param shieldSize 0x1A float
 * @param lastAttackLanded 0x1E uint8
 * @param currentComboCount 0x1F uint8
 * @param lastHitBy 0x20 uint8
 * @param stocksRemaining 0x21 uint8
 * @param actionStateFrameCounter 0x22 float (0.2.0)
 * @param stateBitFlags1 0x26 uint8 (2.0.0)
 * @param stateBitFlags2 0x27 uint8
 * @param stateBitFlags3 0x28 uint8
 * @param stateBitFlags4 0x29 uint8
 * @param stateBitFlags5 0x2A uint8
 * @param miscAS 0x2B float, hitstun remaining while in hitstun
 * @param airborne 0x2F bool byte as stored: 0 grounded, 1 airborne (see {@link #isAirborne()})
 * @param lastGroundId 0x30 uint16
 * @param jumpsRemaining 0x32 uint8
 * @param lCancelStatus 0x33 uint8, 0 none / 1 success / 2 miss
 * @param hurtboxCollisionState 0x34 uint8 (2.1.0)
 * @param selfInducedAirXSpeed 0x35 float (3.5.0)
 * @param selfInducedYSpeed 0x39 float
 * @param attackBasedXSpeed 0x3D float
 * @param attackBasedYSpeed 0x41 float
 * @param selfInducedGroundXSpeed 0x45 float
 * @param hitlagRemaining 0x49 float (3.8.0)
 * @param animationIndex 0x4D uint32 (3.11.0)
 * @param lastHitByInstanceId 0x51 uint16 (3.16.0)
 * @param instanceId 0x53 uint16 (3.16.0)
 * @param payloadSize payload size from Event Payloads
 * @param trailing payload bytes after the last complete field this decoder knows (copy): fields of
 *     a newer version, or a partial field; usually empty
 */
public record PostFrameUpdate(
    int frame, int playerIndex, int follower, int internalCharacterId, int actionStateId,
    float positionX, float positionY, float facingDirection, float percent, float shieldSize,
    int lastAttackLanded, int currentComboCount, int lastHitBy, int stocksRemaining,
    float actionStateFrameCounter, int stateBitFlags1, int stateBitFlags2, int stateBitFlags3,
    int stateBitFlags4, int stateBitFlags5, float miscAS, int airborne, int lastGroundId,
    int jumpsRemaining, int lCancelStatus, int hurtboxCollisionState, float selfInducedAirXSpeed,
    float selfInducedYSpeed, float attackBasedXSpeed, float attackBasedYSpeed,
    float selfInducedGroundXSpeed, float hitlagRemaining, long animationIndex,
    int lastHitByInstanceId, int instanceId, int payloadSize, ByteSlice trailing)
    implements SlippiEvent {

  /** Smallest payload with every base (0.1.0) field. */
  public static final int BASE_SIZE = EventLayout.POST_FRAME.baseSize();

  private static final Map<String, Integer> OPTIONAL = EventLayout.POST_FRAME.optionalFieldEnds();

  private static final int END_ACTION_STATE_FRAME_COUNTER = EventLayout.POST_FRAME.end("actionStateFrameCounter");
  private static final int END_L_CANCEL_STATUS = EventLayout.POST_FRAME.end("lCancelStatus");
  private static final int END_HURTBOX_COLLISION_STATE = EventLayout.POST_FRAME.end("hurtboxCollisionState");
  private static final int END_SELF_INDUCED_GROUND_XSPEED = EventLayout.POST_FRAME.end("selfInducedGroundXSpeed");
  private static final int END_HITLAG_REMAINING = EventLayout.POST_FRAME.end("hitlagRemaining");
  private static final int END_ANIMATION_INDEX = EventLayout.POST_FRAME.end("animationIndex");
  private static final int END_INSTANCE_ID = EventLayout.POST_FRAME.end("instanceId");

  @Override public Map<String, Integer> optionalFieldEnds() { return OPTIONAL; }

  /** Whether this is the follower (Nana): {@code follower != 0}. */
  public boolean isFollower() { return follower != 0; }

  /** Whether the character is airborne: {@code airborne != 0} (only meaningful with state flags). */
  public boolean isAirborne() { return airborne != 0; }

  /** Whether {@link #actionStateFrameCounter()} is present (payload ≥ 37). */
  public boolean hasActionStateFrameCounter() { return payloadSize >= END_ACTION_STATE_FRAME_COUNTER; }

  /** Whether the state bit flags, miscAS, ground/air, jumps and L-cancel are present (payload ≥ 51). */
  public boolean hasStateFlags() { return payloadSize >= END_L_CANCEL_STATUS; }

  /** Whether {@link #hurtboxCollisionState()} is present (payload ≥ 52). */
  public boolean hasHurtboxCollisionState() { return payloadSize >= END_HURTBOX_COLLISION_STATE; }

  /** Whether the five speed fields are present (payload ≥ 72). */
  public boolean hasSpeeds() { return payloadSize >= END_SELF_INDUCED_GROUND_XSPEED; }

  /** Whether {@link #hitlagRemaining()} is present (payload ≥ 76). */
  public boolean hasHitlagRemaining() { return payloadSize >= END_HITLAG_REMAINING; }

  /** Whether {@link #animationIndex()} is present (payload ≥ 80). */
  public boolean hasAnimationIndex() { return payloadSize >= END_ANIMATION_INDEX; }

  /** Whether both instance ids are present (payload ≥ 84). */
  public boolean hasInstanceIds() { return payloadSize >= END_INSTANCE_ID; }
}
