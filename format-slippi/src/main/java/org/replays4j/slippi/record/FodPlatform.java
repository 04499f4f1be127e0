package org.replays4j.slippi.record;

import java.util.Map;
import org.replays4j.core.io.ByteSlice;

/**
 * Fountain of Dreams platform height change (command 0x3F, 3.18.0).
 *
 * @param frame 0x01 int32
 * @param platform 0x05 uint8: 0 right, 1 left
 * @param height 0x06 float new height
 * @param payloadSize payload size
 * @param trailing unknown bytes (copy)
 */
public record FodPlatform(
    int frame, int platform, float height, int payloadSize, ByteSlice trailing)
    implements SlippiEvent {
  /** Smallest payload with every field. */
  public static final int BASE_SIZE = 9;

  @Override
  public Map<String, Integer> optionalFieldEnds() {
    return Map.of();
  }
}
