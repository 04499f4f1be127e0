package org.replays4j.slippi.record;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;

/**
 * The byte layout of the per-frame Slippi events, described once (#13): one line per field with its
 * name, wire type, offset (from the command byte, big-endian), the Slippi version that added it and a
 * doc. The payload size from which a field is present ({@link Field#end()}), the field-group end
 * tables of the decoder ({@link #ends()}), the {@code optionalFieldEnds} of the records, the
 * {@code has...} thresholds and the columns of the Slippi {@code frames} and {@code items} tables are
 * all derived from these lines; the records and views are checked against them by
 * {@code EventLayoutTest}. A field of a future Slippi version is one more line here.
 *
 * @param command command byte
 * @param name event name as the spec writes it
 * @param baseVersion version the event appeared in; fields of this version are always present
 * @param fields the fields in payload order; the names are the record components' names
 */
public record EventLayout(int command, String name, String baseVersion, List<Field> fields) {
  /** How a field is stored. Unsigned values are widened in Java (u8/u16 → int, u32 → long). */
  public enum Wire {
    /** Unsigned byte. */
    U8(1),
    /** Signed byte. */
    I8(1),
    /** Big-endian unsigned 16-bit. */
    U16(2),
    /** Big-endian signed 32-bit. */
    I32(4),
    /** Big-endian unsigned 32-bit. */
    U32(4),
    /** Big-endian IEEE 754 binary32. */
    F32(4);

    private final int width;

    Wire(int width) { this.width = width; }

    /** Bytes on the wire. */
    public int width() { return width; }
  }

  /**
   * One field.
   *
   * @param name record component name (camel case)
   * @param wire wire type
   * @param offset offset of the first byte from the command byte
   * @param since Slippi version that added the field
   * @param doc one sentence: meaning, unit, range
   */
  public record Field(String name, Wire wire, int offset, String since, String doc) {
    /** Validates. */
    public Field {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(wire, "wire");
      Objects.requireNonNull(since, "since");
      Objects.requireNonNull(doc, "doc");
      if (offset < 1) throw new IllegalArgumentException(name + ": offset must be >= 1");
    }

    /** The smallest payload size that holds this field: {@code offset + width - 1}. */
    public int end() { return offset + wire.width() - 1; }
  }

  /** Validates and copies; offsets must not overlap and must ascend. */
  public EventLayout {
    fields = List.copyOf(fields);
    int next = 1;
    for (Field f : fields) {
      if (f.offset() < next) throw new IllegalArgumentException(name + "." + f.name() + " overlaps the previous field");
      next = f.offset() + f.wire().width();
    }
  }

  /** A copy with {@code f} appended (how a future version's field is added, see the tests). */
  public EventLayout with(Field f) {
    List<Field> l = new ArrayList<>(fields);
    l.add(f);
    return new EventLayout(command, name, baseVersion, l);
  }

  /** The field named {@code name}; {@link IllegalArgumentException} when absent. */
  public Field field(String name) {
    for (Field f : fields) if (f.name().equals(name)) return f;
    throw new IllegalArgumentException(this.name + " has no field " + name);
  }

  /** Offset of field {@code name}. */
  public int offset(String name) { return field(name).offset(); }

  /** Payload size from which field {@code name} is present. */
  public int end(String name) { return field(name).end(); }

  /** Whether field {@code f} was added after the event appeared (present only in newer payloads). */
  public boolean isOptional(Field f) { return !f.since().equals(baseVersion); }

  /** The smallest payload with every base field. */
  public int baseSize() {
    int s = 0;
    for (Field f : fields) if (!isOptional(f)) s = Math.max(s, f.end());
    return s;
  }

  /** The payload size that holds every field. */
  public int fullSize() {
    int s = 0;
    for (Field f : fields) s = Math.max(s, f.end());
    return s;
  }

  /**
   * The payload sizes at which a field completes, from {@link #baseSize()} up, ascending: a payload
   * of size {@code s} holds every field whose end is at most {@code s}.
   */
  public int[] ends() {
    TreeSet<Integer> s = new TreeSet<>();
    s.add(baseSize());
    for (Field f : fields) if (f.end() >= baseSize()) s.add(f.end());
    return s.stream().mapToInt(Integer::intValue).toArray();
  }

  /**
   * Exclusive end offset (from the command byte) of each optional field, by name: the value of
   * {@link SlippiEvent#optionalFieldEnds()}.
   */
  public Map<String, Integer> optionalFieldEnds() {
    Map<String, Integer> m = new LinkedHashMap<>();
    for (Field f : fields) if (isOptional(f)) m.put(f.name(), f.end() + 1);
    return Collections.unmodifiableMap(m);
  }

  private static Field f(String name, Wire w, int offset, String since, String doc) {
    return new Field(name, w, offset, since, doc);
  }

  private static final Wire U8 = Wire.U8, I8 = Wire.I8, U16 = Wire.U16, I32 = Wire.I32, U32 = Wire.U32, F32 = Wire.F32;

  /** Pre-Frame Update (0x37): inputs and state right before the game uses the controller inputs. */
  public static final EventLayout PRE_FRAME = new EventLayout(0x37, "Pre-Frame Update", "0.1.0", List.of(
      f("frame", I32, 0x01, "0.1.0", "frame number, starts at -123"),
      f("playerIndex", U8, 0x05, "0.1.0", "port index 0..3"),
      f("follower", U8, 0x06, "0.1.0", "1 for the follower (Nana), 0 otherwise"),
      f("randomSeed", U32, 0x07, "0.1.0", "random seed"),
      f("actionStateId", U16, 0x0B, "0.1.0", "action state id"),
      f("positionX", F32, 0x0D, "0.1.0", "x position"),
      f("positionY", F32, 0x11, "0.1.0", "y position"),
      f("facingDirection", F32, 0x15, "0.1.0", "facing direction, -1 left, +1 right"),
      f("joystickX", F32, 0x19, "0.1.0", "processed joystick x, -1..1"),
      f("joystickY", F32, 0x1D, "0.1.0", "processed joystick y, -1..1"),
      f("cStickX", F32, 0x21, "0.1.0", "processed c-stick x, -1..1"),
      f("cStickY", F32, 0x25, "0.1.0", "processed c-stick y, -1..1"),
      f("trigger", F32, 0x29, "0.1.0", "processed analog trigger, 0..1"),
      f("buttons", U32, 0x2D, "0.1.0", "processed buttons bit field"),
      f("physicalButtons", U16, 0x31, "0.1.0", "physical buttons bit field"),
      f("physicalLTrigger", F32, 0x33, "0.1.0", "physical L trigger, 0..1"),
      f("physicalRTrigger", F32, 0x37, "0.1.0", "physical R trigger, 0..1"),
      f("ucfRawX", I8, 0x3B, "1.2.0", "raw joystick x for UCF"),
      f("percent", F32, 0x3C, "1.4.0", "damage percent"),
      f("ucfRawY", I8, 0x40, "3.15.0", "raw joystick y"),
      f("cStickRawX", I8, 0x41, "3.17.0", "raw c-stick x"),
      f("cStickRawY", I8, 0x42, "3.17.0", "raw c-stick y")));

  /** Post-Frame Update (0x38): character state at the end of the frame. */
  public static final EventLayout POST_FRAME = new EventLayout(0x38, "Post-Frame Update", "0.1.0", List.of(
      f("frame", I32, 0x01, "0.1.0", "frame number, starts at -123"),
      f("playerIndex", U8, 0x05, "0.1.0", "port index 0..3"),
      f("follower", U8, 0x06, "0.1.0", "1 for the follower (Nana), 0 otherwise"),
      f("internalCharacterId", U8, 0x07, "0.1.0", "internal character id"),
      f("actionStateId", U16, 0x08, "0.1.0", "action state id"),
      f("positionX", F32, 0x0A, "0.1.0", "x position"),
      f("positionY", F32, 0x0E, "0.1.0", "y position"),
      f("facingDirection", F32, 0x12, "0.1.0", "facing direction, -1 left, +1 right"),
      f("percent", F32, 0x16, "0.1.0", "damage percent"),
      f("shieldSize", F32, 0x1A, "0.1.0", "shield size, 60 full"),
      f("lastAttackLanded", U8, 0x1E, "0.1.0", "id of the last attack that hit"),
      f("currentComboCount", U8, 0x1F, "0.1.0", "combo count as the game counts it"),
      f("lastHitBy", U8, 0x20, "0.1.0", "port index of the last attacker"),
      f("stocksRemaining", U8, 0x21, "0.1.0", "stocks remaining"),
      f("actionStateFrameCounter", F32, 0x22, "0.2.0", "frames into the action state"),
      f("stateBitFlags1", U8, 0x26, "2.0.0", "state bit flags 1"),
      f("stateBitFlags2", U8, 0x27, "2.0.0", "state bit flags 2"),
      f("stateBitFlags3", U8, 0x28, "2.0.0", "state bit flags 3"),
      f("stateBitFlags4", U8, 0x29, "2.0.0", "state bit flags 4"),
      f("stateBitFlags5", U8, 0x2A, "2.0.0", "state bit flags 5"),
      f("miscAS", F32, 0x2B, "2.0.0", "misc action state value, hitstun remaining while in hitstun"),
      f("airborne", U8, 0x2F, "2.0.0", "0 grounded, 1 airborne"),
      f("lastGroundId", U16, 0x30, "2.0.0", "id of the last ground touched"),
      f("jumpsRemaining", U8, 0x32, "2.0.0", "jumps remaining"),
      f("lCancelStatus", U8, 0x33, "2.0.0", "L-cancel: 0 none, 1 success, 2 miss"),
      f("hurtboxCollisionState", U8, 0x34, "2.1.0", "hurtbox state: 0 vulnerable, 1 invulnerable, 2 intangible"),
      f("selfInducedAirXSpeed", F32, 0x35, "3.5.0", "self-induced air x speed"),
      f("selfInducedYSpeed", F32, 0x39, "3.5.0", "self-induced y speed"),
      f("attackBasedXSpeed", F32, 0x3D, "3.5.0", "attack-based x speed"),
      f("attackBasedYSpeed", F32, 0x41, "3.5.0", "attack-based y speed"),
      f("selfInducedGroundXSpeed", F32, 0x45, "3.5.0", "self-induced ground x speed"),
      f("hitlagRemaining", F32, 0x49, "3.8.0", "hitlag frames remaining"),
      f("animationIndex", U32, 0x4D, "3.11.0", "animation index"),
      f("lastHitByInstanceId", U16, 0x51, "3.16.0", "instance id of the last attacker"),
      f("instanceId", U16, 0x53, "3.16.0", "instance id of this character")));

  /** Item Update (0x3B): one per active item or projectile per frame. */
  public static final EventLayout ITEM_UPDATE = new EventLayout(0x3B, "Item Update", "2.2.0", List.of(
      f("frame", I32, 0x01, "2.2.0", "frame number"),
      f("typeId", U16, 0x05, "2.2.0", "item type id"),
      f("state", U8, 0x07, "2.2.0", "item state"),
      f("facingDirection", F32, 0x08, "2.2.0", "facing direction"),
      f("velocityX", F32, 0x0C, "2.2.0", "x velocity"),
      f("velocityY", F32, 0x10, "2.2.0", "y velocity"),
      f("positionX", F32, 0x14, "2.2.0", "x position"),
      f("positionY", F32, 0x18, "2.2.0", "y position"),
      f("damageTaken", U16, 0x1C, "2.2.0", "damage taken"),
      f("expirationTimer", F32, 0x1E, "2.2.0", "frames until expiration"),
      f("spawnId", U32, 0x22, "3.0.0", "spawn id, unique per item in the game (absent in the 2.2.0 pre-release)"),
      f("misc1", U8, 0x26, "3.2.0", "item-specific value 1"),
      f("misc2", U8, 0x27, "3.2.0", "item-specific value 2"),
      f("misc3", U8, 0x28, "3.2.0", "item-specific value 3"),
      f("misc4", U8, 0x29, "3.2.0", "item-specific value 4"),
      f("owner", I8, 0x2A, "3.6.0", "owner port index, -1 none"),
      f("instanceId", U16, 0x2B, "3.16.0", "instance id")));

  /** Frame Start (0x3A): first event of every frame. */
  public static final EventLayout FRAME_START = new EventLayout(0x3A, "Frame Start", "2.2.0", List.of(
      f("frame", I32, 0x01, "2.2.0", "frame number"),
      f("randomSeed", U32, 0x05, "2.2.0", "random seed"),
      f("sceneFrameCounter", U32, 0x09, "3.10.0", "scene frame counter, keeps counting during pauses")));

  /** Frame Bookend (0x3C): the whole frame has been sent. */
  public static final EventLayout FRAME_BOOKEND = new EventLayout(0x3C, "Frame Bookend", "3.0.0", List.of(
      f("frame", I32, 0x01, "3.0.0", "frame number"),
      f("latestFinalizedFrame", I32, 0x05, "3.7.0", "no frame up to this one will be re-sent")));

  /** The described events. */
  public static final List<EventLayout> ALL = List.of(PRE_FRAME, POST_FRAME, ITEM_UPDATE, FRAME_START, FRAME_BOOKEND);
}
