package org.replays4j.slippi.spi;

import static org.replays4j.core.ReplayAnalysis.Product.GAME_STATS;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.replays4j.core.DecodeRequest;
import org.replays4j.core.table.FormatTables;
import org.replays4j.core.table.RecordColumns;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableSchema;
import org.replays4j.core.table.TableSpecs;
import org.replays4j.slippi.RollbackChoice;
import org.replays4j.slippi.SlippiDecoder;
import org.replays4j.slippi.record.EventLayout;
import org.replays4j.slippi.record.GameEnd;
import org.replays4j.slippi.record.GameStart;
import org.replays4j.slippi.record.GameStartPlayer;
import org.replays4j.slippi.record.SlippiMetadata;
import org.replays4j.slippi.ruleset.CheckResult;
import org.replays4j.slippi.ruleset.PlayerVerdict;
import org.replays4j.slippi.ruleset.RulesetCheck;
import org.replays4j.slippi.ruleset.RulesetReport;
import org.replays4j.slippi.ruleset.StickUse;
import org.replays4j.slippi.ruleset.Verdict;
import org.replays4j.slippi.stats.Combo;
import org.replays4j.slippi.stats.Conversion;
import org.replays4j.slippi.stats.MeleeCharacter;
import org.replays4j.slippi.stats.MoveLanded;
import org.replays4j.slippi.stats.Punish;
import org.replays4j.slippi.stats.SlippiGameStats;
import org.replays4j.slippi.stats.SlippiStatsVisitor;
import org.replays4j.slippi.stats.Stage;
import org.replays4j.slippi.stats.Stock;

/**
 * The tables of Slippi replays. {@code frames} and {@code items} take their columns from {@link
 * EventLayout} (a new field there is a new column here) and are streamed from the decoder's views;
 * the stats tables come from {@link SlippiStatsVisitor}.
 *
 * <p>Format option {@code rollback}: {@code last} (default) or {@code first}, which copy of a frame
 * sent more than once the {@code frames} and {@code items} tables keep, as {@link RollbackChoice}
 * ({@link FrameRows}).
 */
final class SlippiTables {
  private SlippiTables() {}

  private static final String F = SlippiDecoder.FORMAT;

  private static final Set<String> KEYS = Set.of("frame", "playerIndex", "follower");
  static final LayoutColumns PRE = new LayoutColumns(EventLayout.PRE_FRAME, KEYS);
  static final LayoutColumns POST = new LayoutColumns(EventLayout.POST_FRAME, KEYS);
  static final LayoutColumns ITEM = new LayoutColumns(EventLayout.ITEM_UPDATE, Set.of("frame"));

  private static final TableSpecs SPECS = TableSpecs.load(SlippiTables.class, F);

  static final TableSchema GAMES = SPECS.schema("games");
  static final TableSchema PLAYERS = SPECS.schema("players");
  static final TableSchema FRAMES = framesSchema(EventLayout.PRE_FRAME, EventLayout.POST_FRAME);
  static final TableSchema ITEMS = itemsSchema(EventLayout.ITEM_UPDATE);
  static final TableSchema CONVERSIONS = SPECS.schema("conversions");
  static final TableSchema CONVERSION_MOVES = SPECS.schema("conversion_moves");
  static final TableSchema COMBOS = SPECS.schema("combos");
  static final TableSchema COMBO_MOVES = SPECS.schema("combo_moves");
  static final TableSchema STOCKS = SPECS.schema("stocks");
  static final TableSchema RULESET = SPECS.schema("ruleset");
  static final TableSchema RULESET_STICKS = SPECS.schema("ruleset_sticks");

  /** The {@code frames} schema of two layouts (tests pass changed copies). */
  static TableSchema framesSchema(EventLayout pre, EventLayout post) {
    return SPECS
        .withColumns("pre", new LayoutColumns(pre, KEYS).columns("pre_", true))
        .withColumns("post", new LayoutColumns(post, KEYS).columns("post_", true))
        .schema("frames");
  }

  /** The {@code items} schema of a layout. */
  static TableSchema itemsSchema(EventLayout item) {
    return SPECS
        .withColumns("item", new LayoutColumns(item, Set.of("frame")).columns("", false))
        .schema("items");
  }

  static {
    PRE.bind(FRAMES, "pre_");
    POST.bind(FRAMES, "post_");
    ITEM.bind(ITEMS, "");
  }

  static final List<TableSchema> ALL =
      List.of(
          GAMES,
          PLAYERS,
          FRAMES,
          ITEMS,
          CONVERSIONS,
          CONVERSION_MOVES,
          COMBOS,
          COMBO_MOVES,
          STOCKS,
          RULESET,
          RULESET_STICKS);

  private static final RecordColumns.Writer PLAYER =
      new RecordColumns.Writer(PLAYERS, GameStartPlayer.class);

  /** Writes a move into either moves table (both have the move's columns at the same places). */
  private static final RecordColumns.Writer MOVE =
      new RecordColumns.Writer(CONVERSION_MOVES, MoveLanded.class);

  private static final RecordColumns.Writer STOCK = new RecordColumns.Writer(STOCKS, Stock.class);

  /**
   * The tables, for {@link SlippiFormat#formatTables()}; their rows come from {@link SlippiPass}.
   */
  static final FormatTables TABLES =
      new FormatTables(
          ALL,
          (b, source, limits) ->
              SlippiPass.decode(source, limits, DecodeRequest.forTables(List.of(b))),
          (rows, source, limits, gameStats) ->
              SlippiPass.decode(
                      source,
                      limits,
                      DecodeRequest.forTables(rows)
                          .withProducts(gameStats ? Set.of(GAME_STATS) : Set.of()))
                  .gameStats());

  /** How the pass writes a table's rows. */
  enum Kind {
    /** {@code frames}: streamed from the frame events. */
    FRAMES,
    /** {@code items}: streamed from the Item Updates. */
    ITEMS,
    /** {@code games}, {@code players}: from the Game Start, Game End and metadata. */
    HEADER,
    /** The stats tables: from the stats visitor. */
    STATS,
    /** {@code ruleset}, {@code ruleset_sticks}: from the ruleset visitor. */
    RULESET;

    /** Whether the rows are written during the decode (else after it). */
    boolean streamed() {
      return this == FRAMES || this == ITEMS;
    }
  }

  /** The kind of table {@code t}, one of {@link #ALL}. */
  static Kind kind(TableSchema t) {
    String name = t.name();
    if (name.equals(FRAMES.name())) return Kind.FRAMES;
    if (name.equals(ITEMS.name())) return Kind.ITEMS;
    if (HEADER_TABLES.contains(name)) return Kind.HEADER;
    if (RULESET_TABLES.contains(name)) return Kind.RULESET;
    return Kind.STATS;
  }

  static RollbackChoice rollback(TableOptions options) {
    String v = options.option("rollback").orElse("last").toLowerCase(Locale.ROOT);
    switch (v) {
      case "last":
        return RollbackChoice.LAST;
      case "first":
        return RollbackChoice.FIRST;
      default:
        throw new IllegalArgumentException("slippi option rollback must be last or first: " + v);
    }
  }

  private static final Set<String> HEADER_TABLES = Set.of("games", "players");

  /** The tables of the ruleset analysis (the ruleset visitor, no stats). */
  private static final Set<String> RULESET_TABLES = Set.of("ruleset", "ruleset_sticks");

  /** Writes the rows of {@code b}'s table (not streamed) from what the pass gathered. */
  static void write(TableBatchBuilder b, TablePass p) throws IOException {
    String table = b.schema().name();
    if (HEADER_TABLES.contains(table)) header(table, p, b);
    else if (table.equals(RULESET.name())) ruleset(p.ruleset.verdicts(), b);
    else if (table.equals(RULESET_STICKS.name())) sticks(p.ruleset.report(), b);
    else stats(table, p.stats.stats(), b);
  }

  // ---- games, players
  // ------------------------------------------------------------------------------

  private static void header(String table, TablePass p, TableBatchBuilder b) throws IOException {
    GameStart gs = p.firstGameStart();
    if (table.equals("players")) {
      if (gs == null) return;
      for (GameStartPlayer x : gs.players()) {
        if (x.isEmpty()) continue;
        PLAYER.write(b, x);
        b.setByte(1, (byte) x.playerIndex());
        b.setString(3, MeleeCharacter.nameOf(x.characterId()));
        if (!b.endRow()) return;
      }
      return;
    }
    if (gs != null) {
      b.setString(1, gs.version().toString());
      b.setInt(2, gs.stageId());
      b.setString(3, Stage.nameOf(gs.stageId()));
      b.setBool(4, gs.isTeams());
      if (gs.isPAL() != null) b.setBool(5, gs.isPAL());
      b.setLong(6, gs.timerSeconds());
      b.setLong(7, gs.randomSeed());
      b.setString(8, gs.sessionId());
      if (gs.gameNumber() != null) b.setLong(9, gs.gameNumber());
      if (gs.tiebreakerNumber() != null) b.setLong(10, gs.tiebreakerNumber());
    }
    GameEnd ge = p.gameEnd();
    if (ge != null) {
      b.setShort(11, (short) ge.method());
      if (ge.hasLrasInitiator()) b.setByte(12, (byte) ge.lrasInitiator());
    }
    SlippiMetadata m = p.metadata();
    if (m != null) {
      b.setString(13, m.startAt());
      b.setString(14, m.playedOn());
      if (m.lastFrame() != null) b.setInt(15, m.lastFrame());
    }
    b.setLong(16, p.pre);
    b.setBool(17, p.complete);
    if (p.damage() != null) b.setString(18, p.damage().toString());
    b.endRow();
  }

  // ---- ruleset
  // --------------------------------------------------------------------------------------------

  private static final int R_PLAYER = RULESET.index("player_index");
  private static final int R_CONTROLLER = RULESET.index("controller");
  private static final int R_LEGAL = RULESET.index("legal");
  private static final int R_VIOLATIONS = RULESET.index("violations");
  private static final int R_HANDWARMER = RULESET.index("handwarmer");
  private static final int R_PARTIAL = RULESET.index("partial");
  private static final int R_FRAMES = RULESET.index("frames");
  private static final int R_RAW = RULESET.index("raw_stick");
  private static final int R_TRAVEL_SHARE = RULESET.index("travel_share");
  private static final int R_CSTICK = RULESET.index("cstick_violations");
  private static final int R_CROUCH = RULESET.index("crouch_uptilt_violations");
  private static final int R_SDI = RULESET.index("sdi_violations");
  private static final int R_LLR = RULESET.index("fuzz_llr");
  private static final int R_EVENTS = RULESET.index("fuzz_events");
  private static final int R_UPTILT = RULESET.index("uptilt_boundary");

  /** One row per player of the report: each check's verdict in the column named after it. */
  private static void ruleset(RulesetReport r, TableBatchBuilder b) throws IOException {
    for (PlayerVerdict p : r.players()) {
      b.setByte(R_PLAYER, (byte) p.port());
      if (p.controller() != null)
        b.setString(R_CONTROLLER, p.controller().name().toLowerCase(Locale.ROOT));
      b.setBool(R_LEGAL, p.legal());
      StringBuilder failed = new StringBuilder();
      for (CheckResult c : p.checks()) {
        b.setString(RULESET.index(c.check().key()), c.verdict().name().toLowerCase(Locale.ROOT));
        if (c.failed()) failed.append(failed.length() == 0 ? "" : ",").append(c.check().key());
      }
      b.setString(R_VIOLATIONS, failed.toString());
      b.setBool(R_HANDWARMER, r.handwarmer());
      b.setBool(R_PARTIAL, r.partial());
      b.setInt(R_FRAMES, p.frames());
      b.setBool(R_RAW, p.rawStick());
      CheckResult travel = p.check(RulesetCheck.TRAVEL_TIME);
      if (travel.verdict() != Verdict.NOT_APPLICABLE)
        b.setDouble(R_TRAVEL_SHARE, travel.findings().get(0).metric());
      b.setInt(R_CSTICK, p.check(RulesetCheck.DISALLOWED_CSTICK).findings().size());
      b.setInt(R_CROUCH, p.check(RulesetCheck.CROUCH_UPTILT).findings().size());
      b.setInt(R_SDI, p.check(RulesetCheck.SDI).findings().size());
      if (p.fuzzing() != null) {
        b.setDouble(R_LLR, p.fuzzing().llrScore());
        b.setInt(R_EVENTS, p.fuzzing().events());
      }
      CheckResult uptilt = p.check(RulesetCheck.UPTILT_ROUNDING);
      if (uptilt.failed()) b.setInt(R_UPTILT, (int) uptilt.findings().get(0).metric());
      if (!b.endRow()) return;
    }
  }

  /** One row per player and main-stick coordinate used. */
  private static void sticks(RulesetReport r, TableBatchBuilder b) throws IOException {
    for (PlayerVerdict p : r.players()) {
      for (StickUse u : p.sticks()) {
        b.setByte(1, (byte) p.port());
        b.setDouble(2, u.x());
        b.setDouble(3, u.y());
        b.setInt(4, u.frames());
        b.setBool(5, u.violation());
        if (!b.endRow()) return;
      }
    }
  }

  // ---- stats tables
  // --------------------------------------------------------------------------------

  /** Columns 1–10, shared by the {@code conversions} and {@code combos} tables. */
  private static void punish(TableBatchBuilder b, int index, Punish p) {
    b.setInt(1, index);
    b.setByte(2, (byte) p.playerIndex());
    b.setByte(3, (byte) p.lastHitBy());
    b.setInt(4, p.startFrame());
    if (p.endFrame() != null) b.setInt(5, p.endFrame());
    b.setDouble(6, p.startPercent());
    b.setDouble(7, p.currentPercent());
    if (p.endPercent() != null) b.setDouble(8, p.endPercent());
    b.setInt(9, p.moves().size());
    b.setBool(10, p.didKill());
  }

  private static void stats(String table, SlippiGameStats s, TableBatchBuilder b)
      throws IOException {
    if (s == null) return;
    switch (table) {
      case "conversions" -> {
        int i = 0;
        for (Conversion c : s.conversions()) {
          punish(b, i++, c);
          if (c.openingType() != null) b.setString(11, c.openingType().key());
          if (!b.endRow()) return;
        }
      }
      case "combos" -> {
        int i = 0;
        for (Combo c : s.combos()) {
          punish(b, i++, c);
          if (!b.endRow()) return;
        }
      }
      case "conversion_moves" -> {
        int i = 0;
        for (Conversion c : s.conversions()) if (!moves(b, i++, c.moves())) return;
      }
      case "combo_moves" -> {
        int i = 0;
        for (Combo c : s.combos()) if (!moves(b, i++, c.moves())) return;
      }
      case "stocks" -> {
        for (Stock st : s.stocks()) {
          STOCK.write(b, st);
          if (!b.endRow()) return;
        }
      }
      default -> throw new AssertionError(table);
    }
  }

  /** The rows of a punish's moves; false when the sink stopped. */
  private static boolean moves(TableBatchBuilder b, int parent, List<MoveLanded> moves)
      throws IOException {
    int k = 0;
    for (MoveLanded m : moves) {
      b.setInt(1, parent);
      b.setInt(2, k++);
      MOVE.write(b, m);
      if (!b.endRow()) return false;
    }
    return true;
  }
}
