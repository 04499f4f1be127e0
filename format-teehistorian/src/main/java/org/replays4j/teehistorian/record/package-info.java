/**
 * Immutable event records of the teehistorian decoder: one per base message, one per known
 * extension message ({@link org.replays4j.teehistorian.record.ExMessage}), the header, and the
 * reconstructed state events (ticks, positions, inputs, joins and leaves). Fields use the spec's
 * names; {@link org.replays4j.core.io.ByteSlice} payloads are only valid during the visitor call
 * unless copied.
 */
package org.replays4j.teehistorian.record;
