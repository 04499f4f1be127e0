package org.replays4j.slippi;

import org.replays4j.core.io.ByteSlice;
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
  ItemUpdateView() {}

  /** A view over a copy of the bytes of {@code e} (offset -1), for adapters that pass records on. */
  static ItemUpdateView of(ItemUpdate e) {
    ItemUpdateView v = new ItemUpdateView();
    v.buffer(new SlippiWriter(e.payloadSize() + 1).itemUpdate(e).rawBytes(), -1);
    v.at(0, e.payloadSize());
    return v;
  }

  /** {@link ItemUpdate#frame()}. */
  public int frame() { return EventParser.i32(b, c + 0x01); }

  /** {@link ItemUpdate#typeId()}. */
  public int typeId() { return EventParser.u16(b, c + 0x05); }

  /** {@link ItemUpdate#state()}. */
  public int state() { return b[c + 0x07] & 0xFF; }

  /** {@link ItemUpdate#facingDirection()}. */
  public float facingDirection() { return EventParser.f32(b, c + 0x08); }

  /** {@link ItemUpdate#velocityX()}. */
  public float velocityX() { return EventParser.f32(b, c + 0x0C); }

  /** {@link ItemUpdate#velocityY()}. */
  public float velocityY() { return EventParser.f32(b, c + 0x10); }

  /** {@link ItemUpdate#positionX()}. */
  public float positionX() { return EventParser.f32(b, c + 0x14); }

  /** {@link ItemUpdate#positionY()}. */
  public float positionY() { return EventParser.f32(b, c + 0x18); }

  /** {@link ItemUpdate#damageTaken()}. */
  public int damageTaken() { return EventParser.u16(b, c + 0x1C); }

  /** {@link ItemUpdate#expirationTimer()}. */
  public float expirationTimer() { return EventParser.f32(b, c + 0x1E); }

  /** {@link ItemUpdate#spawnId()}. */
  public long spawnId() { return size >= 0x25 ? EventParser.u32(b, c + 0x22) : 0L; }

  /** {@link ItemUpdate#misc1()}. */
  public int misc1() { return size >= 0x26 ? b[c + 0x26] & 0xFF : 0; }

  /** {@link ItemUpdate#misc2()}. */
  public int misc2() { return size >= 0x27 ? b[c + 0x27] & 0xFF : 0; }

  /** {@link ItemUpdate#misc3()}. */
  public int misc3() { return size >= 0x28 ? b[c + 0x28] & 0xFF : 0; }

  /** {@link ItemUpdate#misc4()}. */
  public int misc4() { return size >= 0x29 ? b[c + 0x29] & 0xFF : 0; }

  /** {@link ItemUpdate#owner()}. */
  public int owner() { return size >= 0x2A ? b[c + 0x2A] : 0; }

  /** {@link ItemUpdate#instanceId()}. */
  public int instanceId() { return size >= 0x2C ? EventParser.u16(b, c + 0x2B) : 0; }

  /**
   * {@link ItemUpdate#trailing()}, wrapping the decoder's buffer (no copy): valid only during the call.
   */
  public ByteSlice trailing() { return EventParser.trailingWrap(b, c, size, EventParser.ITEM_KNOWN); }

  /** {@link ItemUpdate#hasSpawnId()}. */
  public boolean hasSpawnId() { return size >= 0x25; }

  /** {@link ItemUpdate#hasMisc()}. */
  public boolean hasMisc() { return size >= 0x29; }

  /** {@link ItemUpdate#hasOwner()}. */
  public boolean hasOwner() { return size >= 0x2A; }

  /** {@link ItemUpdate#hasInstanceId()}. */
  public boolean hasInstanceId() { return size >= 0x2C; }

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
