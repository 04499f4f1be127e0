package org.replays4j.teehistorian.record;

import java.util.UUID;
import org.replays4j.core.io.ByteSlice;

/**
 * An EX message whose UUID this library does not know (a newer server or a fork).
 *
 * @param uuid the extension's UUID
 * @param data its payload; valid during the visitor call only
 */
public record UnknownEx(UUID uuid, ByteSlice data) {}
