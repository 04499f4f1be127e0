package org.replays4j.screp.record;

/**
 * Hotkey (0x13): u8 type (0 Assign, 1 Select, 2 Add), u8 group.
 *
 * @param frame frame number of the block the command is in
 * @param player player id that issued the command (observers start at 128)
 * @param hotkeyType 0 Assign, 1 Select, 2 Add
 * @param group control group 0..9
 */
public record Hotkey(int frame, int player, int hotkeyType, int group) implements Command {
  /** Always 0x13. */
  @Override
  public int type() {
    return 0x13;
  }
}
