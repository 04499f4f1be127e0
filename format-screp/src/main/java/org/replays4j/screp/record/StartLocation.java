package org.replays4j.screp.record;

/**
 * A start-location unit (type 0xD6) of the map's UNIT section.
 *
 * @param x pixel x
 * @param y pixel y
 * @param slotId owner slot = the player slot that starts here
 */
public record StartLocation(int x, int y, int slotId) {}
