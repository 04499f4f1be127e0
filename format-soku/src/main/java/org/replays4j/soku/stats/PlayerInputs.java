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
 * @param inputChanges words that differ from the player's previous word in the 12 battle bits (bits
 *     above 11 are ignored; the first word counts when it is not neutral)
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
    int buttons = BattleButton.values().length;
    int mask = (1 << buttons) - 1;
    long[] frames = new long[2];
    long[] changes = new long[2];
    long[] dirs = new long[2];
    long[][] presses = new long[2][buttons];
    // Held frames come from a histogram of the words (one increment per word instead of a test
    // per button and word), summed per button at the end.
    int[][] histogram = new int[2][mask + 1];
    int[] prev = new int[2];
    long first = words.firstSlot();
    int n = words.size();
    for (int i = 0; i < n; i++) {
      int side = (int) ((first + i) & 1);
      int w = words.get(i) & mask;
      int p = prev[side];
      histogram[side][w]++;
      if (w != p) {
        changes[side]++;
        if ((w & 0xF) != (p & 0xF)) dirs[side]++;
        for (int down = w & ~p; down != 0; down &= down - 1)
          presses[side][Integer.numberOfTrailingZeros(down)]++;
        prev[side] = w;
      }
    }
    PlayerInputs[] out = new PlayerInputs[2];
    for (int s = 0; s < 2; s++) {
      long[] held = new long[buttons];
      for (int w = 1; w <= mask; w++) {
        int c = histogram[s][w];
        frames[s] += c;
        for (int bits = w; c != 0 && bits != 0; bits &= bits - 1)
          held[Integer.numberOfTrailingZeros(bits)] += c;
      }
      frames[s] += histogram[s][0];
      out[s] = new PlayerInputs(s, frames[s], changes[s], dirs[s], map(presses[s]), map(held));
    }
    return out;
  }

  private static Map<BattleButton, Long> map(long[] counts) {
    Map<BattleButton, Long> m = new EnumMap<>(BattleButton.class);
    for (BattleButton b : BattleButton.values()) m.put(b, counts[b.ordinal()]);
    return m;
  }
}
