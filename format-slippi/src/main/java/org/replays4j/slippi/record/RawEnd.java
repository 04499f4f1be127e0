package org.replays4j.slippi.record;

/**
 * End of the {@code raw} event stream.
 *
 * @param length bytes of events actually decoded
 * @param endOffset file offset just after the last event
 * @param incomplete true when the declared length was 0 and the stream ended at end of input (the
 *     game was still being written: no metadata follows)
 */
public record RawEnd(long length, long endOffset, boolean incomplete) {}
