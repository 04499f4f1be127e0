/**
 * The two Echo VR formats wired into the format SPI: {@link org.replays4j.butter.spi.ButterFormat}
 * (.butter) and {@link org.replays4j.butter.spi.EchoReplayFormat} (.echoreplay), registered as
 * {@code org.replays4j.core.ReplayFormat} services, with their one table set, their events,
 * summaries and the pass that reads a file once for everything a request asks; and the {@code
 * .echoreplay → .butter} conversion.
 */
package org.replays4j.butter.spi;
