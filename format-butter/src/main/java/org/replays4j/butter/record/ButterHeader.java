package org.replays4j.butter.record;

import java.util.List;

/**
 * The file header (docs/formats/butter.md#header), identical for versions 1–3.
 *
 * @param version format version byte (1, 2 or 3)
 * @param keyframeInterval frames per chunk, u16 (the reference recorder uses 300)
 * @param compression chunk compression code
 * @param clientName {@code client_name}
 * @param sessionId {@code sessionid} as upper-case 8-4-4-4-12 hex text
 * @param sessionIp {@code sessionip} as dotted quad
 * @param players every player seen in any frame of the file, in file-index order
 * @param totalRoundCount {@code total_round_count} of the first frame
 * @param blueRoundScore {@code blue_round_score} of the first frame (low nibble)
 * @param orangeRoundScore {@code orange_round_score} of the first frame (high nibble)
 * @param mapIndex map code (bits 1–7 of the map byte), see {@link ButterMap}
 * @param privateMatch bit 0 of the map byte
 * @param length header size in bytes
 */
public record ButterHeader(
    int version,
    int keyframeInterval,
    ButterCompression compression,
    String clientName,
    String sessionId,
    String sessionIp,
    List<ButterPlayerInfo> players,
    int totalRoundCount,
    int blueRoundScore,
    int orangeRoundScore,
    int mapIndex,
    boolean privateMatch,
    int length) {

  /** Copies the player list. */
  public ButterHeader {
    players = List.copyOf(players);
  }

  /** The map, or {@link ButterMap#UNCODED} for an index outside the table. */
  public ButterMap map() {
    return ButterMap.of(mapIndex);
  }

  /** The player with 1-based {@code fileIndex}, or null when out of range (0 = "[INVALID]"). */
  public ButterPlayerInfo player(int fileIndex) {
    return fileIndex >= 1 && fileIndex <= players.size() ? players.get(fileIndex - 1) : null;
  }

  /**
   * Derived {@code match_type}: {@code Echo_Arena[_Private]}, {@code Echo_Combat[_Private]} or
   * {@code Unknown}.
   */
  public String matchType() {
    ButterMap m = map();
    String base = m.isArena() ? "Echo_Arena" : m.isCombat() ? "Echo_Combat" : null;
    if (base == null) return "Unknown";
    return privateMatch ? base + "_Private" : base;
  }
}
