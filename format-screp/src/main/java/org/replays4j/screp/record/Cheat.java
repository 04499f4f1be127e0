package org.replays4j.screp.record;

/**
 * Cheat (0x12): u32 cheat bitmap.
 *
 * @param frame frame number of the block the command is in
 * @param player player id that issued the command (observers start at 128)
 * @param bits cheat bitmap
 */
public record Cheat(int frame, int player, long bits) implements Command {
  /** Always 0x12. */
  @Override
  public int type() {
    return 0x12;
  }
}
