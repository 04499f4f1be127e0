package org.replays4j.soku.capture;

import org.replays4j.core.io.ByteSlice;

/**
 * One UDP datagram found in a capture. Its payload's offset in the capture is the visitor's {@code
 * eventOffset()} during {@code visitDatagram}.
 *
 * @param captureIndex 0-based index of the packet record in the capture
 * @param captureOffset byte offset of the packet record (block) in the capture
 * @param timestampNanos capture time, nanoseconds since the epoch
 * @param source sender
 * @param destination receiver
 * @param payload UDP payload (a view into the capture bytes)
 */
public record UdpDatagram(
    int captureIndex,
    long captureOffset,
    long timestampNanos,
    Endpoint source,
    Endpoint destination,
    ByteSlice payload) {}
