package org.replays4j.soku;

import java.util.EnumSet;
import java.util.Set;

/** Battle input bits of a little-endian u16 input word (docs/formats/soku.md#battle-input). */
public enum BattleButton {
  /** Bit 0: up. */
  UP,
  /** Bit 1: down. */
  DOWN,
  /** Bit 2: left. */
  LEFT,
  /** Bit 3: right. */
  RIGHT,
  /** Bit 4: A. */
  A,
  /** Bit 5: B. */
  B,
  /** Bit 6: C. */
  C,
  /** Bit 7: dash (D). */
  DASH,
  /** Bit 8: A+B shortcut. */
  AB,
  /** Bit 9: B+C shortcut. */
  BC,
  /** Bit 10: pause. */
  PAUSE,
  /** Bit 11: select. */
  SELECT;

  /** Bit mask in the u16 word. */
  public int mask() {
    return 1 << ordinal();
  }

  /** The buttons set in {@code word} (bits above 11 are ignored). */
  public static Set<BattleButton> of(int word) {
    EnumSet<BattleButton> s = EnumSet.noneOf(BattleButton.class);
    for (BattleButton b : values()) if ((word & b.mask()) != 0) s.add(b);
    return s;
  }
}
