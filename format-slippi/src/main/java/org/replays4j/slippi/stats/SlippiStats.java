package org.replays4j.slippi.stats;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.slippi.PostFrameColumns;
import org.replays4j.slippi.PreFrameColumns;
import org.replays4j.slippi.SlippiDecoder;
import org.replays4j.slippi.SlippiGame;
import org.replays4j.slippi.record.GameEnd;
import org.replays4j.slippi.record.SlippiVersion;

/**
 * Entry points for Slippi stats: slippi-js 9.1.2's {@code getStats()} ({@link SlippiGameStats}) and
 * {@code getWinners()} ({@link Placement}s), from a file's bytes or from a decoded {@link
 * SlippiGame}, and their JSON-shaped value trees with slippi-js's key names. For live games use
 * {@link SlippiStatsVisitor} directly.
 */
public final class SlippiStats {
  private SlippiStats() {}

  /**
   * Stats and winners of one game.
   *
   * @param stats slippi-js's {@code getStats()}, or null without (complete) Game Start
   * @param winners slippi-js's {@code getWinners()}
   * @param damage where the file was damaged when it was read in salvage mode (the stats then cover
   *     every complete event before it, as slippi-js reads such a file), or null
   */
  public record Result(SlippiGameStats stats, List<Placement> winners, Damage damage) {
    /** Copies the list. */
    public Result {
      winners = List.copyOf(winners);
    }

    /** The stats and winners of an undamaged file. */
    public Result(SlippiGameStats stats, List<Placement> winners) {
      this(stats, winners, null);
    }

    /** True when the file was damaged and these stats cover only the part before the damage. */
    public boolean partial() {
      return damage != null;
    }
  }

  /**
   * Decodes {@code file} once with a {@link SlippiStatsVisitor} in salvage mode: the stats and
   * winners exactly as slippi-js computes them from the file. {@code stats} is null when the file
   * has no (complete) Game Start. A file damaged after its header gives the stats of every complete
   * event before the damage (slippi-js reads such a file the same way) and {@link Result#damage()}.
   *
   * @throws ReplayFormatException when the header is damaged
   */
  public static Result compute(byte[] file) throws ReplayFormatException {
    return compute(file, SlippiDecoder.salvaging());
  }

  /**
   * {@link #compute(byte[])} with {@code decoder}: its limits, and strict or salvage mode as it was
   * built.
   *
   * @throws ReplayFormatException on bad input (in salvage mode: a damaged header only)
   */
  public static Result compute(byte[] file, SlippiDecoder decoder) throws ReplayFormatException {
    SlippiStatsVisitor v = new SlippiStatsVisitor();
    decoder.decode(file, 0, file.length, v);
    return v.result();
  }

  /**
   * {@link #compute(byte[])} of the file at {@code file}, read within {@link
   * DecodeLimits#DEFAULT}'s size limit.
   *
   * @throws ReplayFormatException when the header is damaged or the file exceeds the limit
   * @throws IOException when the file cannot be read
   */
  public static Result compute(Path file) throws IOException {
    return compute(ReplaySource.of(file).readAllBytes(DecodeLimits.DEFAULT));
  }

  /**
   * The stats, winners and damage of a decoded game (best with {@link
   * org.replays4j.slippi.RollbackChoice#LAST}, the copy slippi-js keeps): partial when the game is.
   * The model's finalized frames are replayed through the same computers, with the finalization
   * rule applied to the model's frames; {@link Result#stats()} is null without Game Start. Differs
   * from {@link #compute(byte[])} only where the model does not keep the event order (a frame
   * re-sent after slippi-js finalized it, a last event that is not of the highest frame).
   */
  public static Result compute(SlippiGame g) {
    return new Result(statsOf(g), winners(g), g.damage());
  }

  private static SlippiGameStats statsOf(SlippiGame g) {
    if (g.gameStart() == null) return null;
    StatsEngine e = replay(g);
    return e.settingsComplete() ? e.stats() : null;
  }

  private static StatsEngine replay(SlippiGame g) {
    StatsEngine e = new StatsEngine();
    e.gameStart(g.gameStart());
    boolean bookends = g.gameStart().version().atLeast(SlippiVersion.V3_0);
    // the characters in the game: their columns hold a row for every frame index, or none
    List<Slot> slots = new ArrayList<>();
    for (int port = 0; port < 4; port++) {
      for (boolean follower : new boolean[] {false, true}) {
        Slot c = new Slot(port, follower, g.pre(port, follower), g.post(port, follower));
        if (c.pre.length() > 0 || c.post.length() > 0) slots.add(c);
      }
    }
    Slot[] chars = slots.toArray(new Slot[0]);
    // each frame as a file delivers it: the pre-frame events, then the post-frame events
    for (int i = 0; i < g.frameCount(); i++) {
      int frame = g.frameNumber(i);
      e.frameSeen(frame);
      for (Slot c : chars) if (c.pre.length() > i && c.pre.isPresent(i)) c.pre(e, frame, i);
      for (Slot c : chars) if (c.post.length() > i && c.post.isPresent(i)) c.post(e, frame, i);
      if (bookends) {
        int lff = g.latestFinalizedFrame(i);
        e.bookend(frame, lff != Integer.MIN_VALUE, lff);
      }
    }
    if (!g.gameEnds().isEmpty()) e.gameEnd();
    return e;
  }

  /**
   * One character's columns (the leader or follower of port index {@code port}); {@code pre} and
   * {@code post} hand row {@code i} to the engine as the stats visitor hands it a view.
   */
  private record Slot(int port, boolean follower, PreFrameColumns pre, PostFrameColumns post) {
    void pre(StatsEngine e, int frame, int i) {
      e.pre(
          frame,
          port,
          follower,
          pre.physicalButtons(i),
          pre.joystickX(i),
          pre.joystickY(i),
          pre.cStickX(i),
          pre.cStickY(i),
          pre.physicalLTrigger(i),
          pre.physicalRTrigger(i));
    }

    void post(StatsEngine e, int frame, int i) {
      e.post(
          frame,
          port,
          follower,
          post.internalCharacterId(i),
          post.actionStateId(i),
          post.positionX(i),
          post.positionY(i),
          post.facingDirection(i),
          post.percent(i),
          post.lastAttackLanded(i),
          post.stocksRemaining(i),
          post.payloadSize() >= 0x25 ? post.actionStateFrameCounter(i) : Float.NaN,
          post.payloadSize() >= 0x33 ? post.lCancelStatus(i) : -1);
    }
  }

  /**
   * The winners of a decoded game as slippi-js decides them. The model does not keep byte offsets,
   * so the raw element is assumed to end as real files do (the last frame's post-frame events, its
   * bookend, one Game End): with no or two Game End events there are no final post-frames, as for
   * slippi-js.
   */
  public static List<Placement> winners(SlippiGame g) {
    if (g.gameStart() == null) return List.of();
    StatsEngine e = replay(g);
    if (!e.settingsComplete()) return List.of();
    boolean inProgress = g.rawStart() != null && g.rawStart().inProgress();
    GameEnd ge = g.gameEnd();
    int method = -1;
    Integer lras = null;
    List<Integer> placements = null;
    if (ge != null && !inProgress) {
      method = ge.method();
      if (ge.hasLrasInitiator()) lras = ge.lrasInitiator();
      if (ge.hasPlacements()) placements = ge.placements();
    }
    List<Winners.FinalPost> finals = new ArrayList<>();
    if (g.gameEnds().size() == 1 && !inProgress && g.frameCount() > 0) {
      int i = g.frameCount() - 1;
      for (int player = 0; player < 4; player++) {
        for (int f = 0; f < 2; f++) {
          PostFrameColumns c = g.post(player, f == 1);
          if (c.length() > i && c.isPresent(i)) {
            finals.add(new Winners.FinalPost(player, f == 1, c.stocksRemaining(i), c.percent(i)));
          }
        }
      }
    }
    int[] teamIds = new int[4];
    for (int p = 0; p < 4; p++) teamIds[p] = e.teamId(p);
    return Winners.decide(e.players(), e.teams(), teamIds, method, lras, placements, finals);
  }

  // =====================================================================================
  // Value trees (Map with String keys, List, Number, Boolean, String, null) in slippi-js's shape

  /**
   * {@code stats} as the value tree of slippi-js's {@code getStats()} object: the same keys in the
   * same order, absent values left out; NaN becomes null, as {@code JSON.stringify} writes it.
   */
  public static Map<String, Object> toTree(SlippiGameStats stats) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("lastFrame", stats.lastFrame());
    m.put("playableFrameCount", stats.playableFrameCount());
    m.put("stocks", trees(stats.stocks(), SlippiStats::stock));
    m.put("conversions", trees(stats.conversions(), SlippiStats::punish));
    m.put("combos", trees(stats.combos(), SlippiStats::punish));
    m.put("actionCounts", trees(stats.actionCounts(), SlippiStats::toTree));
    m.put("overall", trees(stats.overall(), SlippiStats::overall));
    m.put("gameComplete", stats.gameComplete());
    return m;
  }

  private static Map<String, Object> stock(Stock s) {
    Map<String, Object> x = new LinkedHashMap<>();
    x.put("playerIndex", s.playerIndex());
    x.put("startFrame", s.startFrame());
    putIf(x, "endFrame", s.endFrame());
    x.put("startPercent", num(s.startPercent()));
    putIf(x, "endPercent", s.endPercent() == null ? null : num(s.endPercent()));
    x.put("currentPercent", num(s.currentPercent()));
    x.put("count", s.count());
    putIf(x, "deathAnimation", s.deathAnimation());
    return x;
  }

  private static Map<String, Object> overall(Overall o) {
    Map<String, Object> x = new LinkedHashMap<>();
    x.put("playerIndex", o.playerIndex());
    Map<String, Object> in = new LinkedHashMap<>();
    InputCounts ic = o.inputCounts();
    if (ic != null) {
      in.put("buttons", ic.buttons());
      in.put("triggers", ic.triggers());
      in.put("cstick", ic.cstick());
      in.put("joystick", ic.joystick());
      in.put("total", ic.total());
    }
    x.put("inputCounts", in);
    x.put("conversionCount", o.conversionCount());
    x.put("totalDamage", num(o.totalDamage()));
    x.put("killCount", o.killCount());
    x.put("successfulConversions", toTree(o.successfulConversions()));
    x.put("inputsPerMinute", toTree(o.inputsPerMinute()));
    x.put("digitalInputsPerMinute", toTree(o.digitalInputsPerMinute()));
    x.put("openingsPerKill", toTree(o.openingsPerKill()));
    x.put("damagePerOpening", toTree(o.damagePerOpening()));
    x.put("neutralWinRatio", toTree(o.neutralWinRatio()));
    x.put("counterHitRatio", toTree(o.counterHitRatio()));
    x.put("beneficialTradeRatio", toTree(o.beneficialTradeRatio()));
    return x;
  }

  /** One player's action counts in slippi-js's nested shape ({@code attackCount: {jab1, …}}). */
  public static Map<String, Object> toTree(ActionCounts a) {
    Map<String, Object> x = new LinkedHashMap<>();
    x.put("playerIndex", a.playerIndex());
    for (ActionCount c : ActionCount.ALL) {
      if (c.group() == null) {
        x.put(c.key(), a.get(c));
      } else {
        @SuppressWarnings("unchecked")
        Map<String, Object> g =
            (Map<String, Object>) x.computeIfAbsent(c.group(), k -> new LinkedHashMap<>());
        g.put(c.key(), a.get(c));
      }
    }
    return x;
  }

  /** A ratio as slippi-js writes it: {@code {count, total, ratio}}, absent parts left out. */
  public static Map<String, Object> toTree(Ratio r) {
    Map<String, Object> x = new LinkedHashMap<>();
    if (r.hasCount()) x.put("count", num(r.count()));
    x.put("total", num(r.total()));
    if (r.hasRatio()) x.put("ratio", num(r.ratio()));
    return x;
  }

  /** The winners as slippi-js's {@code getWinners()} array: {@code [{playerIndex, position}]}. */
  public static List<Object> toTree(List<Placement> winners) {
    return trees(winners, SlippiStats::placement);
  }

  private static Map<String, Object> placement(Placement p) {
    Map<String, Object> x = new LinkedHashMap<>();
    x.put("playerIndex", p.playerIndex());
    x.put("position", p.position());
    return x;
  }

  /**
   * A conversion or a combo, with slippi-js's keys in its order: a conversion has {@code lastHitBy}
   * second and {@code openingType} last, a combo {@code lastHitBy} last.
   */
  private static Map<String, Object> punish(Punish p) {
    Map<String, Object> x = new LinkedHashMap<>();
    x.put("playerIndex", p.playerIndex());
    if (p instanceof Conversion) x.put("lastHitBy", p.lastHitBy());
    x.put("startFrame", p.startFrame());
    putIf(x, "endFrame", p.endFrame());
    x.put("startPercent", num(p.startPercent()));
    x.put("currentPercent", num(p.currentPercent()));
    putIf(x, "endPercent", p.endPercent() == null ? null : num(p.endPercent()));
    x.put("moves", trees(p.moves(), SlippiStats::move));
    x.put("didKill", p.didKill());
    if (p instanceof Conversion c) x.put("openingType", c.openingType().key());
    else x.put("lastHitBy", p.lastHitBy());
    return x;
  }

  private static Map<String, Object> move(MoveLanded mv) {
    Map<String, Object> x = new LinkedHashMap<>();
    x.put("playerIndex", mv.playerIndex());
    x.put("frame", mv.frame());
    x.put("moveId", mv.moveId());
    x.put("hitCount", mv.hitCount());
    x.put("damage", num(mv.damage()));
    return x;
  }

  /** The tree of each item, in order. */
  private static <T> List<Object> trees(List<T> items, Function<T, Map<String, Object>> tree) {
    List<Object> l = new ArrayList<>(items.size());
    for (T t : items) l.add(tree.apply(t));
    return l;
  }

  private static void putIf(Map<String, Object> m, String k, Object v) {
    if (v != null) m.put(k, v);
  }

  /**
   * A double as JavaScript would print it: integral values as integers, NaN and infinities as null.
   */
  static Object num(double v) {
    if (Double.isNaN(v) || Double.isInfinite(v)) return null;
    if (v == Math.rint(v) && Math.abs(v) < 9.007199254740992E15) {
      return v == 0 ? 0L : (long) v; // -0 prints as 0 in JSON.stringify
    }
    return v;
  }
}
