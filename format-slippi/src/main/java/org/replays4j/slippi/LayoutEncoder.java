package org.replays4j.slippi;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.RecordComponent;
import org.replays4j.slippi.record.EventLayout;

/**
 * Writes the fields of an event record at the offsets of its {@link EventLayout} (big-endian), each
 * only when the payload size covers it: the writer side of the one description of the events
 * ({@code events.tsv}; one encoder per event in the generated {@code EventRecords}). The record
 * component of each field is found by name; a missing one fails at class initialisation.
 */
final class LayoutEncoder {
  /** The encoder of each described event, by record class (from {@code EventRecords.ENCODERS}). */
  private static final ClassValue<LayoutEncoder> BY_RECORD =
      new ClassValue<>() {
        @Override
        protected LayoutEncoder computeValue(Class<?> type) {
          for (LayoutEncoder enc : EventRecords.ENCODERS)
            if (enc != null && enc.record == type) return enc;
          throw new IllegalArgumentException(type.getName() + " is not an event of events.tsv");
        }
      };

  private final Class<? extends Record> record;
  private final int command;
  private final int[] ends;
  private final int[] offset;
  private final int[] width;
  private final int[] kind; // 0 int, 1 long, 2 float
  private final MethodHandle[] get;

  LayoutEncoder(EventLayout layout, Class<? extends Record> record) {
    this.record = record;
    command = layout.command();
    ends = layout.ends();
    int n = layout.fields().size();
    offset = new int[n];
    width = new int[n];
    kind = new int[n];
    get = new MethodHandle[n];
    MethodHandles.Lookup lookup = MethodHandles.publicLookup();
    for (int i = 0; i < n; i++) {
      EventLayout.Field f = layout.fields().get(i);
      RecordComponent rc = null;
      for (RecordComponent x : record.getRecordComponents())
        if (x.getName().equals(f.name())) rc = x;
      if (rc == null)
        throw new IllegalStateException(record.getSimpleName() + " has no component " + f.name());
      Class<?> t = rc.getType();
      try {
        get[i] = lookup.unreflect(rc.getAccessor()).asType(MethodType.methodType(t, Object.class));
      } catch (IllegalAccessException e) {
        throw new IllegalStateException(e);
      }
      offset[i] = f.offset();
      width[i] = f.wire().width();
      kind[i] = t == long.class ? 1 : t == float.class ? 2 : 0;
    }
  }

  /** The encoder of the events whose record class is {@code record}. */
  static LayoutEncoder of(Class<?> record) {
    return BY_RECORD.get(record);
  }

  /** The command byte of the event. */
  int command() {
    return command;
  }

  /** The field-group ends of the layout ({@link EventLayout#ends()}). */
  int[] ends() {
    return ends;
  }

  /** Writes the fields of {@code e} into the event whose command byte is {@code raw[c]}. */
  void encode(byte[] raw, int c, int size, Object e) {
    try {
      for (int i = 0; i < offset.length; i++) {
        int w = width[i];
        if (offset[i] + w - 1 > size) continue;
        int v;
        switch (kind[i]) {
          case 1:
            v = (int) (long) get[i].invokeExact(e);
            break;
          case 2:
            v = Float.floatToRawIntBits((float) get[i].invokeExact(e));
            break;
          default:
            v = (int) get[i].invokeExact(e);
            break;
        }
        int p = c + offset[i];
        for (int k = 0; k < w; k++) raw[p + k] = (byte) (v >>> (8 * (w - 1 - k)));
      }
    } catch (RuntimeException | Error x) {
      throw x;
    } catch (Throwable x) {
      throw new IllegalStateException(x);
    }
  }
}
