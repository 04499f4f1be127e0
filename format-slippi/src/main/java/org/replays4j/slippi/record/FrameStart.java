package org.replays4j.slippi.record;

import java.util.Map;
import org.replays4j.core.io.ByteSlice;

/**
 * Frame Start (command 0x3A, 2.2.0).
 *
 * @param frame 0x01 int32
 * @param randomSeed 0x05 uint32
 * @param sceneFrameCounter 0x09 uint32, keeps counting during pauses (3.10.0)
 * @param payloadSize payload size
 * @param trailing payload bytes after the last complete field this decoder knows (copy): fields of
 *     a newer version, or a partial field; usually empty
 */
public record FrameStart(int frame, long randomSeed, long sceneFrameCounter, int payloadSize,
    ByteSlice trailing) implements SlippiEvent {
  /** Smallest payload with every base field. */
  public static final int BASE_SIZE = EventLayout.FRAME_START.baseSize();

  private static final Map<String, Integer> OPTIONAL = EventLayout.FRAME_START.optionalFieldEnds();

  private static final int END_SCENE_FRAME_COUNTER = EventLayout.FRAME_START.end("sceneFrameCounter");

  @Override public Map<String, Integer> optionalFieldEnds() { return OPTIONAL; }

  /** Whether {@link #sceneFrameCounter()} is present (payload ≥ 12). */
  public boolean hasSceneFrameCounter() { return payloadSize >= END_SCENE_FRAME_COUNTER; }
}
