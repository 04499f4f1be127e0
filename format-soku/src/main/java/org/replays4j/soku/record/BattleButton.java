package org.replays4j.soku.record;

import java.util.Set;
import org.replays4j.core.codec.CodeTable;

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

  private static final CodeTable<BattleButton> BITS = CodeTable.of(BattleButton.class);

  /** Bit mask in the u16 word. */
  public int mask() {
    return 1 << ordinal();
  }

  /** The buttons set in {@code word} (bits above 11 are ignored). */
  public static Set<BattleButton> of(int word) {
    return BITS.flags(word);
  }
}
