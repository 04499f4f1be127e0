package org.replays4j.screp.spi;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.replays4j.core.DecodeRequest;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.screp.ScrepDecoder;
import org.replays4j.screp.ScrepReplay;
import org.replays4j.screp.stats.ScrepComputed;

/**
 * {@link ReplayFormat} for StarCraft: Brood War replays (id {@code screp}). Stateless and
 * thread-safe. The summary details are what the CLI summary shows: {@code era, engine, frames,
 * startTime, title, map, gameType, speed, players, commands, chat, apm, eapm, winnerTeam}.
 *
 * <p>Tables ({@link #formatTables()}): {@code replays}, {@code players}, {@code commands}, {@code
 * chat}, {@code build_orders}, {@code map_resources}.
 */
public final class ScrepFormat extends ReplayFormat {
  /**
   * Build-order steps the summary and stats list per player, as text. Real games stay far below (a
   * long 1v1 has a few hundred steps per player); a replay of millions of Train commands (each a
   * step, whether the game could carry it out or not) would otherwise cost a string per step in
   * every view. The model ({@link ScrepComputed#buildOrder()}) and the {@code build_orders} table
   * keep every step; a summary whose list was cut says so in its warnings, and stats give each
   * player's full count as {@code buildOrderSteps}.
   */
  public static final int LISTED_STEPS = 10_000;

  /** Public no-argument constructor for {@link java.util.ServiceLoader}. */
  public ScrepFormat() {
    super(
        ScrepDecoder.FORMAT,
        "StarCraft: Brood War replay",
        "legacy (1.00-1.16.1, DCL), 1.18-1.20, 1.21+ (Remastered)",
        () -> ScrepTables.TABLES,
        List.of(new ScrepToChk()),
        "rep");
  }

  /**
   * Matches the replay-id section: checksum, chunk count 1, a raw 4-byte chunk holding {@code reRS}
   * or {@code seRS}.
   */
  @Override
  public double probe(byte[] head, String fileName) {
    if (head == null || head.length < 16) return 0;
    boolean count1 = head[4] == 1 && head[5] == 0 && head[6] == 0 && head[7] == 0;
    boolean len4 = head[8] == 4 && head[9] == 0 && head[10] == 0 && head[11] == 0;
    boolean id =
        (head[12] == 'r' || head[12] == 's')
            && head[13] == 'e'
            && head[14] == 'R'
            && head[15] == 'S';
    if (count1 && len4 && id) return 0.95;
    return 0;
  }

  /**
   * The one pass of the SPI ({@link ScrepPass}): events, table rows, the summary, the stats tree
   * and the shared view from one decode. With {@link ReplayFormat#SUMMARY_MAP_DATA_HASH} the whole
   * map section is decompressed (not sparse) so that {@code map.dataHash} holds screp's map data
   * hash (SHA-256); with {@code "mapDataHash:ALGO"} ({@code md5}, {@code sha1}, {@code sha256} or
   * {@code sha512}, the algorithms of screp's {@code -mapDataHash}) the hash is taken with that
   * algorithm, named in {@code map.dataHashAlgorithm}. Without either option those entries are
   * null.
   *
   * @throws IllegalArgumentException for an algorithm screp does not offer
   */
  @Override
  protected ReplayAnalysis decode(ReplaySource source, DecodeLimits limits, DecodeRequest request)
      throws IOException {
    return ScrepPass.run(
        source,
        limits,
        request.events(),
        request.tableBuilders(),
        request.products(),
        request.summaryOptions());
  }

  /** The format-agnostic summary of a decoded replay (with the map hash when it was read whole). */
  public static ReplaySummary summary(ScrepReplay r, ScrepComputed comp) {
    return ScrepSummaries.summary(r, comp, r.rawMap() == null ? null : "sha256");
  }

  /** The {@code "screp"} object of {@code replays4j inspect --json}. */
  public static Map<String, Object> details(ScrepReplay r, ScrepComputed comp) {
    return ScrepSummaries.details(r, comp, r.rawMap() == null ? null : "sha256");
  }

  /**
   * Event types of {@link #events}: {@code Version}, {@code Header}, one per command as screp names
   * it ({@link org.replays4j.screp.ScrepNames#command}, e.g. {@code Train}, {@code Right Click},
   * {@code Land}), {@code UnknownCommand} and the section events.
   */
  @Override
  public List<String> eventTypes() {
    return ScrepSinkVisitor.TYPES;
  }
}
