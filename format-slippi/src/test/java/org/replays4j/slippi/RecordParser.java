package org.replays4j.slippi;

import static org.replays4j.slippi.EventParser.FRAME_BOOKEND_KNOWN;
import static org.replays4j.slippi.EventParser.FRAME_START_KNOWN;
import static org.replays4j.slippi.EventParser.ITEM_UPDATE_KNOWN;
import static org.replays4j.slippi.EventParser.POST_FRAME_KNOWN;
import static org.replays4j.slippi.EventParser.PRE_FRAME_KNOWN;
import static org.replays4j.slippi.EventParser.f32;
import static org.replays4j.slippi.EventParser.i32;
import static org.replays4j.slippi.EventParser.trailing;
import static org.replays4j.slippi.EventParser.u16;
import static org.replays4j.slippi.EventParser.u32;
import static org.replays4j.slippi.EventParser.u8;

import org.replays4j.slippi.record.FrameBookend;
import org.replays4j.slippi.record.FrameStart;
import org.replays4j.slippi.record.ItemUpdate;
import org.replays4j.slippi.record.PostFrameUpdate;
import org.replays4j.slippi.record.PreFrameUpdate;

/**
 * The frame-event parsers the decoder used before the views: each builds its record straight from the
 * bytes, independently of the views' accessors, as the reference {@link SlippiViewTest} compares
 * {@code toRecord()} with.
 */
final class RecordParser {
  private RecordParser() {}

  static PreFrameUpdate pre(byte[] b, int c, int size) {
    return new PreFrameUpdate(
        i32(b, c + 0x01), u8(b, c + 0x05), u8(b, c + 0x06), u32(b, c + 0x07), u16(b, c + 0x0B),
        f32(b, c + 0x0D), f32(b, c + 0x11), f32(b, c + 0x15), f32(b, c + 0x19), f32(b, c + 0x1D),
        f32(b, c + 0x21), f32(b, c + 0x25), f32(b, c + 0x29), u32(b, c + 0x2D), u16(b, c + 0x31),
        f32(b, c + 0x33), f32(b, c + 0x37),
        size >= 0x3B ? b[c + 0x3B] : 0,
        size >= 0x3F ? f32(b, c + 0x3C) : 0f,
        size >= 0x40 ? b[c + 0x40] : 0,
        size >= 0x41 ? b[c + 0x41] : 0,
        size >= 0x42 ? b[c + 0x42] : 0,
        size, trailing(b, c, size, PRE_FRAME_KNOWN));
  }

  static PostFrameUpdate post(byte[] b, int c, int size) {
    boolean flags = size >= 0x33;
    boolean speeds = size >= 0x48;
    return new PostFrameUpdate(
        i32(b, c + 0x01), u8(b, c + 0x05), u8(b, c + 0x06), u8(b, c + 0x07), u16(b, c + 0x08),
        f32(b, c + 0x0A), f32(b, c + 0x0E), f32(b, c + 0x12), f32(b, c + 0x16), f32(b, c + 0x1A),
        u8(b, c + 0x1E), u8(b, c + 0x1F), u8(b, c + 0x20), u8(b, c + 0x21),
        size >= 0x25 ? f32(b, c + 0x22) : 0f,
        size >= 0x26 ? u8(b, c + 0x26) : 0,
        size >= 0x27 ? u8(b, c + 0x27) : 0,
        size >= 0x28 ? u8(b, c + 0x28) : 0,
        size >= 0x29 ? u8(b, c + 0x29) : 0,
        size >= 0x2A ? u8(b, c + 0x2A) : 0,
        size >= 0x2E ? f32(b, c + 0x2B) : 0f,
        size >= 0x2F ? u8(b, c + 0x2F) : 0,
        size >= 0x31 ? u16(b, c + 0x30) : 0,
        size >= 0x32 ? u8(b, c + 0x32) : 0,
        flags ? u8(b, c + 0x33) : 0,
        size >= 0x34 ? u8(b, c + 0x34) : 0,
        size >= 0x38 ? f32(b, c + 0x35) : 0f,
        size >= 0x3C ? f32(b, c + 0x39) : 0f,
        size >= 0x40 ? f32(b, c + 0x3D) : 0f,
        size >= 0x44 ? f32(b, c + 0x41) : 0f,
        speeds ? f32(b, c + 0x45) : 0f,
        size >= 0x4C ? f32(b, c + 0x49) : 0f,
        size >= 0x50 ? u32(b, c + 0x4D) : 0L,
        size >= 0x52 ? u16(b, c + 0x51) : 0,
        size >= 0x54 ? u16(b, c + 0x53) : 0,
        size, trailing(b, c, size, POST_FRAME_KNOWN));
  }

  static ItemUpdate item(byte[] b, int c, int size) {
    return new ItemUpdate(
        i32(b, c + 0x01), u16(b, c + 0x05), u8(b, c + 0x07), f32(b, c + 0x08), f32(b, c + 0x0C),
        f32(b, c + 0x10), f32(b, c + 0x14), f32(b, c + 0x18), u16(b, c + 0x1C), f32(b, c + 0x1E),
        size >= 0x25 ? u32(b, c + 0x22) : 0L,
        size >= 0x26 ? u8(b, c + 0x26) : 0,
        size >= 0x27 ? u8(b, c + 0x27) : 0,
        size >= 0x28 ? u8(b, c + 0x28) : 0,
        size >= 0x29 ? u8(b, c + 0x29) : 0,
        size >= 0x2A ? b[c + 0x2A] : 0,
        size >= 0x2C ? u16(b, c + 0x2B) : 0,
        size, trailing(b, c, size, ITEM_UPDATE_KNOWN));
  }

  static FrameStart frameStart(byte[] b, int c, int size) {
    return new FrameStart(i32(b, c + 1), u32(b, c + 5), size >= 12 ? u32(b, c + 9) : 0L, size,
        trailing(b, c, size, FRAME_START_KNOWN));
  }

  static FrameBookend bookend(byte[] b, int c, int size) {
    return new FrameBookend(i32(b, c + 1), size >= 8 ? i32(b, c + 5) : 0, size, trailing(b, c, size, FRAME_BOOKEND_KNOWN));
  }
}
