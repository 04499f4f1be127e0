package org.replays4j.soku;

import org.replays4j.soku.capture.Endpoint;

/**
 * Where and when a Soku packet was captured. The packet's own offset (its UDP payload's first byte)
 * is the visitor's {@link SokuVisitor#eventOffset()}, as for every event.
 *
 * @param captureIndex 0-based packet record index in the capture
 * @param captureOffset byte offset of the packet record / block in the capture
 * @param timestampNanos capture time in ns since the epoch ({@code Long.MIN_VALUE} when the record
 *     has none)
 * @param source sender
 * @param destination receiver
 * @param flowId id of the flow (see {@link Flow})
 */
public record PacketMeta(
    int captureIndex,
    long captureOffset,
    long timestampNanos,
    Endpoint source,
    Endpoint destination,
    int flowId) {}
