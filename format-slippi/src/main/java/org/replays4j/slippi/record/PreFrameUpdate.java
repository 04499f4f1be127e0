package org.replays4j.slippi.record;

import java.util.Map;
import org.replays4j.core.io.ByteSlice;

/**
 * Pre-Frame Update (command 0x37): inputs and state right before the game uses the controller inputs.
 * Offsets in the component list are from the command byte, big-endian.
 *
 * @param frame 0x01 int32 frame number (starts at -123)
 * @param playerIndex 0x05 uint8 port index 0..3
 * @param follower 0x06 bool byte as stored: 1 for Nana, 0 otherwise (see {@link #isFollower()})
 * @param randomSeed 0x07 uint32 random seed
 * @param actionStateId 0x0B uint16 action state
 * @param positionX 0x0D float
 * @param positionY 0x11 float
 * @param facingDirection 0x15 float, -1 left, +1 right
 * @param joystickX 0x19 float, processed [-1, 1]
 * @param joystickY 0x1D float
 * @param cStickX 0x21 float
 * @param cStickY 0x25 float
 * @param trigger 0x29 float, processed [0, 1]
 * @param buttons 0x2D uint32 processed buttons
 * @param physicalButtons 0x31 uint16 physical buttons
 * @param physicalLTrigger 0x33 float
 * @param physicalRTrigger 0x37 float
 * @param ucfRawX 0x3B int8 raw x analog for UCF (1.2.0); see {@link #hasUcfRawX()}
 * @param percent 0x3C float damage percent (1.4.0); see {@link #hasPercent()}
 * @param ucfRawY 0x40 int8 raw y analog (3.15.0); see {@link #hasUcfRawY()}
 * @param cStickRawX 0x41 int8 raw c-stick x (3.17.0); see {@link #hasCStickRaw()}
 * @param cStickRawY 0x42 int8 raw c-stick y (3.17.0)
 * @param payloadSize payload size from Event Payloads
 * @param trailing payload bytes after the last complete field this decoder knows (copy): fields of
 *     a newer version, or a partial field; usually empty
 */
public record PreFrameUpdate(
    int frame, int playerIndex, int follower, long randomSeed, int actionStateId,
    float positionX, float positionY, float facingDirection, float joystickX, float joystickY,
    float cStickX, float cStickY, float trigger, long buttons, int physicalButtons,
    float physicalLTrigger, float physicalRTrigger, int ucfRawX, float percent, int ucfRawY,
    int cStickRawX, int cStickRawY, int payloadSize, ByteSlice trailing) implements SlippiEvent {

  /** Smallest payload with every base (0.1.0) field. */
  public static final int BASE_SIZE = EventLayout.PRE_FRAME.baseSize();

  private static final Map<String, Integer> OPTIONAL = EventLayout.PRE_FRAME.optionalFieldEnds();

  private static final int END_UCF_RAW_X = EventLayout.PRE_FRAME.end("ucfRawX");
  private static final int END_PERCENT = EventLayout.PRE_FRAME.end("percent");
  private static final int END_UCF_RAW_Y = EventLayout.PRE_FRAME.end("ucfRawY");
  private static final int END_C_STICK_RAW_Y = EventLayout.PRE_FRAME.end("cStickRawY");

  @Override public Map<String, Integer> optionalFieldEnds() { return OPTIONAL; }

  /** Whether this is the follower (Nana): {@code follower != 0}. */
  public boolean isFollower() { return follower != 0; }

  /** Whether {@link #ucfRawX()} is present (payload ≥ 59). */
  public boolean hasUcfRawX() { return payloadSize >= END_UCF_RAW_X; }

  /** Whether {@link #percent()} is present (payload ≥ 63). */
  public boolean hasPercent() { return payloadSize >= END_PERCENT; }

  /** Whether {@link #ucfRawY()} is present (payload ≥ 64). */
  public boolean hasUcfRawY() { return payloadSize >= END_UCF_RAW_Y; }

  /** Whether {@link #cStickRawX()} and {@link #cStickRawY()} are present (payload ≥ 66). */
  public boolean hasCStickRaw() { return payloadSize >= END_C_STICK_RAW_Y; }
}
