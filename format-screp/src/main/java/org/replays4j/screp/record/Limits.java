package org.replays4j.screp.record;

/**
 * Engine limits of the 1.21+ {@code LMTS} section (7 × u32).
 *
 * @param images image limit
 * @param sprites sprite limit
 * @param loneSprites lone sprite limit
 * @param units unit limit
 * @param bullets bullet limit
 * @param orders order limit
 * @param fogSprites fog sprite limit
 */
public record Limits(
    long images,
    long sprites,
    long loneSprites,
    long units,
    long bullets,
    long orders,
    long fogSprites) {}
