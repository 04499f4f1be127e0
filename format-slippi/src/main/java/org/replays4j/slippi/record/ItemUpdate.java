package org.replays4j.slippi.record;

import java.util.Map;
import org.replays4j.core.io.ByteSlice;

/**
 * Item Update (command 0x3B): one per active item (or projectile) per frame.
 *
 * @param frame 0x01 int32
 * @param typeId 0x05 uint16 item type
 * @param state 0x07 uint8
 * @param facingDirection 0x08 float
 * @param velocityX 0x0C float
 * @param velocityY 0x10 float
 * @param positionX 0x14 float
 * @param positionY 0x18 float
 * @param damageTaken 0x1C uint16
 * @param expirationTimer 0x1E float
 * @param spawnId 0x22 uint32 (absent in the 2.2.0 pre-release, payload 35)
 * @param misc1 0x26 uint8 (3.2.0)
 * @param misc2 0x27 uint8
 * @param misc3 0x28 uint8
 * @param misc4 0x29 uint8
 * @param owner 0x2A int8 owner port index, -1 none (3.6.0)
 * @param instanceId 0x2B uint16 (3.16.0)
 * @param payloadSize payload size from Event Payloads
 * @param trailing payload bytes after the last complete field this decoder knows (copy): fields of
 *     a newer version, or a partial field; usually empty
 */
public record ItemUpdate(
    int frame, int typeId, int state, float facingDirection, float velocityX, float velocityY,
    float positionX, float positionY, int damageTaken, float expirationTimer, long spawnId, int misc1,
    int misc2, int misc3, int misc4, int owner, int instanceId, int payloadSize, ByteSlice trailing)
    implements SlippiEvent {

  /** Smallest payload with every base field (through the expiration timer). */
  public static final int BASE_SIZE = EventLayout.ITEM_UPDATE.baseSize();

  private static final Map<String, Integer> OPTIONAL = EventLayout.ITEM_UPDATE.optionalFieldEnds();

  private static final int END_SPAWN_ID = EventLayout.ITEM_UPDATE.end("spawnId");
  private static final int END_MISC4 = EventLayout.ITEM_UPDATE.end("misc4");
  private static final int END_OWNER = EventLayout.ITEM_UPDATE.end("owner");
  private static final int END_INSTANCE_ID = EventLayout.ITEM_UPDATE.end("instanceId");

  @Override public Map<String, Integer> optionalFieldEnds() { return OPTIONAL; }

  /** Whether {@link #spawnId()} is present (payload ≥ 37). */
  public boolean hasSpawnId() { return payloadSize >= END_SPAWN_ID; }

  /** Whether misc1..misc4 are present (payload ≥ 41). */
  public boolean hasMisc() { return payloadSize >= END_MISC4; }

  /** Whether {@link #owner()} is present (payload ≥ 42). */
  public boolean hasOwner() { return payloadSize >= END_OWNER; }

  /** Whether {@link #instanceId()} is present (payload ≥ 44). */
  public boolean hasInstanceId() { return payloadSize >= END_INSTANCE_ID; }
}
