package org.replays4j.soku.stats;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import org.replays4j.soku.InputWords;
import org.replays4j.soku.record.BattleButton;

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
    presses = Collections.unmodifiableMap(new EnumMap<>(presses));
    heldFrames = Collections.unmodifiableMap(new EnumMap<>(heldFrames));
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
    PlayerInputs[] out = new PlayerInputs[2];
    for (int s = 0; s < 2; s++) out[s] = side(words, s);
    return out;
  }

  /**
   * One side's statistics: its words are every other word, from the first of its parity. One pass
   * over them with nothing but locals and two histograms, summed per button at the end: of the
   * words (held frames) and of the buttons that went down at each change (presses). A word repeated
   * from the previous one (most of them) only lengthens the current run, so the histograms are
   * written once per change, and no loop runs per button.
   */
  private static PlayerInputs side(InputWords words, int side) {
    int buttons = BattleButton.values().length;
    int mask = (1 << buttons) - 1;
    long changes = 0;
    long dirs = 0;
    int[] histogram = new int[mask + 1];
    int[] downs = new int[mask + 1];
    int prev = 0;
    int run = 0;
    int n = words.size();
    for (int i = (int) ((side - words.firstSlot()) & 1); i < n; i += 2) {
      int w = words.get(i) & mask;
      if (w == prev) {
        run++;
        continue;
      }
      histogram[prev] += run;
      run = 1;
      changes++;
      if (((w ^ prev) & 0xF) != 0) dirs++;
      downs[w & ~prev]++;
      prev = w;
    }
    histogram[prev] += run;
    long frames = histogram[0];
    long[] held = new long[buttons];
    long[] presses = new long[buttons];
    for (int w = 1; w <= mask; w++) {
      frames += histogram[w];
      addPerButton(held, w, histogram[w]);
      addPerButton(presses, w, downs[w]);
    }
    return new PlayerInputs(side, frames, changes, dirs, map(presses), map(held));
  }

  /** Adds {@code count} to each button set in {@code bits}. */
  private static void addPerButton(long[] perButton, int bits, int count) {
    for (int b = bits; count != 0 && b != 0; b &= b - 1)
      perButton[Integer.numberOfTrailingZeros(b)] += count;
  }

  private static Map<BattleButton, Long> map(long[] counts) {
    Map<BattleButton, Long> m = new EnumMap<>(BattleButton.class);
    for (BattleButton b : BattleButton.values()) m.put(b, counts[b.ordinal()]);
    return m;
  }
}
