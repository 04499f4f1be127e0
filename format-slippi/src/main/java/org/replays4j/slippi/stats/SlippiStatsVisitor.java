package org.replays4j.slippi.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.replays4j.slippi.FrameBookendView;
import org.replays4j.slippi.FrameEvents;
import org.replays4j.slippi.OutlineVisitor;
import org.replays4j.slippi.PostFrameView;
import org.replays4j.slippi.PreFrameView;
import org.replays4j.slippi.SlippiCommand;
import org.replays4j.slippi.SlippiVisitor;
import org.replays4j.slippi.record.EventPayloads;
import org.replays4j.slippi.record.GameEnd;
import org.replays4j.slippi.record.GameStart;
import org.replays4j.slippi.record.RawEnd;
import org.replays4j.slippi.record.RawStart;

/**
 * Computes slippi-js's {@code getStats()} and {@code getWinners()} while a game is decoded, from
 * any entry point: {@code SlippiDecoder.decode(byte[]/InputStream, visitor)}, {@code
 * SlippiPushParser} (live games) or {@code SlippiFileFollower}. It reads the zero-allocation views
 * and allocates nothing per frame once the game runs (only new stocks, conversions, combos and
 * moves allocate).
 *
 * <p>A frame is computed once slippi-js would consider it final (docs/formats/slippi-stats.md
 * §1.3): at the Game End, 7 frames behind each Frame Bookend offline, at the bookend's latest
 * finalized frame online, one frame behind for files up to 2.2.0. Rollback re-sends before that
 * point replace the earlier copy, so rolled-back frames never count. For a live overlay, {@link
 * #currentConversion(int)}, {@link #currentCombo(int)} and {@link #stats()} can be read after any
 * event (on the decoding thread).
 *
 * <p>Events are forwarded to {@code next}. Single use; not thread-safe.
 */
public class SlippiStatsVisitor extends OutlineVisitor {
  private static final int POST_RING = 32;

  private final StatsEngine engine = new StatsEngine();

  // what getWinners reads from the end of the raw element (§9)
  private final int[] sizes = new int[256];
  private boolean rawLengthUnknown;
  private long rawStartOffset;
  private long rawEndOffset = -1;
  private long lastGameEndOffset = -1;
  private final long[] postOffset = new long[POST_RING];
  private final int[] postFrame = new int[POST_RING];
  private final int[] postPort = new int[POST_RING];
  private final boolean[] postFollower = new boolean[POST_RING];
  private final int[] postStocks = new int[POST_RING];
  private final float[] postPercent = new float[POST_RING];
  private int posts;
  private long lastFrameEventEnd = -1;

  /** What the stats read: three of the frame events, as views. */
  private static final Set<Interest> INTERESTS =
      Set.of(Interest.PRE_FRAME_VIEW, Interest.POST_FRAME_VIEW, Interest.FRAME_BOOKEND_VIEW);

  /** A visitor that forwards nothing. */
  public SlippiStatsVisitor() {
    this(null);
  }

  /** A visitor that forwards every event to {@code next} (may be null). */
  public SlippiStatsVisitor(SlippiVisitor next) {
    super(next, INTERESTS);
    Arrays.fill(sizes, -1);
  }

  @Override
  public void visitRawStart(RawStart e) {
    rawLengthUnknown = e.inProgress();
    rawStartOffset = e.offset();
    super.visitRawStart(e);
  }

  @Override
  public void visitEventPayloads(EventPayloads e) {
    for (var x : e.sizes().entrySet()) sizes[x.getKey() & 0xFF] = x.getValue();
    super.visitEventPayloads(e);
  }

  @Override
  public void visitGameStart(GameStart e) {
    engine.gameStart(e);
    super.visitGameStart(e);
  }

  /** The run in this class's own loop (the view methods forward each event to {@code next}). */
  @Override
  public void visitFrameEvents(FrameEvents events) {
    while (events.next() >= 0) events.visitCurrent(this);
  }

  @Override
  public void visitPreFrameView(PreFrameView v) {
    engine.pre(
        v.frame(),
        v.playerIndex(),
        v.isFollower(),
        v.physicalButtons(),
        v.joystickX(),
        v.joystickY(),
        v.cStickX(),
        v.cStickY(),
        v.physicalLTrigger(),
        v.physicalRTrigger());
    if (next != null) next.visitPreFrameView(v);
  }

  @Override
  public void visitPostFrameView(PostFrameView v) {
    int frame = v.frame();
    int port = v.playerIndex();
    boolean follower = v.isFollower();
    int stocks = v.stocksRemaining();
    float percent = v.percent();
    engine.post(
        frame,
        port,
        follower,
        v.internalCharacterId(),
        v.actionStateId(),
        v.positionX(),
        v.positionY(),
        v.facingDirection(),
        percent,
        v.lastAttackLanded(),
        stocks,
        v.hasActionStateFrameCounter() ? v.actionStateFrameCounter() : Float.NaN,
        v.hasStateFlags() ? v.lCancelStatus() : -1);
    long at = fileOffset(v.offset());
    int i = posts++ & (POST_RING - 1);
    postOffset[i] = at;
    postFrame[i] = frame;
    postPort[i] = port;
    postFollower[i] = follower;
    postStocks[i] = stocks;
    postPercent[i] = percent;
    lastFrameEventEnd = at + v.payloadSize() + 1;
    if (next != null) next.visitPostFrameView(v);
  }

  @Override
  public void visitFrameBookendView(FrameBookendView v) {
    engine.bookend(v.frame(), v.hasLatestFinalizedFrame(), v.latestFinalizedFrame());
    long at = fileOffset(v.offset());
    lastFrameEventEnd = at + v.payloadSize() + 1;
    if (next != null) next.visitFrameBookendView(v);
  }

  /**
   * The event's file offset: a view an adapter made from a record has none of its own (-1), and
   * then the decoder's cursor has it.
   */
  private long fileOffset(long viewOffset) {
    return viewOffset >= 0 ? viewOffset : eventOffset();
  }

  @Override
  public void visitGameEnd(GameEnd e) {
    engine.gameEnd();
    // without a decoder's cursor (events passed by hand), assume the Game End follows the last
    // frame
    // event directly (as it does in every real file)
    long at = eventOffset();
    lastGameEndOffset = at >= 0 ? at : lastFrameEventEnd;
    super.visitGameEnd(e);
  }

  @Override
  public void visitRawEnd(RawEnd e) {
    rawEndOffset = e.endOffset();
    super.visitRawEnd(e);
  }

  /** {@link #stats()}, {@link #winners()} and {@link #damage()} together. */
  public SlippiStats.Result result() {
    return new SlippiStats.Result(stats(), winners(), damage());
  }

  /**
   * The stats as slippi-js's {@code getStats()} reports them for the frames finalized so far; null
   * before Game Start (and, for files before 1.6.0, before the first post-frame event after frame
   * -123, when slippi-js considers the settings complete).
   */
  public SlippiGameStats stats() {
    return engine.settingsComplete() ? engine.stats() : null;
  }

  /**
   * The conversion the player at port index {@code playerIndex} is currently doing (attacker), or
   * null.
   */
  public Conversion currentConversion(int playerIndex) {
    return engine.currentConversion(playerIndex);
  }

  /**
   * The combo the player at port index {@code playerIndex} is currently doing (attacker), or null.
   */
  public Combo currentCombo(int playerIndex) {
    return engine.currentCombo(playerIndex);
  }

  /** The last frame the computers have processed, or {@link Integer#MIN_VALUE} before the first. */
  public int lastProcessedFrame() {
    return engine.lastProcessed();
  }

  /**
   * The winners as slippi-js's {@code getWinners()} decides them, from the Game End and the final
   * frame's post-frame events found at the end of the raw element (docs/formats/slippi-stats.md
   * §9); empty before the raw element has ended or without settings.
   */
  public List<Placement> winners() {
    if (!engine.settingsComplete() || rawEndOffset < 0) return List.of();
    int geSize = sizes[SlippiCommand.GAME_END];
    int beSize = sizes[SlippiCommand.FRAME_BOOKEND];
    int postSize = sizes[SlippiCommand.POST_FRAME];
    int method = -1;
    Integer lras = null;
    List<Integer> placements = null;
    if (!rawLengthUnknown
        && geSize >= 0
        && gameEnd() != null
        && lastGameEndOffset == rawEndOffset - (geSize + 1)) {
      GameEnd lastGameEnd = gameEnd();
      method = lastGameEnd.method();
      if (lastGameEnd.hasLrasInitiator()) lras = lastGameEnd.lrasInitiator();
      if (lastGameEnd.hasPlacements()) placements = lastGameEnd.placements();
    }
    List<Winners.FinalPost> finals = new ArrayList<>();
    if (!rawLengthUnknown && postSize >= 0) {
      long pos =
          rawEndOffset
              - (geSize >= 0 ? geSize + 1 : 0)
              - (beSize >= 0 ? beSize + 1 : 0)
              - (postSize + 1);
      int frame = 0;
      boolean first = true;
      while (pos >= rawStartOffset) {
        int i = findPost(pos);
        if (i < 0 || (!first && postFrame[i] != frame)) break;
        if (first) frame = postFrame[i];
        first = false;
        finals.add(
            0, new Winners.FinalPost(postPort[i], postFollower[i], postStocks[i], postPercent[i]));
        pos -= postSize + 1;
      }
    }
    return Winners.decide(
        engine.players(), engine.teams(), teamIds(), method, lras, placements, finals);
  }

  private int[] teamIds() {
    int[] t = new int[4];
    for (int p = 0; p < 4; p++) t[p] = engine.teamId(p);
    return t;
  }

  private int findPost(long offset) {
    for (int k = 1; k <= Math.min(posts, POST_RING); k++) {
      int i = (posts - k) & (POST_RING - 1);
      if (postOffset[i] == offset) return i;
    }
    return -1;
  }
}
