package org.replays4j.slippi.spi;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.replays4j.core.DecodeRequest;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.slippi.SlippiDecoder;
import org.replays4j.slippi.SlippiGame;
import org.replays4j.slippi.record.EventLayout;
import org.replays4j.slippi.stats.SlippiGameStats;
import org.replays4j.slippi.stats.SlippiStats;

/**
 * {@link ReplayFormat} SPI entry for Slippi {@code .slp} replays (id {@code "slippi"}).
 *
 * <p>Tables ({@link #formatTables()}): {@code games}, {@code players}, {@code frames}, {@code
 * items}, {@code conversions}, {@code conversion_moves}, {@code combos}, {@code combo_moves},
 * {@code stocks}, {@code ruleset}, {@code ruleset_sticks}; the columns of {@code frames} and {@code
 * items} come from {@link EventLayout}. Format option {@code rollback} ({@code last}, the default,
 * or {@code first}): which copy of a re-sent frame {@code frames} and {@code items} keep.
 *
 * <p>Every request is one decode of the file ({@link #decode}): the events, the rows of every table
 * asked for, the summary, the stats tree and the shared view come from one chain of visitors.
 */
public final class SlippiFormat extends ReplayFormat {
  /** Public no-arg constructor for {@link java.util.ServiceLoader}. */
  public SlippiFormat() {
    super(
        SlippiDecoder.FORMAT,
        "Slippi (Super Smash Bros. Melee .slp)",
        "0.1.0 - 3.18.0 (newer: unknown fields kept)",
        () -> SlippiTables.TABLES,
        List.of(),
        "slp");
  }

  /**
   * 1.0 when the head starts with the <code>&#123;U\x03raw[$U#l</code> signature; 0.9 for a bare
   * event stream (no UBJSON container) whose head is a plausible Event Payloads table listing Game
   * Start and followed by it; else 0.
   */
  @Override
  public double probe(byte[] head, String fileName) {
    return SlippiProbe.probe(head);
  }

  /**
   * The one pass of the SPI: events, table rows and the summary, stats tree and shared view, each
   * only when asked, from one decode ({@link SlippiPass}).
   */
  @Override
  protected ReplayAnalysis decode(ReplaySource source, DecodeLimits limits, DecodeRequest request)
      throws IOException {
    return SlippiPass.decode(source, limits, request);
  }

  /**
   * The summary of a decoded game (details as the CLI prints them under {@code "slippi"}); partial
   * when the game is ({@link SlippiGame#damage()}).
   */
  public static ReplaySummary summary(SlippiGame g) {
    return summary(g, SlippiStats.compute(g));
  }

  /**
   * The summary of a decoded game with its stats: per player the character's name and a small
   * {@code stats} object (see {@link #playerStats}), and the {@code winners}; partial when the game
   * is ({@link SlippiGame#damage()}). Its {@code rollback} and {@code stadiumStats} are null (they
   * need the decode's extras: {@link #summarize} gives them).
   */
  public static ReplaySummary summary(SlippiGame g, SlippiStats.Result stats) {
    return SlippiSummaries.summary(g, stats, null);
  }

  /**
   * The per-player stats {@code inspect} shows: kills, deaths, totalDamage, conversions,
   * openingsPerKill, damagePerOpening, neutralWinRatio, inputsPerMinute (numbers; null where
   * slippi-js has no ratio) and lCancelSuccess (successes over attempts; null without attempts or
   * outside 1v1).
   */
  public static Map<String, Object> playerStats(SlippiGameStats s, int playerIndex) {
    return SlippiSummaries.playerStats(s, playerIndex);
  }

  /** The event types of {@link #events}, in file order of their first possible appearance. */
  @Override
  public List<String> eventTypes() {
    return List.of(
        "RawStart",
        "EventPayloads",
        "GameStart",
        "FrameStart",
        "PreFrameUpdate",
        "PostFrameUpdate",
        "ItemUpdate",
        "FrameBookend",
        "GameEnd",
        "MessageSplitter",
        "GeckoList",
        "FodPlatform",
        "Whispy",
        "StadiumTransformation",
        "Unknown",
        "RawEnd",
        "Metadata");
  }

  /**
   * The value tree of an event record for generic consumers: record components as a map, with the
   * optional fields that the event's payload does not contain left out (never a made-up 0).
   */
  public static Map<String, Object> toTree(Object record) {
    return EventSinkVisitor.toTree(record);
  }
}
