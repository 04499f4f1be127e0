package org.replays4j.screp.record;

/**
 * One of the 4 forces of the map's FORC section.
 *
 * @param index force index 0..3
 * @param name force name from the string table (empty when none)
 * @param flags force flags (bit 0 random start, 1 allies, 2 allied victory, 3 shared vision)
 */
public record Force(int index, RawText name, int flags) {}
