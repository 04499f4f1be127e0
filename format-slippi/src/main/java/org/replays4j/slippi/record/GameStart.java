package org.replays4j.slippi.record;

import java.util.List;
import org.replays4j.core.io.ByteSlice;

/**
 * Game Start (command 0x36): game settings. Offsets are from the command byte; nullable components
 * are absent (null) when the payload does not reach them.
 *
 * @param version 0x01 major.minor.build
 * @param versionBytes the four version bytes (the fourth is unused)
 * @param gameBitfield1 0x05: timer type in bits 0-1, mode in bits 5-7
 * @param gameBitfield2 0x06: 0x01 friendly fire, …
 * @param gameBitfield3 0x07: 0x10 single-button mode, 0x80 pause mode
 * @param gameBitfield4 0x08: pause-HUD bits
 * @param bombRain 0x0B non-zero = on
 * @param isTeams 0x0D non-zero = teams
 * @param itemSpawnBehavior 0x10 int8, -1 off
 * @param selfDestructScoreValue 0x11 int8
 * @param stageId 0x13 uint16
 * @param timerSeconds 0x15 uint32
 * @param itemSpawnBitfields 0x28..0x2C five bitfield bytes
 * @param damageRatio 0x35 float
 * @param players four port slots (including empty ones)
 * @param randomSeed 0x13D uint32
 * @param isPAL 0x1A1 (1.5.0)
 * @param isFrozenPS 0x1A2 (2.0.0)
 * @param minorScene 0x1A3 (3.7.0)
 * @param majorScene 0x1A4: 2 VS, 8 Slippi Online (3.7.0)
 * @param language 0x2BD: 0 Japanese, 1 English (3.12.0)
 * @param sessionId 0x2BE match/session id (3.14.0)
 * @param gameNumber 0x2F1 uint32 game number in the session (3.14.0)
 * @param tiebreakerNumber 0x2F5 uint32 (3.14.0)
 * @param payloadSize payload size
 * @param payload the whole payload (copy), kept for byte-exact re-encoding
 */
public record GameStart(
    SlippiVersion version,
    List<Integer> versionBytes,
    int gameBitfield1,
    int gameBitfield2,
    int gameBitfield3,
    int gameBitfield4,
    int bombRain,
    boolean isTeams,
    int itemSpawnBehavior,
    int selfDestructScoreValue,
    int stageId,
    long timerSeconds,
    List<Integer> itemSpawnBitfields,
    float damageRatio,
    List<GameStartPlayer> players,
    long randomSeed,
    Boolean isPAL,
    Boolean isFrozenPS,
    Integer minorScene,
    Integer majorScene,
    Integer language,
    String sessionId,
    Long gameNumber,
    Long tiebreakerNumber,
    int payloadSize,
    ByteSlice payload) {

  /** Smallest payload this decoder accepts as Game Start (version, game info block and seed). */
  public static final int BASE_SIZE = 0x140;

  /** Copies the lists. */
  public GameStart {
    versionBytes = List.copyOf(versionBytes);
    itemSpawnBitfields = List.copyOf(itemSpawnBitfields);
    players = List.copyOf(players);
  }

  /** Timer type: 0 none, 2 counting down, 3 counting up (bits 0-1 of bitfield 1). */
  public int timerType() {
    return gameBitfield1 & 0x03;
  }

  /** In-game mode bits (bitfield 1 masked with 0xE0, as slippi-js reports it). */
  public int inGameMode() {
    return gameBitfield1 & 0xE0;
  }

  /** Whether this is a Slippi Online game (major scene 8). */
  public boolean isOnline() {
    return majorScene != null && majorScene == 8;
  }

  /**
   * The slot of {@code playerIndex} (0..3: port 1 is player index 0, as in the frame events, the
   * stats and slippi-js).
   *
   * @throws IllegalArgumentException when {@code playerIndex} is not 0..3
   */
  public GameStartPlayer player(int playerIndex) {
    return players.get(SlippiPlayers.checkIndex(playerIndex));
  }
}
