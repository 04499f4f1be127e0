package org.replays4j.screp.record;

/**
 * Chat (0x5C): u8 sender slot id and an 80-byte NUL-padded message. The command's player id is the
 * receiver (the replay saver).
 *
 * @param frame frame number of the block the command is in
 * @param player player id that issued the command (observers start at 128)
 * @param senderSlot slot id of the sender
 * @param message the message
 */
public record Chat(int frame, int player, int senderSlot, RawText message) implements Command {
  /** Always 0x5C. */
  @Override
  public int type() {
    return 0x5C;
  }
}
