package org.replays4j.core;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.FormatTables;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableRead;
import org.replays4j.core.table.TableSchema;
import org.replays4j.core.table.TableSink;

/**
 * Service-provider interface, one implementation per format module, registered in {@code
 * META-INF/services/org.replays4j.core.ReplayFormat}. Implementations are stateless and
 * thread-safe. Format-specific APIs (visitors, models) live in the format modules; this interface
 * is what format-agnostic tools (the CLI, batch indexers) use.
 *
 * <p>Damaged files: {@link #summarize}, {@link #stats}, {@link #gameStats}, {@link #events} and
 * {@link #readTable} read in salvage mode. A file damaged after its header gives what it holds
 * before the damage, marked: {@link ReplaySummary#damage()}, {@link ReplayEventSink#damage}, {@link
 * org.replays4j.core.table.TableSink#damage} after the last batch of every table, the {@code
 * complete}/{@code damage} columns of the format's top table. A caller that wants strict behaviour
 * treats a marked result as the failure it carries ({@link
 * org.replays4j.core.error.Damage#toException()}). A file whose header is damaged fails with {@link
 * org.replays4j.core.error.ReplayFormatException}.
 */
public interface ReplayFormat {
  /**
   * Short lower-case id: {@code slippi}, {@code teehistorian}, {@code soku}, {@code butter}, {@code
   * screp}.
   */
  String id();

  /** Human-readable name, e.g. "Super Smash Bros. Melee Slippi replay". */
  String displayName();

  /** File extensions without dot, most common first (detection does not rely on them alone). */
  List<String> extensions();

  /** The format versions this module reads, for {@code replays4j formats}. */
  String supportedVersions();

  /**
   * Confidence in [0, 1] that {@code head} (the first up to 4 KiB of decompressed content) is this
   * format: 0 = certainly not, ≥ 0.9 = signature matched. {@code fileName} may be used as a weak
   * hint only. Never throws.
   */
  double probe(byte[] head, String fileName);

  /**
   * The version of what this format's decoder produces from a file: its tables, summary and stats.
   * A format changes it whenever the same file would give different rows or values (a fix, a new
   * column computed from existing data), so that stores built from earlier output (the catalog of
   * {@code replays4j index}) re-read exactly this format's files. Free text compared for equality;
   * the default is {@code "1"}.
   */
  default String decoderVersion() {
    return "1";
  }

  /** False while only probing is implemented; the CLI then says the decoder is not available. */
  default boolean decoderAvailable() {
    return true;
  }

  /**
   * The event type names {@link #events} passes to its sink, in the format's own order, for {@code
   * replays4j formats --events} and for checking {@code replays4j events --type}. An entry ending
   * in {@code *} stands for every name that starts with what precedes it. Empty when the format
   * does not list them (then every name is accepted).
   */
  default List<String> eventTypes() {
    return List.of();
  }

  /** Decodes enough of {@code source} to summarise it. */
  ReplaySummary summarize(ReplaySource source, DecodeLimits limits) throws IOException;

  /**
   * {@link #summarize(ReplaySource, DecodeLimits)} with summary options that cost extra work and
   * are therefore off by default, such as {@link #SUMMARY_MAP_DATA_HASH}. A format ignores the
   * options it does not know (the default does not look at them).
   */
  default ReplaySummary summarize(ReplaySource source, DecodeLimits limits, Set<String> options)
      throws IOException {
    return summarize(source, limits);
  }

  /**
   * Summary option: the StarCraft summary's {@code map.dataHash}, screp's map data hash (SHA-256 of
   * the decompressed map section). It needs the whole map decompressed, which the default sparse
   * read avoids (about a third more CPU per replay). {@code SUMMARY_MAP_DATA_HASH + ":" +
   * algorithm} picks the digest as screp's {@code -mapDataHash} does: {@code md5}, {@code sha1},
   * {@code sha256} or {@code sha512}.
   */
  String SUMMARY_MAP_DATA_HASH = "mapDataHash";

  /**
   * The conversions this format offers from its files to other formats ({@code replays4j convert}).
   * Converting to JSON Lines needs no entry here: any format's {@link #events} stream can be
   * written as JSON Lines by the caller.
   */
  default List<ReplayConversion> conversions() {
    return List.of();
  }

  /**
   * The statistics this format computes for a game (optional capability), as a plain value tree
   * (Map with String keys, List, String, Number, Boolean, null) whose entries the CLI's {@code
   * stats} command prints next to {@code file} and {@code format}; for Slippi {@code stats}
   * (slippi-js's {@code getStats()} shape) and {@code winners}. Empty when the format computes no
   * statistics (the default). Stats of a file damaged after its header cover the part before the
   * damage, and the map then ends with a {@code damage} entry ({@link
   * org.replays4j.core.error.Damage#toTree()}); the key is absent for an undamaged file.
   */
  default Optional<Map<String, Object>> stats(ReplaySource source, DecodeLimits limits)
      throws IOException {
    return Optional.empty();
  }

  /**
   * The game's statistics in the vocabulary shared by every format ({@link
   * org.replays4j.core.stats.GameStats}: participants, results, rates, duration, scoring events),
   * for format-agnostic consumers. Empty when the format computes no statistics (the default).
   */
  default Optional<org.replays4j.core.stats.GameStats> gameStats(
      ReplaySource source, DecodeLimits limits) throws IOException {
    return Optional.empty();
  }

  /**
   * Any combination of {@link #summarize(ReplaySource, DecodeLimits, Set) summarize} (with {@code
   * summaryOptions}), {@link #stats} and {@link #gameStats} in one call: each part asked for in
   * {@code products} equals what its separate call gives, and a call that would fail fails this one
   * the same way (the first failure in that order: summary, stats, shared view). A format whose
   * parts come from one pass over the file decodes it once for all of them; the default makes the
   * separate calls one after the other, so a format that does not override this still works.
   *
   * @param summaryOptions as for {@link #summarize(ReplaySource, DecodeLimits, Set)}; looked at
   *     only when the summary is asked for
   * @param products the parts to compute; the others are null in the result
   */
  default ReplayAnalysis analyze(
      ReplaySource source,
      DecodeLimits limits,
      Set<String> summaryOptions,
      Set<ReplayAnalysis.Product> products)
      throws IOException {
    ReplaySummary summary =
        products.contains(ReplayAnalysis.Product.SUMMARY)
            ? summarize(source, limits, summaryOptions)
            : null;
    Map<String, Object> stats =
        products.contains(ReplayAnalysis.Product.STATS) ? stats(source, limits).orElse(null) : null;
    org.replays4j.core.stats.GameStats game =
        products.contains(ReplayAnalysis.Product.GAME_STATS)
            ? gameStats(source, limits).orElse(null)
            : null;
    return new ReplayAnalysis(summary, stats, game);
  }

  /**
   * Streams every decoded event of {@code source}, in file order, to {@code sink}. Memory use is
   * bounded for streaming formats.
   */
  void events(ReplaySource source, DecodeLimits limits, ReplayEventSink sink) throws IOException;

  /**
   * The tables this format produces together with the code that writes their rows; {@link #tables}
   * and {@link #readTable} delegate to it, so a format states its tables in this one method. The
   * default, {@link FormatTables#NONE}, is no table.
   */
  default FormatTables formatTables() {
    return FormatTables.NONE;
  }

  /**
   * The tables this format produces, known without reading any file; empty when the format offers
   * none (the default). Names are unique within the format.
   */
  default List<TableSchema> tables() {
    return formatTables().schemas();
  }

  /** The table named {@code name}, if this format declares it. */
  default Optional<TableSchema> table(String name) {
    for (TableSchema t : tables()) if (t.name().equals(name)) return Optional.of(t);
    return Optional.empty();
  }

  /**
   * Decodes table {@code table} of {@code source} and streams its rows to {@code sink} in batches
   * of at most {@code options.batchRows()} rows, with {@code fileId} in the {@code file} column.
   * Memory is bounded by the batch size for streaming formats. Bad input is a {@link
   * org.replays4j.core.error.ReplayFormatException}; rows delivered before it stay valid.
   *
   * @throws IllegalArgumentException when this format declares no table {@code table}
   */
  default void readTable(
      String table,
      ReplaySource source,
      String fileId,
      TableOptions options,
      DecodeLimits limits,
      TableSink sink)
      throws IOException {
    TableSchema schema = FormatTables.find(id(), tables(), table);
    formatTables().read(new TableBatchBuilder(schema, fileId, options, sink), source, limits);
  }

  /**
   * Decodes several tables of {@code source} at once, each streamed to its own sink as {@link
   * #readTable} would stream it (the same rows, batches of its own options' size, {@code fileId} in
   * the {@code file} column). A format whose tables come from one decode ({@link
   * FormatTables#readsTogether()}) decodes the file once for all of them; otherwise each table is
   * read in turn. A sink that returns false stops only its own table. A damaged file's damage
   * reaches every sink ({@link TableSink#damage}). Bad input is a {@link
   * org.replays4j.core.error.ReplayFormatException}; rows delivered before it stay valid.
   *
   * @throws IllegalArgumentException when this format declares no table named in {@code reads}
   */
  default void readTables(
      ReplaySource source, String fileId, DecodeLimits limits, List<TableRead> reads)
      throws IOException {
    formatTables().readAll(builders(fileId, reads), source, limits, false);
  }

  /**
   * {@link #readTables} and {@link #gameStats} together: where the format can, both come from the
   * same decode of the file (a collection indexer's whole work per file); otherwise the stats are a
   * decode of their own after the tables. Empty when the format computes no statistics.
   */
  default Optional<org.replays4j.core.stats.GameStats> readTablesAndStats(
      ReplaySource source, String fileId, DecodeLimits limits, List<TableRead> reads)
      throws IOException {
    org.replays4j.core.stats.GameStats stats =
        formatTables().readAll(builders(fileId, reads), source, limits, true);
    return stats != null ? Optional.of(stats) : gameStats(source, limits);
  }

  /** One builder per read, in order (an unknown table fails before anything is decoded). */
  private List<TableBatchBuilder> builders(String fileId, List<TableRead> reads) {
    List<TableBatchBuilder> out = new java.util.ArrayList<>(reads.size());
    for (TableRead r : reads) {
      TableSchema schema = FormatTables.find(id(), tables(), r.table());
      out.add(new TableBatchBuilder(schema, fileId, r.options(), r.sink()));
    }
    return out;
  }
}
