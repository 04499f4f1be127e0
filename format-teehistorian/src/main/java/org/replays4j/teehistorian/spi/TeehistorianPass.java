package org.replays4j.teehistorian.spi;

import static org.replays4j.core.ReplayAnalysis.Product.GAME_STATS;
import static org.replays4j.core.ReplayAnalysis.Product.STATS;
import static org.replays4j.core.ReplayAnalysis.Product.SUMMARY;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.replays4j.core.DecodeRequest;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.teehistorian.TeehistorianDecoder;
import org.replays4j.teehistorian.TeehistorianVisitor;
import org.replays4j.teehistorian.record.End;
import org.replays4j.teehistorian.record.Header;
import org.replays4j.teehistorian.stats.TeehistorianNamesVisitor;
import org.replays4j.teehistorian.stats.TeehistorianStats;
import org.replays4j.teehistorian.stats.TeehistorianStatsVisitor;

/**
 * One salvaging decode of a recording for everything a request asks: the event sink's visitor, one
 * row visitor per table read, the statistics visitor (which keeps the damage) when the stats tree,
 * the shared view or a statistics table is asked, each fed by {@link FanOut} as if it were alone (a
 * stopped sink stops only its own visitor). A single visitor is decoded without the fan-out. The
 * summary takes its header, end and players from the statistics visitor when it runs, and from its
 * own collector when the summary is asked alone: both follow the players by one rule ({@link
 * TeehistorianNamesVisitor}, which the statistics visitor extends and the collector is), so that
 * every view of a recording numbers and names its players alike, and a summary asked alone does not
 * run the statistics.
 */
final class TeehistorianPass {
  private TeehistorianPass() {}

  /**
   * Decodes {@code source} once, streaming the events and the rows of every table builder (not
   * finished) that {@code request} asks for, and returns the products it asks for.
   */
  static ReplayAnalysis run(ReplaySource source, DecodeLimits limits, DecodeRequest request)
      throws IOException {
    List<TeehistorianVisitor> visitors = new ArrayList<>();
    if (request.events() != null) visitors.add(new SinkVisitor(request.events()));
    List<TeehistorianTables.Rows> rows = new ArrayList<>();
    List<TableBatchBuilder> statsTables = new ArrayList<>();
    for (TableBatchBuilder b : request.tableBuilders()) {
      if (TeehistorianTables.fromStats(b.schema())) {
        statsTables.add(b);
      } else {
        TeehistorianTables.Rows r = TeehistorianTables.rows(b);
        rows.add(r);
        visitors.add(r);
      }
    }
    boolean tree = request.wants(STATS);
    boolean shared = request.wants(GAME_STATS);
    boolean statsAsked = tree || shared || !statsTables.isEmpty();
    SummaryCollector summary =
        request.wants(SUMMARY) && !statsAsked ? new SummaryCollector(limits) : null;
    if (summary != null) visitors.add(summary);
    Stats stats = statsAsked ? new Stats(limits) : null;
    if (stats != null) visitors.add(stats);
    if (visitors.isEmpty()) return ReplayAnalysis.NONE;

    TeehistorianVisitor v = visitors.size() == 1 ? visitors.get(0) : new FanOut(visitors);
    try {
      TeehistorianDecoder.salvaging(limits).decode(source, v);
    } catch (TeehistorianTables.SinkFailed e) {
      throw e.getCause();
    }
    for (TeehistorianTables.Rows r : rows) r.finish();
    if (!statsAsked) {
      // the summary alone: names stopped by their model bound still name the players so far
      ReplaySummary sum = summary == null ? null : summary.summary(TeehistorianFormat.ID);
      return new ReplayAnalysis(sum, null, null);
    }
    TeehistorianStats s = stats.checkedStats();
    // within the statistics' bound the players were followed to the end (limitExceeded() is null)
    ReplaySummary sum =
        request.wants(SUMMARY)
            ? SummaryCollector.summary(
                TeehistorianFormat.ID,
                stats.header,
                stats.end,
                stats.damage,
                stats.participants(),
                stats.limitExceeded())
            : null;
    for (TableBatchBuilder b : statsTables) TeehistorianTables.statsRows(b, s, stats.damage);
    Map<String, Object> statsTree = null;
    if (tree) {
      statsTree = new LinkedHashMap<>();
      statsTree.put("stats", s.toTree());
      if (stats.damage != null) statsTree.put("damage", stats.damage.toTree());
    }
    return new ReplayAnalysis(sum, statsTree, shared ? s : null);
  }

  /**
   * The statistics, and the header, the decoder's end and the damage the decode met (null when
   * none), for the summary.
   */
  private static final class Stats extends TeehistorianStatsVisitor {
    Header header;
    End end;
    Damage damage;

    Stats(DecodeLimits limits) {
      super(null, limits);
    }

    @Override
    public void visitHeader(Header h) {
      header = h;
      super.visitHeader(h);
    }

    @Override
    public void visitSummary(End e) {
      end = e;
      super.visitSummary(e);
    }

    @Override
    public void visitDamage(Damage d) {
      damage = d;
      super.visitDamage(d);
    }
  }
}
