package org.replays4j.butter;

import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.butter.record.ButterPlayerInfo;
import org.replays4j.butter.stats.ButterStatsVisitor;
import org.replays4j.butter.stats.MatchStats;
import org.replays4j.core.DecodeRequest;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.ReplayConversion;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.table.FormatTables;

/**
 * What the two Echo VR formats of this module share beyond the names every {@link ReplayFormat}
 * gives {@link ReplayFormat} (one extension each): the summary fields built from a {@link
 * ButterHeader} (players) and the last frame (final score), and the stats (the stats tree: the
 * {@link MatchStats} as a value tree whose keys are the columns of the stats tables; the shared
 * view: the {@link MatchStats} itself) computed by one {@link ButterStatsVisitor} over either
 * format's frames.
 */
abstract class EchoVrFormat extends ReplayFormat {
  EchoVrFormat(
      String id,
      String displayName,
      String versions,
      FormatTables tables,
      List<ReplayConversion> conversions,
      String extension) {
    super(id, displayName, versions, tables, conversions, extension);
  }

  /** The stats of {@code source}, read by this format's way in within {@code limits}. */
  abstract MatchStats matchStats(ReplaySource source, DecodeLimits limits) throws IOException;

  /** The summary and the stats of {@code source} from one read (each as its separate call's). */
  abstract SummaryAndStats summaryAndStats(ReplaySource source, DecodeLimits limits)
      throws IOException;

  /** What {@link #summaryAndStats} gives. */
  record SummaryAndStats(ReplaySummary summary, MatchStats stats) {}

  /** The summary of {@code source} alone, read by this format's way in within {@code limits}. */
  abstract ReplaySummary summaryOnly(ReplaySource source, DecodeLimits limits) throws IOException;

  /** Streams every decoded event of {@code source}, in file order, to {@code sink}. */
  abstract void streamEvents(ReplaySource source, DecodeLimits limits, ReplayEventSink sink)
      throws IOException;

  /**
   * The one pass of the SPI: events and table rows when asked; the summary, the stats tree and the
   * shared view from one read: both stats views are made from the same {@link MatchStats}, and the
   * summary's collector sees the same frames.
   */
  @Override
  protected final ReplayAnalysis decode(
      ReplaySource source, DecodeLimits limits, DecodeRequest request) throws IOException {
    if (request.events() != null) streamEvents(source, limits, request.events());
    GameStats shared = null;
    if (!request.tableBuilders().isEmpty()) {
      shared =
          formatTables()
              .readAll(
                  request.tableBuilders(),
                  source,
                  limits,
                  request.wants(ReplayAnalysis.Product.GAME_STATS));
    }
    Set<ReplayAnalysis.Product> products = EnumSet.noneOf(ReplayAnalysis.Product.class);
    products.addAll(request.products());
    if (shared != null) products.remove(ReplayAnalysis.Product.GAME_STATS);
    if (products.isEmpty()) return new ReplayAnalysis(null, null, shared);
    if (products.equals(Set.of(ReplayAnalysis.Product.SUMMARY))) {
      return new ReplayAnalysis(summaryOnly(source, limits), null, shared);
    }
    ReplaySummary summary = null;
    MatchStats stats;
    if (products.contains(ReplayAnalysis.Product.SUMMARY)) {
      SummaryAndStats both = summaryAndStats(source, limits);
      summary = both.summary();
      stats = both.stats();
    } else {
      stats = matchStats(source, limits);
    }
    Map<String, Object> tree = null;
    if (products.contains(ReplayAnalysis.Product.STATS)) {
      tree = new LinkedHashMap<>();
      tree.put("stats", ButterStatsTables.tree(stats));
    }
    return new ReplayAnalysis(
        summary,
        tree,
        shared != null || !products.contains(ReplayAnalysis.Product.GAME_STATS) ? shared : stats);
  }

  /**
   * Puts the summary fields of {@code h} into {@code details} ({@code map}, {@code private}, {@code
   * players}) and the final score, and returns the player names in file order.
   */
  static List<String> putPlayers(
      Map<String, Object> details, ButterHeader h, Number blue, Number orange) {
    details.put("map", h.map().apiName());
    details.put("private", h.privateMatch());
    List<Object> players = new ArrayList<>();
    List<String> names = new ArrayList<>();
    for (ButterPlayerInfo p : h.players()) {
      Map<String, Object> pm = new LinkedHashMap<>();
      pm.put("name", p.name());
      pm.put("userId", p.userId());
      pm.put("number", p.number());
      pm.put("level", p.level());
      players.add(pm);
      names.add(p.name());
    }
    details.put("players", players);
    Map<String, Object> score = new LinkedHashMap<>();
    score.put("blue", blue);
    score.put("orange", orange);
    details.put("finalScore", score);
    return names;
  }
}
