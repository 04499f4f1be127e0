package org.replays4j.teehistorian.spi;

import static org.replays4j.core.ReplayAnalysis.Product.GAME_STATS;
import static org.replays4j.core.ReplayAnalysis.Product.STATS;
import static org.replays4j.core.ReplayAnalysis.Product.SUMMARY;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.teehistorian.TeehistorianDecoder;
import org.replays4j.teehistorian.TeehistorianVisitor;
import org.replays4j.teehistorian.stats.TeehistorianStats;
import org.replays4j.teehistorian.stats.TeehistorianStatsVisitor;

/**
 * One salvaging decode of a recording for everything a request asks: the event sink's visitor, one
 * row visitor per table read, the statistics visitor when the stats tree, the shared view or a
 * statistics table is asked, and the summary's collector when the summary, the stats tree or a
 * statistics table is asked (it keeps the damage), each fed by {@link FanOut} as if it were alone
 * (a stopped sink stops only its own visitor). A single visitor is decoded without the fan-out.
 */
final class TeehistorianPass {
  private TeehistorianPass() {}

  /**
   * Decodes {@code source} once, streaming events to {@code events} (null: not asked) and rows to
   * {@code tables} (not finished), and returns the {@code products} asked for.
   */
  static ReplayAnalysis run(
      ReplaySource source,
      DecodeLimits limits,
      Set<ReplayAnalysis.Product> products,
      ReplayEventSink events,
      List<TableBatchBuilder> tables)
      throws IOException {
    List<TeehistorianVisitor> visitors = new ArrayList<>();
    if (events != null) visitors.add(new SinkVisitor(events));
    List<TeehistorianTables.Rows> rows = new ArrayList<>();
    List<TableBatchBuilder> statsTables = new ArrayList<>();
    for (TableBatchBuilder b : tables) {
      if (TeehistorianTables.fromStats(b.schema())) {
        statsTables.add(b);
      } else {
        TeehistorianTables.Rows r = TeehistorianTables.rows(b);
        rows.add(r);
        visitors.add(r);
      }
    }
    boolean tree = products.contains(STATS);
    boolean shared = products.contains(GAME_STATS);
    SummaryCollector summary = null;
    if (products.contains(SUMMARY) || tree || !statsTables.isEmpty()) {
      summary = new SummaryCollector();
      visitors.add(summary);
    }
    TeehistorianStatsVisitor stats = null;
    if (tree || shared || !statsTables.isEmpty()) {
      stats = new TeehistorianStatsVisitor(null, limits);
      visitors.add(stats);
    }
    if (visitors.isEmpty()) return ReplayAnalysis.NONE;

    TeehistorianVisitor v = visitors.size() == 1 ? visitors.get(0) : new FanOut(visitors);
    try {
      TeehistorianDecoder.salvaging(limits).decode(source, v);
    } catch (TeehistorianTables.SinkFailed e) {
      throw e.getCause();
    }
    for (TeehistorianTables.Rows r : rows) r.finish();
    if (stats == null) {
      return new ReplayAnalysis(
          products.contains(SUMMARY) ? summary.summary(TeehistorianFormat.ID) : null, null, null);
    }
    TeehistorianStats s = stats.checkedStats();
    for (TableBatchBuilder b : statsTables) TeehistorianTables.statsRows(b, s, summary.damage());
    Map<String, Object> statsTree = null;
    if (tree) {
      statsTree = new LinkedHashMap<>();
      statsTree.put("stats", s.toTree());
      if (summary.damage() != null) statsTree.put("damage", summary.damage().toTree());
    }
    return new ReplayAnalysis(
        products.contains(SUMMARY) ? summary.summary(TeehistorianFormat.ID) : null,
        statsTree,
        shared ? s : null);
  }
}
