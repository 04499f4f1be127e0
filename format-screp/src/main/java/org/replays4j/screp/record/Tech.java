package org.replays4j.screp.record;

/**
 * Tech (0x30): u8 tech id.
 *
 * @param frame frame number of the block the command is in
 * @param player player id that issued the command (observers start at 128)
 * @param tech tech id
 */
public record Tech(int frame, int player, int tech) implements Command {
  /** Always 0x30. */
  @Override
  public int type() {
    return 0x30;
  }
}
