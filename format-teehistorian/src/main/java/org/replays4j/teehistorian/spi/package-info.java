/**
 * The teehistorian format wired into the format SPI: {@link
 * org.replays4j.teehistorian.spi.TeehistorianFormat} (registered as a {@code
 * org.replays4j.core.ReplayFormat} service), its tables, and the visitors that one decode runs for
 * everything a request asks (events, table rows, summary, statistics).
 */
package org.replays4j.teehistorian.spi;
