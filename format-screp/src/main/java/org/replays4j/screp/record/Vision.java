package org.replays4j.screp.record;

/**
 * Vision (0x0D): u16 bit mask, bit i = shared vision with slot i.
 *
 * @param frame frame number of the block the command is in
 * @param player player id that issued the command (observers start at 128)
 * @param mask 12-bit slot mask
 */
public record Vision(int frame, int player, int mask) implements Command {
  /** Always 0x0D. */
  @Override
  public int type() {
    return 0x0D;
  }
}
