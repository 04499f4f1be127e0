/**
 * StarCraft replays wired into the format SPI: {@link org.replays4j.screp.spi.ScrepFormat} (found
 * by {@link java.util.ServiceLoader}), its one pass over a file ({@code ScrepPass}: events, the
 * tables of {@code tables.tsv}, summary, stats tree and shared view from one decode), and the
 * conversion to a raw scenario.chk. Sits above the decoder ({@code org.replays4j.screp}) and the
 * computed layer ({@code org.replays4j.screp.stats}); nothing below depends on it.
 */
package org.replays4j.screp.spi;
