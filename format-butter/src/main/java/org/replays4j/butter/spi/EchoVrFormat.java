package org.replays4j.butter.spi;

import java.io.IOException;
import java.util.List;
import java.util.function.Supplier;
import org.replays4j.butter.ButterVisitor;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.butter.stats.ButterStatsVisitor;
import org.replays4j.core.DecodeRequest;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.ReplayConversion;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.FormatTables;

/**
 * What the two Echo VR formats of this module share: one table set, and one pass ({@link
 * EchoVrPass}) over either format's frames, read by the format's own way in as the calls of a
 * {@link ButterVisitor}. A format gives its way in ({@link #read}), its events, its stats visitor
 * and its summary; the pass derives everything else (the stats tree: the {@link
 * org.replays4j.butter.stats.MatchStats} as a value tree whose keys are the columns of the stats
 * tables; the shared view: the {@code MatchStats} itself).
 */
abstract class EchoVrFormat extends ReplayFormat {
  EchoVrFormat(
      String id,
      String displayName,
      String versions,
      Supplier<FormatTables> tables,
      List<ReplayConversion> conversions,
      String extension) {
    super(id, displayName, versions, tables, conversions, extension);
  }

  /**
   * Reads {@code source} once in salvage mode within {@code limits}, feeding {@code visitor}, and
   * returns the file's header (for a .echoreplay, the header after the last line).
   */
  abstract ButterHeader read(ReplaySource source, DecodeLimits limits, ButterVisitor visitor)
      throws IOException;

  /** The visitor that streams this format's events to {@code sink}. */
  abstract EventVisitor eventVisitor(ReplayEventSink sink);

  /** A new stats visitor for this format's files within {@code limits}. */
  abstract ButterStatsVisitor statsVisitor(DecodeLimits limits);

  /** The summary of a read that {@code c} saw, whose header is {@code last}. */
  abstract ReplaySummary summary(SummaryCollector c, ButterHeader last);

  /** One read for everything {@code request} asks ({@link EchoVrPass}). */
  @Override
  protected final ReplayAnalysis decode(
      ReplaySource source, DecodeLimits limits, DecodeRequest request) throws IOException {
    return EchoVrPass.run(this, source, limits, request);
  }
}
