package org.replays4j.slippi.record;

import java.util.Map;

/**
 * Common shape of the per-event records decoded from the raw stream. Fields that a newer version of
 * Slippi appended to an event exist only when the event's payload size (from the Event Payloads
 * table) covers them; such a component holds 0 when absent and the record's {@code hasXxx()} method
 * (and {@link #isPresent(String)}) says so explicitly.
 */
public interface SlippiEvent {
  /** The payload size of this event in bytes (excluding the command byte), from Event Payloads. */
  int payloadSize();

  /**
   * End offset (exclusive, counted from the command byte) of each optional component, by component
   * name. A component is present when {@code end - 1 <= payloadSize()}.
   */
  Map<String, Integer> optionalFieldEnds();

  /** Whether the named component is present in this event (always true for non-optional ones). */
  default boolean isPresent(String component) {
    Integer end = optionalFieldEnds().get(component);
    return end == null || end - 1 <= payloadSize();
  }
}
