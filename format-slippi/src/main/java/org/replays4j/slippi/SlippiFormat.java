package org.replays4j.slippi;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.replays4j.core.DecodeRequest;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.event.ValueTrees;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.Bytes;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.slippi.record.EventPayloads;
import org.replays4j.slippi.record.FodPlatform;
import org.replays4j.slippi.record.FrameBookend;
import org.replays4j.slippi.record.FrameStart;
import org.replays4j.slippi.record.GameEnd;
import org.replays4j.slippi.record.GameStart;
import org.replays4j.slippi.record.GameStartPlayer;
import org.replays4j.slippi.record.GeckoList;
import org.replays4j.slippi.record.ItemUpdate;
import org.replays4j.slippi.record.MessageSplitter;
import org.replays4j.slippi.record.PostFrameUpdate;
import org.replays4j.slippi.record.PreFrameUpdate;
import org.replays4j.slippi.record.RawEnd;
import org.replays4j.slippi.record.RawStart;
import org.replays4j.slippi.record.SlippiEvent;
import org.replays4j.slippi.record.SlippiMetadata;
import org.replays4j.slippi.record.StadiumTransformation;
import org.replays4j.slippi.record.UnknownEvent;
import org.replays4j.slippi.record.Whispy;
import org.replays4j.slippi.stats.ActionCount;
import org.replays4j.slippi.stats.ActionCounts;
import org.replays4j.slippi.stats.ActionState;
import org.replays4j.slippi.stats.GameEndMethod;
import org.replays4j.slippi.stats.MeleeCharacter;
import org.replays4j.slippi.stats.Overall;
import org.replays4j.slippi.stats.Ratio;
import org.replays4j.slippi.stats.RollbackFrames;
import org.replays4j.slippi.stats.SlippiExtrasVisitor;
import org.replays4j.slippi.stats.SlippiGameStats;
import org.replays4j.slippi.stats.SlippiStats;
import org.replays4j.slippi.stats.SlippiStatsVisitor;
import org.replays4j.slippi.stats.StadiumStats;
import org.replays4j.slippi.stats.Stage;

/**
 * {@link ReplayFormat} SPI entry for Slippi {@code .slp} replays (id {@code "slippi"}).
 *
 * <p>Tables ({@link #formatTables()}): {@code games}, {@code players}, {@code frames}, {@code
 * items}, {@code conversions}, {@code conversion_moves}, {@code combos}, {@code combo_moves},
 * {@code stocks}; the columns of {@code frames} and {@code items} come from {@link
 * org.replays4j.slippi.record.EventLayout}. Format option {@code rollback} ({@code last}, the
 * default, or {@code first}): which copy of a re-sent frame {@code frames} and {@code items} keep.
 */
public final class SlippiFormat extends ReplayFormat {
  /** Public no-arg constructor for {@link java.util.ServiceLoader}. */
  public SlippiFormat() {
    super(
        SlippiDecoder.FORMAT,
        "Slippi (Super Smash Bros. Melee .slp)",
        "0.1.0 - 3.18.0 (newer: unknown fields kept)",
        SlippiTables.TABLES,
        "slp");
  }

  /**
   * 1.0 when the head starts with the <code>&#123;U\x03raw[$U#l</code> signature; 0.9 for a bare
   * event stream whose head is a plausible Event Payloads table (see {@link #probeBare}); else 0.
   */
  @Override
  public double probe(byte[] head, String fileName) {
    if (head == null) return 0;
    if (probeBare(head)) return 0.9;
    if (head.length < SlippiDecoder.SIGNATURE.length) return 0;
    for (int i = 0; i < SlippiDecoder.SIGNATURE.length; i++) {
      if (head[i] != SlippiDecoder.SIGNATURE[i]) return 0;
    }
    return 1.0;
  }

  /**
   * Whether {@code head} starts a bare event stream: 0x35, a size of the form 3n+1 (n ≥ 1), a table
   * wholly inside the head whose commands are distinct, lists Game Start (0x36) with a plausible
   * size (its base 0x140 to 0x1000; 3.18.0 has 0x2F8), and is followed by the Game Start event
   * itself.
   */
  static boolean probeBare(byte[] head) {
    if (head.length < 2 || (head[0] & 0xFF) != SlippiCommand.EVENT_PAYLOADS) return false;
    int n = head[1] & 0xFF;
    if (n < 4 || (n - 1) % 3 != 0 || 2 + n > head.length) return false;
    boolean[] seen = new boolean[256];
    int gameStart = -1;
    for (int i = 2; i < 1 + n; i += 3) {
      int cmd = head[i] & 0xFF;
      if (seen[cmd] || cmd == SlippiCommand.EVENT_PAYLOADS) return false;
      seen[cmd] = true;
      if (cmd == SlippiCommand.GAME_START) gameStart = Bytes.u16be(head, i + 1);
    }
    return gameStart >= 0x140
        && gameStart <= 0x1000
        && (head[1 + n] & 0xFF) == SlippiCommand.GAME_START;
  }

  /**
   * The one pass of the SPI: events, table rows and the summary, stats and shared view, each only
   * when asked; the products asked together come from one chain of the collectors the separate
   * requests use.
   */
  @Override
  protected ReplayAnalysis decode(ReplaySource source, DecodeLimits limits, DecodeRequest request)
      throws IOException {
    if (request.events() != null) decoder(limits).decode(source, new SinkVisitor(request.events()));
    org.replays4j.core.stats.GameStats shared = null;
    if (!request.tableBuilders().isEmpty()) {
      shared =
          SlippiTables.readTogether(
              request.tableBuilders(),
              source,
              limits,
              request.wants(ReplayAnalysis.Product.GAME_STATS));
    }
    java.util.Set<ReplayAnalysis.Product> rest =
        java.util.EnumSet.noneOf(ReplayAnalysis.Product.class);
    rest.addAll(request.products());
    if (shared != null) rest.remove(ReplayAnalysis.Product.GAME_STATS);
    if (rest.isEmpty()) return new ReplayAnalysis(null, null, shared);
    ReplayAnalysis a = analysis(source, limits, rest);
    return shared == null ? a : new ReplayAnalysis(a.summary(), a.stats(), shared);
  }

  private ReplaySummary summaryOnly(ReplaySource source, DecodeLimits limits) throws IOException {
    byte[] bytes = source.readAllBytes(limits);
    SlippiGame.Builder b = new SlippiGame.Builder(RollbackChoice.LAST, limits, false);
    SlippiExtrasVisitor extras = new SlippiExtrasVisitor(b);
    SlippiStatsVisitor stats = new SlippiStatsVisitor(extras);
    decoder(limits).decode(bytes, stats);
    if (b.limitExceeded() != null) throw b.limitExceeded();
    return summary(b.build(), stats.result(), extras);
  }

  /** The SPI's decoder: {@code limits}, salvage mode (the {@link ReplayFormat} contract). */
  private static SlippiDecoder decoder(DecodeLimits limits) {
    return limits.equals(DecodeLimits.DEFAULT)
        ? SlippiDecoder.salvaging()
        : SlippiDecoder.builder().limits(limits).salvage(true).build();
  }

  /**
   * {@code stats}: slippi-js's {@code getStats()} object (null without Game Start), {@code
   * winners}: its {@code getWinners()} array, {@code stadiumStats}: its {@code getStadiumStats()}
   * (null outside Home-Run Contest and Target Test), {@code rollback}: its {@code
   * getRollbackFrames()} count and lengths, {@code matchInfo}: its {@code getSettings().matchInfo}
   * (null without Game Start) and {@code players}: each player's online identity; computed in one
   * decoding pass.
   */
  private static Map<String, Object> statsOnly(ReplaySource source, DecodeLimits limits)
      throws IOException {
    byte[] bytes = source.readAllBytes(limits);
    GameStart[] start = new GameStart[1];
    SlippiVisitor settings =
        new SlippiVisitor(null, java.util.Set.of()) {
          @Override
          public void visitGameStart(GameStart e) {
            if (start[0] == null) start[0] = e;
          }
        };
    SlippiExtrasVisitor extras = new SlippiExtrasVisitor(settings);
    SlippiStatsVisitor v = new SlippiStatsVisitor(extras);
    decoder(limits).decode(bytes, v);
    return statsTree(v, extras, start[0]);
  }

  /**
   * The summary, the stats tree and the shared view from one decode: one chain of the collectors
   * the separate calls use (the summary's game builder only when the summary is asked for), so that
   * each part equals its separate call's.
   */
  private ReplayAnalysis analysis(
      ReplaySource source, DecodeLimits limits, java.util.Set<ReplayAnalysis.Product> products)
      throws IOException {
    if (products.size() < 2) {
      if (products.contains(ReplayAnalysis.Product.SUMMARY)) {
        return new ReplayAnalysis(summaryOnly(source, limits), null, null);
      }
      if (products.contains(ReplayAnalysis.Product.STATS)) {
        return new ReplayAnalysis(null, statsOnly(source, limits), null);
      }
      return new ReplayAnalysis(
          null, null, SlippiTables.readTogether(List.of(), source, limits, true));
    }
    boolean summary = products.contains(ReplayAnalysis.Product.SUMMARY);
    byte[] bytes = source.readAllBytes(limits);
    SlippiGame.Builder b =
        summary ? new SlippiGame.Builder(RollbackChoice.LAST, limits, false) : null;
    SlippiExtrasVisitor extras = new SlippiExtrasVisitor(b);
    SlippiTables.Pass pass = new SlippiTables.Pass(extras);
    SlippiStatsVisitor v = new SlippiStatsVisitor(pass);
    pass.stats = v;
    decoder(limits).decode(bytes, v);
    if (b != null && b.limitExceeded() != null) throw b.limitExceeded();
    return new ReplayAnalysis(
        summary ? summary(b.build(), v.result(), extras) : null,
        products.contains(ReplayAnalysis.Product.STATS) ? statsTree(v, extras, pass.start) : null,
        products.contains(ReplayAnalysis.Product.GAME_STATS) ? pass.shared() : null);
  }

  /** The {@link #stats} tree of a decode; {@code start} is the first Game Start (may be null). */
  private static Map<String, Object> statsTree(
      SlippiStatsVisitor v, SlippiExtrasVisitor extras, GameStart start) {
    Map<String, Object> m = new LinkedHashMap<>();
    SlippiGameStats s = v.stats();
    m.put("stats", s == null ? null : SlippiStats.toTree(s));
    m.put("winners", SlippiStats.toTree(v.winners()));
    m.put("stadiumStats", stadiumTree(extras.stadiumStats()));
    m.put("rollback", rollbackTree(extras.rollbackFrames()));
    m.put("matchInfo", start == null ? null : matchInfo(start));
    List<Object> players = new ArrayList<>();
    if (start != null) {
      for (GameStartPlayer p : start.players()) {
        if (p.isEmpty()) continue;
        Map<String, Object> pm = new LinkedHashMap<>();
        pm.put("port", p.port());
        pm.put("playerIndex", p.playerIndex());
        identity(pm, p);
        players.add(pm);
      }
    }
    m.put("players", players);
    if (v.damage() != null) m.put("damage", v.damage().toTree());
    return m;
  }

  /**
   * slippi-js's {@code matchInfo} of a Game Start: {@code matchId} (the session id, e.g. {@code
   * mode.ranked-2022-12-28T03:16:14.19-1}; slippi-js's older name {@code sessionId} is kept beside
   * it), {@code gameNumber} and {@code tiebreakerNumber} (3.14.0; 0 = not a tiebreak); each null
   * when the Game Start is older than its field.
   */
  static Map<String, Object> matchInfo(GameStart gs) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("matchId", gs.sessionId());
    m.put("sessionId", gs.sessionId());
    m.put("gameNumber", gs.gameNumber());
    m.put("tiebreakerNumber", gs.tiebreakerNumber());
    return m;
  }

  /**
   * A player's Slippi Online identity: {@code displayName}, {@code connectCode}, {@code userId}.
   */
  private static void identity(Map<String, Object> m, GameStartPlayer p) {
    m.put("displayName", p.displayName());
    m.put("connectCode", p.connectCode());
    m.put("userId", p.userId());
  }

  /**
   * slippi-js's {@code getStadiumStats()} shape: {@code {type: "home-run-contest", distance,
   * units}} or {@code {type: "target-test", targetsBroken, playableFrames, totalSeconds,
   * targetBreaks: [{spawnId, frameDestroyed, positionX, positionY}]}}; null for none.
   */
  static Map<String, Object> stadiumTree(StadiumStats s) {
    if (s == null) return null;
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("type", s.type());
    if (s instanceof StadiumStats.HomeRunContest h) {
      m.put("distance", h.distance());
      m.put("units", h.units());
    } else if (s instanceof StadiumStats.TargetTest t) {
      // the short figures first, so that the text view's line shows them
      m.put("targetsBroken", t.broken());
      m.put("playableFrames", t.playableFrames());
      m.put("totalSeconds", t.totalSeconds());
      List<Object> breaks = new ArrayList<>();
      for (StadiumStats.TargetBreak b : t.targetBreaks()) {
        Map<String, Object> bm = new LinkedHashMap<>();
        bm.put("spawnId", b.spawnId());
        bm.put("frameDestroyed", b.frameDestroyed());
        bm.put("positionX", b.positionX());
        bm.put("positionY", b.positionY());
        breaks.add(bm);
      }
      m.put("targetBreaks", breaks);
    }
    return m;
  }

  /** slippi-js's {@code getRollbackFrames()} figures: {@code {count, lengths}}. */
  static Map<String, Object> rollbackTree(RollbackFrames r) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("count", r.count());
    m.put("lengths", r.lengths());
    return m;
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
   * is ({@link SlippiGame#damage()}).
   */
  public static ReplaySummary summary(SlippiGame g, SlippiStats.Result stats) {
    return summary(g, stats, null);
  }

  /**
   * The summary with slippi-js's rollback figures ({@code rollback}) and stadium stats ({@code
   * stadiumStats}) from {@code extras} (null: both null).
   */
  static ReplaySummary summary(SlippiGame g, SlippiStats.Result stats, SlippiExtrasVisitor extras) {
    GameStart gs = g.gameStart();
    Map<String, Object> d = new LinkedHashMap<>();
    List<String> participants = new ArrayList<>();
    List<String> warnings = new ArrayList<>();
    if (gs != null) {
      d.put("stageId", gs.stageId());
      d.put("stage", Stage.nameOf(gs.stageId()));
      d.put("isTeams", gs.isTeams());
      d.put("isPAL", gs.isPAL());
      d.put("matchInfo", matchInfo(gs));
      List<Object> players = new ArrayList<>();
      Map<Integer, String> labels = new HashMap<>();
      for (GameStartPlayer p : gs.players()) {
        if (p.isEmpty()) continue;
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("port", p.port());
        m.put("playerIndex", p.playerIndex());
        m.put("characterId", g.startingCharacterId(p.playerIndex()));
        m.put("character", MeleeCharacter.nameOf(g.startingCharacterId(p.playerIndex())));
        m.put("characterColor", p.costumeIndex());
        m.put("type", p.type());
        m.put("startStocks", p.startStocks());
        m.put("teamId", p.teamId());
        m.put("nametag", p.nametag());
        identity(m, p);
        m.put("stats", stats.stats() == null ? null : playerStats(stats.stats(), p.playerIndex()));
        players.add(m);
        String name =
            p.displayName() != null && !p.displayName().isEmpty()
                ? p.displayName()
                : p.nametag() != null && !p.nametag().isEmpty()
                    ? p.nametag()
                    : MeleeCharacter.nameOf(g.startingCharacterId(p.playerIndex()));
        String label =
            "P"
                + p.port()
                + " "
                + name
                + (p.connectCode() != null && !p.connectCode().isEmpty()
                    ? " (" + p.connectCode() + ")"
                    : "");
        participants.add(label);
        labels.put(p.playerIndex(), label);
      }
      d.put("players", players);
      // as slippi-js gives them, each with the name a person reads (the participant's label)
      List<Object> winners = SlippiStats.toTree(stats.winners());
      for (Object w : winners) {
        @SuppressWarnings("unchecked")
        Map<String, Object> wm = (Map<String, Object>) w;
        wm.put("name", labels.get((Integer) wm.get("playerIndex")));
      }
      d.put("winners", winners);
    } else {
      d.put("stageId", null);
      d.put("stage", null);
      d.put("isTeams", null);
      d.put("isPAL", null);
      d.put("matchInfo", null);
      d.put("players", List.of());
      d.put("winners", List.of());
      warnings.add("no Game Start event");
    }
    Map<String, Object> frames = new LinkedHashMap<>();
    frames.put("first", g.firstFrame());
    frames.put("last", g.lastFrame());
    frames.put("count", g.frameCount());
    d.put("frames", frames);
    Map<String, Object> events = new LinkedHashMap<>();
    long total = 0;
    for (int c = 0; c < 256; c++) {
      long n = g.eventCount(c);
      if (n > 0) {
        events.put(SlippiCommand.hex(c), n);
        total += n;
      }
    }
    d.put("events", events);
    d.put("rollbackFrames", g.rollbackFrames());
    d.put("rollback", extras == null ? null : rollbackTree(extras.rollbackFrames()));
    d.put("stadiumStats", extras == null ? null : stadiumTree(extras.stadiumStats()));
    GameEnd ge = g.gameEnd();
    if (ge != null) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("method", ge.method());
      m.put("methodName", gameEndLabel(ge));
      m.put("lrasInitiator", ge.hasLrasInitiator() ? ge.lrasInitiator() : null);
      m.put("placements", ge.hasPlacements() ? ge.placements() : null);
      d.put("gameEnd", m);
    } else {
      d.put("gameEnd", null);
    }
    SlippiMetadata md = g.metadata();
    d.put("metadata", md == null ? null : md.tree());
    if (g.rawEnd() != null && g.rawEnd().incomplete())
      warnings.add("raw length 0 and no metadata: game still being written");
    if (g.rawStart() != null && g.rawStart().bare())
      warnings.add("bare event stream: no UBJSON container, no metadata");
    if (g.gameEnds().size() > 1) warnings.add(g.gameEnds().size() + " Game End events");
    Map<String, Long> counts = new LinkedHashMap<>();
    counts.put("events", total);
    counts.put("frames", (long) g.frameCount());
    Double duration =
        g.lastFrame() == null
            ? null
            : (g.lastFrame() - g.firstFrame() + 1)
                / (gs != null && Boolean.TRUE.equals(gs.isPAL()) ? 50.0 : 60.0);
    return new ReplaySummary(
        SlippiDecoder.FORMAT,
        gs == null ? null : gs.version().toString(),
        duration,
        participants,
        counts,
        warnings,
        d,
        g.damage());
  }

  /**
   * The per-player stats {@code inspect} shows: kills, deaths, totalDamage, conversions,
   * openingsPerKill, damagePerOpening, neutralWinRatio, inputsPerMinute (numbers; null where
   * slippi-js has no ratio) and lCancelSuccess (successes over attempts; null without attempts or
   * outside 1v1).
   */
  public static Map<String, Object> playerStats(SlippiGameStats s, int playerIndex) {
    Map<String, Object> m = new LinkedHashMap<>();
    Overall o = s.overall(playerIndex);
    if (o == null) return m;
    m.put("kills", o.killCount());
    m.put("deaths", s.deaths(playerIndex));
    m.put("totalDamage", o.totalDamage());
    m.put("conversions", o.conversionCount());
    m.put("openingsPerKill", ratio(o.openingsPerKill()));
    m.put("damagePerOpening", ratio(o.damagePerOpening()));
    m.put("neutralWinRatio", ratio(o.neutralWinRatio()));
    m.put("inputsPerMinute", ratio(o.inputsPerMinute()));
    ActionCounts a = s.actionCounts(playerIndex);
    Double lc = null;
    if (a != null) {
      int ok = a.get(ActionCount.L_CANCEL_SUCCESS);
      int attempts = ok + a.get(ActionCount.L_CANCEL_FAIL);
      if (attempts > 0) lc = (double) ok / attempts;
    }
    m.put("lCancelSuccess", lc);
    return m;
  }

  private static Double ratio(Ratio r) {
    double v = r.ratio();
    return Double.isNaN(v) || Double.isInfinite(v) ? null : v;
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
    @SuppressWarnings("unchecked")
    Map<String, Object> m = (Map<String, Object>) ValueTrees.toTree(record);
    if (record instanceof SlippiEvent e) {
      m.keySet().removeIf(k -> !e.isPresent(k));
      if (m.get("trailing") instanceof String s && s.isEmpty()) m.remove("trailing");
    }
    return m;
  }

  /**
   * The name of a Game End's method as people read it ({@link GameEndMethod#label}): {@code
   * "GAME"}, {@code "TIME"}, {@code "NO_CONTEST"}, {@code "LRAS"} (a No Contest by L+R+A+Start),
   * before 2.0.0 {@code "UNRESOLVED"} or {@code "RESOLVED"}.
   */
  static String gameEndLabel(GameEnd e) {
    return GameEndMethod.label(e.method(), e.hasLrasInitiator() ? e.lrasInitiator() : -1);
  }

  /**
   * A frame event's tree with {@code actionState}, the debug name of {@code actionStateId} ({@link
   * ActionState#nameOf}, e.g. {@code "KneeBend"}), right after the id; left out for a
   * character-specific state the table does not name.
   */
  static Map<String, Object> withActionState(Map<String, Object> tree) {
    if (!(tree.get("actionStateId") instanceof Integer id)) return tree;
    ActionState s = ActionState.of(id);
    if (s == ActionState.UNKNOWN) return tree;
    return insertAfter(tree, "actionStateId", "actionState", s.debugName());
  }

  /** {@code tree} with {@code key = value} right after {@code after} (at the end without it). */
  private static Map<String, Object> insertAfter(
      Map<String, Object> tree, String after, String key, Object value) {
    Map<String, Object> out = new LinkedHashMap<>();
    for (Map.Entry<String, Object> e : tree.entrySet()) {
      out.put(e.getKey(), e.getValue());
      if (e.getKey().equals(after)) out.put(key, value);
    }
    out.putIfAbsent(key, value);
    return out;
  }

  /** Adapts visitor calls to the generic sink (package-private for the salvage tests). */
  static final class SinkVisitor extends SlippiVisitor {
    private final ReplayEventSink sink;

    SinkVisitor(ReplayEventSink sink) {
      this.sink = sink;
    }

    private void emit(String type, Object e) {
      sink.acceptOrStop(type, eventOffset(), toTree(e));
    }

    @Override
    public void visitRawStart(RawStart e) {
      emit("RawStart", e);
    }

    @Override
    public void visitEventPayloads(EventPayloads e) {
      emit("EventPayloads", e);
    }

    @Override
    public void visitGameStart(GameStart e) {
      emit("GameStart", e);
    }

    @Override
    public void visitFrameStart(FrameStart e) {
      emit("FrameStart", e);
    }

    @Override
    public void visitPreFrame(PreFrameUpdate e) {
      sink.acceptOrStop("PreFrameUpdate", eventOffset(), withActionState(toTree(e)));
    }

    @Override
    public void visitPostFrame(PostFrameUpdate e) {
      sink.acceptOrStop("PostFrameUpdate", eventOffset(), withActionState(toTree(e)));
    }

    @Override
    public void visitItemUpdate(ItemUpdate e) {
      emit("ItemUpdate", e);
    }

    @Override
    public void visitFrameBookend(FrameBookend e) {
      emit("FrameBookend", e);
    }

    @Override
    public void visitGameEnd(GameEnd e) {
      Map<String, Object> tree = toTree(e);
      sink.acceptOrStop(
          "GameEnd", eventOffset(), insertAfter(tree, "method", "methodName", gameEndLabel(e)));
    }

    @Override
    public void visitMessageSplitter(MessageSplitter e) {
      emit("MessageSplitter", e);
    }

    @Override
    public void visitGeckoList(GeckoList e) {
      emit("GeckoList", e);
    }

    @Override
    public void visitFodPlatform(FodPlatform e) {
      emit("FodPlatform", e);
    }

    @Override
    public void visitWhispy(Whispy e) {
      emit("Whispy", e);
    }

    @Override
    public void visitStadiumTransformation(StadiumTransformation e) {
      emit("StadiumTransformation", e);
    }

    @Override
    public void visitUnknown(int command, ByteSlice payload) {
      emit("Unknown", new UnknownEvent(command, payload.copy()));
    }

    @Override
    public void visitRawEnd(RawEnd e) {
      emit("RawEnd", e);
    }

    @Override
    public void visitMetadata(SlippiMetadata e) {
      emit("Metadata", e.tree());
    }

    @Override
    public void visitDamage(org.replays4j.core.error.Damage d) {
      sink.damage(d);
    }
  }
}
