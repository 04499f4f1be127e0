package org.replays4j.screp.record;

/**
 * Latency (0x55): 0 Low, 1 High, 2 Extra High.
 *
 * @param frame frame number of the block the command is in
 * @param player player id that issued the command (observers start at 128)
 * @param latency latency id
 */
public record Latency(int frame, int player, int latency) implements Command {
  /** Always 0x55. */
  @Override
  public int type() {
    return 0x55;
  }
}
