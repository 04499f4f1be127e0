package org.replays4j.slippi.record;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Event Payloads (command 0x35): the payload size of every command that may follow.
 *
 * @param sizes payload size (excluding the command byte) by command byte, in file order
 */
public record EventPayloads(Map<Integer, Integer> sizes) {
  /** Copies the map, keeping file order. */
  public EventPayloads {
    sizes = Collections.unmodifiableMap(new LinkedHashMap<>(sizes));
  }

  /** Payload size of {@code command}, or -1 when the table does not list it. */
  public int sizeOf(int command) {
    Integer s = sizes.get(command);
    return s == null ? -1 : s;
  }
}
