/**
 * The computed layer of StarCraft replays (docs/formats/screp.md#computed): statistics that are not
 * stored in the file — APM and screp's EAPM, teams and observers, the winner (inferred), chat with
 * senders, the build order, the matchup and start directions — computed from a decoded {@link
 * org.replays4j.screp.ScrepReplay} by {@link org.replays4j.screp.stats.ScrepComputed}, one class
 * per concern behind it.
 */
package org.replays4j.screp.stats;
