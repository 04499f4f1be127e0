package org.replays4j.butter.stats;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.replays4j.butter.ButterCounter;
import org.replays4j.butter.ButterDecoder;
import org.replays4j.butter.ButterFrame;
import org.replays4j.butter.ButterPlayer;
import org.replays4j.butter.ButterStats;
import org.replays4j.butter.ButterTeam;
import org.replays4j.butter.ButterVisitor;
import org.replays4j.butter.EchoReplayReader;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.butter.record.ButterPlayerInfo;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.ModelBytes;
import org.replays4j.core.event.StopDecoding;

/**
 * Computes {@link MatchStats} while an Echo VR file is decoded: a {@link ButterVisitor} for .butter
 * ({@code ButterDecoder.decode(file, visitor)}) and an {@link EchoReplayReader.FrameSink} for
 * .echoreplay ({@code reader.stream(in, visitor)}), so both formats give the same stats for the
 * same frames. {@link #stats()} can be read after any frame (on the decoding thread), e.g. for a
 * live overlay over a file being written. The rules are in docs/formats/butter.md#stats.
 *
 * <p>Per frame it keeps a few numbers per player and allocates only for new players, goals, score
 * changes and rounds. Those lists grow with the frames, so their estimated heap ({@link
 * #SCORE_POINT_BYTES} per score change, {@link #GOAL_BYTES} per goal, {@link #ROUND_BYTES} per
 * round and {@link #ROUND_PLAYER_BYTES} per player of an ended round, each with its share of the
 * result and of the shared view) is bounded by {@link DecodeLimits#maxModelBytes()}: a file that
 * would exceed it stops the decode ({@link StopDecoding}) with a {@code LIMIT_EXCEEDED} error in
 * {@link #limitExceeded()}, which {@link #compute} and the format SPI throw; the .echoreplay way in
 * ({@link #frame}) throws it. Events are forwarded to {@code next}. Single use; not thread-safe.
 */
public class ButterStatsVisitor extends ButterVisitor implements EchoReplayReader.FrameSink {
  // game_status codes (docs/formats/butter.md#codes)
  private static final int ROUND_START = 3;
  private static final int PLAYING = 4;
  private static final int ROUND_OVER = 6;
  private static final int POST_MATCH = 7;
  private static final int PRE_SUDDEN_DEATH = 8;
  private static final int SUDDEN_DEATH = 9;
  private static final int POST_SUDDEN_DEATH = 10;

  /**
   * A game-clock step longer than this between two frames of play is a clock reset (a new round),
   * not play time.
   */
  static final double MAX_STEP_SECONDS = 10;

  /** Counters kept per player: the ten u8 counters in {@link ButterCounter} order, then stuns. */
  private static final int STUNS = ButterCounter.values().length;

  private static final int COUNTERS = STUNS + 1;

  private static final int POINTS = ButterCounter.POINTS.ordinal();
  private static final int GOALS = ButterCounter.GOALS.ordinal();
  private static final int ASSISTS = ButterCounter.ASSISTS.ordinal();
  private static final int SAVES = ButterCounter.SAVES.ordinal();
  private static final int STEALS = ButterCounter.STEALS.ordinal();
  private static final int BLOCKS = ButterCounter.BLOCKS.ordinal();
  private static final int INTERCEPTIONS = ButterCounter.INTERCEPTIONS.ordinal();
  private static final int PASSES = ButterCounter.PASSES.ordinal();
  private static final int CATCHES = ButterCounter.CATCHES.ordinal();
  private static final int SHOTS_TAKEN = ButterCounter.SHOTS_TAKEN.ordinal();

  /**
   * A drop of {@code possession_time} within this many seconds plus {@link #POSSESSION_SLACK} of
   * its value is quantisation (a .butter keyframe stores the value as a truncated half while the
   * frames before summed half deltas), not a reset.
   */
  private static final float POSSESSION_TOLERANCE = 0.05f;

  private static final float POSSESSION_SLACK = 0.01f;

  private static final String[] WEAPON = {"rocket", "blaster", "scout", "assault"};
  private static final String[] ORDNANCE = {"stun", "det", "burst", "arc"};
  private static final String[] TAC_MOD = {"sensor", "wraith", "heal", "shield"};
  private static final String[] ARM = {"Left", "Right"};

  /** Estimated heap of one score change: its {@link ScorePoint}, list slots, the result's copy. */
  public static final int SCORE_POINT_BYTES = 64;

  /** Estimated heap of one goal: its {@link Goal}, list slots, its shared-view scoring event. */
  public static final int GOAL_BYTES = 192;

  /** Estimated heap of one round while read and as {@link RoundStats}. */
  public static final int ROUND_BYTES = 128;

  /** Estimated heap of one player's line of an ended round: {@link PlayerRound}, its counters. */
  public static final int ROUND_PLAYER_BYTES = 128;

  private final ModelBytes modelBytes;

  private final String format;
  private ButterHeader header;
  private Player[] players = new Player[0];

  private int frames;

  /** The decoder's number of the last frame, to tell whether this frame directly follows it. */
  private int prevIndex;

  private long firstTime;
  private long lastTime;
  private int prevStatus;
  private float prevClock;
  private int lastStatus;
  private double playSeconds;
  private final double[] possession = new double[2];
  private final double[] points = new double[2];
  private final List<List<ScorePoint>> timelines = List.of(new ArrayList<>(), new ArrayList<>());

  private boolean prevHasLastScore;
  private int lsTeam;
  private int lsPoints;
  private int lsType;
  private int lsScorer;
  private int lsAssister;
  private float lsSpeed;
  private float lsDistance;
  private final List<Goal> goals = new ArrayList<>();

  private final List<Round> rounds = new ArrayList<>();
  private Round open;

  private Damage damage;

  /** Stats of a .butter file, forwarding nothing. */
  public ButterStatsVisitor() {
    this(null);
  }

  /** Stats of a .butter file, forwarding every event to {@code next} (may be null). */
  public ButterStatsVisitor(ButterVisitor next) {
    this(next, DecodeLimits.DEFAULT);
  }

  /**
   * Stats of a .butter file, forwarding every event to {@code next} (may be null), bounded by
   * {@code limits}' {@link DecodeLimits#maxModelBytes()}.
   */
  public ButterStatsVisitor(ButterVisitor next, DecodeLimits limits) {
    this("butter", next, limits);
  }

  private ButterStatsVisitor(String format, ButterVisitor next, DecodeLimits limits) {
    super(next);
    this.format = format;
    this.modelBytes = new ModelBytes(format, "stats", limits);
  }

  /** Stats of a .echoreplay file: pass it to {@link EchoReplayReader#stream}. */
  public static ButterStatsVisitor forEchoReplay() {
    return forEchoReplay(DecodeLimits.DEFAULT);
  }

  /**
   * Stats of a .echoreplay file bounded by {@code limits}' {@link DecodeLimits#maxModelBytes()}.
   */
  public static ButterStatsVisitor forEchoReplay(DecodeLimits limits) {
    return new ButterStatsVisitor("echoreplay", null, limits);
  }

  /** The stats of a whole .butter file (default limits). */
  public static MatchStats compute(byte[] butter) throws IOException {
    ButterStatsVisitor v = new ButterStatsVisitor();
    ButterDecoder.create().decode(butter, v);
    return v.checkedStats();
  }

  /**
   * The stats of a .echoreplay stream (zip or text, default limits; not closed); of the frames
   * before the damage of a damaged one ({@link MatchStats#damage()}).
   */
  public static MatchStats computeEchoReplay(InputStream in) throws IOException {
    ButterStatsVisitor v = forEchoReplay();
    EchoReplayReader.salvaging().stream(in, v);
    return v.checkedStats();
  }

  /**
   * Why the stats stopped the decode early ({@code LIMIT_EXCEEDED}: their lists would have grown
   * beyond {@link DecodeLimits#maxModelBytes()}), or null when they did not. {@link #stats()} then
   * describes the frames before that point.
   */
  public ReplayFormatException limitExceeded() {
    return modelBytes.limitExceeded();
  }

  /** {@link #stats()}, or the {@link #limitExceeded()} error when there is one. */
  public MatchStats checkedStats() throws ReplayFormatException {
    modelBytes.check();
    return stats();
  }

  /** The damage of a .echoreplay read in salvage mode, as {@link #visitDamage}. */
  @Override
  public void damage(Damage d) {
    visitDamage(d);
  }

  @Override
  public void visitHeader(ButterHeader h) {
    header = h;
    int n = h.players().size();
    if (n > players.length) players = Arrays.copyOf(players, n);
    super.visitHeader(h);
  }

  @Override
  public void visitDamage(Damage d) {
    damage = d;
    super.visitDamage(d);
  }

  /**
   * The .echoreplay way in: the header grows as players appear.
   *
   * @throws ReplayFormatException {@code LIMIT_EXCEEDED} when the stats' lists would grow beyond
   *     {@link DecodeLimits#maxModelBytes()}
   */
  @Override
  public boolean frame(ButterHeader h, ButterFrame f) throws ReplayFormatException {
    if (h != header) visitHeader(h);
    try {
      visitFrame(f);
    } catch (StopDecoding stop) {
      modelBytes.check();
      throw stop;
    }
    return true;
  }

  @Override
  public void visitFrame(ButterFrame f) {
    int ordinal = frames;
    if (ordinal == 0) firstTime = f.timeMs;
    lastTime = f.timeMs;
    long time = f.timeMs;
    int status = f.gameStatus;
    double dt = 0;
    if (ordinal > 0 && inPlay(status) && inPlay(prevStatus) && f.gameClock != prevClock) {
      dt = Math.abs((double) prevClock - f.gameClock);
      if (dt > MAX_STEP_SECONDS) dt = 0;
    }
    if (dt > 0) {
      playSeconds += dt;
      if (f.teams[0].possession) possession[0] += dt;
      if (f.teams[1].possession) possession[1] += dt;
    }
    boolean baselineOnSight = roundStart(f, ordinal, status, time);
    // the decoder's statsChanged flags compare with its previous frame: trusted when that frame
    // was the last one seen here
    boolean follows = ordinal > 0 && f.index == prevIndex + 1;
    for (int t = 0; t < 3; t++) {
      ButterTeam team = f.teams[t];
      for (int i = 0; i < team.playerCount; i++) {
        ButterPlayer p = team.player(i);
        if (p.fileIndex <= 0) continue;
        player(p.fileIndex).update(p, t, ordinal, time, dt, baselineOnSight, follows);
      }
    }
    goal(f, ordinal, time);
    for (int t = 0; t < 2; t++) {
      double pts = t == 0 ? f.bluePoints : f.orangePoints;
      if (ordinal == 0 || pts != points[t]) {
        points[t] = pts;
        modelBytes.grow(SCORE_POINT_BYTES, "score timeline", eventOffset());
        timelines.get(t).add(new ScorePoint(ordinal, seconds(time), f.gameClock, pts));
      }
    }
    if (open != null) {
      open.blue = f.bluePoints;
      open.orange = f.orangePoints;
      if (status == ROUND_OVER || status == POST_MATCH || status == POST_SUDDEN_DEATH) {
        open.endFrame = ordinal;
        open.endSeconds = seconds(time);
        open.players = roundPlayers(open);
        modelBytes.grow(
            (long) ROUND_PLAYER_BYTES * open.players.size(), "round players", eventOffset());
        open = null;
      }
    }
    prevStatus = status;
    prevIndex = f.index;
    prevClock = f.gameClock;
    lastStatus = status;
    frames++;
    super.visitFrame(f);
  }

  /** Recording time {@code time} (ms) as seconds since the file's first frame. */
  private double seconds(long time) {
    return (time - firstTime) / 1000.0;
  }

  private static boolean inPlay(int status) {
    return status == PLAYING || status == SUDDEN_DEATH;
  }

  /**
   * Opens a round (the file's first frame unless it is already over, else the first frame in {@code
   * round_start} or {@code playing} after a round ended) or reopens the last one for sudden death.
   * Returns true when the players seen for the first time in this frame count from their counters
   * in it (the file started in the middle of the round).
   */
  private boolean roundStart(ButterFrame f, int ordinal, int status, long time) {
    if (status == PRE_SUDDEN_DEATH || status == SUDDEN_DEATH) {
      if (open == null && !rounds.isEmpty()) {
        open = rounds.get(rounds.size() - 1);
        open.endFrame = -1;
        open.endSeconds = null;
        if (open.players != null)
          modelBytes.release((long) ROUND_PLAYER_BYTES * open.players.size());
        open.players = null;
      }
      if (open != null) open.overtime = true;
    }
    boolean over = status == ROUND_OVER || status == POST_MATCH || status == POST_SUDDEN_DEATH;
    boolean starts = ordinal == 0 ? !over : status == ROUND_START || status == PLAYING;
    if (open != null || !starts) return false;
    modelBytes.grow(ROUND_BYTES, "rounds", eventOffset());
    open = new Round(rounds.size() + 1, ordinal, seconds(time));
    rounds.add(open);
    for (Player p : players) if (p != null) p.baseline();
    return ordinal == 0;
  }

  private void goal(ButterFrame f, int ordinal, long time) {
    if (!f.hasLastScore) {
      prevHasLastScore = false;
      return;
    }
    boolean changed =
        f.lastScoreTeam != lsTeam
            || f.lastScorePoints != lsPoints
            || f.lastScoreGoalType != lsType
            || f.lastScoreScorer != lsScorer
            || f.lastScoreAssister != lsAssister
            || Float.compare(f.lastScoreDiscSpeed, lsSpeed) != 0
            || Float.compare(f.lastScoreDistanceThrown, lsDistance) != 0;
    // "[NO GOAL]" (no goal since the client joined) decodes as type 0, no scorer, no assister
    boolean none =
        f.lastScoreGoalType == 0
            && f.lastScoreScorer == 0
            && f.lastScoreAssister == 0
            && f.lastScoreDiscSpeed == 0
            && f.lastScoreDistanceThrown == 0;
    if (prevHasLastScore && changed && !none) {
      modelBytes.grow(GOAL_BYTES, "goals", eventOffset());
      goals.add(
          new Goal(
              ordinal,
              seconds(time),
              f.gameClock,
              ButterFrame.TEAM[f.lastScoreTeam & 3],
              f.lastScorePoints,
              f.lastScoreGoalType < ButterFrame.GOAL_TYPE.length
                  ? ButterFrame.GOAL_TYPE[f.lastScoreGoalType]
                  : "unknown",
              name(f.lastScoreScorer) == null ? 0 : f.lastScoreScorer,
              name(f.lastScoreScorer),
              name(f.lastScoreAssister) == null ? 0 : f.lastScoreAssister,
              name(f.lastScoreAssister),
              f.lastScoreDiscSpeed,
              f.lastScoreDistanceThrown,
              f.bluePoints,
              f.orangePoints));
    }
    prevHasLastScore = true;
    lsTeam = f.lastScoreTeam;
    lsPoints = f.lastScorePoints;
    lsType = f.lastScoreGoalType;
    lsScorer = f.lastScoreScorer;
    lsAssister = f.lastScoreAssister;
    lsSpeed = f.lastScoreDiscSpeed;
    lsDistance = f.lastScoreDistanceThrown;
  }

  private String name(int slot) {
    ButterPlayerInfo info = header == null ? null : header.player(slot);
    return info == null ? null : info.name();
  }

  private Player player(int slot) {
    if (slot > players.length) players = Arrays.copyOf(players, Math.max(slot, 2 * players.length));
    Player p = players[slot - 1];
    if (p == null) {
      p = new Player(slot);
      players[slot - 1] = p;
    }
    return p;
  }

  private List<PlayerRound> roundPlayers(Round r) {
    List<PlayerRound> out = new ArrayList<>(players.length);
    for (Player p : players) {
      if (p == null || !p.inRound) continue;
      out.add(
          new PlayerRound(
              r.number, p.slot, name(p.slot), ButterFrame.TEAM[p.roundTeam], p.counters(true)));
    }
    return out;
  }

  /**
   * The stats of the frames read so far (a snapshot: later frames do not change it). Before the
   * header, an empty result.
   */
  public MatchStats stats() {
    String[] outcome = {null, null};
    int[] roundsWon = {
      header == null ? 0 : header.blueRoundScore(), header == null ? 0 : header.orangeRoundScore()
    };
    List<RoundStats> roundList = new ArrayList<>(rounds.size());
    for (Round r : rounds) {
      boolean done = r.endFrame >= 0;
      String winner = !done || r.blue == r.orange ? null : r.blue > r.orange ? "blue" : "orange";
      if (winner != null) roundsWon[winner.equals("blue") ? 0 : 1]++;
      roundList.add(
          new RoundStats(
              r.number,
              r.startFrame,
              r.startSeconds,
              r.endFrame,
              r.endSeconds,
              r.blue,
              r.orange,
              winner,
              r.overtime,
              done ? r.players : roundPlayers(r)));
    }
    int total = header == null ? 0 : header.totalRoundCount();
    boolean decided =
        frames > 0
            && (lastStatus == POST_MATCH
                || (total > 0 && 2 * Math.max(roundsWon[0], roundsWon[1]) > total));
    if (decided) {
      int c = Integer.compare(roundsWon[0], roundsWon[1]);
      outcome[0] = c > 0 ? "win" : c < 0 ? "loss" : "draw";
      outcome[1] = c < 0 ? "win" : c > 0 ? "loss" : "draw";
    }
    double both = possession[0] + possession[1];
    List<TeamStats> teams = new ArrayList<>(2);
    for (int t = 0; t < 2; t++) {
      teams.add(
          new TeamStats(
              ButterFrame.TEAM[t],
              points[t],
              roundsWon[t],
              possession[t],
              both > 0 ? possession[t] / both : null,
              outcome[t],
              timelines.get(t)));
    }
    // every player of the header, those not seen in the frames read (a damaged file) with nothing
    int listed = header == null ? 0 : header.players().size();
    List<PlayerStats> list = new ArrayList<>(Math.max(players.length, listed));
    for (int i = 0; i < players.length || i < listed; i++) {
      Player p = i < players.length ? players[i] : null;
      if (p != null) list.add(p.result());
      else if (i < listed) list.add(new Player(i + 1).result());
    }
    return new MatchStats(
        format,
        header == null ? "" : header.sessionId(),
        header == null ? "" : header.map().apiName(),
        header != null && header.privateMatch(),
        frames,
        frames < 2 ? 0.0 : (lastTime - firstTime) / 1000.0,
        playSeconds,
        decided,
        list,
        teams,
        goals,
        roundList,
        damage);
  }

  /** A round while it is read. */
  private static final class Round {
    final int number;
    final int startFrame;
    final double startSeconds;
    int endFrame = -1;
    Double endSeconds;
    double blue;
    double orange;
    boolean overtime;
    List<PlayerRound> players;

    Round(int number, int startFrame, double startSeconds) {
      this.number = number;
      this.startFrame = startFrame;
      this.startSeconds = startSeconds;
    }
  }

  /** What is kept per player while frames are read. */
  private final class Player {
    final int slot;
    boolean seen;
    int frames;
    int stints;
    int lastOrdinal = -2;
    long firstMs;
    long lastMs;
    int playedTeam = -1;
    int loadout = -1;
    // the API counters of the last frame, and the sum of earlier stints' counters
    final int[] last = new int[COUNTERS];
    float lastPossession;

    /** Null until the first reset (then zeros plus what each reset adds). */
    int[] base;

    double basePossession;
    int resets;
    // the totals at the start of the current round
    final double[] roundBase = new double[COUNTERS + 1];
    boolean inRound;
    int roundTeam;
    double playSeconds;
    double distance;
    double topSpeed;
    double ownHalf;
    double opponentHalf;

    Player(int slot) {
      this.slot = slot;
    }

    /**
     * Takes the player's state in one frame. The hot path is kept small so that it inlines; first
     * sight, resets and motion are separate methods.
     */
    void update(
        ButterPlayer p,
        int t,
        int ordinal,
        long time,
        double dt,
        boolean baselineOnSight,
        boolean follows) {
      if (lastOrdinal == ordinal) return; // listed twice in one frame: counted once
      boolean continues = lastOrdinal == ordinal - 1;
      if (seen && !continues) stints++;
      // the counters are read only when they may have changed since the last frame read here
      if (!seen || p.statsChanged || !(follows && continues)) counters(p.stats, time);
      if (baselineOnSight && !inRound) roundBaseline();
      inRound = true;
      roundTeam = t;
      lastOrdinal = ordinal;
      lastMs = time;
      frames++;
      if (t < 2) playedTeam = t;
      if (p.loadout >= 0) loadout = p.loadout;
      if (dt > 0 && t < 2) motion(p, t, dt);
    }

    /** Takes the counters of this frame: a reset when one fell. */
    private void counters(ButterStats st, long time) {
      int[] counts = st.counts;
      // OR of the differences: 0 when nothing changed, negative when a counter fell (counters are
      // at most 16 bits, so no difference overflows); branch-free, as most frames change nothing
      int diff = st.stuns - last[STUNS];
      for (int k = 0; k < STUNS; k++) diff |= counts[k] - last[k];
      float possession = st.possessionTime;
      if (!seen) {
        firstSight(time);
        diff = 1;
      } else if (diff < 0
          || possession < lastPossession * (1 - POSSESSION_SLACK) - POSSESSION_TOLERANCE) {
        reset();
      }
      if (diff != 0) {
        System.arraycopy(counts, 0, last, 0, STUNS);
        last[STUNS] = st.stuns;
      }
      lastPossession = possession;
    }

    private void firstSight(long time) {
      seen = true;
      stints = 1;
      firstMs = time;
    }

    private void reset() {
      if (base == null) base = new int[COUNTERS];
      for (int k = 0; k < COUNTERS; k++) base[k] += last[k];
      basePossession += lastPossession;
      resets++;
    }

    private void roundBaseline() {
      total(roundBase);
    }

    private void motion(ButterPlayer p, int t, double dt) {
      float[] v = p.velocity;
      double speed = Math.sqrt((double) v[0] * v[0] + (double) v[1] * v[1] + (double) v[2] * v[2]);
      playSeconds += dt;
      // a damaged velocity (NaN, infinite) moves nobody
      if (speed < Double.POSITIVE_INFINITY) distance += speed * dt;
      if (speed > topSpeed && speed < Double.POSITIVE_INFINITY) topSpeed = speed;
      // head z: blue defends +z, orange -z
      float z = p.positions[2];
      if (z != 0) {
        if ((z > 0) == (t == 0)) ownHalf += dt;
        else opponentHalf += dt;
      }
    }

    /** Writes the current totals into {@code d}: counters, then possession time. */
    void total(double[] d) {
      for (int k = 0; k < COUNTERS; k++) d[k] = (base == null ? 0 : base[k]) + last[k];
      d[COUNTERS] = basePossession + lastPossession;
    }

    /** Starts a round at the current totals. */
    void baseline() {
      total(roundBase);
      inRound = false;
    }

    /** The totals, less the totals at the start of the round when {@code sinceRound}. */
    Counters counters(boolean sinceRound) {
      double[] r = sinceRound ? roundBase : null;
      double possession = basePossession + lastPossession - (r == null ? 0 : r[COUNTERS]);
      return new Counters(
          count(POINTS, r),
          count(GOALS, r),
          count(ASSISTS, r),
          count(SAVES, r),
          count(STUNS, r),
          count(STEALS, r),
          count(BLOCKS, r),
          count(INTERCEPTIONS, r),
          count(PASSES, r),
          count(CATCHES, r),
          count(SHOTS_TAKEN, r),
          possession);
    }

    private int count(int k, double[] r) {
      int total = (base == null ? 0 : base[k]) + last[k];
      return r == null ? total : total - (int) r[k];
    }

    /**
     * The player's stats; a player of the header not seen in any frame read is on team {@code
     * none}, with zero counts and times.
     */
    PlayerStats result() {
      ButterPlayerInfo info = header == null ? null : header.player(slot);
      boolean unseen = frames == 0;
      return new PlayerStats(
          slot,
          info == null ? null : info.name(),
          info == null ? 0 : info.userId(),
          info == null ? 0 : info.number(),
          info == null ? 0 : info.level(),
          ButterFrame.TEAM[unseen ? 3 : playedTeam >= 0 ? playedTeam : 2],
          frames,
          stints,
          unseen ? 0 : seconds(firstMs),
          unseen ? 0 : seconds(lastMs),
          playSeconds,
          counters(false),
          resets,
          distance,
          playSeconds > 0 ? distance / playSeconds : null,
          topSpeed,
          ownHalf,
          opponentHalf,
          loadout < 0 ? null : WEAPON[loadout & 3],
          loadout < 0 ? null : ORDNANCE[(loadout >> 2) & 3],
          loadout < 0 ? null : TAC_MOD[(loadout >> 4) & 3],
          loadout < 0 ? null : ARM[(loadout >> 6) & 1]);
    }
  }
}
