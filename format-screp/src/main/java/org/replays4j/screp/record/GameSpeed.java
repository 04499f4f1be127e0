package org.replays4j.screp.record;

/**
 * Game Speed (0x0F).
 *
 * @param frame frame number of the block the command is in
 * @param player player id that issued the command (observers start at 128)
 * @param speed 0 Slowest … 6 Fastest
 */
public record GameSpeed(int frame, int player, int speed) implements Command {
  /** Always 0x0F. */
  @Override
  public int type() {
    return 0x0F;
  }
}
