package org.replays4j.soku.stats;

import java.util.EnumMap;
import java.util.Map;
import org.replays4j.soku.BattleButton;
import org.replays4j.soku.InputWords;

/**
 * What one player's input words of one match show.
 *
 * @param side 0 for the host (left player, even slots), 1 for the client (right player, odd slots)
 * @param frames input words of this player (one per frame)
 * @param inputChanges words that differ from the player's previous word (the first word counts when
 *     it is not neutral)
 * @param directionChanges words whose direction bits (up, down, left, right) differ from the
 *     previous word's
 * @param presses per button, the frames in which it went down (rising edges), in {@link
 *     BattleButton} order; every button is present
 * @param heldFrames per button, the frames in which it was down
 */
public record PlayerInputs(
    int side,
    long frames,
    long inputChanges,
    long directionChanges,
    Map<BattleButton, Long> presses,
    Map<BattleButton, Long> heldFrames) {

  /** Copies the maps (in button order). */
  public PlayerInputs {
    presses = java.util.Collections.unmodifiableMap(new EnumMap<>(presses));
    heldFrames = java.util.Collections.unmodifiableMap(new EnumMap<>(heldFrames));
  }

  /**
   * Input changes per minute at {@value MatchStats#FRAMES_PER_SECOND} frames per second, or {@code
   * null} without frames.
   */
  public Double inputsPerMinute() {
    return frames == 0 ? null : inputChanges * 60.0 * MatchStats.FRAMES_PER_SECOND / frames;
  }

  /** Both players' input statistics of {@code words}; slot parity gives the side. */
  static PlayerInputs[] of(InputWords words) {
    long[] frames = new long[2];
    long[] changes = new long[2];
    long[] dirs = new long[2];
    long[][] presses = new long[2][BattleButton.values().length];
    long[][] held = new long[2][BattleButton.values().length];
    int[] prev = new int[2];
    long first = words.firstSlot();
    int n = words.size();
    int buttons = BattleButton.values().length;
    for (int i = 0; i < n; i++) {
      int side = (int) ((first + i) & 1);
      int w = words.get(i);
      int p = prev[side];
      frames[side]++;
      if (w != p) {
        changes[side]++;
        if ((w & 0xF) != (p & 0xF)) dirs[side]++;
        int down = w & ~p;
        for (int b = 0; b < buttons; b++) if ((down >>> b & 1) != 0) presses[side][b]++;
      }
      for (int b = 0; b < buttons; b++) if ((w >>> b & 1) != 0) held[side][b]++;
      prev[side] = w;
    }
    PlayerInputs[] out = new PlayerInputs[2];
    for (int s = 0; s < 2; s++) {
      out[s] = new PlayerInputs(s, frames[s], changes[s], dirs[s], map(presses[s]), map(held[s]));
    }
    return out;
  }

  private static Map<BattleButton, Long> map(long[] counts) {
    Map<BattleButton, Long> m = new EnumMap<>(BattleButton.class);
    for (BattleButton b : BattleButton.values()) m.put(b, counts[b.ordinal()]);
    return m;
  }
}
