package org.replays4j.soku.capture;

import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteSlice;

/**
 * Receives the records of a capture from {@link CaptureReader}, in file order. Any method may throw
 * {@link org.replays4j.core.event.StopDecoding} to end reading early. Only {@link #packet} must be
 * implemented (a lambda will do): the other calls are ignored unless overridden.
 */
@FunctionalInterface
public interface CaptureSink {
  /** Once, after the first header. */
  default void start(CaptureInfo info) {}

  /**
   * For each interface description (pcapng IDB; pcap: once), with the offset of its block (pcap:
   * 0).
   */
  default void iface(CaptureInterface iface, long offset) {}

  /**
   * One packet record. {@code buf[off, off+capLen)} is the link-layer frame; it stays valid after
   * the call (the reader never reuses it).
   *
   * @param index 0-based packet record index
   * @param recordOffset offset of the record / block in the capture
   * @param iface the interface the packet was captured on
   * @param tsNanos timestamp in nanoseconds since the epoch
   * @param dataOffset capture offset of {@code buf[off]}
   * @param origLen original length on the wire
   */
  void packet(
      int index,
      long recordOffset,
      CaptureInterface iface,
      long tsNanos,
      byte[] buf,
      int off,
      int capLen,
      long dataOffset,
      long origLen);

  /** A problem with one record; reading continues with the next. */
  default void error(ReplayFormatException e) {}

  /** A pcapng block this reader does not interpret. */
  default void unknownBlock(long blockType, ByteSlice body, long offset) {}
}
