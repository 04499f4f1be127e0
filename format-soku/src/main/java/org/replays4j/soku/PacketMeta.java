package org.replays4j.soku;

import org.replays4j.soku.capture.Endpoint;

/**
 * Where a Soku packet was found in a capture.
 *
 * @param captureIndex 0-based packet record index in the capture
 * @param captureOffset byte offset of the packet record / block
 * @param payloadOffset byte offset of the UDP payload (the packet's type byte)
 * @param timestampNanos capture time in ns since the epoch ({@code Long.MIN_VALUE} when the record has none)
 * @param source sender
 * @param destination receiver
 * @param flowId id of the flow (see {@link Flow})
 */
public record PacketMeta(int captureIndex, long captureOffset, long payloadOffset, long timestampNanos, Endpoint source,
    Endpoint destination, int flowId) {}
