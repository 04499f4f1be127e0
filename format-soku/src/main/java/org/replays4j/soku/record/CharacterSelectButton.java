package org.replays4j.soku.record;

import java.util.Set;
import org.replays4j.core.codec.CodeTable;

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

  private static final CodeTable<CharacterSelectButton> BITS =
      CodeTable.of(CharacterSelectButton.class);

  /** Bit mask in the u16 word. */
  public int mask() {
    return 1 << ordinal();
  }

  /** The buttons set in {@code word}. */
  public static Set<CharacterSelectButton> of(int word) {
    return BITS.flags(word);
  }
}
