package org.replays4j.screp.record;

/**
 * Leave Game (0x57): u8 reason (1 Quit, 2 Defeat, 3 Victory, 4 Finished, 5 Draw, 6 Dropped).
 *
 * @param frame frame number of the block the command is in
 * @param player player id that issued the command (observers start at 128)
 * @param reason leave reason id
 */
public record LeaveGame(int frame, int player, int reason) implements Command {
  /** Always 0x57. */
  @Override
  public int type() {
    return 0x57;
  }
}
