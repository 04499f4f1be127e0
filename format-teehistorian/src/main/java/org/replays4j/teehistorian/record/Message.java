package org.replays4j.teehistorian.record;

import org.replays4j.core.io.ByteSlice;

/**
 * MESSAGE (-7): {@code cid} sent a game or system packet (chat and votes are not recorded).
 *
 * @param cid client id
 * @param data the packet bytes; valid during the visitor call only, {@link ByteSlice#copy()} to
 *     keep
 */
public record Message(int cid, ByteSlice data) {}
