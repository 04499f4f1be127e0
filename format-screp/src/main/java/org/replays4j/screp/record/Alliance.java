package org.replays4j.screp.record;

import java.util.Arrays;

/**
 * Alliance (0x0E): u32, two bits per slot (0 none, 1 allied, 2 allied victory), 11 slots used.
 *
 * @param frame frame number of the block the command is in
 * @param player player id that issued the command (observers start at 128)
 * @param bits the stored u32
 */
public record Alliance(int frame, int player, long bits) implements Command {
  /** Always 0x0E. */
  @Override
  public int type() {
    return 0x0E;
  }

  /** Slots (0..10) with a non-zero alliance value, in slot order. */
  public int[] alliedSlots() {
    int n = 0;
    int[] tmp = new int[11];
    for (int i = 0; i < 11; i++) if (((bits >>> (2 * i)) & 3) != 0) tmp[n++] = i;
    return Arrays.copyOf(tmp, n);
  }
}
