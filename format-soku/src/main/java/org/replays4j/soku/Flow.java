package org.replays4j.soku;

import org.replays4j.soku.capture.Endpoint;

/**
 * A pair of UDP endpoints exchanging Soku packets (direction-less; {@code a} sorts before {@code
 * b}).
 *
 * @param id 0-based, in order of recognition
 * @param a one endpoint
 * @param b the other
 * @param firstCaptureIndex capture index of the flow's first datagram
 * @param firstTimestampNanos capture time of the flow's first datagram (ns since the epoch; {@code
 *     Long.MIN_VALUE} when the capture record has none)
 */
public record Flow(
    int id, Endpoint a, Endpoint b, int firstCaptureIndex, long firstTimestampNanos) {}
