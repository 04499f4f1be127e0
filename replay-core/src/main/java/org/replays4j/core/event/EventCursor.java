package org.replays4j.core.event;

/**
 * Where the event being delivered sits in the input: the one offset convention of every decoder. A
 * decoder hands its cursor to the visitor chain once, through {@link ReplayVisitor#visitStart}, and
 * updates it before each {@code visit…} call; a visitor that wants offsets keeps the cursor (the
 * base class does) and reads it during a callback. Outside a callback the value is unspecified.
 */
@FunctionalInterface
public interface EventCursor {
  /**
   * Byte offset of the current event's first byte in the <em>decoded</em> stream (after
   * decompression, the same convention as {@code ReplayFormatException#offset()}), or -1 when the
   * decoder cannot say (an event synthesised from state rather than read from bytes).
   */
  long eventOffset();

  /** A cursor that knows no offsets, the value before a decoder starts. */
  EventCursor NONE = () -> -1;
}
