/**
 * Immutable records of the Slippi raw event stream and container, one per event type of
 * {@code shared/seeds/slippi-slp-spec.md} and {@code shared/spec/slippi-extensions.md} (through 3.18.0).
 */
package org.replays4j.slippi.record;
