package org.replays4j.slippi.stats;

import static org.replays4j.slippi.SlippiGame.FIRST_FRAME;
import static org.replays4j.slippi.SlippiGame.FIRST_PLAYABLE_FRAME;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.replays4j.slippi.FrameBookendView;
import org.replays4j.slippi.FrameStartView;
import org.replays4j.slippi.ItemUpdateView;
import org.replays4j.slippi.PostFrameView;
import org.replays4j.slippi.PreFrameView;
import org.replays4j.slippi.SlippiVisitor;
import org.replays4j.slippi.record.FodPlatform;
import org.replays4j.slippi.record.GameEnd;
import org.replays4j.slippi.record.GameStart;
import org.replays4j.slippi.record.GameStartPlayer;
import org.replays4j.slippi.record.SlippiVersion;
import org.replays4j.slippi.record.StadiumTransformation;
import org.replays4j.slippi.record.Whispy;

/**
 * Computes, while a game is decoded, the two slippi-js 9.1.2 figures beyond {@code getStats()}:
 * {@code getRollbackFrames()} ({@link #rollbackFrames()}) and {@code getStadiumStats()} ({@link
 * #stadiumStats()}), by slippi-js's rules (docs/formats/slippi.md#rollback and #stadium). It keeps
 * what slippi-js's frame store would answer those questions with, not the frames: which frame
 * numbers hold player data, and in the two stadium modes the last frames' Sandbag positions or each
 * frame's targets.
 *
 * <p>Memory is bounded: frame numbers from -123 on are marked in a bit set of at most {@value
 * #MAX_FRAMES} frames, others in a set of at most 4096; a Target Test keeps the targets of at most
 * {@value #MAX_FRAMES} frames (18 minutes), a Home-Run Contest the Sandbag of the last 64 frame
 * numbers. Frames beyond those bounds count as never sent.
 *
 * <p>Events are forwarded to {@code next}. Single use; not thread-safe.
 */
public class SlippiExtrasVisitor extends SlippiVisitor {
  /** Frame numbers from -123 kept in the bit set; also the most frames of a Target Test kept. */
  static final int MAX_FRAMES = 1 << 16;

  private static final int TARGET_TEST = 15;
  private static final int HOME_RUN_CONTEST = 32;
  private static final int ONLINE = 8;
  private static final int TARGET_ITEM = 209;
  private static final int SANDBAG = 32;
  private static final int MAX_OTHER = 4096;
  private static final int MAX_ROLLBACK = 7;
  private static final int NONE = Integer.MIN_VALUE;

  /** What this visitor reads: the frame events as views, and the stage events. */
  private static final Set<Interest> INTERESTS =
      Set.of(
          Interest.FRAME_START_VIEW,
          Interest.PRE_FRAME_VIEW,
          Interest.POST_FRAME_VIEW,
          Interest.ITEM_UPDATE_VIEW,
          Interest.FRAME_BOOKEND_VIEW,
          Interest.FOD_PLATFORM,
          Interest.WHISPY,
          Interest.STADIUM_TRANSFORMATION);

  // ---- settings
  private GameStart gameStart;
  private int mode = -1;
  private boolean oldVersion; // no bookends: up to 2.2.0 (or no Game Start)
  private int[] players = new int[0];

  // ---- slippi-js's frame store, as far as the figures need it
  private final BitSet hasPlayers = new BitSet();
  private final Set<Integer> hasPlayersOther = new HashSet<>();
  private final BitSet exists = new BitSet();
  private final Set<Integer> existsOther = new HashSet<>();
  // the frame of the last pre- or post-frame event (Integer.MIN_VALUE: none yet)
  private int latestFrameIndex = NONE;
  // the last frame marked in exists and in hasPlayers: most events repeat the previous one's frame
  private int lastExists = NONE;
  private int lastHasPlayers = NONE;
  private boolean gameEnded;
  private int finalizeTarget = Integer.MIN_VALUE;

  // ---- rollback counter
  private int followed = -1;
  private int count;
  private int run;
  private boolean lastWasRollback;
  private final List<Integer> lengths = new ArrayList<>();

  // ---- Target Test: per frame, the target spawn ids (and first-frame positions) and which ports
  // have a post-frame event
  private final Map<Integer, List<double[]>> targets = new HashMap<>();
  private final Map<Integer, Integer> posted = new HashMap<>();

  // ---- Home-Run Contest: the last post-frame of each port, for the last 64 frame numbers
  private final Map<Integer, double[]> sandbag =
      new LinkedHashMap<>(128, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Integer, double[]> e) {
          return size() > 64;
        }
      };

  /** A visitor that forwards nothing. */
  public SlippiExtrasVisitor() {
    this(null);
  }

  /** A visitor that forwards every event to {@code next} (may be null). */
  public SlippiExtrasVisitor(SlippiVisitor next) {
    super(next, INTERESTS);
  }

  @Override
  public void visitGameStart(GameStart e) {
    gameStart = e;
    mode = e.majorScene() == null ? -1 : e.majorScene();
    oldVersion = !e.version().atLeast(new SlippiVersion(2, 2, 1));
    List<Integer> ps = new ArrayList<>();
    for (GameStartPlayer p : e.players()) if (!p.isEmpty()) ps.add(p.port() - 1);
    players = new int[ps.size()];
    for (int i = 0; i < players.length; i++) players[i] = ps.get(i);
    super.visitGameStart(e);
  }

  private static boolean mark(BitSet bits, Set<Integer> other, int frame) {
    long i = (long) frame - FIRST_FRAME;
    if (i >= 0 && i < MAX_FRAMES) {
      boolean was = bits.get((int) i);
      bits.set((int) i);
      return was;
    }
    if (other.contains(frame)) return true;
    if (other.size() < MAX_OTHER) other.add(frame);
    return false;
  }

  private static boolean get(BitSet bits, Set<Integer> other, int frame) {
    long i = (long) frame - FIRST_FRAME;
    if (i >= 0 && i < MAX_FRAMES) return bits.get((int) i);
    return other.contains(frame);
  }

  private void seen(int frame) {
    if (frame == lastExists) return;
    mark(exists, existsOther, frame);
    lastExists = frame;
  }

  @Override
  public void visitFrameStartView(FrameStartView v) {
    seen(v.frame());
    super.visitFrameStartView(v);
  }

  @Override
  public void visitPreFrameView(PreFrameView v) {
    int frame = v.frame();
    boolean follower = v.follower() != 0;
    if (!follower) rollback(frame, v.playerIndex());
    frameUpdate(frame, follower);
    super.visitPreFrameView(v);
  }

  @Override
  public void visitPostFrameView(PostFrameView v) {
    int frame = v.frame();
    boolean follower = v.follower() != 0;
    frameUpdate(frame, follower);
    int port = v.playerIndex();
    if (!follower && port < 4) {
      if (mode == TARGET_TEST && withinTargetFrames())
        posted.merge(frame, 1 << port, (a, b) -> a | b);
      if (mode == HOME_RUN_CONTEST) {
        double[] posts = sandbag.computeIfAbsent(frame, k -> newPosts());
        posts[2 * port] = v.internalCharacterId();
        posts[2 * port + 1] = v.positionX();
      }
    }
    super.visitPostFrameView(v);
  }

  /** Per port: internal character id (-1: no post-frame event) and horizontal position. */
  private static double[] newPosts() {
    return new double[] {-1, 0, -1, 0, -1, 0, -1, 0};
  }

  private boolean withinTargetFrames() {
    return targets.size() < MAX_FRAMES && posted.size() < MAX_FRAMES;
  }

  /** A pre- or post-frame event stored in slippi-js's frame store. */
  private void frameUpdate(int frame, boolean follower) {
    latestFrameIndex = frame;
    seen(frame);
    if (!follower && frame != lastHasPlayers) {
      mark(hasPlayers, hasPlayersOther, frame);
      lastHasPlayers = frame;
    }
    if (oldVersion && gameStart != null) finalizeUpTo(frame - 1);
  }

  /** slippi-js's RollbackCounter on the Pre-Frame Update of a leader. */
  private void rollback(int frame, int port) {
    if (followed < 0) followed = port;
    else if (followed != port) return;
    if (get(hasPlayers, hasPlayersOther, frame)) {
      count++;
      run++;
      lastWasRollback = true;
    } else if (lastWasRollback) {
      lengths.add(run);
      run = 0;
      lastWasRollback = false;
    }
  }

  @Override
  public void visitItemUpdateView(ItemUpdateView v) {
    int frame = v.frame();
    seen(frame);
    if (mode == TARGET_TEST && v.typeId() == TARGET_ITEM && v.payloadSize() >= 0x25) {
      if (targets.containsKey(frame) || withinTargetFrames())
        targets
            .computeIfAbsent(frame, k -> new ArrayList<>())
            .add(new double[] {v.spawnId(), v.positionX(), v.positionY()});
    }
    super.visitItemUpdateView(v);
  }

  @Override
  public void visitFrameBookendView(FrameBookendView v) {
    int frame = v.frame();
    seen(frame);
    if (gameStart != null) {
      if (mode == ONLINE && v.hasLatestFinalizedFrame() && v.latestFinalizedFrame() >= FIRST_FRAME)
        finalizeUpTo(v.latestFinalizedFrame());
      else finalizeUpTo(frame - MAX_ROLLBACK);
    }
    super.visitFrameBookendView(v);
  }

  @Override
  public void visitFodPlatform(FodPlatform e) {
    seen(e.frame());
    super.visitFodPlatform(e);
  }

  @Override
  public void visitWhispy(Whispy e) {
    seen(e.frame());
    super.visitWhispy(e);
  }

  @Override
  public void visitStadiumTransformation(StadiumTransformation e) {
    seen(e.frame());
    super.visitStadiumTransformation(e);
  }

  @Override
  public void visitGameEnd(GameEnd e) {
    if (latestFrameIndex != NONE) finalizeUpTo(latestFrameIndex);
    gameEnded = true;
    super.visitGameEnd(e);
  }

  private void finalizeUpTo(int frame) {
    if (frame > finalizeTarget) finalizeTarget = frame;
  }

  /** slippi-js's {@code getRollbackFrames()} count and lengths for what was decoded so far. */
  public RollbackFrames rollbackFrames() {
    return new RollbackFrames(count, lengths);
  }

  /**
   * slippi-js's {@code getStadiumStats()}: a {@link StadiumStats.HomeRunContest} or {@link
   * StadiumStats.TargetTest} for those game modes, null for any other game, without Game Start, or
   * when the frame slippi-js reads (the last one after a Game End, else the one before it) holds no
   * player data.
   */
  public StadiumStats stadiumStats() {
    if (gameStart == null || latestFrameIndex == NONE) return null;
    int latest = gameEnded ? latestFrameIndex : latestFrameIndex - 1;
    if (!get(hasPlayers, hasPlayersOther, latest)) return null;
    if (mode == TARGET_TEST) return targetTest();
    if (mode == HOME_RUN_CONTEST) return homeRun(latest);
    return null;
  }

  private StadiumStats homeRun(int latest) {
    double[] posts = sandbag.get(latest);
    if (posts == null) return null;
    for (int port = 0; port < 4; port++) {
      if (posts[2 * port] != SANDBAG) continue;
      boolean japanese = gameStart.language() != null && gameStart.language() == 0;
      String units = japanese ? "meters" : "feet";
      return new StadiumStats.HomeRunContest(homeRunDistance(posts[2 * port + 1], units), units);
    }
    return null;
  }

  /**
   * The distance the game shows for a Sandbag at horizontal position {@code x}: 70 units of the
   * start line off, ten steps a unit, taken as a float as the game does, then a tenth of a foot
   * (30.4788 steps) or metre (100 steps) rounded down; one decimal, at least 0.
   */
  static double homeRunDistance(double x, String units) {
    boolean feet = units.equals("feet");
    double score = 10 * Math.floor(x - 70 * (feet ? 0.952462 : 1.04167));
    score = (float) score;
    score = Math.floor(score / (feet ? 30.4788 : 100) * 10) / 10;
    score = Math.floor(score * 10 + 0.5) / 10; // JavaScript's Math.round
    return Math.max(0, score);
  }

  private StadiumStats targetTest() {
    List<double[]> first = targets.getOrDefault(FIRST_FRAME, List.of());
    List<Long> ids = new ArrayList<>();
    List<double[]> pos = new ArrayList<>();
    List<Integer> destroyed = new ArrayList<>();
    // the stats loop: finalized frames in order from -123, while every player has a post-frame
    int all = 0;
    for (int p : players) all |= 1 << p;
    for (int f = FIRST_FRAME; f <= finalizeTarget && get(exists, existsOther, f); f++) {
      int have = posted.getOrDefault(f, 0);
      if ((have & all) != all) break;
      if (f == FIRST_FRAME) {
        for (double[] t : first) {
          ids.add((long) t[0]);
          pos.add(t);
          destroyed.add(null);
        }
      }
      Set<Long> now = new HashSet<>();
      for (double[] t : targets.getOrDefault(f, List.of())) now.add((long) t[0]);
      for (double[] t : targets.getOrDefault(f - 1, List.of())) {
        long id = (long) t[0];
        if (now.contains(id)) continue;
        int i = ids.indexOf(id);
        if (i >= 0) destroyed.set(i, f);
      }
      if (f == Integer.MAX_VALUE) break;
    }
    List<StadiumStats.TargetBreak> breaks = new ArrayList<>();
    for (int i = 0; i < ids.size(); i++)
      breaks.add(
          new StadiumStats.TargetBreak(ids.get(i), destroyed.get(i), pos.get(i)[1], pos.get(i)[2]));
    int playable =
        latestFrameIndex < FIRST_PLAYABLE_FRAME ? 0 : latestFrameIndex - FIRST_PLAYABLE_FRAME;
    return new StadiumStats.TargetTest(breaks, playable);
  }
}
