package org.replays4j.screp.spi;

import static org.replays4j.core.ReplayAnalysis.Product.GAME_STATS;
import static org.replays4j.core.ReplayAnalysis.Product.STATS;
import static org.replays4j.core.ReplayAnalysis.Product.SUMMARY;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.screp.ScrepDecoder;
import org.replays4j.screp.ScrepReplay;
import org.replays4j.screp.ScrepVisitor;
import org.replays4j.screp.stats.ScrepComputed;
import org.replays4j.screp.stats.SharedView;

/**
 * The one pass of {@link ScrepFormat}: one decoder run feeds, through a {@link ScrepFanout}, the
 * event sink ({@link ScrepSinkVisitor}), each {@code commands} table ({@link CommandRows}, straight
 * from the command columns) and, when a product or another table is asked for, the model ({@link
 * ScrepReplay.Collector}) from which the summary, the stats tree, the shared view and the other
 * tables are built. Only what is asked is computed: no model for events or commands alone, and the
 * map and Remastered sections and checksums skipped for the {@code commands} table alone.
 *
 * <p>One combination takes a second pass: a summary with the map data hash ({@link
 * ScrepFormat#SUMMARY_MAP_DATA_HASH}) asked together with events or tables. The hash needs the
 * whole map section decompressed, which also verifies the map's checksum and finds damage in the
 * chunks a sparse read leaves compressed, so events and rows read that way could hold a {@code
 * ChecksumMismatch} or a damage their own read does not; the summary then has a pass of its own.
 */
final class ScrepPass {
  private ScrepPass() {}

  /** The one place the SPI's decoders are built: {@code limits}, salvage mode, {@code options}. */
  static ScrepDecoder decoder(DecodeLimits limits, ScrepDecoder.Option... options) {
    if (limits.equals(DecodeLimits.DEFAULT)) {
      if (options.length == 0) return ScrepDecoder.salvaging();
      if (options == MODEL) return MODEL_DECODER;
    }
    return ScrepDecoder.builder().limits(limits).option(options).salvage(true).build();
  }

  /** The entry point of the tables alone: their rows, and the shared view when {@code stats}. */
  static GameStats tables(
      List<TableBatchBuilder> builders, ReplaySource source, DecodeLimits limits, boolean stats)
      throws IOException {
    return run(source, limits, null, builders, stats ? Set.of(GAME_STATS) : Set.of(), Set.of())
        .gameStats();
  }

  /**
   * Decodes {@code source} once for everything asked: streams the events to {@code events} (null:
   * none), writes each builder's rows (not finishing them) and returns the {@code products} asked
   * for, the others null.
   *
   * @param summaryOptions the summary options ({@link ScrepSummaries#mapHashAlgorithm})
   */
  static ReplayAnalysis run(
      ReplaySource source,
      DecodeLimits limits,
      ReplayEventSink events,
      List<TableBatchBuilder> builders,
      Set<ReplayAnalysis.Product> products,
      Set<String> summaryOptions)
      throws IOException {
    String algorithm =
        products.contains(SUMMARY) ? ScrepSummaries.mapHashAlgorithm(summaryOptions) : null;
    boolean ownPass = algorithm != null && (events != null || !builders.isEmpty());
    List<ScrepVisitor> chain = new ArrayList<>();
    if (events != null) chain.add(new ScrepSinkVisitor(events));
    List<TableBatchBuilder> whole = new ArrayList<>();
    for (TableBatchBuilder b : builders) {
      if (b.schema() == ScrepTables.COMMANDS) chain.add(new CommandRows(b));
      else whole.add(b);
    }
    boolean model = !whole.isEmpty() || !products.isEmpty() && !ownPass;
    ScrepReplay.Collector c = model ? new ScrepReplay.Collector() : null;
    if (c != null) chain.add(c);
    byte[] bytes = null;
    try {
      if (c != null) {
        // the model holds the whole replay anyway: the array way in is the fastest
        bytes = source.readAllBytes(limits);
        boolean fullMap = algorithm != null && !ownPass;
        // the events want the map's tiles (MapData event); the model's readers never look at them
        ScrepDecoder.Option[] options = fullMap ? FULL_MAP : events != null ? NONE : MODEL;
        decoder(limits, options).decode(bytes, ScrepFanout.of(chain));
      } else if (!chain.isEmpty()) {
        // events and commands rows stream in bounded memory
        ScrepDecoder d = events != null ? decoder(limits) : decoder(limits, COMMANDS_ONLY);
        try (InputStream in = source.openStream(limits)) {
          d.decode(in, ScrepFanout.of(chain));
        }
      }
    } catch (CommandRows.SinkFailed e) {
      throw (IOException) e.getCause();
    }
    ScrepReplay r = c == null ? null : c.result();
    ScrepComputed comp = c == null ? null : ScrepComputed.compute(c);
    if (c != null && !whole.isEmpty()) ScrepTables.write(whole, r, comp);
    if (products.isEmpty()) return ReplayAnalysis.NONE;
    if (ownPass) {
      ScrepReplay.Collector hashed = new ScrepReplay.Collector();
      byte[] all = bytes != null ? bytes : source.readAllBytes(limits);
      decoder(limits, FULL_MAP).decode(all, hashed);
      r = hashed.result();
      comp = ScrepComputed.compute(hashed);
    }
    return new ReplayAnalysis(
        products.contains(SUMMARY) ? ScrepSummaries.summary(r, comp, algorithm) : null,
        products.contains(STATS) ? ScrepSummaries.statsTree(r, comp) : null,
        products.contains(GAME_STATS) ? SharedView.of(r, comp) : null);
  }

  private static final ScrepDecoder.Option[] NONE = {};
  private static final ScrepDecoder.Option[] FULL_MAP = {ScrepDecoder.Option.FULL_MAP};

  /**
   * The model's read when nothing else is asked of the pass but products and tables: none of them
   * looks at the map's tile matrix, left compressed.
   */
  private static final ScrepDecoder.Option[] MODEL = {ScrepDecoder.Option.SKIP_TILES};

  private static final ScrepDecoder MODEL_DECODER =
      ScrepDecoder.builder().option(MODEL).salvage(true).build();

  /** What the {@code commands} table alone does not need: the map, later sections, checksums. */
  private static final ScrepDecoder.Option[] COMMANDS_ONLY = {
    ScrepDecoder.Option.SKIP_MAP_DATA,
    ScrepDecoder.Option.SKIP_MODERN_SECTIONS,
    ScrepDecoder.Option.SKIP_CHECKSUMS
  };
}
