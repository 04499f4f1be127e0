package org.replays4j.slippi;

import static org.replays4j.slippi.EventParser.FRAME_BOOKEND_KNOWN;
import static org.replays4j.slippi.EventParser.FRAME_START_KNOWN;
import static org.replays4j.slippi.EventParser.ITEM_UPDATE_KNOWN;
import static org.replays4j.slippi.EventParser.POST_FRAME_KNOWN;
import static org.replays4j.slippi.EventParser.PRE_FRAME_KNOWN;
import static org.replays4j.slippi.EventParser.trailing;

import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import org.replays4j.core.io.Bytes;
import org.replays4j.slippi.record.FrameBookend;
import org.replays4j.slippi.record.FrameStart;
import org.replays4j.slippi.record.ItemUpdate;
import org.replays4j.slippi.record.PostFrameUpdate;
import org.replays4j.slippi.record.PreFrameUpdate;

/**
 * The frame-event parsers the decoder used before the views: each builds its record straight from
 * the bytes, independently of the views' accessors, as the reference {@link SlippiViewTest}
 * compares {@code toRecord()} with. Each event is written once as its layout
 * (docs/formats/slippi.md): the record's components in order as {@code type@offset}, then the
 * payload size and the trailing bytes. A field the payload is too short for reads as 0 (its type's
 * zero).
 */
final class RecordParser {
  private RecordParser() {}

  private static final Layout PRE =
      new Layout(
          PreFrameUpdate.class,
          PRE_FRAME_KNOWN,
          "s32@01 u8@05 u8@06 u32@07 u16@0B f32@0D f32@11 f32@15 f32@19 f32@1D f32@21 f32@25"
              + " f32@29 u32@2D u16@31 f32@33 f32@37 s8@3B f32@3C s8@40 s8@41 s8@42");
  private static final Layout POST =
      new Layout(
          PostFrameUpdate.class,
          POST_FRAME_KNOWN,
          "s32@01 u8@05 u8@06 u8@07 u16@08 f32@0A f32@0E f32@12 f32@16 f32@1A u8@1E u8@1F u8@20"
              + " u8@21 f32@22 u8@26 u8@27 u8@28 u8@29 u8@2A f32@2B u8@2F u16@30 u8@32 u8@33 u8@34"
              + " f32@35 f32@39 f32@3D f32@41 f32@45 f32@49 u32@4D u16@51 u16@53");
  private static final Layout ITEM =
      new Layout(
          ItemUpdate.class,
          ITEM_UPDATE_KNOWN,
          "s32@01 u16@05 u8@07 f32@08 f32@0C f32@10 f32@14 f32@18 u16@1C f32@1E u32@22 u8@26 u8@27"
              + " u8@28 u8@29 s8@2A u16@2B");
  private static final Layout FRAME_START =
      new Layout(FrameStart.class, FRAME_START_KNOWN, "s32@01 u32@05 u32@09");
  private static final Layout BOOKEND =
      new Layout(FrameBookend.class, FRAME_BOOKEND_KNOWN, "s32@01 s32@05");

  static PreFrameUpdate pre(byte[] b, int c, int size) {
    return (PreFrameUpdate) PRE.parse(b, c, size);
  }

  static PostFrameUpdate post(byte[] b, int c, int size) {
    return (PostFrameUpdate) POST.parse(b, c, size);
  }

  static ItemUpdate item(byte[] b, int c, int size) {
    return (ItemUpdate) ITEM.parse(b, c, size);
  }

  static FrameStart frameStart(byte[] b, int c, int size) {
    return (FrameStart) FRAME_START.parse(b, c, size);
  }

  static FrameBookend bookend(byte[] b, int c, int size) {
    return (FrameBookend) BOOKEND.parse(b, c, size);
  }

  /** One event's fields ({@code type@offset}, hex offsets from the command byte). */
  private static final class Layout {
    private final Constructor<?> make;
    private final int[] known;
    private final String[] types;
    private final int[] offsets;

    Layout(Class<? extends Record> record, int[] known, String fields) {
      try {
        make =
            record.getDeclaredConstructor(
                Arrays.stream(record.getRecordComponents())
                    .map(RecordComponent::getType)
                    .toArray(Class<?>[]::new));
      } catch (NoSuchMethodException e) {
        throw new AssertionError(e);
      }
      this.known = known;
      String[] f = fields.split(" ");
      types = new String[f.length];
      offsets = new int[f.length];
      for (int i = 0; i < f.length; i++) {
        types[i] = f[i].substring(0, f[i].indexOf('@'));
        offsets[i] = Integer.parseInt(f[i].substring(f[i].indexOf('@') + 1), 16);
      }
    }

    Object parse(byte[] b, int c, int size) {
      Object[] args = new Object[types.length + 2];
      for (int i = 0; i < types.length; i++) args[i] = read(types[i], b, c, size, offsets[i]);
      args[types.length] = size;
      args[types.length + 1] = trailing(b, c, size, known);
      try {
        return make.newInstance(args);
      } catch (ReflectiveOperationException e) {
        throw new AssertionError(e);
      }
    }

    /** The field at {@code off}, or its type's zero when the payload ends before its last byte. */
    private static Object read(String type, byte[] b, int c, int size, int off) {
      int width = type.endsWith("8") ? 1 : type.endsWith("16") ? 2 : 4;
      boolean present = size >= off + width - 1;
      int i = c + off;
      return switch (type) {
        case "s8" -> present ? b[i] : (byte) 0;
        case "u8" -> present ? Bytes.u8(b, i) : 0;
        case "u16" -> present ? Bytes.u16be(b, i) : 0;
        case "s32" -> present ? Bytes.s32be(b, i) : 0;
        case "u32" -> present ? Bytes.u32be(b, i) : 0L;
        case "f32" -> present ? Bytes.f32be(b, i) : 0f;
        default -> throw new AssertionError(type);
      };
    }
  }
}
