package org.replays4j.slippi;

/**
 * The cursor the event views share: an event of {@code size} payload bytes whose command byte is at
 * {@code b[c]}. The decoder sets the array once per buffer ({@link #buffer}) and moves the cursor
 * per event ({@link #at}), so dispatching an event stores no reference.
 */
abstract class EventView {
  byte[] b;
  int c;
  int size;
  long delta;

  EventView() {}

  /** Sets the array (and file offset minus array index) of the following {@link #at} calls. */
  final void buffer(byte[] b, long delta) {
    this.b = b;
    this.delta = delta;
  }

  /** Points this view at the event at {@code b[c]} of the current buffer. */
  final void at(int c, int size) {
    this.c = c;
    this.size = size;
  }

  /** Payload size from Event Payloads. */
  public final int payloadSize() {
    return size;
  }

  /** File offset of the command byte (-1 for a view made from a record). */
  public final long offset() {
    return c + delta;
  }

  /**
   * Copies the event's bytes, command byte first ({@code 1 + payloadSize()} bytes, the field
   * offsets of {@link org.replays4j.slippi.record.EventLayout} counted from the command byte), to
   * {@code dst[dstOff]}: for collectors that keep events raw and read them later.
   *
   * @throws IndexOutOfBoundsException when {@code dst} has no room for them
   */
  public final void copyTo(byte[] dst, int dstOff) {
    System.arraycopy(b, c, dst, dstOff, size + 1);
  }
}
