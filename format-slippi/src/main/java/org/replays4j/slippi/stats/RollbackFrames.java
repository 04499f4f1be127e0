package org.replays4j.slippi.stats;

import java.util.List;

/**
 * slippi-js 9.1.2's {@code getRollbackFrames()} figures (docs/formats/slippi.md#rollback): how many
 * frames were sent again, counted on the Pre-Frame Updates of the first player whose Pre-Frame
 * Update the file holds (a re-sent frame is one whose number already has a player's frame data when
 * that player's Pre-Frame Update arrives), and the lengths of the runs of such re-sends, each
 * closed by the next frame that is not a re-send (a run still open at the end of the file is
 * counted but has no length).
 *
 * @param count re-sent frames of the followed player
 * @param lengths lengths of the closed runs of consecutive re-sends, in file order
 */
public record RollbackFrames(int count, List<Integer> lengths) {
  /** Copies the list. */
  public RollbackFrames {
    lengths = List.copyOf(lengths);
  }
}
