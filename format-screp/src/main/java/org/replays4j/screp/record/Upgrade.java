package org.replays4j.screp.record;

/**
 * Upgrade (0x32): u8 upgrade id.
 *
 * @param frame frame number of the block the command is in
 * @param player player id that issued the command (observers start at 128)
 * @param upgrade upgrade id
 */
public record Upgrade(int frame, int player, int upgrade) implements Command {
  /** Always 0x32. */
  @Override
  public int type() {
    return 0x32;
  }
}
