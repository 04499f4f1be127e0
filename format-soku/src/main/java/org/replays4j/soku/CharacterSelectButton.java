package org.replays4j.soku;

import java.util.EnumSet;
import java.util.Set;

/**
 * Character-select input bits of a little-endian u16 word (docs/formats/soku.md#select-input). Bits
 * 7 and 9 are named after SokuLib ({@code A}, {@code Q}); the seed document swaps those two names.
 */
public enum CharacterSelectButton {
  UP,
  DOWN,
  LEFT,
  RIGHT,
  Z,
  X,
  C,
  A,
  DASH,
  Q;

  /** Bit mask in the u16 word. */
  public int mask() {
    return 1 << ordinal();
  }

  /** The buttons set in {@code word}. */
  public static Set<CharacterSelectButton> of(int word) {
    EnumSet<CharacterSelectButton> s = EnumSet.noneOf(CharacterSelectButton.class);
    for (CharacterSelectButton b : values()) if ((word & b.mask()) != 0) s.add(b);
    return s;
  }
}
