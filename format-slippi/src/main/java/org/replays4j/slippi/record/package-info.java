/**
 * Immutable records of the Slippi raw event stream and container, one per event type of {@code
 * docs/formats/slippi.md#events} (through 3.18.0).
 */
package org.replays4j.slippi.record;
