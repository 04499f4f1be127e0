package org.replays4j.butter.spi;

import static org.replays4j.core.ReplayAnalysis.Product.GAME_STATS;
import static org.replays4j.core.ReplayAnalysis.Product.STATS;
import static org.replays4j.core.ReplayAnalysis.Product.SUMMARY;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.replays4j.butter.ButterVisitor;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.butter.stats.ButterStatsVisitor;
import org.replays4j.butter.stats.MatchStats;
import org.replays4j.core.DecodeRequest;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.TableBatchBuilder;

/**
 * One salvaging read of an Echo VR file, by its format's way in ({@link EchoVrFormat#read}), for
 * everything a request asks: the format's event visitor, one row visitor per frame table, the
 * summary's collector, and the stats visitor when the stats tree, the shared view or a stats table
 * is asked, each fed by {@link FanOut} as if it were alone (a stopped sink stops only its own
 * visitor). A single visitor is fed without the fan-out.
 */
final class EchoVrPass {
  private EchoVrPass() {}

  /**
   * Reads {@code source} once in {@code format}, streaming the events and the rows of every table
   * builder (not finished) that {@code request} asks for, and returns the products it asks for.
   */
  static ReplayAnalysis run(
      EchoVrFormat format, ReplaySource source, DecodeLimits limits, DecodeRequest request)
      throws IOException {
    List<ButterVisitor> visitors = new ArrayList<>();
    EventVisitor sink = request.events() == null ? null : format.eventVisitor(request.events());
    if (sink != null) visitors.add(sink);
    List<ButterTables.Rows> rows = new ArrayList<>();
    List<TableBatchBuilder> statsTables = new ArrayList<>();
    for (TableBatchBuilder b : request.tableBuilders()) {
      if (ButterStatsTables.isStatsTable(b.schema().name())) {
        statsTables.add(b);
      } else {
        ButterTables.Rows r = new ButterTables.Rows(b);
        rows.add(r);
        visitors.add(r);
      }
    }
    SummaryCollector summary = request.wants(SUMMARY) ? new SummaryCollector() : null;
    if (summary != null) visitors.add(summary);
    ButterStatsVisitor stats = null;
    if (request.wants(STATS) || request.wants(GAME_STATS) || !statsTables.isEmpty()) {
      stats = format.statsVisitor(limits);
      visitors.add(stats);
    }
    if (visitors.isEmpty()) return ReplayAnalysis.NONE;

    ButterHeader last =
        format.read(source, limits, visitors.size() == 1 ? visitors.get(0) : new FanOut(visitors));
    for (ButterTables.Rows r : rows) r.finish(last);
    if (sink != null) sink.finish(last);
    MatchStats s = null;
    if (stats != null) {
      // a file without frames still names its session (the header)
      if (stats.stats().frames() == 0 && last != null) stats.visitHeader(last);
      s = stats.checkedStats();
      for (TableBatchBuilder b : statsTables) {
        if (s.damage() != null) b.damage(s.damage());
        if (!b.stopped()) ButterStatsTables.write(b, s);
      }
    }
    Map<String, Object> tree = null;
    if (request.wants(STATS)) {
      tree = new LinkedHashMap<>();
      tree.put("stats", ButterStatsTables.tree(s));
      // a damaged file's stats cover the part before the damage, and say so (as every format's do)
      if (s.damage() != null) tree.put("damage", s.damage().toTree());
    }
    return new ReplayAnalysis(
        summary == null ? null : format.summary(summary, last),
        tree,
        request.wants(GAME_STATS) ? s : null);
  }
}
