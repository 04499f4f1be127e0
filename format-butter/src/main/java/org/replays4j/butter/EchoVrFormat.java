package org.replays4j.butter;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.butter.record.ButterPlayerInfo;
import org.replays4j.butter.stats.ButterStatsVisitor;
import org.replays4j.butter.stats.MatchStats;
import org.replays4j.core.AbstractReplayFormat;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.ReplayConversion;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.table.FormatTables;

/**
 * What the two Echo VR formats of this module share beyond the names every {@link ReplayFormat}
 * gives {@link AbstractReplayFormat} (one extension each): the summary fields built from a {@link
 * ButterHeader} (players) and the last frame (final score), and the stats ({@link #stats}, {@link
 * #gameStats}) computed by one {@link ButterStatsVisitor} over either format's frames.
 */
abstract class EchoVrFormat extends AbstractReplayFormat {
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

  /**
   * The summary, the stats tree and the shared view from one read: both stats views are made from
   * the same {@link MatchStats}, and the summary's collector sees the same frames.
   */
  @Override
  public ReplayAnalysis analyze(
      ReplaySource source,
      DecodeLimits limits,
      Set<String> summaryOptions,
      Set<ReplayAnalysis.Product> products)
      throws IOException {
    if (products.size() < 2) return super.analyze(source, limits, summaryOptions, products);
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
        summary, tree, products.contains(ReplayAnalysis.Product.GAME_STATS) ? stats : null);
  }

  /**
   * {@code stats}: the {@link MatchStats} as a value tree whose keys are the columns of the stats
   * tables ({@code match_stats}' columns, then {@code teams}, {@code player_stats}, {@code
   * player_rounds}, {@code goals}, {@code rounds}, {@code score_changes} as lists of rows; see
   * docs/formats/butter.md#stats).
   */
  @Override
  public Optional<Map<String, Object>> stats(ReplaySource source, DecodeLimits limits)
      throws IOException {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("stats", ButterStatsTables.tree(matchStats(source, limits)));
    return Optional.of(m);
  }

  /** The {@link MatchStats} of {@code source} (slots = the file's player table). */
  @Override
  public Optional<GameStats> gameStats(ReplaySource source, DecodeLimits limits)
      throws IOException {
    return Optional.of(matchStats(source, limits));
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
