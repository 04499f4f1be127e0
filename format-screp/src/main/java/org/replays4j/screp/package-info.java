/**
 * StarCraft: Brood War replays ({@code .rep}), every era: legacy (PKWare DCL chunks, up to 1.16.1),
 * 1.18–1.20 and 1.21+ Remastered (zlib chunks, tagged sections).
 *
 * <p>Spec: {@code docs/formats/screp.md} (facts cross-read from icza/screp v1.13.3,
 * ShieldBattery/broodrep and jssuh), which wins over the 2004 community format description. Entry
 * point: {@link org.replays4j.screp.ScrepDecoder}; events: {@link
 * org.replays4j.screp.ScrepVisitor}; model: {@link org.replays4j.screp.ScrepReplay}; computed
 * statistics: {@link org.replays4j.screp.stats.ScrepComputed}; era gates: {@link
 * org.replays4j.screp.ScrepVersion}.
 */
package org.replays4j.screp;
