package org.replays4j.teehistorian.record;

/**
 * Reconstructed: the messages of server tick {@code tick} begin (sent once per tick that has at
 * least one message other than TICK_SKIP/FINISH, before its first message).
 *
 * @param tick server tick (50 per second); messages before the first tick belong to tick 0
 */
public record Tick(int tick) {}
