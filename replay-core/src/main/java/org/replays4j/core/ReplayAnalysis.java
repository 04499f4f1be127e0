package org.replays4j.core;

import java.util.Collections;
import java.util.Map;
import org.replays4j.core.stats.GameStats;

/**
 * What {@link ReplayFormat#analyze} computed from one file: any of its summary, its format's stats
 * tree and its shared stats view, each as the separate call ({@link ReplayFormat#summarize}, {@link
 * ReplayFormat#stats}, {@link ReplayFormat#gameStats}) gives it. A damaged file's parts are marked
 * as those calls mark them ({@link ReplaySummary#damage()}, the stats tree's {@code damage} entry,
 * {@link GameStats#partial()}).
 *
 * @param summary the summary; null when not asked for
 * @param stats the format's stats tree (unmodifiable, in the format's key order); null when not
 *     asked for or when the format computes none
 * @param gameStats the shared stats view; null when not asked for or when the format computes none
 */
public record ReplayAnalysis(
    ReplaySummary summary, Map<String, Object> stats, GameStats gameStats) {

  /** The parts {@link ReplayFormat#analyze} can compute. */
  public enum Product {
    /** {@link ReplayAnalysis#summary()}, as {@link ReplayFormat#summarize} gives it. */
    SUMMARY,
    /** {@link ReplayAnalysis#stats()}, as {@link ReplayFormat#stats} gives it. */
    STATS,
    /** {@link ReplayAnalysis#gameStats()}, as {@link ReplayFormat#gameStats} gives it. */
    GAME_STATS
  }

  /** Nothing computed: every part null. */
  public static final ReplayAnalysis NONE = new ReplayAnalysis(null, null, null);

  /** Keeps {@code stats} as given, read-only. */
  public ReplayAnalysis {
    if (stats != null) stats = Collections.unmodifiableMap(stats);
  }
}
