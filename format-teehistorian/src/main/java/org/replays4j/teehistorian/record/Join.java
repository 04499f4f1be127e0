package org.replays4j.teehistorian.record;

/**
 * JOIN (-8): {@code cid} joined on the engine level.
 *
 * @param cid client id 0..127
 */
public record Join(int cid) {}
