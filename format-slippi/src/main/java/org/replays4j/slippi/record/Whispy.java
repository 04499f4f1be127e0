package org.replays4j.slippi.record;

import java.util.Map;
import org.replays4j.core.io.ByteSlice;

/**
 * Dream Land 64 Whispy blow direction (command 0x40, 3.18.0).
 *
 * @param frame 0x01 int32
 * @param direction 0x05 uint8: 0 none, 1 left, 2 right
 * @param payloadSize payload size
 * @param trailing unknown bytes (copy)
 */
public record Whispy(int frame, int direction, int payloadSize, ByteSlice trailing)
    implements SlippiEvent {
  /** Smallest payload with every field. */
  public static final int BASE_SIZE = 5;

  @Override
  public Map<String, Integer> optionalFieldEnds() {
    return Map.of();
  }
}
