package org.replays4j.core;

import static org.replays4j.core.ReplayAnalysis.Product.GAME_STATS;
import static org.replays4j.core.ReplayAnalysis.Product.STATS;
import static org.replays4j.core.ReplayAnalysis.Product.SUMMARY;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.table.FormatTables;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableRead;
import org.replays4j.core.table.TableSchema;
import org.replays4j.core.table.TableSink;

/**
 * A replay format: one subclass per format module, registered in {@code
 * META-INF/services/org.replays4j.core.ReplayFormat}, stateless and thread-safe. A format gives
 * what only it knows and nothing else:
 *
 * <ul>
 *   <li>its identity, to the constructor: id, names, extensions, versions, its tables as schema
 *       data ({@link FormatTables}) and its conversions;
 *   <li>{@link #probe}: how sure it is that some bytes are its files;
 *   <li>{@link #decode}: one pass over a file that computes the products a {@link DecodeRequest}
 *       asks for (summary, stats tree, shared stats view) and streams the events and table rows it
 *       asks for.
 * </ul>
 *
 * <p>Every other method is derived from those, here, once: {@link #summarize}, {@link #stats},
 * {@link #gameStats}, {@link #analyze}, {@link #events}, {@link #readTable}, {@link #readTables}
 * and {@link #readTablesAndStats} are each one {@link #read} of a request; a caller that wants
 * several products of a file asks them together in one request and the file is decoded once.
 * Format-specific APIs (visitors, models) live in the format modules.
 *
 * <p>Damaged files are read in salvage mode: a file damaged after its header gives what it holds
 * before the damage, marked ({@link ReplaySummary#damage()}, {@link ReplayEventSink#damage}, {@link
 * TableSink#damage} after the last batch of every table, the stats tree's {@code damage} entry,
 * {@link GameStats#partial()}). A caller that wants strict behaviour treats a marked result as the
 * failure it carries ({@link org.replays4j.core.error.Damage#toException()}). A file whose header
 * is damaged fails with {@link org.replays4j.core.error.ReplayFormatException}.
 */
public abstract class ReplayFormat {
  /**
   * Summary option: the StarCraft summary's {@code map.dataHash}, screp's map data hash (SHA-256 of
   * the decompressed map section). It needs the whole map decompressed, which the default sparse
   * read avoids (about a third more CPU per replay). {@code SUMMARY_MAP_DATA_HASH + ":" +
   * algorithm} picks the digest as screp's {@code -mapDataHash} does: {@code md5}, {@code sha1},
   * {@code sha256} or {@code sha512}.
   */
  public static final String SUMMARY_MAP_DATA_HASH = "mapDataHash";

  private final String id;
  private final String displayName;
  private final String supportedVersions;
  private final List<String> extensions;
  private final Supplier<FormatTables> tablesSource;
  private volatile FormatTables tables;
  private final List<ReplayConversion> conversions;

  /**
   * A format without tables or conversions.
   *
   * @param id {@link #id()}
   * @param displayName {@link #displayName()}
   * @param supportedVersions {@link #supportedVersions()}
   * @param extensions {@link #extensions()}, most common first
   */
  protected ReplayFormat(
      String id, String displayName, String supportedVersions, String... extensions) {
    this(id, displayName, supportedVersions, FormatTables.NONE, List.of(), extensions);
  }

  /**
   * A format with tables.
   *
   * @param id {@link #id()}
   * @param displayName {@link #displayName()}
   * @param supportedVersions {@link #supportedVersions()}
   * @param tables {@link #formatTables()}
   * @param extensions {@link #extensions()}, most common first
   */
  protected ReplayFormat(
      String id,
      String displayName,
      String supportedVersions,
      FormatTables tables,
      String... extensions) {
    this(id, displayName, supportedVersions, tables, List.of(), extensions);
  }

  /**
   * A format with tables and conversions.
   *
   * @param id {@link #id()}
   * @param displayName {@link #displayName()}
   * @param supportedVersions {@link #supportedVersions()}
   * @param tables {@link #formatTables()} ({@link FormatTables#NONE} for none)
   * @param conversions {@link #conversions()}, stateless and thread-safe
   * @param extensions {@link #extensions()}, most common first
   */
  protected ReplayFormat(
      String id,
      String displayName,
      String supportedVersions,
      FormatTables tables,
      List<ReplayConversion> conversions,
      String... extensions) {
    this(id, displayName, supportedVersions, constant(tables), conversions, extensions);
  }

  /**
   * A format with tables built at their first use, and conversions. Building table schemas costs
   * class loading and reflection over the row records; a process that only probes, summarizes or
   * checks files never pays for it.
   *
   * @param id {@link #id()}
   * @param displayName {@link #displayName()}
   * @param supportedVersions {@link #supportedVersions()}
   * @param tables gives {@link #formatTables()}, called at most once in the common case (a race may
   *     call it twice; both results must be equal)
   * @param conversions {@link #conversions()}, stateless and thread-safe
   * @param extensions {@link #extensions()}, most common first
   */
  protected ReplayFormat(
      String id,
      String displayName,
      String supportedVersions,
      Supplier<FormatTables> tables,
      List<ReplayConversion> conversions,
      String... extensions) {
    this.id = Objects.requireNonNull(id, "id");
    this.displayName = Objects.requireNonNull(displayName, "displayName");
    this.supportedVersions = Objects.requireNonNull(supportedVersions, "supportedVersions");
    this.tablesSource = Objects.requireNonNull(tables, "tables");
    this.conversions = List.copyOf(conversions);
    this.extensions = List.of(extensions);
  }

  private static Supplier<FormatTables> constant(FormatTables tables) {
    Objects.requireNonNull(tables, "tables");
    return () -> tables;
  }

  /**
   * Short lower-case id: {@code slippi}, {@code teehistorian}, {@code soku}, {@code butter}, {@code
   * echoreplay}, {@code screp}.
   */
  public final String id() {
    return id;
  }

  /** Human-readable name, e.g. "Super Smash Bros. Melee Slippi replay". */
  public final String displayName() {
    return displayName;
  }

  /** File extensions without dot, most common first (detection does not rely on them alone). */
  public final List<String> extensions() {
    return extensions;
  }

  /** The format versions this module reads, for {@code replays4j formats}. */
  public final String supportedVersions() {
    return supportedVersions;
  }

  /**
   * Confidence in [0, 1] that {@code head} (the first up to 4 KiB of decompressed content) is this
   * format: 0 = certainly not, ≥ 0.9 = signature matched. {@code fileName} may be used as a weak
   * hint only. Never throws.
   */
  public abstract double probe(byte[] head, String fileName);

  /**
   * The one pass over {@code source}: computes the products {@code request} asks for ({@link
   * DecodeRequest#wants}), each null when not asked for or not computed by this format, streams
   * every decoded event in file order to {@link DecodeRequest#events()} when asked, and writes the
   * rows of each {@link DecodeRequest#tableBuilders() builder}'s table (not finishing them). A file
   * damaged after its header gives what it holds, marked; bad input before that is a {@link
   * org.replays4j.core.error.ReplayFormatException}. Memory is bounded by {@code limits}.
   *
   * <p>Called only through {@link #read}, which has checked the request.
   */
  protected abstract ReplayAnalysis decode(
      ReplaySource source, DecodeLimits limits, DecodeRequest request) throws IOException;

  /**
   * The version of what this format's decoder produces from a file: its tables, summary and stats.
   * A format changes it whenever the same file would give different rows or values (a fix, a new
   * column computed from existing data), so that stores built from earlier output (the catalog of
   * {@code replays4j index}) re-read exactly this format's files. Free text compared for equality;
   * the default is {@code "1"}.
   */
  public String decoderVersion() {
    return "1";
  }

  /** False while only probing is implemented; the CLI then says the decoder is not available. */
  public boolean decoderAvailable() {
    return true;
  }

  /**
   * The event type names {@link #events} passes to its sink, in the format's own order, for {@code
   * replays4j formats --events} and for checking {@code replays4j events --type}. An entry ending
   * in {@code *} stands for every name that starts with what precedes it. Empty when the format
   * does not list them (then every name is accepted).
   */
  public List<String> eventTypes() {
    return List.of();
  }

  /**
   * The conversions this format offers from its files to other formats ({@code replays4j convert}).
   * Converting to JSON Lines needs no entry here: any format's {@link #events} stream can be
   * written as JSON Lines by the caller.
   */
  public final List<ReplayConversion> conversions() {
    return conversions;
  }

  /** The tables this format produces, as schema data with the code that writes their rows. */
  public final FormatTables formatTables() {
    FormatTables t = tables;
    if (t == null) {
      t = Objects.requireNonNull(tablesSource.get(), "tables");
      tables = t;
    }
    return t;
  }

  /**
   * The tables this format produces, known without reading any file; empty when the format offers
   * none. Names are unique within the format.
   */
  public final List<TableSchema> tables() {
    return formatTables().schemas();
  }

  /** The table named {@code name}, if this format declares it. */
  public final Optional<TableSchema> table(String name) {
    for (TableSchema t : tables()) if (t.name().equals(name)) return Optional.of(t);
    return Optional.empty();
  }

  /**
   * Decodes {@code source} once for everything {@code request} asks: the products it asks for are
   * in the result (the others null), its events and table rows have been streamed to their sinks,
   * and every table's sink has had its last batch and the file's damage, if any.
   *
   * @throws IllegalArgumentException when the request names a table this format does not declare
   *     (before anything is decoded)
   */
  public final ReplayAnalysis read(ReplaySource source, DecodeLimits limits, DecodeRequest request)
      throws IOException {
    List<TableBatchBuilder> builders = new ArrayList<>(request.tables().size());
    for (TableRead r : request.tables()) {
      TableSchema schema = FormatTables.find(id, tables(), r.table());
      builders.add(new TableBatchBuilder(schema, request.fileId(), r.options(), r.sink()));
    }
    ReplayAnalysis result = decode(source, limits, request.withBuilders(builders));
    for (TableBatchBuilder b : builders) b.finish();
    return result == null ? ReplayAnalysis.NONE : result;
  }

  /** Decodes enough of {@code source} to summarise it. */
  public final ReplaySummary summarize(ReplaySource source, DecodeLimits limits)
      throws IOException {
    return summarize(source, limits, Set.of());
  }

  /**
   * {@link #summarize(ReplaySource, DecodeLimits)} with summary options that cost extra work and
   * are therefore off by default, such as {@link #SUMMARY_MAP_DATA_HASH}. A format ignores the
   * options it does not know.
   */
  public final ReplaySummary summarize(
      ReplaySource source, DecodeLimits limits, Set<String> options) throws IOException {
    return read(source, limits, DecodeRequest.of(SUMMARY).withSummaryOptions(options)).summary();
  }

  /**
   * The statistics this format computes for a game, as a plain value tree (Map with String keys,
   * List, String, Number, Boolean, null) whose entries the CLI's {@code stats} command prints next
   * to {@code file} and {@code format}; for Slippi {@code stats} (slippi-js's {@code getStats()}
   * shape) and {@code winners}. Empty when the format computes no statistics. Stats of a file
   * damaged after its header cover the part before the damage, and the map then ends with a {@code
   * damage} entry ({@link org.replays4j.core.error.Damage#toTree()}).
   */
  public final Optional<Map<String, Object>> stats(ReplaySource source, DecodeLimits limits)
      throws IOException {
    return Optional.ofNullable(read(source, limits, DecodeRequest.of(STATS)).stats());
  }

  /**
   * The game's statistics in the vocabulary shared by every format ({@link GameStats}:
   * participants, results, rates, duration, scoring events), for format-agnostic consumers. Empty
   * when the format computes no statistics.
   */
  public final Optional<GameStats> gameStats(ReplaySource source, DecodeLimits limits)
      throws IOException {
    return Optional.ofNullable(read(source, limits, DecodeRequest.of(GAME_STATS)).gameStats());
  }

  /**
   * Any combination of the summary (with {@code summaryOptions}), the stats tree and the shared
   * view from one decode: each part equals what its separate call gives.
   *
   * @param summaryOptions as for {@link #summarize(ReplaySource, DecodeLimits, Set)}
   * @param products the parts to compute; the others are null in the result
   */
  public final ReplayAnalysis analyze(
      ReplaySource source,
      DecodeLimits limits,
      Set<String> summaryOptions,
      Set<ReplayAnalysis.Product> products)
      throws IOException {
    return read(source, limits, DecodeRequest.of(products).withSummaryOptions(summaryOptions));
  }

  /**
   * Streams every decoded event of {@code source}, in file order, to {@code sink}. Memory use is
   * bounded for streaming formats.
   */
  public final void events(ReplaySource source, DecodeLimits limits, ReplayEventSink sink)
      throws IOException {
    read(source, limits, DecodeRequest.of().withEvents(sink));
  }

  /**
   * Decodes table {@code table} of {@code source} and streams its rows to {@code sink} in batches
   * of at most {@code options.batchRows()} rows, with {@code fileId} in the {@code file} column.
   * Memory is bounded by the batch size for streaming formats. Bad input is a {@link
   * org.replays4j.core.error.ReplayFormatException}; rows delivered before it stay valid.
   *
   * @throws IllegalArgumentException when this format declares no table {@code table}
   */
  public final void readTable(
      String table,
      ReplaySource source,
      String fileId,
      TableOptions options,
      DecodeLimits limits,
      TableSink sink)
      throws IOException {
    readTables(source, fileId, limits, List.of(new TableRead(table, options, sink)));
  }

  /**
   * Decodes several tables of {@code source} in one pass, each streamed to its own sink as {@link
   * #readTable} would stream it (the same rows, batches of its own options' size). A sink that
   * returns false stops only its own table. A damaged file's damage reaches every sink.
   *
   * @throws IllegalArgumentException when this format declares no table named in {@code reads}
   */
  public final void readTables(
      ReplaySource source, String fileId, DecodeLimits limits, List<TableRead> reads)
      throws IOException {
    read(source, limits, DecodeRequest.of().withTables(fileId, reads));
  }

  /**
   * {@link #readTables} and {@link #gameStats} from the same pass (a collection indexer's whole
   * work per file). Empty when the format computes no statistics.
   */
  public final Optional<GameStats> readTablesAndStats(
      ReplaySource source, String fileId, DecodeLimits limits, List<TableRead> reads)
      throws IOException {
    return Optional.ofNullable(
        read(source, limits, DecodeRequest.of(GAME_STATS).withTables(fileId, reads)).gameStats());
  }
}
