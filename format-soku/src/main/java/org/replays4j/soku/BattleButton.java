package org.replays4j.soku;

import java.util.EnumSet;
import java.util.Set;

/** Battle input bits of a little-endian u16 input word (soku-facts.md C10). */
public enum BattleButton {
  UP, DOWN, LEFT, RIGHT, A, B, C, DASH, AB, BC, PAUSE, SELECT;

  /** Bit mask in the u16 word. */
  public int mask() { return 1 << ordinal(); }

  /** The buttons set in {@code word} (bits above 11 are ignored). */
  public static Set<BattleButton> of(int word) {
    EnumSet<BattleButton> s = EnumSet.noneOf(BattleButton.class);
    for (BattleButton b : values()) if ((word & b.mask()) != 0) s.add(b);
    return s;
  }
}
