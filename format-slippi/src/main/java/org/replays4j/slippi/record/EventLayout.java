package org.replays4j.slippi.record;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;

/**
 * The byte layout of the per-frame Slippi events, described once: one line per field with its name,
 * wire type, offset (from the command byte, big-endian), the Slippi version that added it and a
 * doc. The lines are those of {@code format-slippi/src/gen/events.tsv}, from which the build also
 * generates the records ({@link PreFrameUpdate} ...), the views, the column classes of {@code
 * SlippiGame} and their {@code has...} methods. The payload size from which a field is present
 * ({@link Field#end()}), the field-group end tables of the decoder ({@link #ends()}), the {@code
 * optionalFieldEnds} of the records, the writer and the columns of the Slippi {@code frames} and
 * {@code items} tables are derived from this class at run time. A field of a future Slippi version
 * is one more line in that table.
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

    Wire(int width) {
      this.width = width;
    }

    /** Bytes on the wire. */
    public int width() {
      return width;
    }
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
    public int end() {
      return offset + wire.width() - 1;
    }
  }

  /** Validates and copies; offsets must not overlap and must ascend. */
  public EventLayout {
    fields = List.copyOf(fields);
    int next = 1;
    for (Field f : fields) {
      if (f.offset() < next)
        throw new IllegalArgumentException(name + "." + f.name() + " overlaps the previous field");
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
  public int offset(String name) {
    return field(name).offset();
  }

  /** Payload size from which field {@code name} is present. */
  public int end(String name) {
    return field(name).end();
  }

  /**
   * Whether field {@code f} was added after the event appeared (present only in newer payloads).
   */
  public boolean isOptional(Field f) {
    return !f.since().equals(baseVersion);
  }

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
    int[] out = new int[s.size()];
    int i = 0;
    for (int e : s) out[i++] = e;
    return out;
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

  // The lines of the table live in format-slippi/src/gen/events.tsv; the build generates EventTable
  // (and the records, views and column classes; the stage events' records) from it.

  /** Pre-Frame Update (0x37): inputs and state right before the game uses the controller inputs. */
  public static final EventLayout PRE_FRAME = EventTable.PRE_FRAME;

  /** Post-Frame Update (0x38): character state at the end of the frame. */
  public static final EventLayout POST_FRAME = EventTable.POST_FRAME;

  /** Item Update (0x3B): one per active item or projectile per frame. */
  public static final EventLayout ITEM_UPDATE = EventTable.ITEM_UPDATE;

  /** Frame Start (0x3A): first event of every frame. */
  public static final EventLayout FRAME_START = EventTable.FRAME_START;

  /** Frame Bookend (0x3C): the whole frame has been sent. */
  public static final EventLayout FRAME_BOOKEND = EventTable.FRAME_BOOKEND;

  /** Fountain of Dreams platform (0x3F, 3.18.0): a platform's height changes. */
  public static final EventLayout FOD_PLATFORM = EventTable.FOD_PLATFORM;

  /** Whispy (0x40, 3.18.0): Dream Land 64's Whispy blows. */
  public static final EventLayout WHISPY = EventTable.WHISPY;

  /** Stadium transformation (0x41, 3.18.0): Pokémon Stadium transforms. */
  public static final EventLayout STADIUM_TRANSFORMATION = EventTable.STADIUM_TRANSFORMATION;

  /** The five frame events (those with views and columns). */
  public static final List<EventLayout> ALL = EventTable.ALL;

  /** The three stage events (records only). */
  public static final List<EventLayout> STAGE =
      List.of(FOD_PLATFORM, WHISPY, STADIUM_TRANSFORMATION);
}
