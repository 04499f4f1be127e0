package org.replays4j.slippi.record;

import java.util.List;
import java.util.Map;
import org.replays4j.core.io.ByteSlice;

/**
 * Game End (command 0x39).
 *
 * @param method 0x01 uint8: before 2.0.0 0 unresolved / 3 resolved; since 2.0.0 1 TIME!, 2 GAME!, 7
 *     No Contest
 * @param lrasInitiator 0x02 int8 index of the player who did L+R+A+Start, -1 none (2.0.0)
 * @param placements 0x03 int8[4] placement per port, 0 = first, -1 = not in game (3.13.0); empty
 *     list when absent
 * @param payloadSize payload size
 * @param trailing payload bytes after the last complete field this decoder knows (copy): fields of
 *     a newer version, or a partial field; usually empty
 */
public record GameEnd(
    int method, int lrasInitiator, List<Integer> placements, int payloadSize, ByteSlice trailing)
    implements SlippiEvent {
  /** Smallest payload with every base field. */
  public static final int BASE_SIZE = 1;

  private static final Map<String, Integer> OPTIONAL =
      Map.of("lrasInitiator", 0x03, "placements", 0x07);

  /** Copies the list. */
  public GameEnd {
    placements = List.copyOf(placements);
  }

  @Override
  public Map<String, Integer> optionalFieldEnds() {
    return OPTIONAL;
  }

  /** {@link #methodName(int)} of {@link #method()}. */
  public String methodName() {
    return methodName(method);
  }

  /**
   * The name slippi-js gives a game-end method ({@code GameEndMethod}): {@code UNRESOLVED} (0) and
   * {@code RESOLVED} (3) before 2.0.0; {@code TIME} (1), {@code GAME} (2) and {@code NO_CONTEST}
   * (7) since; any other value as {@code "UNKNOWN(n)"}.
   */
  public static String methodName(int method) {
    return switch (method) {
      case 0 -> "UNRESOLVED";
      case 1 -> "TIME";
      case 2 -> "GAME";
      case 3 -> "RESOLVED";
      case 7 -> "NO_CONTEST";
      default -> "UNKNOWN(" + method + ")";
    };
  }

  /** Whether {@link #lrasInitiator()} is present (payload ≥ 2). */
  public boolean hasLrasInitiator() {
    return payloadSize >= 2;
  }

  /** Whether {@link #placements()} is present (payload ≥ 6). */
  public boolean hasPlacements() {
    return payloadSize >= 6;
  }
}
