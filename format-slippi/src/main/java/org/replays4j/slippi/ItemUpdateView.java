package org.replays4j.slippi;

import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.Bytes;
import org.replays4j.slippi.record.EventLayout;
import org.replays4j.slippi.record.ItemUpdate;

/**
 * Zero-allocation flyweight over one Item Update (command 0x3B) in the decoder's buffer:
 * the accessors have the names, types and absent-field semantics of {@link ItemUpdate} (an absent
 * field reads as 0; see the {@code has...} methods) and read the bytes on every call.
 *
 * <p><b>Only valid during the visitor call that received it:</b> the decoder reuses one instance for
 * every event and the bytes it points into are overwritten later. Call {@link #toRecord()} to keep
 * an event. See {@link SlippiVisitor} for how views and records are delivered.
 */
public final class ItemUpdateView extends EventView {
  // Offsets and presence sizes from the field table (EventLayout).
  private static final int O_FRAME = EventLayout.ITEM_UPDATE.offset("frame");
  private static final int O_TYPE_ID = EventLayout.ITEM_UPDATE.offset("typeId");
  private static final int O_STATE = EventLayout.ITEM_UPDATE.offset("state");
  private static final int O_FACING_DIRECTION = EventLayout.ITEM_UPDATE.offset("facingDirection");
  private static final int O_VELOCITY_X = EventLayout.ITEM_UPDATE.offset("velocityX");
  private static final int O_VELOCITY_Y = EventLayout.ITEM_UPDATE.offset("velocityY");
  private static final int O_POSITION_X = EventLayout.ITEM_UPDATE.offset("positionX");
  private static final int O_POSITION_Y = EventLayout.ITEM_UPDATE.offset("positionY");
  private static final int O_DAMAGE_TAKEN = EventLayout.ITEM_UPDATE.offset("damageTaken");
  private static final int O_EXPIRATION_TIMER = EventLayout.ITEM_UPDATE.offset("expirationTimer");
  private static final int O_SPAWN_ID = EventLayout.ITEM_UPDATE.offset("spawnId");
  private static final int E_SPAWN_ID = EventLayout.ITEM_UPDATE.end("spawnId");
  private static final int O_MISC1 = EventLayout.ITEM_UPDATE.offset("misc1");
  private static final int E_MISC1 = EventLayout.ITEM_UPDATE.end("misc1");
  private static final int O_MISC2 = EventLayout.ITEM_UPDATE.offset("misc2");
  private static final int E_MISC2 = EventLayout.ITEM_UPDATE.end("misc2");
  private static final int O_MISC3 = EventLayout.ITEM_UPDATE.offset("misc3");
  private static final int E_MISC3 = EventLayout.ITEM_UPDATE.end("misc3");
  private static final int O_MISC4 = EventLayout.ITEM_UPDATE.offset("misc4");
  private static final int E_MISC4 = EventLayout.ITEM_UPDATE.end("misc4");
  private static final int O_OWNER = EventLayout.ITEM_UPDATE.offset("owner");
  private static final int E_OWNER = EventLayout.ITEM_UPDATE.end("owner");
  private static final int O_INSTANCE_ID = EventLayout.ITEM_UPDATE.offset("instanceId");
  private static final int E_INSTANCE_ID = EventLayout.ITEM_UPDATE.end("instanceId");

  ItemUpdateView() {}

  /** A view over a copy of the bytes of {@code e} (offset -1), for adapters that pass records on. */
  static ItemUpdateView of(ItemUpdate e) {
    ItemUpdateView v = new ItemUpdateView();
    v.buffer(new SlippiWriter(e.payloadSize() + 1).itemUpdate(e).rawBytes(), -1);
    v.at(0, e.payloadSize());
    return v;
  }

  /** {@link ItemUpdate#frame()}. */
  public int frame() { return Bytes.s32be(b, c + O_FRAME); }

  /** {@link ItemUpdate#typeId()}. */
  public int typeId() { return Bytes.u16be(b, c + O_TYPE_ID); }

  /** {@link ItemUpdate#state()}. */
  public int state() { return b[c + O_STATE] & 0xFF; }

  /** {@link ItemUpdate#facingDirection()}. */
  public float facingDirection() { return Bytes.f32be(b, c + O_FACING_DIRECTION); }

  /** {@link ItemUpdate#velocityX()}. */
  public float velocityX() { return Bytes.f32be(b, c + O_VELOCITY_X); }

  /** {@link ItemUpdate#velocityY()}. */
  public float velocityY() { return Bytes.f32be(b, c + O_VELOCITY_Y); }

  /** {@link ItemUpdate#positionX()}. */
  public float positionX() { return Bytes.f32be(b, c + O_POSITION_X); }

  /** {@link ItemUpdate#positionY()}. */
  public float positionY() { return Bytes.f32be(b, c + O_POSITION_Y); }

  /** {@link ItemUpdate#damageTaken()}. */
  public int damageTaken() { return Bytes.u16be(b, c + O_DAMAGE_TAKEN); }

  /** {@link ItemUpdate#expirationTimer()}. */
  public float expirationTimer() { return Bytes.f32be(b, c + O_EXPIRATION_TIMER); }

  /** {@link ItemUpdate#spawnId()}. */
  public long spawnId() { return size >= E_SPAWN_ID ? Bytes.u32be(b, c + O_SPAWN_ID) : 0L; }

  /** {@link ItemUpdate#misc1()}. */
  public int misc1() { return size >= E_MISC1 ? b[c + O_MISC1] & 0xFF : 0; }

  /** {@link ItemUpdate#misc2()}. */
  public int misc2() { return size >= E_MISC2 ? b[c + O_MISC2] & 0xFF : 0; }

  /** {@link ItemUpdate#misc3()}. */
  public int misc3() { return size >= E_MISC3 ? b[c + O_MISC3] & 0xFF : 0; }

  /** {@link ItemUpdate#misc4()}. */
  public int misc4() { return size >= E_MISC4 ? b[c + O_MISC4] & 0xFF : 0; }

  /** {@link ItemUpdate#owner()}. */
  public int owner() { return size >= E_OWNER ? b[c + O_OWNER] : 0; }

  /** {@link ItemUpdate#instanceId()}. */
  public int instanceId() { return size >= E_INSTANCE_ID ? Bytes.u16be(b, c + O_INSTANCE_ID) : 0; }

  /**
   * {@link ItemUpdate#trailing()}, wrapping the decoder's buffer (no copy): valid only during the call.
   */
  public ByteSlice trailing() { return EventParser.trailingWrap(b, c, size, EventParser.ITEM_KNOWN); }

  /** {@link ItemUpdate#hasSpawnId()}. */
  public boolean hasSpawnId() { return size >= E_SPAWN_ID; }

  /** {@link ItemUpdate#hasMisc()}. */
  public boolean hasMisc() { return size >= E_MISC4; }

  /** {@link ItemUpdate#hasOwner()}. */
  public boolean hasOwner() { return size >= E_OWNER; }

  /** {@link ItemUpdate#hasInstanceId()}. */
  public boolean hasInstanceId() { return size >= E_INSTANCE_ID; }

  /**
   * The immutable record of this event (equal to the one the record callbacks receive). Built from
   * the accessors, small enough to be inlined, so that the allocation can be optimised away when
   * the record does not escape.
   */
  public ItemUpdate toRecord() {
    return new ItemUpdate(
        frame(), typeId(), state(), facingDirection(), velocityX(), velocityY(), positionX(), positionY(),
        damageTaken(), expirationTimer(), spawnId(), misc1(), misc2(), misc3(), misc4(), owner(),
        instanceId(), size, EventParser.trailing(b, c, size, EventParser.ITEM_KNOWN));
  }

  @Override
  public String toString() { return "View" + toRecord(); }
}
