package org.replays4j.slippi.record;

/**
 * One port's slot of Game Start. Offsets are from the Game Start command byte with {@code i = port
 * - 1}; nullable components are absent when the Game Start payload does not reach them.
 *
 * @param port 1..4
 * @param characterId 0x65+0x24i external character id
 * @param type 0x66+0x24i 0 human, 1 CPU, 2 demo, 3 empty
 * @param startStocks 0x67+0x24i
 * @param costumeIndex 0x68+0x24i (slippi-js: characterColor)
 * @param teamShade 0x6C+0x24i 0 normal, 1 light, 2 dark
 * @param handicap 0x6D+0x24i
 * @param teamId 0x6E+0x24i 0 red, 1 blue, 2 green
 * @param playerBitfield 0x71+0x24i: 0x01 stamina, 0x02 silent, 0x04 low gravity, 0x08 invisible,
 *     0x10 black stock icon, 0x20 metal, 0x40 start on warp-in platform, 0x80 rumble
 * @param cpuLevel 0x74+0x24i
 * @param damageStart 0x75+0x24i uint16 starting percent of the first stock
 * @param damageSpawn 0x77+0x24i uint16 starting percent of later stocks
 * @param offenseRatio 0x7D+0x24i float (the seed's 0x79 is wrong)
 * @param defenseRatio 0x81+0x24i float
 * @param modelScale 0x85+0x24i float
 * @param dashbackFix 0x141+0x8i uint32: 0 off, 1 UCF, 2 Dween (1.0.0); null when absent
 * @param shieldDropFix 0x145+0x8i uint32 (1.0.0); null when absent
 * @param nametag 0x161+0x10i Shift-JIS nametag, half-width normalised (1.3.0); null when absent
 * @param displayName 0x1A5+0x1Fi Slippi Online display name (3.9.0); null when absent
 * @param connectCode 0x221+0x0Ai connect code such as {@code ABCD#123} (3.9.0); null when absent
 * @param userId 0x249+0x1Di Slippi user id (3.11.0); null when absent
 */
public record GameStartPlayer(
    int port,
    int characterId,
    int type,
    int startStocks,
    int costumeIndex,
    int teamShade,
    int handicap,
    int teamId,
    int playerBitfield,
    int cpuLevel,
    int damageStart,
    int damageSpawn,
    float offenseRatio,
    float defenseRatio,
    float modelScale,
    Long dashbackFix,
    Long shieldDropFix,
    String nametag,
    String displayName,
    String connectCode,
    String userId) {

  /** The player index, 0..3 ({@code port() - 1}): the number every accessor takes. */
  public int playerIndex() {
    return port - 1;
  }

  /** Whether this port is empty (type 3). */
  public boolean isEmpty() {
    return type == 3;
  }

  /** Whether the stamina-mode bit (0x01) of the player bitfield is set. */
  public boolean staminaMode() {
    return (playerBitfield & 0x01) != 0;
  }

  /** Whether the metal bit (0x20) of the player bitfield is set. */
  public boolean metal() {
    return (playerBitfield & 0x20) != 0;
  }

  /** Whether the rumble bit (0x80) of the player bitfield is set. */
  public boolean rumble() {
    return (playerBitfield & 0x80) != 0;
  }

  /**
   * Controller fix summary as slippi-js names it: "None", "UCF", "Dween" or "Mixed"; null when the
   * fields are absent.
   */
  public String controllerFix() {
    if (dashbackFix == null || shieldDropFix == null) return null;
    if (!dashbackFix.equals(shieldDropFix)) return "Mixed";
    if (dashbackFix == 1) return "UCF";
    if (dashbackFix == 2) return "Dween";
    return "None";
  }
}
