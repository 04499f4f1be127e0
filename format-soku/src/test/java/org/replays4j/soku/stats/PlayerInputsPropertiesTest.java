package org.replays4j.soku.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.replays4j.soku.InputWords;
import org.replays4j.soku.record.BattleButton;

/** The per-side counts equal a plain count over every word and button. */
class PlayerInputsPropertiesTest {
  @Property(tries = 300)
  void countsAreThoseOfAWordByWordButtonByButtonCount(
      @ForAll @Size(max = 60) List<@IntRange(min = 0, max = 0xFFFF) Integer> raw,
      @ForAll @IntRange(min = 0, max = 3) int firstSlot,
      @ForAll @IntRange(min = 1, max = 8) int repeat) {
    // repeat words, as inputs are held over several frames
    short[] slots = new short[firstSlot + raw.size() * repeat];
    int k = firstSlot;
    for (int w : raw) for (int r = 0; r < repeat; r++) slots[k++] = (short) w;
    InputWords words = InputWords.ofSlots(slots, firstSlot, slots.length);
    PlayerInputs[] got = PlayerInputs.of(words);
    int buttons = BattleButton.values().length;
    int mask = (1 << buttons) - 1;
    for (int side = 0; side < 2; side++) {
      long frames = 0;
      long changes = 0;
      long dirs = 0;
      long[] presses = new long[buttons];
      long[] held = new long[buttons];
      int prev = 0;
      for (int i = 0; i < words.size(); i++) {
        if (((firstSlot + i) & 1) != side) continue;
        int w = words.get(i) & mask;
        frames++;
        if (w != prev) changes++;
        if ((w & 0xF) != (prev & 0xF)) dirs++;
        for (int b = 0; b < buttons; b++) {
          boolean down = (w & (1 << b)) != 0;
          if (down) held[b]++;
          if (down && (prev & (1 << b)) == 0) presses[b]++;
        }
        prev = w;
      }
      PlayerInputs p = got[side];
      assertThat(List.of(p.side(), p.frames(), p.inputChanges(), p.directionChanges()))
          .isEqualTo(List.of(side, frames, changes, dirs));
      for (BattleButton b : BattleButton.values()) {
        assertThat(p.presses().get(b)).as("presses " + b).isEqualTo(presses[b.ordinal()]);
        assertThat(p.heldFrames().get(b)).as("held " + b).isEqualTo(held[b.ordinal()]);
      }
    }
  }
}
