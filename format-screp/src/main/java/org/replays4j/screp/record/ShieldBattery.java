package org.replays4j.screp.record;

import java.util.List;
import org.replays4j.core.io.ByteSlice;

/**
 * The ShieldBattery {@code Sbat} section (raw, layout per broodrep;
 * docs/formats/screp.md#modern-sections). screp reads the exe build at offset 1, overlapping the
 * version; this record follows the correct layout (u32 at offset 2).
 *
 * @param formatVersion u16 at 0
 * @param starcraftExeBuild u32 at 2
 * @param shieldBatteryVersion 16-byte string at 6
 * @param teamGameMainPlayers 4 bytes at 0x16
 * @param startingRaces 12 bytes at 0x1A
 * @param gameId 16 bytes at 0x26 as a UUID string
 * @param userIds 8 × u32 at 0x36
 * @param gameLogicVersion u16 at 0x56 (format version ≥ 1), else -1
 * @param raw the section bytes
 */
public record ShieldBattery(
    int formatVersion,
    long starcraftExeBuild,
    String shieldBatteryVersion,
    List<Integer> teamGameMainPlayers,
    List<Integer> startingRaces,
    String gameId,
    List<Long> userIds,
    int gameLogicVersion,
    ByteSlice raw) {
  /** Copies the lists. */
  public ShieldBattery {
    teamGameMainPlayers = List.copyOf(teamGameMainPlayers);
    startingRaces = List.copyOf(startingRaces);
    userIds = List.copyOf(userIds);
  }
}
