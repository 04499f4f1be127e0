/**
 * Pictures of games and catalogs: {@link org.replays4j.plot.Plots} draws them, {@link
 * org.replays4j.plot.Picture} holds one (SVG text, PNG on demand), {@link
 * org.replays4j.plot.PlotTheme} holds the fonts and the colour-blind-safe palette.
 *
 * <p>Everything drawn comes from the formats' tables (the rows {@code replays4j export} writes) and
 * the shared stats. A game's pictures are a spec per format ({@code SlippiCharts}, {@code
 * ScrepCharts}, …: the tables and columns it reads, and a function from their rows to chart specs
 * as data), registered in {@code Plots}; one chart builder draws every spec. A new picture of a
 * game is a new spec or a new entry in a format's list, not new drawing code.
 */
package org.replays4j.plot;
