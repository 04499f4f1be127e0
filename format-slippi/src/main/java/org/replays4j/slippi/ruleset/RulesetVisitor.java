package org.replays4j.slippi.ruleset;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.slippi.FrameStartView;
import org.replays4j.slippi.OutlineVisitor;
import org.replays4j.slippi.PostFrameView;
import org.replays4j.slippi.PreFrameView;
import org.replays4j.slippi.SlippiCommand;
import org.replays4j.slippi.SlippiDecoder;
import org.replays4j.slippi.SlippiVisitor;
import org.replays4j.slippi.record.EventPayloads;
import org.replays4j.slippi.record.GameStart;
import org.replays4j.slippi.record.GameStartPlayer;

/**
 * Gathers what the ruleset checks read during a decode, so that the analysis is one more product of
 * a decode that may do other work: put it in the visitor chain (it forwards every event to {@code
 * next}) and call {@link #report()} after the decode. It keeps one row per frame as written (a
 * frame re-sent by rollback counts once per copy, as slp-enforcer reads the file) for each player
 * of Game Start. Single use; not thread-safe.
 */
public final class RulesetVisitor extends OutlineVisitor {
  /** Pre-Frame Updates in {@link #seen}. */
  private static final int PRE = 0;

  /** Post-Frame Updates in {@link #seen}. */
  private static final int POST = 1;

  private final long maxModelBytes;
  private boolean hasFrameStart;
  private long rawBytes = -1;
  private int playerFrameBytes;
  private final PlayerInputs[] byPort = new PlayerInputs[4];
  private final List<PlayerInputs> players = new ArrayList<>();
  private int sends;
  private int curFrame;

  /**
   * Per kind ({@link #PRE}, {@link #POST}): the characters (bit {@code port * 2 + follower}) with
   * an event of that kind in the current send.
   */
  private final int[] seen = new int[2];

  private long capacity;
  private ReplayFormatException limitExceeded;

  /** A visitor bounded by the default limits, forwarding to {@code next} (may be null). */
  public RulesetVisitor(SlippiVisitor next) {
    this(next, DecodeLimits.DEFAULT);
  }

  /**
   * A visitor forwarding to {@code next} (may be null) whose rows are bounded by {@code limits}'
   * {@link DecodeLimits#maxModelBytes()}: a game of more frames stops the decode, and {@link
   * #report()} throws why.
   */
  public RulesetVisitor(SlippiVisitor next, DecodeLimits limits) {
    super(
        next, Set.of(Interest.FRAME_START_VIEW, Interest.PRE_FRAME_VIEW, Interest.POST_FRAME_VIEW));
    this.maxModelBytes = limits.maxModelBytes();
  }

  @Override
  public void visitRawBytesPresent(long bytes) {
    rawBytes = bytes;
    super.visitRawBytesPresent(bytes);
  }

  @Override
  public void visitEventPayloads(EventPayloads e) {
    hasFrameStart = e.sizeOf(SlippiCommand.FRAME_START) >= 0;
    // a player's frame is at least its pre- and post-frame events
    playerFrameBytes =
        Math.max(0, e.sizeOf(SlippiCommand.PRE_FRAME))
            + Math.max(0, e.sizeOf(SlippiCommand.POST_FRAME))
            + 2;
    super.visitEventPayloads(e);
  }

  @Override
  public void visitGameStart(GameStart e) {
    if (firstGameStart() == null) {
      for (GameStartPlayer p : e.players()) {
        if (p.isEmpty() || p.playerIndex() > 3) continue;
        PlayerInputs in = new PlayerInputs(p.playerIndex());
        byPort[p.playerIndex()] = in;
        players.add(in);
      }
      reserve();
    }
    super.visitGameStart(e);
  }

  /**
   * Room for as many rows as the raw element can hold frames of every player (within the model
   * limit), so that the rows are not copied as they grow.
   */
  private void reserve() {
    int n = players.size();
    if (rawBytes <= 0 || n == 0) return;
    long frames = rawBytes / ((long) playerFrameBytes * n);
    frames = Math.min(frames, maxModelBytes / PlayerInputs.ROW_BYTES / n);
    if (frames <= 1024) return;
    for (PlayerInputs in : players) in.reserve((int) frames);
    capacity = frames * n;
  }

  private void newSend(int frame) {
    long rows = (long) (sends + 1) * Math.max(1, players.size());
    if (rows > capacity) {
      // rows are allocated in doubling arrays: the estimate is of the capacity about to be taken
      capacity = Math.max(rows * 2, 1024L * Math.max(1, players.size()));
      long bytes = capacity * PlayerInputs.ROW_BYTES;
      if (bytes > maxModelBytes) {
        limitExceeded =
            ReplayFormatException.limitExceeded(
                SlippiDecoder.FORMAT,
                Math.max(0, eventOffset()),
                "maxModelBytes (ruleset inputs: "
                    + PlayerInputs.ROW_BYTES
                    + " bytes per player frame)",
                maxModelBytes,
                bytes);
        throw StopDecoding.INSTANCE;
      }
    }
    sends++;
    curFrame = frame;
    seen[PRE] = 0;
    seen[POST] = 0;
    for (int i = 0, n = players.size(); i < n; i++) players.get(i).addRow();
  }

  /**
   * The inputs of a frame event's player, to fill at row {@code sends - 1}, or null for a follower
   * or a port with no Game Start player. Starts a new send as slp-enforcer's reader does: at a new
   * frame or, without Frame Start, at a second event of one kind ({@code seen}: {@link #PRE} or
   * {@link #POST}) for a port and character within a send. A port above 3 only starts sends at new
   * frames.
   */
  private PlayerInputs player(int kind, int port, boolean follower, int frame) {
    boolean newFrame = sends == 0 || frame != curFrame;
    if (port > 3) {
      if (newFrame) newSend(frame);
      return null;
    }
    int bit = 1 << (port * 2 + (follower ? 1 : 0));
    if (newFrame || (!hasFrameStart && (seen[kind] & bit) != 0)) newSend(frame);
    seen[kind] |= bit;
    return follower ? null : byPort[port];
  }

  @Override
  public void visitFrameStartView(FrameStartView v) {
    newSend(v.frame());
    super.visitFrameStartView(v);
  }

  @Override
  public void visitPreFrameView(PreFrameView v) {
    PlayerInputs in = player(PRE, v.playerIndex(), v.isFollower(), v.frame());
    if (in != null) in.pre(sends - 1, v);
    super.visitPreFrameView(v);
  }

  @Override
  public void visitPostFrameView(PostFrameView v) {
    PlayerInputs in = player(POST, v.playerIndex(), v.isFollower(), v.frame());
    if (in != null) in.post(sends - 1, v.actionStateId(), v.stocksRemaining());
    super.visitPostFrameView(v);
  }

  /**
   * The analysis of what the decode delivered: the whole game, or when the file was damaged the
   * frames before the damage ({@link RulesetReport#partial()}).
   *
   * @throws ReplayFormatException when the game had more frames than the limits allow
   */
  public RulesetReport report() throws ReplayFormatException {
    return report(true);
  }

  /**
   * {@link #report()} for a reader of the verdicts alone: each check's verdict and its findings'
   * count and metrics are the same, but the findings have no text ({@link Finding#reason()} empty)
   * and no evidence, a failed input-fuzzing test has no findings, and each player's {@link
   * PlayerVerdict#sticks()} is empty. What is left out (the distinct coordinates counted and
   * sorted, the texts formatted) is not computed.
   *
   * @throws ReplayFormatException when the game had more frames than the limits allow
   */
  public RulesetReport verdicts() throws ReplayFormatException {
    return report(false);
  }

  private RulesetReport report(boolean details) throws ReplayFormatException {
    if (limitExceeded != null) throw limitExceeded;
    return RulesetAnalysis.report(
        firstGameStart(), gameEnd(), metadata() != null, damage(), sends, players, details);
  }
}
