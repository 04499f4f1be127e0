package org.replays4j.slippi;

import static org.replays4j.slippi.EventParser.FRAME_BOOKEND_KNOWN;
import static org.replays4j.slippi.EventParser.FRAME_START_KNOWN;
import static org.replays4j.slippi.EventParser.ITEM_UPDATE_KNOWN;
import static org.replays4j.slippi.EventParser.POST_FRAME_KNOWN;
import static org.replays4j.slippi.EventParser.PRE_FRAME_KNOWN;
import static org.replays4j.slippi.EventParser.trailing;

import org.replays4j.core.io.Bytes;
import org.replays4j.slippi.record.FrameBookend;
import org.replays4j.slippi.record.FrameStart;
import org.replays4j.slippi.record.ItemUpdate;
import org.replays4j.slippi.record.PostFrameUpdate;
import org.replays4j.slippi.record.PreFrameUpdate;

/**
 * The frame-event parsers the decoder used before the views: each builds its record straight from
 * the bytes, independently of the views' accessors, as the reference {@link SlippiViewTest}
 * compares {@code toRecord()} with.
 */
final class RecordParser {
  private RecordParser() {}

  static PreFrameUpdate pre(byte[] b, int c, int size) {
    return new PreFrameUpdate(
        Bytes.s32be(b, c + 0x01),
        Bytes.u8(b, c + 0x05),
        Bytes.u8(b, c + 0x06),
        Bytes.u32be(b, c + 0x07),
        Bytes.u16be(b, c + 0x0B),
        Bytes.f32be(b, c + 0x0D),
        Bytes.f32be(b, c + 0x11),
        Bytes.f32be(b, c + 0x15),
        Bytes.f32be(b, c + 0x19),
        Bytes.f32be(b, c + 0x1D),
        Bytes.f32be(b, c + 0x21),
        Bytes.f32be(b, c + 0x25),
        Bytes.f32be(b, c + 0x29),
        Bytes.u32be(b, c + 0x2D),
        Bytes.u16be(b, c + 0x31),
        Bytes.f32be(b, c + 0x33),
        Bytes.f32be(b, c + 0x37),
        size >= 0x3B ? b[c + 0x3B] : 0,
        size >= 0x3F ? Bytes.f32be(b, c + 0x3C) : 0f,
        size >= 0x40 ? b[c + 0x40] : 0,
        size >= 0x41 ? b[c + 0x41] : 0,
        size >= 0x42 ? b[c + 0x42] : 0,
        size,
        trailing(b, c, size, PRE_FRAME_KNOWN));
  }

  static PostFrameUpdate post(byte[] b, int c, int size) {
    boolean flags = size >= 0x33;
    boolean speeds = size >= 0x48;
    return new PostFrameUpdate(
        Bytes.s32be(b, c + 0x01),
        Bytes.u8(b, c + 0x05),
        Bytes.u8(b, c + 0x06),
        Bytes.u8(b, c + 0x07),
        Bytes.u16be(b, c + 0x08),
        Bytes.f32be(b, c + 0x0A),
        Bytes.f32be(b, c + 0x0E),
        Bytes.f32be(b, c + 0x12),
        Bytes.f32be(b, c + 0x16),
        Bytes.f32be(b, c + 0x1A),
        Bytes.u8(b, c + 0x1E),
        Bytes.u8(b, c + 0x1F),
        Bytes.u8(b, c + 0x20),
        Bytes.u8(b, c + 0x21),
        size >= 0x25 ? Bytes.f32be(b, c + 0x22) : 0f,
        size >= 0x26 ? Bytes.u8(b, c + 0x26) : 0,
        size >= 0x27 ? Bytes.u8(b, c + 0x27) : 0,
        size >= 0x28 ? Bytes.u8(b, c + 0x28) : 0,
        size >= 0x29 ? Bytes.u8(b, c + 0x29) : 0,
        size >= 0x2A ? Bytes.u8(b, c + 0x2A) : 0,
        size >= 0x2E ? Bytes.f32be(b, c + 0x2B) : 0f,
        size >= 0x2F ? Bytes.u8(b, c + 0x2F) : 0,
        size >= 0x31 ? Bytes.u16be(b, c + 0x30) : 0,
        size >= 0x32 ? Bytes.u8(b, c + 0x32) : 0,
        flags ? Bytes.u8(b, c + 0x33) : 0,
        size >= 0x34 ? Bytes.u8(b, c + 0x34) : 0,
        size >= 0x38 ? Bytes.f32be(b, c + 0x35) : 0f,
        size >= 0x3C ? Bytes.f32be(b, c + 0x39) : 0f,
        size >= 0x40 ? Bytes.f32be(b, c + 0x3D) : 0f,
        size >= 0x44 ? Bytes.f32be(b, c + 0x41) : 0f,
        speeds ? Bytes.f32be(b, c + 0x45) : 0f,
        size >= 0x4C ? Bytes.f32be(b, c + 0x49) : 0f,
        size >= 0x50 ? Bytes.u32be(b, c + 0x4D) : 0L,
        size >= 0x52 ? Bytes.u16be(b, c + 0x51) : 0,
        size >= 0x54 ? Bytes.u16be(b, c + 0x53) : 0,
        size,
        trailing(b, c, size, POST_FRAME_KNOWN));
  }

  static ItemUpdate item(byte[] b, int c, int size) {
    return new ItemUpdate(
        Bytes.s32be(b, c + 0x01),
        Bytes.u16be(b, c + 0x05),
        Bytes.u8(b, c + 0x07),
        Bytes.f32be(b, c + 0x08),
        Bytes.f32be(b, c + 0x0C),
        Bytes.f32be(b, c + 0x10),
        Bytes.f32be(b, c + 0x14),
        Bytes.f32be(b, c + 0x18),
        Bytes.u16be(b, c + 0x1C),
        Bytes.f32be(b, c + 0x1E),
        size >= 0x25 ? Bytes.u32be(b, c + 0x22) : 0L,
        size >= 0x26 ? Bytes.u8(b, c + 0x26) : 0,
        size >= 0x27 ? Bytes.u8(b, c + 0x27) : 0,
        size >= 0x28 ? Bytes.u8(b, c + 0x28) : 0,
        size >= 0x29 ? Bytes.u8(b, c + 0x29) : 0,
        size >= 0x2A ? b[c + 0x2A] : 0,
        size >= 0x2C ? Bytes.u16be(b, c + 0x2B) : 0,
        size,
        trailing(b, c, size, ITEM_UPDATE_KNOWN));
  }

  static FrameStart frameStart(byte[] b, int c, int size) {
    return new FrameStart(
        Bytes.s32be(b, c + 1),
        Bytes.u32be(b, c + 5),
        size >= 12 ? Bytes.u32be(b, c + 9) : 0L,
        size,
        trailing(b, c, size, FRAME_START_KNOWN));
  }

  static FrameBookend bookend(byte[] b, int c, int size) {
    return new FrameBookend(
        Bytes.s32be(b, c + 1),
        size >= 8 ? Bytes.s32be(b, c + 5) : 0,
        size,
        trailing(b, c, size, FRAME_BOOKEND_KNOWN));
  }
}
