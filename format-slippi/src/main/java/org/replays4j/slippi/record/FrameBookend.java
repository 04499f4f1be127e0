package org.replays4j.slippi.record;

import java.util.Map;
import org.replays4j.core.io.ByteSlice;

/**
 * Frame Bookend (command 0x3C, 3.0.0): the whole frame has been sent.
 *
 * @param frame 0x01 int32
 * @param latestFinalizedFrame 0x05 int32: no frame up to this one will be re-sent (3.7.0)
 * @param payloadSize payload size
 * @param trailing payload bytes after the last complete field this decoder knows (copy): fields of
 *     a newer version, or a partial field; usually empty
 */
public record FrameBookend(int frame, int latestFinalizedFrame, int payloadSize, ByteSlice trailing)
    implements SlippiEvent {
  /** Smallest payload with every base field. */
  public static final int BASE_SIZE = EventLayout.FRAME_BOOKEND.baseSize();

  private static final Map<String, Integer> OPTIONAL = EventLayout.FRAME_BOOKEND.optionalFieldEnds();

  private static final int END_LATEST_FINALIZED_FRAME = EventLayout.FRAME_BOOKEND.end("latestFinalizedFrame");

  @Override public Map<String, Integer> optionalFieldEnds() { return OPTIONAL; }

  /** Whether {@link #latestFinalizedFrame()} is present (payload ≥ 8). */
  public boolean hasLatestFinalizedFrame() { return payloadSize >= END_LATEST_FINALIZED_FRAME; }
}
