package org.replays4j.slippi.record;

import org.replays4j.core.io.ByteSlice;

/**
 * An event whose command this decoder does not know (or whose payload is shorter than the event's
 * base layout), kept for generic consumers.
 *
 * @param command the command byte
 * @param payload the payload (copy)
 */
public record UnknownEvent(int command, ByteSlice payload) {}
