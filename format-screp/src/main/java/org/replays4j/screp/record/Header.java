package org.replays4j.screp.record;

import java.util.List;
import org.replays4j.core.io.ByteSlice;

/**
 * The replay header section (0x279 bytes, docs/formats/screp.md#header).
 *
 * @param engine 0 StarCraft, 1 Brood War (u8 at 0x00)
 * @param frames game length in frames, unsigned 32-bit (0x01); can be garbage in anonymised files
 * @param startTime Unix seconds (u32 at 0x08)
 * @param title game title (28 bytes at 0x18)
 * @param mapWidth map width in tiles as stored (u16 at 0x34)
 * @param mapHeight map height in tiles as stored (u16 at 0x36)
 * @param availableSlots available slots count (u8 at 0x39)
 * @param speed game speed 0 Slowest … 6 Fastest (u8 at 0x3A)
 * @param gameType game type (u16 at 0x3C), see {@code ScrepNames.gameType}
 * @param subType game sub type (u16 at 0x3E)
 * @param host host name (24 bytes at 0x48)
 * @param mapName map name (26 bytes at 0x61)
 * @param slots the 12 player records in stored order
 * @param slotColors the 8 slot colour ids (u32 at 0x251)
 * @param raw the whole 0x279 header bytes (unknown fields included)
 */
public record Header(
    int engine,
    long frames,
    long startTime,
    RawText title,
    int mapWidth,
    int mapHeight,
    int availableSlots,
    int speed,
    int gameType,
    int subType,
    RawText host,
    RawText mapName,
    List<PlayerSlot> slots,
    List<Long> slotColors,
    ByteSlice raw) {
  /** Size of the header section. */
  public static final int SIZE = 0x279;

  /** Copies the lists. */
  public Header {
    slots = List.copyOf(slots);
    slotColors = List.copyOf(slotColors);
  }

  /** Game duration in seconds at Fastest speed (42 ms per frame). */
  public double durationSeconds() {
    return frames * 42 / 1000.0;
  }

  /** A copy with other player records. */
  public Header withSlots(List<PlayerSlot> s) {
    return new Header(
        engine,
        frames,
        startTime,
        title,
        mapWidth,
        mapHeight,
        availableSlots,
        speed,
        gameType,
        subType,
        host,
        mapName,
        s,
        slotColors,
        raw);
  }
}
