package org.replays4j.teehistorian.record;

/**
 * TICK_SKIP (-2): the next tick is the last tick + {@code dt} + 1 ({@code dt} = 0 means "next
 * tick").
 *
 * @param dt number of ticks skipped, ≥ 0
 */
public record TickSkip(int dt) {}
