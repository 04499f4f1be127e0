package org.replays4j.screp.record;

/**
 * A mineral field (0xB0–0xB2) or vespene geyser (0xBC) of the map's UNIT section.
 *
 * @param unitType unit type id
 * @param x pixel x
 * @param y pixel y
 * @param amount resource amount (u32)
 */
public record Resource(int unitType, int x, int y, long amount) {}
