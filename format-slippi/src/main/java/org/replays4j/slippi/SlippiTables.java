package org.replays4j.slippi;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.table.FormatTables;
import org.replays4j.core.table.RecordColumns;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableSchema;
import org.replays4j.core.table.TableSpecs;
import org.replays4j.slippi.record.EventLayout;
import org.replays4j.slippi.record.EventPayloads;
import org.replays4j.slippi.record.GameEnd;
import org.replays4j.slippi.record.GameStart;
import org.replays4j.slippi.record.GameStartPlayer;
import org.replays4j.slippi.record.SlippiMetadata;
import org.replays4j.slippi.ruleset.CheckResult;
import org.replays4j.slippi.ruleset.PlayerVerdict;
import org.replays4j.slippi.ruleset.RulesetCheck;
import org.replays4j.slippi.ruleset.RulesetReport;
import org.replays4j.slippi.ruleset.RulesetVisitor;
import org.replays4j.slippi.ruleset.StickUse;
import org.replays4j.slippi.ruleset.Verdict;
import org.replays4j.slippi.stats.Combo;
import org.replays4j.slippi.stats.Conversion;
import org.replays4j.slippi.stats.MeleeCharacter;
import org.replays4j.slippi.stats.MoveLanded;
import org.replays4j.slippi.stats.Punish;
import org.replays4j.slippi.stats.SharedView;
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
 * sent more than once the {@code frames} and {@code items} tables keep, as {@link RollbackChoice}.
 * Frames are held back for {@value #WINDOW} frame numbers to resolve re-sends (netplay rollback is
 * at most a few frames deep); a copy arriving later than that is dropped.
 */
final class SlippiTables {
  private SlippiTables() {}

  private static final String F = SlippiDecoder.FORMAT;

  /** Frame numbers a frame is held back before its rows are emitted. */
  static final int WINDOW = 64;

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

  /** The tables and their row producer, for {@link SlippiFormat#formatTables()}. */
  static final FormatTables TABLES =
      new FormatTables(
          ALL,
          (b, source, limits) -> readTogether(List.of(b), source, limits, false),
          SlippiTables::readTogether);

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

  /**
   * The rows of every builder's table: {@code frames} and {@code items} each from a decode of their
   * own (they read the frame events through their own decoder options and a held-back window), all
   * the other tables and the shared stats from one decode ({@link Pass}).
   *
   * @return the shared stats when {@code gameStats}, else null
   */
  static GameStats readTogether(
      List<TableBatchBuilder> rows, ReplaySource source, DecodeLimits limits, boolean gameStats)
      throws IOException {
    byte[] bytes = source.readAllBytes(limits);
    List<TableBatchBuilder> summary = new ArrayList<>();
    try {
      for (TableBatchBuilder b : rows) {
        switch (b.schema().name()) {
          case "frames" -> frames(b, bytes, limits, false);
          case "items" -> frames(b, bytes, limits, true);
          default -> summary.add(b);
        }
      }
      if (summary.isEmpty() && !gameStats) return null;
      boolean stats = gameStats;
      boolean ruleset = false;
      for (TableBatchBuilder b : summary) {
        String name = b.schema().name();
        boolean rules = RULESET_TABLES.contains(name);
        ruleset |= rules;
        stats |= !HEADER_TABLES.contains(name) && !rules;
      }
      // the ruleset's inputs come from the same decode: one more visitor behind the pass
      RulesetVisitor rules = ruleset ? new RulesetVisitor(null, limits) : null;
      Pass p = new Pass(rules);
      p.ruleset = rules;
      SlippiVisitor chain = p;
      if (stats) chain = p.stats = new SlippiStatsVisitor(p);
      SlippiDecoder.builder()
          .limits(limits)
          .salvage(true)
          .option(SlippiDecoder.Option.SKIP_ITEMS)
          .build()
          .decode(bytes, chain);
      for (TableBatchBuilder b : summary) {
        if (p.damage != null) b.damage(p.damage);
        if (!b.stopped()) write(b, p);
      }
      return gameStats ? p.shared() : null;
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  /** Ends a row of a table streamed during the decode: stops the decode when the sink asks to. */
  private static void end(TableBatchBuilder b) {
    try {
      if (!b.endRow()) throw StopDecoding.INSTANCE;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static final Set<String> HEADER_TABLES = Set.of("games", "players");

  /** The tables of the ruleset analysis (the ruleset visitor, no stats). */
  private static final Set<String> RULESET_TABLES = Set.of("ruleset", "ruleset_sticks");

  private static void frames(TableBatchBuilder b, byte[] bytes, DecodeLimits limits, boolean items)
      throws IOException {
    FrameRows v = new FrameRows(b, rollback(b.options()), items);
    org.replays4j.core.event.DecoderBuilder<SlippiDecoder.Option, SlippiDecoder> d =
        SlippiDecoder.builder().limits(limits).salvage(true);
    if (items) d.option(SlippiDecoder.Option.SKIP_METADATA);
    else d.option(SlippiDecoder.Option.SKIP_ITEMS, SlippiDecoder.Option.SKIP_METADATA);
    d.build().decode(bytes, v);
    if (v.damage != null) b.damage(v.damage);
    if (b.stopped()) return;
    try {
      v.flushAll(); // the frames still held back
    } catch (StopDecoding stop) {
      // the sink asked to stop while the last frames were written
    }
  }

  /**
   * What one decode gathers for the {@code games}, {@code players} and stats tables and for the
   * shared stats: the Game Start (first and last), Game End, metadata, the count of Pre-Frame
   * Updates, the damage, each port's first post-frame character, and the stats visitor (null when
   * no stats table and no shared stats are wanted).
   */
  static final class Pass extends SlippiVisitor {
    GameStart start;
    GameStart lastStart;
    GameEnd gameEnd;
    SlippiMetadata meta;
    long pre;
    boolean complete;
    Damage damage;
    SlippiStatsVisitor stats;
    RulesetVisitor ruleset;
    private final int[] firstInternal = {-1, -1, -1, -1};

    Pass() {
      this(null);
    }

    /**
     * A pass that forwards every event to {@code next} (may be null), so that one decode also feeds
     * the summary's collectors ({@link SlippiFormat#analyze}).
     */
    Pass(SlippiVisitor next) {
      super(next, Set.of(Interest.PRE_FRAME_VIEW, Interest.POST_FRAME_VIEW));
    }

    @Override
    public void visitGameStart(GameStart e) {
      if (start == null) start = e;
      lastStart = e;
      super.visitGameStart(e);
    }

    @Override
    public void visitGameEnd(GameEnd e) {
      gameEnd = e;
      super.visitGameEnd(e);
    }

    @Override
    public void visitMetadata(SlippiMetadata e) {
      meta = e;
      super.visitMetadata(e);
    }

    @Override
    public void visitFrameEvents(FrameEvents events) {
      while (events.next() >= 0) events.visitCurrent(this);
    }

    @Override
    public void visitPreFrameView(PreFrameView p) {
      pre++;
      super.visitPreFrameView(p);
    }

    @Override
    public void visitPostFrameView(PostFrameView v) {
      int port = v.playerIndex();
      if (port < 4 && !v.isFollower() && firstInternal[port] < 0)
        firstInternal[port] = v.internalCharacterId();
      super.visitPostFrameView(v);
    }

    @Override
    public void visitDamage(Damage d) {
      damage = d;
      super.visitDamage(d);
    }

    @Override
    public void visitEnd() {
      complete = damage == null;
      super.visitEnd();
    }

    /**
     * {@link SlippiGame#startingCharacterId} without the frames: before 1.6.0 a Zelda or Sheik
     * start is told apart by the first post-frame character of the port.
     */
    int startingCharacterId(int playerIndex) {
      GameStart gs = lastStart;
      if (gs == null) return -1;
      GameStartPlayer p = gs.player(playerIndex);
      if (p.isEmpty()) return -1;
      int id = p.characterId();
      if (!gs.version().atLeast(SlippiVersion.V1_6) && (id == 0x12 || id == 0x13)) {
        int internal = firstInternal[playerIndex];
        if (internal == 0x07) return 0x13;
        if (internal == 0x13) return 0x12;
      }
      return id;
    }

    /** The shared view of this decode (needs the stats visitor). */
    GameStats shared() {
      return SharedView.of(
          lastStart,
          this::startingCharacterId,
          stats.stats(),
          stats.winners(),
          meta == null ? null : meta.startAt(),
          damage != null);
    }
  }

  private static void write(TableBatchBuilder b, Pass p) throws IOException {
    String table = b.schema().name();
    if (HEADER_TABLES.contains(table)) header(table, p, b);
    else if (table.equals(RULESET.name())) ruleset(p.ruleset.report(), b);
    else if (table.equals(RULESET_STICKS.name())) sticks(p.ruleset.report(), b);
    else stats(table, p.stats.stats(), b);
  }

  // ---- games, players
  // ------------------------------------------------------------------------------

  private static void header(String table, Pass p, TableBatchBuilder b) throws IOException {
    GameStart gs = p.start;
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
    GameEnd ge = p.gameEnd;
    if (ge != null) {
      b.setShort(11, (short) ge.method());
      if (ge.hasLrasInitiator()) b.setByte(12, (byte) ge.lrasInitiator());
    }
    SlippiMetadata m = p.meta;
    if (m != null) {
      b.setString(13, m.startAt());
      b.setString(14, m.playedOn());
      if (m.lastFrame() != null) b.setInt(15, m.lastFrame());
    }
    b.setLong(16, p.pre);
    b.setBool(17, p.complete);
    if (p.damage != null) b.setString(18, p.damage.toString());
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

  // ---- frames, items: streamed from the views
  // --------------------------------------------------------

  /**
   * Holds the last {@link #WINDOW} frame numbers in a ring, each with the kept copy of the events
   * of its 8 slots (port × leader/follower) and its items, and emits a frame once a frame number
   * {@code WINDOW} higher was seen (or at the end), in frame order. The kept copy is the last or
   * the first, as {@link SlippiGame} keeps it.
   */
  static final class FrameRows extends SlippiVisitor {
    private final TableBatchBuilder b;
    private final boolean last;
    private final boolean items;
    private final Slot[] ring = new Slot[WINDOW];
    private long maxSeen = Long.MIN_VALUE;
    private long emittedUpTo = Long.MIN_VALUE;
    private int preSize;
    private int postSize;
    private int itemSize;
    private boolean hasFrameStart;
    Damage damage;
    // send tracking, as SlippiGame.Builder does it
    private int send = -1;
    private int curFrame;
    private int seenPre;
    private int seenPost;

    /** The events of one frame number. */
    private static final class Slot {
      long frame = Long.MIN_VALUE;
      final byte[][] pre = new byte[8][];
      final byte[][] post = new byte[8][];
      final int[] preLen = new int[8];
      final int[] postLen = new int[8];
      int present; // bit s: pre of slot s; bit 8+s: post of slot s
      int itemSend = -1;
      byte[] itemBytes = new byte[0];
      int itemCount;
    }

    FrameRows(TableBatchBuilder b, RollbackChoice choice, boolean items) {
      super(
          null,
          items
              ? Set.of(Interest.FRAME_START_VIEW, Interest.ITEM_UPDATE_VIEW)
              : Set.of(
                  Interest.FRAME_START_VIEW, Interest.PRE_FRAME_VIEW, Interest.POST_FRAME_VIEW));
      this.b = b;
      this.last = choice == RollbackChoice.LAST;
      this.items = items;
      for (int i = 0; i < WINDOW; i++) ring[i] = new Slot();
    }

    @Override
    public void visitDamage(Damage d) {
      damage = d;
    }

    @Override
    public void visitEventPayloads(EventPayloads e) {
      preSize = Math.max(0, e.sizeOf(SlippiCommand.PRE_FRAME));
      postSize = Math.max(0, e.sizeOf(SlippiCommand.POST_FRAME));
      itemSize = Math.max(0, e.sizeOf(SlippiCommand.ITEM_UPDATE));
      hasFrameStart = e.sizeOf(SlippiCommand.FRAME_START) >= 0;
    }

    /**
     * The ring slot of {@code frame}, advancing the window; null when the frame was already
     * emitted.
     */
    private Slot slot(int frame) {
      if (frame <= emittedUpTo) return null;
      if (frame > maxSeen) advance(frame);
      Slot s = ring[Math.floorMod(frame, WINDOW)];
      if (s.frame != frame) {
        s.frame = frame;
        s.present = 0;
        s.itemSend = -1;
        s.itemCount = 0;
      }
      return s;
    }

    private void advance(long frame) {
      long upTo = frame - WINDOW;
      if (maxSeen != Long.MIN_VALUE) {
        long from = Math.max(emittedUpTo + 1, maxSeen - WINDOW + 1);
        for (long f = from; f <= Math.min(upTo, maxSeen); f++) emit(f);
      }
      emittedUpTo = Math.max(emittedUpTo, upTo);
      maxSeen = frame;
    }

    void flushAll() {
      if (maxSeen == Long.MIN_VALUE) return;
      for (long f = Math.max(emittedUpTo + 1, maxSeen - WINDOW + 1); f <= maxSeen; f++) emit(f);
      emittedUpTo = maxSeen;
    }

    private void emit(long frame) {
      Slot s = ring[(int) Math.floorMod(frame, (long) WINDOW)];
      if (s.frame != frame) return;
      s.frame = Long.MIN_VALUE;
      if (items) {
        for (int i = 0; i < s.itemCount; i++) {
          b.setInt(1, (int) frame);
          ITEM.write(b, s.itemBytes, i * (itemSize + 1), itemSize);
          end(b);
        }
        return;
      }
      for (int k = 0; k < 8; k++) {
        boolean hasPre = (s.present & (1 << k)) != 0;
        boolean hasPost = (s.present & (1 << (8 + k))) != 0;
        if (!hasPre && !hasPost) continue;
        b.setInt(1, (int) frame);
        b.setByte(2, (byte) (k >> 1)); // the player index
        b.setBool(3, (k & 1) != 0);
        if (hasPre) PRE.write(b, s.pre[k], 0, s.preLen[k]);
        if (hasPost) POST.write(b, s.post[k], 0, s.postLen[k]);
        end(b);
      }
    }

    private void newSend(int frame) {
      send++;
      curFrame = frame;
      seenPre = 0;
      seenPost = 0;
      Slot s = slot(frame);
      if (s != null && (last || s.itemSend < 0)) {
        s.itemSend = send;
        s.itemCount = 0;
      }
    }

    @Override
    public void visitFrameStartView(FrameStartView v) {
      newSend(v.frame());
    }

    private void frameEvent(int frame, int port, boolean follower, EventView v, boolean isPre) {
      if (port > 3) return;
      int k = port * 2 + (follower ? 1 : 0);
      int seen = isPre ? seenPre : seenPost;
      if (send < 0 || frame != curFrame || (!hasFrameStart && (seen & (1 << k)) != 0))
        newSend(frame);
      if (isPre) seenPre |= 1 << k;
      else seenPost |= 1 << k;
      Slot s = slot(frame);
      if (s == null) return;
      int bit = isPre ? 1 << k : 1 << (8 + k);
      if (!last && (s.present & bit) != 0) return;
      byte[][] store = isPre ? s.pre : s.post;
      byte[] dst = store[k];
      int size = v.payloadSize();
      if (dst == null || dst.length < size + 1)
        dst = store[k] = new byte[Math.max(size + 1, isPre ? preSize + 1 : postSize + 1)];
      v.copyTo(dst, 0);
      if (isPre) s.preLen[k] = size;
      else s.postLen[k] = size;
      s.present |= bit;
    }

    @Override
    public void visitPreFrameView(PreFrameView v) {
      if (!items) frameEvent(v.frame(), v.playerIndex(), v.isFollower(), v, true);
    }

    @Override
    public void visitPostFrameView(PostFrameView v) {
      if (!items) frameEvent(v.frame(), v.playerIndex(), v.isFollower(), v, false);
    }

    @Override
    public void visitItemUpdateView(ItemUpdateView v) {
      if (!items) return;
      int frame = v.frame();
      if (send < 0 || frame != curFrame) newSend(frame);
      Slot s = slot(frame);
      if (s == null || s.itemSend != send || v.payloadSize() != itemSize) return;
      int need = (s.itemCount + 1) * (itemSize + 1);
      if (s.itemBytes.length < need)
        s.itemBytes = java.util.Arrays.copyOf(s.itemBytes, Math.max(need, s.itemBytes.length * 2));
      v.copyTo(s.itemBytes, s.itemCount * (itemSize + 1));
      s.itemCount++;
    }
  }
}
