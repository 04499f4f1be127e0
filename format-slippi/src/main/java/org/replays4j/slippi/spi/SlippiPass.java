package org.replays4j.slippi.spi;

import static org.replays4j.core.ReplayAnalysis.Product.GAME_STATS;
import static org.replays4j.core.ReplayAnalysis.Product.STATS;
import static org.replays4j.core.ReplayAnalysis.Product.SUMMARY;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.replays4j.core.DecodeRequest;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.event.Listeners;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.slippi.SlippiDecoder;
import org.replays4j.slippi.SlippiGame;
import org.replays4j.slippi.SlippiVisitor;
import org.replays4j.slippi.ruleset.RulesetVisitor;
import org.replays4j.slippi.stats.SlippiExtrasVisitor;
import org.replays4j.slippi.stats.SlippiStatsVisitor;

/**
 * The one decode behind {@link SlippiFormat#decode}: one chain of visitors on one decoder run,
 * holding only the consumers the request asks for. From the front: the event sink, one row writer
 * per {@code frames} or {@code items} table, the stats visitor (the summary, the stats tree, the
 * shared view and the stats tables), the table pass (the first Game Start, Game End, metadata and
 * counts of the {@code games} and {@code players} tables and of the shared view), the ruleset
 * visitor, slippi-js's extras (rollback and stadium figures) and the summary's game builder. Each
 * consumer sees every event exactly as it would alone, so each product equals its separate call's.
 */
final class SlippiPass {
  private SlippiPass() {}

  /** Remembers the damage of the decode for the tables written after it. */
  private static final class DamageWatch extends SlippiVisitor {
    Damage damage;

    DamageWatch(SlippiVisitor next) {
      super(next, Set.of());
    }

    @Override
    public void visitDamage(Damage d) {
      damage = d;
      super.visitDamage(d);
    }
  }

  /**
   * The decoder of the SPI: salvage mode (the {@link org.replays4j.core.ReplayFormat} contract),
   * {@code limits} and {@code options}.
   */
  static SlippiDecoder decoder(DecodeLimits limits, SlippiDecoder.Option... options) {
    if (options.length == 0 && limits.equals(DecodeLimits.DEFAULT))
      return SlippiDecoder.salvaging();
    return SlippiDecoder.builder().limits(limits).salvage(true).option(options).build();
  }

  /**
   * Decodes {@code source} once for {@code request}: its products (the others null in the result),
   * every event to its sink and the rows of every table builder's table (not finished).
   */
  static ReplayAnalysis decode(ReplaySource source, DecodeLimits limits, DecodeRequest request)
      throws IOException {
    Set<ReplayAnalysis.Product> products = request.products();
    ReplayEventSink events = request.events();
    List<TableBatchBuilder> tables = request.tableBuilders();
    if (products.isEmpty() && events == null && tables.isEmpty()) return ReplayAnalysis.NONE;
    boolean summary = products.contains(SUMMARY);
    boolean statsTree = products.contains(STATS);
    boolean shared = products.contains(GAME_STATS);
    List<FrameRows> frameRows = new ArrayList<>();
    List<TableBatchBuilder> after = new ArrayList<>();
    boolean headerTables = false;
    boolean statsTables = false;
    boolean rulesetTables = false;
    boolean items = false;
    for (TableBatchBuilder b : tables) {
      SlippiTables.Kind kind = SlippiTables.kind(b.schema());
      switch (kind) {
        case ITEMS -> items = true;
        case HEADER -> headerTables = true;
        case STATS -> statsTables = true;
        case RULESET -> rulesetTables = true;
        default -> {}
      }
      if (!kind.streamed()) after.add(b);
    }
    boolean collected = summary || statsTree || shared || !after.isEmpty();

    Listeners listeners = new Listeners();
    if (collected) listeners.add(1); // the collectors below listen to the end
    SlippiGame.Builder game = summary ? SlippiGame.summaryBuilder(limits) : null;
    SlippiExtrasVisitor extras = summary || statsTree ? new SlippiExtrasVisitor(game) : null;
    SlippiVisitor chain = extras;
    RulesetVisitor ruleset = rulesetTables ? new RulesetVisitor(chain, limits) : null;
    if (ruleset != null) chain = ruleset;
    TablePass pass = null;
    if (statsTree || shared || !after.isEmpty()) {
      chain = pass = new TablePass(chain, headerTables || shared, shared);
      pass.ruleset = ruleset;
    }
    SlippiStatsVisitor stats = null;
    if (summary || statsTree || shared || statsTables) {
      chain = stats = new SlippiStatsVisitor(chain);
      if (pass != null) pass.stats = stats;
    }
    for (TableBatchBuilder b : tables) {
      SlippiTables.Kind kind = SlippiTables.kind(b.schema());
      if (!kind.streamed()) continue;
      listeners.add(1);
      FrameRows rows = new FrameRows(chain, b, listeners, kind == SlippiTables.Kind.ITEMS);
      frameRows.add(rows);
      chain = rows;
    }
    if (events != null) {
      listeners.add(1);
      chain = new EventSinkVisitor(chain, events, listeners);
    }
    DamageWatch watch = new DamageWatch(chain);

    // what no consumer reads is not decoded: the items (only the summary, the stats tree, the
    // events and the items table read them) and the metadata (every consumer but the frame rows)
    List<SlippiDecoder.Option> options = new ArrayList<>();
    if (!summary && !statsTree && !items && events == null)
      options.add(SlippiDecoder.Option.SKIP_ITEMS);
    if (!collected && events == null) options.add(SlippiDecoder.Option.SKIP_METADATA);
    SlippiDecoder decoder = decoder(limits, options.toArray(SlippiDecoder.Option[]::new));
    try {
      if (!collected && frameRows.isEmpty()) {
        decoder.decode(source, watch); // the events alone: streamed, memory bounded
      } else {
        decoder.decode(source.readAllBytes(limits), watch);
      }
      for (FrameRows rows : frameRows) rows.finish(watch.damage);
      for (TableBatchBuilder b : after) {
        if (watch.damage != null) b.damage(watch.damage);
        if (!b.stopped()) SlippiTables.write(b, pass);
      }
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
    if (game != null && game.limitExceeded() != null) throw game.limitExceeded();
    return new ReplayAnalysis(
        summary ? SlippiSummaries.summary(game.build(), stats.result(), extras) : null,
        statsTree ? SlippiStatsTrees.statsTree(stats, extras, pass.firstGameStart()) : null,
        shared ? pass.shared() : null);
  }

  /** Ends a row of a streamed table; false when its sink asked to stop. */
  static boolean endRow(TableBatchBuilder b) {
    try {
      return b.endRow();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
