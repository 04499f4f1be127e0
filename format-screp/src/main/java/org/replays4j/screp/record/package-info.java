/**
 * Immutable records of StarCraft: Brood War replays: header, player records, commands, map data and
 * the Remastered sections. Layouts follow {@code docs/formats/screp.md}.
 */
package org.replays4j.screp.record;
