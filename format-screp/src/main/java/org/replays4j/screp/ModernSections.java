package org.replays4j.screp;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.Bytes;
import org.replays4j.screp.record.Limits;
import org.replays4j.screp.record.PlayerColors;
import org.replays4j.screp.record.ShieldBattery;

/**
 * The 1.18+ tagged sections (docs/formats/screp.md#modern-sections): {@code SKIN, LMTS, BFIX, CCLR,
 * GCFG} wrap their payload in the section container; {@code Sbat} and unknown tags are raw.
 */
final class ModernSections {
  private ModernSections() {}

  /** Decompressed size of each Blizzard section, by tag. */
  static int blizzardSize(String tag) {
    return switch (tag) {
      case "SKIN" -> 0x15E0;
      case "LMTS" -> 0x1C;
      case "BFIX" -> 0x08;
      case "CCLR" -> 0xC0;
      case "GCFG" -> 0x19;
      default -> -1;
    };
  }

  /** RGB (0..255) of the CCLR colour footprints by colour id; null where the colour has none. */
  private static final int[][] FOOTPRINT_RGB = {
    {244, 4, 4}, {12, 72, 204}, {44, 180, 148}, {136, 64, 156}, {248, 140, 20}, {112, 48, 20},
    {204, 224, 208}, {252, 252, 56}, {8, 128, 8}, {252, 252, 124}, {236, 196, 176}, null,
    {116, 164, 124}, {114, 144, 184}, null, {0, 228, 252}, {255, 196, 228}, {128, 128, 0},
    {210, 245, 60}, {0, 0, 128}, {64, 104, 212}, {240, 50, 230}, {128, 128, 128}, {60, 60, 60}
  };

  /** The colour id whose footprint equals the 16-byte CCLR record at {@code b[o]}, or -1. */
  static int colorByFootprint(byte[] b, int o) {
    if (Bytes.u32le(b, o + 12) != 0x3F800000L) return -1;
    outer:
    for (int id = 0; id < FOOTPRINT_RGB.length; id++) {
      int[] rgb = FOOTPRINT_RGB[id];
      if (rgb == null) continue;
      for (int k = 0; k < 3; k++) {
        long bits = Float.floatToIntBits((float) (rgb[k] / 255.0)) & 0xFFFFFFFFL;
        if (Bytes.u32le(b, o + 4 * k) != bits) continue outer;
      }
      return id;
    }
    return -1;
  }

  static void handle(
      String tag, byte[] b, int o, int size, long at, ScrepVisitor visitor, ScrepDecoder decoder)
      throws IOException {
    int expected = blizzardSize(tag);
    if (expected < 0) {
      ByteSlice raw = ByteSlice.wrap(b, o, size);
      visitor.visitModernSection(tag, raw);
      if (tag.equals("Sbat")) {
        ShieldBattery sb = shieldBattery(b, o, size);
        if (sb != null) visitor.visitShieldBattery(sb);
      }
      return;
    }
    byte[] data;
    // The payload follows the tag and size (8 bytes from at): read on its own, it reports
    // damage at its offsets in the file, like every other section.
    try (SectionReader inner =
        new SectionReader(new RawInput.ArrayInput(b, o, o + size, at + 8), decoder, visitor)) {
      inner.setZlib(true);
      data = inner.readAll(tag, expected);
    }
    visitor.visitModernSection(tag, ByteSlice.wrap(data));
    if (tag.equals("LMTS")) {
      visitor.visitLimits(
          new Limits(
              Bytes.u32le(data, 0),
              Bytes.u32le(data, 4),
              Bytes.u32le(data, 8),
              Bytes.u32le(data, 12),
              Bytes.u32le(data, 16),
              Bytes.u32le(data, 20),
              Bytes.u32le(data, 24)));
    } else if (tag.equals("CCLR")) {
      List<Float> rgba = new ArrayList<>(48);
      List<Integer> ids = new ArrayList<>(12);
      for (int i = 0; i < 12; i++) {
        for (int k = 0; k < 4; k++)
          rgba.add(Float.intBitsToFloat((int) Bytes.u32le(data, 16 * i + 4 * k)));
        ids.add(colorByFootprint(data, 16 * i));
      }
      visitor.visitPlayerColors(new PlayerColors(rgba, ids));
    }
  }

  /** The ShieldBattery section per broodrep's layout, or null when shorter than 0x56 bytes. */
  static ShieldBattery shieldBattery(byte[] b, int o, int size) {
    if (size < 0x56) return null;
    int version = Bytes.u16le(b, o);
    long exe = Bytes.u32le(b, o + 2);
    String sbVersion = ScrepText.legacy(b, o + 6, 16).text();
    List<Integer> main = new ArrayList<>();
    for (int i = 0; i < 4; i++) main.add(b[o + 0x16 + i] & 0xFF);
    List<Integer> races = new ArrayList<>();
    for (int i = 0; i < 12; i++) races.add(b[o + 0x1A + i] & 0xFF);
    StringBuilder id = new StringBuilder();
    for (int i = 0; i < 16; i++) {
      if (i == 4 || i == 6 || i == 8 || i == 10) id.append('-');
      id.append(String.format("%02x", b[o + 0x26 + i] & 0xFF));
    }
    List<Long> users = new ArrayList<>();
    for (int i = 0; i < 8; i++) users.add(Bytes.u32le(b, o + 0x36 + 4 * i));
    int logic = version >= 1 && size >= 0x58 ? Bytes.u16le(b, o + 0x56) : -1;
    return new ShieldBattery(
        version,
        exe,
        sbVersion,
        main,
        races,
        id.toString(),
        users,
        logic,
        ByteSlice.copyOf(b, o, size));
  }
}
