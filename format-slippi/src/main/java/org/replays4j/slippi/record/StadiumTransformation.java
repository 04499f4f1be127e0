package org.replays4j.slippi.record;

import java.util.Map;
import org.replays4j.core.io.ByteSlice;

/**
 * Pokémon Stadium transformation (command 0x41, 3.18.0).
 *
 * @param frame 0x01 int32
 * @param event 0x05 uint16: 2 initialize, 3 on monitor, 4 old receding, 5 new rising, 6 finalize, 0
 *     done
 * @param type 0x07 uint16: 3 fire, 4 grass, 5 normal, 6 rock, 9 water
 * @param payloadSize payload size
 * @param trailing unknown bytes (copy)
 */
public record StadiumTransformation(
    int frame, int event, int type, int payloadSize, ByteSlice trailing) implements SlippiEvent {
  /** Smallest payload with every field. */
  public static final int BASE_SIZE = 8;

  @Override
  public Map<String, Integer> optionalFieldEnds() {
    return Map.of();
  }
}
