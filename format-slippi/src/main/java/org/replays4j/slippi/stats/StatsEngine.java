package org.replays4j.slippi.stats;

import static org.replays4j.slippi.SlippiGame.FIRST_FRAME;
import static org.replays4j.slippi.SlippiGame.FIRST_PLAYABLE_FRAME;
import static org.replays4j.slippi.stats.States.*;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.replays4j.slippi.record.GameStart;
import org.replays4j.slippi.record.GameStartPlayer;
import org.replays4j.slippi.record.SlippiVersion;

/**
 * The stats computers of slippi-js 9.1.2's {@code getStats()}, run incrementally: frames are
 * buffered until slippi-js would finalize them (docs/formats/slippi-stats.md §1.3), then each
 * finalized frame goes through the computers once (§1.4). Fed with primitive values by {@link
 * SlippiStatsVisitor} (from the decoder's views) and by {@link
 * SlippiStats#compute(org.replays4j.slippi.SlippiGame)} (from the model's columns).
 *
 * <p>Pending frames live in a ring of primitive arrays indexed by {@code frame & mask}, holding the
 * frames from the last processed one on; it doubles when a frame arrives too far ahead (up to
 * {@link #MAX_WINDOW} frames, beyond which events are dropped: slippi-js could only process them
 * after every frame in between arrived). Nothing is allocated per frame in steady state: only a new
 * stock, conversion, combo or move allocates.
 */
final class StatsEngine {
  /**
   * The most frames that may wait for finalization (18 minutes at 60 fps; about 9 MB of ring). A
   * frame further ahead than that of the next frame to process is dropped: in real files frames are
   * final within a few frames (the exception, a file newer than 2.2.0 without bookends, is
   * finalized only at its Game End).
   */
  static final int MAX_WINDOW = 1 << 16;

  private static final int POST = 1;
  private static final int PRE = 2;
  private static final double STICK = 0.2875;
  private static final double TRIGGER = 0.3;

  // ---- settings
  private boolean started;
  private boolean settingsComplete;
  private boolean finalizeOnEvents;
  private boolean online;
  private boolean teams;
  private int[] players = new int[0];
  private final int[] teamIdByPort = {-1, -1, -1, -1};
  private final int[] slotByPort = {-1, -1, -1, -1};
  private boolean singles;

  // ---- frames read
  private int lastFrame = FIRST_FRAME - 1;
  private boolean anyFrame;
  private boolean gameComplete;

  // ---- pending frames (singles only): slot k = 0/1 is players[k]
  private int cap;
  private int mask;
  private int[] tag;
  private byte[][] has;
  private int[][] state;
  private int[][] character;
  private int[][] lastAttack;
  private int[][] stocksLeft;
  private int[][] lCancel;
  private float[][] posX;
  private float[][] posY;
  private float[][] facing;
  private float[][] percent;
  private float[][] counter;
  private int[][] buttons;
  // what §7 compares of the sticks and triggers, taken when the pre-frame event arrives
  private byte[][] stick; // region(joystick)
  private byte[][] cStick; // region(c-stick)
  private byte[][] triggers; // TRIGGER_* bits

  private int base = FIRST_FRAME;
  private boolean halted;
  private int lastProcessed = Integer.MIN_VALUE;

  // ---- per permutation state (index = attacker slot)
  private final Perm[] perms = new Perm[2];

  // ---- outputs in creation order
  private final List<StockB> stocks = new ArrayList<>();
  private final List<PunishB> conversions = new ArrayList<>();
  private final List<PunishB> combos = new ArrayList<>();

  /** Game Start: the player list and the finalization rule. */
  void gameStart(GameStart gs) {
    started = true;
    SlippiVersion v = gs.version();
    settingsComplete = v.atLeast(SlippiVersion.V1_6);
    finalizeOnEvents = !v.atLeast(new SlippiVersion(2, 2, 1));
    online = gs.majorScene() != null && gs.majorScene() == 8;
    teams = gs.isTeams();
    List<Integer> ps = new ArrayList<>();
    for (GameStartPlayer p : gs.players()) {
      if (!p.isEmpty()) ps.add(p.port() - 1);
      teamIdByPort[p.port() - 1] = p.teamId();
    }
    players = new int[ps.size()];
    for (int i = 0; i < players.length; i++) players[i] = ps.get(i);
    singles = players.length == 2;
    if (singles) {
      slotByPort[players[0]] = 0;
      slotByPort[players[1]] = 1;
      perms[0] = new Perm(0);
      perms[1] = new Perm(1);
      allocate(64);
    }
  }

  boolean started() {
    return started;
  }

  boolean settingsComplete() {
    return settingsComplete;
  }

  int[] players() {
    return players;
  }

  boolean teams() {
    return teams;
  }

  int teamId(int port) {
    return teamIdByPort[port];
  }

  private void allocate(int n) {
    cap = n;
    mask = n - 1;
    tag = new int[n];
    Arrays.fill(tag, Integer.MIN_VALUE);
    has = new byte[2][n];
    state = new int[2][n];
    character = new int[2][n];
    lastAttack = new int[2][n];
    stocksLeft = new int[2][n];
    lCancel = new int[2][n];
    posX = new float[2][n];
    posY = new float[2][n];
    facing = new float[2][n];
    percent = new float[2][n];
    counter = new float[2][n];
    buttons = new int[2][n];
    stick = new byte[2][n];
    cStick = new byte[2][n];
    triggers = new byte[2][n];
  }

  /** Doubles the ring until {@code frame} fits, keeping the pending frames. */
  private void grow(int frame) {
    int need = frame - (base - 1) + 1;
    int n = cap;
    while (n < need) n <<= 1;
    int[] oTag = tag;
    byte[][] oHas = has, oStick = stick, oCStick = cStick, oTriggers = triggers;
    int[][] oState = state,
        oChar = character,
        oAtk = lastAttack,
        oStk = stocksLeft,
        oLc = lCancel,
        oBtn = buttons;
    float[][] oX = posX, oY = posY, oF = facing, oP = percent, oC = counter;
    int oCap = cap;
    allocate(n);
    for (int i = 0; i < oCap; i++) {
      int f = oTag[i];
      if (f == Integer.MIN_VALUE || f < base - 1) continue;
      int s = f & mask;
      tag[s] = f;
      for (int k = 0; k < 2; k++) {
        has[k][s] = oHas[k][i];
        state[k][s] = oState[k][i];
        character[k][s] = oChar[k][i];
        lastAttack[k][s] = oAtk[k][i];
        stocksLeft[k][s] = oStk[k][i];
        lCancel[k][s] = oLc[k][i];
        buttons[k][s] = oBtn[k][i];
        posX[k][s] = oX[k][i];
        posY[k][s] = oY[k][i];
        facing[k][s] = oF[k][i];
        percent[k][s] = oP[k][i];
        counter[k][s] = oC[k][i];
        stick[k][s] = oStick[k][i];
        cStick[k][s] = oCStick[k][i];
        triggers[k][s] = oTriggers[k][i];
      }
    }
  }

  /**
   * The ring slot of {@code frame}, claiming it for the frame (the frame record now exists); -1
   * when the frame is already processed (and is not the previous frame of the next one) or too far
   * ahead.
   */
  private int slot(int frame) {
    long d = (long) frame - (base - 1);
    if (d < 0) return -1;
    if (d >= cap) {
      if (d >= MAX_WINDOW) return -1;
      grow(frame);
    }
    int s = frame & mask;
    if (tag[s] != frame) {
      tag[s] = frame;
      has[0][s] = 0;
      has[1][s] = 0;
    }
    return s;
  }

  /**
   * A frame record exists for {@code frame} although no event of a settings port may be known (the
   * model keeps out-of-range ports out of its columns): it counts as the last frame read.
   */
  void frameSeen(int frame) {
    lastFrame = frame;
    anyFrame = true;
  }

  /** A pre-frame update (leader or follower). */
  void pre(
      int frame,
      int port,
      boolean follower,
      int physicalButtons,
      float jx,
      float jy,
      float cx,
      float cy,
      float l,
      float r) {
    int k = leaderRow(frame, port, follower);
    if (k >= 0) {
      int s = rowSlot;
      has[k][s] |= PRE;
      buttons[k][s] = physicalButtons;
      stick[k][s] = (byte) region(jx, jy);
      cStick[k][s] = (byte) region(cx, cy);
      triggers[k][s] = (byte) (triggerBits(l) | triggerBits(r) << 2);
    }
    frameEventDone(frame);
  }

  /**
   * A post-frame update (leader or follower); {@code actionStateCounter} NaN and {@code
   * lCancelStatus} -1 when the event does not have them.
   */
  void post(
      int frame,
      int port,
      boolean follower,
      int internalCharacterId,
      int actionStateId,
      float x,
      float y,
      float facingDirection,
      float pct,
      int lastAttackLanded,
      int stocksRemaining,
      float actionStateCounter,
      int lCancelStatus) {
    if (!settingsComplete && started && frame > FIRST_FRAME) settingsComplete = true;
    int k = leaderRow(frame, port, follower);
    if (k >= 0) {
      int s = rowSlot;
      has[k][s] |= POST;
      character[k][s] = internalCharacterId;
      state[k][s] = actionStateId;
      posX[k][s] = x;
      posY[k][s] = y;
      facing[k][s] = facingDirection;
      percent[k][s] = pct;
      lastAttack[k][s] = lastAttackLanded;
      stocksLeft[k][s] = stocksRemaining;
      counter[k][s] = actionStateCounter;
      lCancel[k][s] = lCancelStatus;
    }
    frameEventDone(frame);
  }

  /** The ring slot of the frame event {@link #leaderRow} last accepted. */
  private int rowSlot;

  /**
   * Counts {@code frame} as read and returns the player slot whose history row (ring slot in {@link
   * #rowSlot}) a pre- or post-frame event at {@code port} stores into; -1 when it stores nothing:
   * not a 1v1, the frame is processed or too far ahead, a follower, or no settings port.
   */
  private int leaderRow(int frame, int port, boolean follower) {
    lastFrame = frame;
    anyFrame = true;
    if (!singles) return -1;
    int s = slot(frame);
    if (s < 0 || follower || port >= 4) return -1;
    rowSlot = s;
    return slotByPort[port];
  }

  /** Files before 2.2.1 (no bookends) finalize the previous frame on each 1v1 frame event. */
  private void frameEventDone(int frame) {
    if (singles && finalizeOnEvents && settingsComplete) finalizeUpTo(frame - 1);
  }

  /**
   * A Frame Bookend: online games finalize up to the latest finalized frame, others lag 7 frames.
   */
  void bookend(int frame, boolean hasLatestFinalized, int latestFinalized) {
    if (online && hasLatestFinalized && latestFinalized >= FIRST_FRAME)
      finalizeUpTo(latestFinalized);
    else finalizeUpTo(frame - 7);
  }

  /** Game End: every frame read so far is final. */
  void gameEnd() {
    gameComplete = true;
    if (anyFrame) finalizeUpTo(lastFrame);
  }

  boolean gameComplete() {
    return gameComplete;
  }

  int lastFrame() {
    return lastFrame;
  }

  /** The last processed frame, or Integer.MIN_VALUE. */
  int lastProcessed() {
    return lastProcessed;
  }

  private void finalizeUpTo(int target) {
    if (!singles) return;
    while (base <= target) {
      int s = base & mask;
      if (tag[s] != base) return; // a gap: wait until the frame arrives
      if (!halted) process(base, s);
      base++;
    }
  }

  // =====================================================================================
  // The computers (docs/formats/slippi-stats.md §3–§7), in slippi-js's order per frame.

  private void process(int f, int s) {
    if ((has[0][s] & POST) == 0 || (has[1][s] & POST) == 0) {
      halted = true; // §1.4: a player without a post-frame event stops processing for good
      return;
    }
    boolean hasPrev = f != FIRST_FRAME;
    int q = (f - 1) & mask;
    for (Perm p : perms) actions(p, s, q, hasPrev);
    for (Perm p : perms) punish(p, p.combo, true, f, s, q, hasPrev);
    for (Perm p : perms) punish(p, p.conversion, false, f, s, q, hasPrev);
    for (Perm p : perms) inputs(p, f, s, q, hasPrev);
    for (Perm p : perms) stocks(p, f, s, q, hasPrev);
    lastProcessed = f;
  }

  /** §3. */
  private void stocks(Perm p, int f, int s, int q, boolean hasPrev) {
    int k = p.me;
    if (p.stock == null) {
      if (isDead(state[k][s])) return;
      p.stock = new StockB(players[k], f, stocksLeft[k][s]);
      stocks.add(p.stock);
    } else if (hasPrev && stocksLeft[k][q] - stocksLeft[k][s] > 0) {
      p.stock.endFrame = f;
      p.stock.endPercent = (double) percent[k][q];
      p.stock.deathAnimation = state[k][s];
      p.stock = null;
    } else {
      p.stock.currentPercent = percent[k][s];
    }
  }

  /** §4 (conversions, {@code combo} false) and §5 (combos). */
  private void punish(Perm p, Punish ps, boolean combo, int f, int s, int q, boolean hasPrev) {
    int k = p.me;
    int o = p.op;
    int me = state[k][s];
    double meCounter = counter[k][s];
    double mePrevCounter = hasPrev ? counter[k][q] : 0;
    if (me != ps.lastHitAnimation || mePrevCounter > meCounter) ps.lastHitAnimation = -1;
    int op = state[o][s];
    boolean stunned = isStunned(op);
    double opPercent = percent[o][s];
    double opPrevPercent = hasPrev ? percent[o][q] : 0;
    if (stunned) {
      if (ps.open == null) {
        ps.open = new PunishB(players[o], players[k], f, opPrevPercent, opPercent);
        (combo ? combos : conversions).add(ps.open);
      }
      double damage = hasPrev ? opPercent - opPrevPercent : 0;
      if (damage != 0 && !Double.isNaN(damage)) {
        if (ps.lastHitAnimation == -1) {
          ps.open.moves.add(new MoveLanded(players[k], f, lastAttack[k][s], 0, 0));
          ps.moveOpen = true;
        }
        if (ps.moveOpen) ps.open.hit(damage);
        ps.lastHitAnimation = hasPrev ? state[k][q] : -1;
      }
    }
    if (ps.open == null) return;
    boolean lost = hasPrev && stocksLeft[o][q] - stocksLeft[o][s] > 0;
    if (!lost) ps.open.currentPercent = opPercent;
    if (combo) {
      if (stunned || isTeching(op) || isDown(op) || isDead(op)) ps.reset = 0;
      else ps.reset++;
    } else {
      if (stunned) ps.reset = 0;
      if ((ps.reset == 0 && isInControl(op)) || ps.reset > 0) ps.reset++;
    }
    boolean end = false;
    if (lost) {
      ps.open.didKill = true;
      end = true;
    }
    if (ps.reset > PUNISH_RESET_FRAMES) end = true;
    if (end) {
      ps.open.endFrame = f;
      ps.open.endPercent = opPrevPercent;
      ps.open = null;
      ps.moveOpen = false;
    }
  }

  /** §6. */
  private void actions(Perm p, int s, int q, boolean hasPrev) {
    int k = p.me;
    int cur = state[k][s];
    double curCounter = counter[k][s];
    int n = p.histN;
    int prev = n > 0 ? p.hist[(n - 1) & 15] : -1;
    double prevCounter = p.lastCounter;
    int prevRun = p.run;
    p.run = n > 0 && cur == prev ? p.run + 1 : 1;
    p.hist[n & 15] = cur;
    p.histY[n & 15] = posY[k][s];
    p.histN = ++n;
    p.lastCounter = curCounter;
    boolean newAction = n == 1 || cur != prev || prevCounter > curCounter;
    if (!newAction) return;
    int[] c = p.counts;
    int ch = character[k][s];
    boolean gnw = ch == INTERNAL_GAME_AND_WATCH;
    if (n >= 3 && p.hist[(n - 3) & 15] == DASH && prev == TURN && cur == DASH)
      c[ActionCount.DASH_DANCE.ordinal()]++;
    if (cur == ROLL_FORWARD || cur == ROLL_BACKWARD) c[ActionCount.ROLL.ordinal()]++;
    if (cur == SPOT_DODGE) c[ActionCount.SPOT_DODGE.ordinal()]++;
    if (cur == AIR_DODGE) c[ActionCount.AIR_DODGE.ordinal()]++;
    if (cur == CLIFF_CATCH) c[ActionCount.LEDGEGRAB.ordinal()]++;
    if (cur == TAUNT_LEFT || cur == TAUNT_RIGHT) c[ActionCount.TAUNT.ordinal()]++;
    if (prev == GRAB || prev == DASH_GRAB) {
      boolean success = cur > GRAB && cur <= THROW_DOWN && cur != DASH_GRAB;
      c[(success ? ActionCount.GRAB_SUCCESS : ActionCount.GRAB_FAIL).ordinal()]++;
    }
    if (cur == DASH_GRAB && prev == ATTACK_DASH)
      c[ActionCount.DASH_ATTACK.ordinal()]--; // boost grab
    if (cur == ATTACK_JAB1 || (gnw && cur == GNW_JAB1)) c[ActionCount.JAB1.ordinal()]++;
    if (cur == ATTACK_JAB2) c[ActionCount.JAB2.ordinal()]++;
    if (cur == ATTACK_JAB3) c[ActionCount.JAB3.ordinal()]++;
    if (cur == ATTACK_JABM || (gnw && cur == GNW_JABM)) c[ActionCount.JABM.ordinal()]++;
    if (cur == ATTACK_DASH) c[ActionCount.DASH_ATTACK.ordinal()]++;
    if (cur >= 0x33 && cur <= 0x37) c[ActionCount.FTILT.ordinal()]++;
    if (cur == ATTACK_UTILT) c[ActionCount.UTILT.ordinal()]++;
    if (cur == ATTACK_DTILT || (gnw && cur == GNW_DTILT)) c[ActionCount.DTILT.ordinal()]++;
    if ((cur >= 0x3A && cur <= 0x3E)
        || (gnw && cur == GNW_FSMASH)
        || (ch == INTERNAL_PEACH && cur >= PEACH_FSMASH1 && cur <= PEACH_FSMASH3)) {
      c[ActionCount.FSMASH.ordinal()]++;
    }
    if (cur == ATTACK_USMASH) c[ActionCount.USMASH.ordinal()]++;
    if (cur == ATTACK_DSMASH) c[ActionCount.DSMASH.ordinal()]++;
    if (cur == NAIR || (gnw && cur == GNW_NAIR)) c[ActionCount.NAIR.ordinal()]++;
    if (cur == FAIR) c[ActionCount.FAIR.ordinal()]++;
    if (cur == BAIR || (gnw && cur == GNW_BAIR)) c[ActionCount.BAIR.ordinal()]++;
    if (cur == UAIR || (gnw && cur == GNW_UAIR)) c[ActionCount.UAIR.ordinal()]++;
    if (cur == DAIR) c[ActionCount.DAIR.ordinal()]++;
    if (cur == THROW_UP) c[ActionCount.THROW_UP.ordinal()]++;
    if (cur == THROW_FORWARD) c[ActionCount.THROW_FORWARD.ordinal()]++;
    if (cur == THROW_BACK) c[ActionCount.THROW_BACK.ordinal()]++;
    if (cur == THROW_DOWN) c[ActionCount.THROW_DOWN.ordinal()]++;
    if (cur == TECH_MISS_UP || cur == TECH_MISS_DOWN) c[ActionCount.GROUND_TECH_FAIL.ordinal()]++;
    if (cur == NEUTRAL_TECH) c[ActionCount.GROUND_TECH_NEUTRAL.ordinal()]++;
    if (cur == FORWARD_TECH || cur == BACKWARD_TECH) {
      // "in" and "away" are relative to where the opponent stands, not to the stage (§6.3)
      int o = p.op;
      double opponentDir = posX[k][s] > posX[o][s] ? -1 : 1;
      boolean facingOpponent = facing[k][s] == opponentDir;
      boolean in = (cur == FORWARD_TECH) == facingOpponent;
      c[(in ? ActionCount.GROUND_TECH_IN : ActionCount.GROUND_TECH_AWAY).ordinal()]++;
    }
    if (cur == WALL_TECH) c[ActionCount.WALL_TECH_SUCCESS.ordinal()]++;
    if (cur == MISSED_WALL_TECH) c[ActionCount.WALL_TECH_FAIL.ordinal()]++;
    int lc = lCancel[k][s];
    if (isAerialLanding(cur)) {
      if (lc == 1) c[ActionCount.L_CANCEL_SUCCESS.ordinal()]++;
      else if (lc == 2) c[ActionCount.L_CANCEL_FAIL.ordinal()]++;
    }
    if (isAerialLanding(prev) && (cur == FALL || cur == TEETER)) {
      // §6.4; characters outside the landing-lag table make slippi-js throw (Q6): skipped here
      InternalCharacter ic = InternalCharacter.of(ch);
      if (ic.hasLandingLag()) {
        int aerial = prev - NAIR_LANDING;
        int lag = ic.landingLag(aerial, false);
        int cancelled = ic.landingLag(aerial, true);
        if (prevRun < cancelled) c[ActionCount.EDGE_CANCEL_SUCCESS.ordinal()]++;
        if (prevRun >= cancelled && prevRun < lag) c[ActionCount.EDGE_CANCEL_SLOW.ordinal()]++;
        if (prevRun <= cancelled && p.lastLCancel == 2) c[ActionCount.L_CANCEL_FAIL.ordinal()]--;
      }
    }
    if (cur == LANDING_FALL_SPECIAL && (prev == AIR_DODGE || isControlledJump(prev)))
      wavedash(p, c);
    if (lc > 0) p.lastLCancel = lc;
  }

  /** §6.5, on the last 15 history entries. */
  private static void wavedash(Perm p, int[] c) {
    int n = p.histN;
    int w = Math.min(15, n);
    int first = n - w;
    boolean airDodge = false;
    boolean kneeBend = false;
    int distinct = 0;
    int jumpFrames = 0;
    int lastKneeBend = -1;
    for (int i = first; i < n; i++) {
      int id = p.hist[i & 15];
      boolean seen = false;
      for (int j = first; j < i; j++) {
        if (p.hist[j & 15] == id) {
          seen = true;
          break;
        }
      }
      if (!seen) distinct++;
      if (id == AIR_DODGE) airDodge = true;
      if (id == KNEE_BEND) {
        kneeBend = true;
        lastKneeBend = i;
      }
      if (id >= 0x19 && id <= 0x22) jumpFrames++;
    }
    if (distinct == 2 && airDodge) return; // a plain air dodge into the ground
    if (airDodge) c[ActionCount.AIR_DODGE.ordinal()]--;
    if (kneeBend) {
      double dy = (double) p.histY[(n - 1) & 15] - (double) p.histY[lastKneeBend & 15];
      if (jumpFrames >= 5 && Math.abs(dy) > 0.1) c[ActionCount.WAVELAND.ordinal()]++;
      else c[ActionCount.WAVEDASH.ordinal()]++;
    } else {
      c[ActionCount.WAVELAND.ordinal()]++;
    }
  }

  /** §7. */
  private void inputs(Perm p, int f, int s, int q, boolean hasPrev) {
    if (f < FIRST_PLAYABLE_FRAME || !hasPrev) return;
    int k = p.me;
    if ((has[k][q] & PRE) == 0) return;
    // slippi-js throws when the current pre-frame is missing (Q5, Stamina.slp); we count nothing
    if ((has[k][s] & PRE) == 0) return;
    p.buttons += Integer.bitCount(~buttons[k][q] & buttons[k][s] & 0x0FFF);
    if (stick[k][q] != stick[k][s] && stick[k][s] != 0) p.joystick++;
    if (cStick[k][q] != cStick[k][s] && cStick[k][s] != 0) p.cstick++;
    // a trigger counts when it goes from below the threshold to at least it (L: bits 0-1, R: 2-3)
    int t0 = triggers[k][q];
    int t1 = triggers[k][s];
    if ((t0 & TRIGGER_BELOW) != 0 && (t1 & TRIGGER_REACHED) != 0) p.triggers++;
    if ((t0 & TRIGGER_BELOW << 2) != 0 && (t1 & TRIGGER_REACHED << 2) != 0) p.triggers++;
  }

  private static final int TRIGGER_BELOW = 1;
  private static final int TRIGGER_REACHED = 2;

  /**
   * Whether an analog trigger is below {@link #TRIGGER} or has reached it, compared as a double as
   * slippi-js does (both bits clear for NaN, which is neither).
   */
  private static int triggerBits(float v) {
    double d = v;
    return (d < TRIGGER ? TRIGGER_BELOW : 0) | (d >= TRIGGER ? TRIGGER_REACHED : 0);
  }

  /**
   * The stick region (§7.3): 0 dead zone, 1 NE, 2 SE, 3 SW, 4 NW, 5 N, 6 E, 7 S, 8 W. The float is
   * compared as a double with the double threshold, as slippi-js does.
   */
  static int region(float fx, float fy) {
    double x = fx;
    double y = fy;
    if (x >= STICK && y >= STICK) return 1;
    if (x >= STICK && y <= -STICK) return 2;
    if (x <= -STICK && y <= -STICK) return 3;
    if (x <= -STICK && y >= STICK) return 4;
    if (y >= STICK) return 5;
    if (x >= STICK) return 6;
    if (y <= -STICK) return 7;
    if (x <= -STICK) return 8;
    return 0;
  }

  // =====================================================================================
  // Results

  /** The open conversion by {@code port} (attacker), or null. */
  Conversion currentConversion(int port) {
    Perm p = permOf(port);
    return p == null || p.conversion.open == null
        ? null
        : p.conversion.open.toConversion(OpeningType.UNKNOWN);
  }

  /** The open combo by {@code port} (attacker), or null. */
  Combo currentCombo(int port) {
    Perm p = permOf(port);
    return p == null || p.combo.open == null ? null : p.combo.open.toCombo();
  }

  private Perm permOf(int port) {
    if (!singles || port < 0 || port > 3 || slotByPort[port] < 0) return null;
    return perms[slotByPort[port]];
  }

  /** The stats as slippi-js's {@code getStats()} would report them now; null before Game Start. */
  SlippiGameStats stats() {
    if (!started) return null;
    int pfc = anyFrame && lastFrame >= FIRST_PLAYABLE_FRAME ? lastFrame - FIRST_PLAYABLE_FRAME : 0;
    List<Stock> st = new ArrayList<>(stocks.size());
    for (StockB b : stocks) st.add(b.toStock());
    List<Conversion> conv = classify();
    List<Combo> co = new ArrayList<>(combos.size());
    for (PunishB b : combos) co.add(b.toCombo());
    List<ActionCounts> ac = new ArrayList<>();
    if (singles) for (Perm p : perms) ac.add(new ActionCounts(players[p.me], p.counts));
    return new SlippiGameStats(lastFrame, pfc, gameComplete, st, conv, co, ac, overall(conv, pfc));
  }

  /** §4.6: opening types of a single {@code getStats()} call. */
  private List<Conversion> classify() {
    List<Conversion> out = new ArrayList<>(conversions.size());
    Map<Integer, Integer> lastEndByVictim = new HashMap<>();
    int i = 0;
    while (i < conversions.size()) {
      int j = i;
      int start = conversions.get(i).startFrame;
      while (j < conversions.size() && conversions.get(j).startFrame == start) j++;
      for (int x = i; x < j; x++) {
        PunishB c = conversions.get(x);
        lastEndByVictim.put(c.victim, c.endFrame);
        OpeningType t;
        if (j - i >= 2) {
          t = OpeningType.TRADE;
        } else {
          int key = c.moves.isEmpty() ? c.victim : c.moves.get(c.moves.size() - 1).playerIndex();
          Integer e = lastEndByVictim.get(key);
          t =
              e != null && e != 0 && e > c.startFrame
                  ? OpeningType.COUNTER_ATTACK
                  : OpeningType.NEUTRAL_WIN;
        }
        out.add(c.toConversion(t));
      }
      i = j;
    }
    return out;
  }

  /** §8. */
  private List<Overall> overall(List<Conversion> conv, int pfc) {
    double minutes = pfc / 3600.0;
    // openings by the player of their first move, then by type, in list order
    Map<Integer, Map<OpeningType, List<Conversion>>> openings = new HashMap<>();
    for (Conversion c : conv) {
      if (c.moves().isEmpty()) continue;
      openings
          .computeIfAbsent(c.moves().get(0).playerIndex(), x -> new HashMap<>())
          .computeIfAbsent(c.openingType(), x -> new ArrayList<>())
          .add(c);
    }
    List<Overall> out = new ArrayList<>();
    for (int port : players) {
      InputCounts in = null;
      if (singles) {
        Perm p = perms[slotByPort[port]];
        in =
            new InputCounts(
                p.buttons,
                p.triggers,
                p.cstick,
                p.joystick,
                p.buttons + p.triggers + p.cstick + p.joystick);
      }
      int conversionCount = 0;
      double totalDamage = 0;
      int kills = 0;
      int successful = 0;
      for (Conversion c : conv) {
        if (c.playerIndex() == port) continue;
        conversionCount++;
        for (MoveLanded m : c.moves()) if (m.playerIndex() == port) totalDamage += m.damage();
        if (c.didKill() && c.lastHitBy() == port) kills++;
        if (c.moves().size() >= 2 && c.moves().get(0).playerIndex() == port) successful++;
      }
      List<Integer> opponents = new ArrayList<>();
      for (int o : players) {
        if (o == port) continue;
        if (teams && teamIdByPort[o] == teamIdByPort[port]) continue;
        opponents.add(o);
      }
      double inputTotal = in == null ? Double.NaN : in.total();
      double buttonTotal = in == null ? Double.NaN : in.buttons();
      out.add(
          new Overall(
              port,
              in,
              conversionCount,
              totalDamage,
              kills,
              new Ratio(successful, conversionCount),
              new Ratio(inputTotal, minutes),
              new Ratio(buttonTotal, minutes),
              new Ratio(conversionCount, kills),
              new Ratio(totalDamage, conversionCount),
              openingRatio(openings, port, opponents, OpeningType.NEUTRAL_WIN),
              openingRatio(openings, port, opponents, OpeningType.COUNTER_ATTACK),
              tradeRatio(openings, port, opponents)));
    }
    return out;
  }

  private static List<Conversion> openingsOf(
      Map<Integer, Map<OpeningType, List<Conversion>>> o, int port, OpeningType t) {
    Map<OpeningType, List<Conversion>> m = o.get(port);
    List<Conversion> l = m == null ? null : m.get(t);
    return l == null ? List.of() : l;
  }

  private static Ratio openingRatio(
      Map<Integer, Map<OpeningType, List<Conversion>>> o,
      int port,
      List<Integer> opponents,
      OpeningType t) {
    int mine = openingsOf(o, port, t).size();
    int theirs = 0;
    for (int x : opponents) theirs += openingsOf(o, x, t).size();
    return new Ratio(mine, mine + theirs);
  }

  /** §8.3, pairing by position (quirk Q11). */
  private static Ratio tradeRatio(
      Map<Integer, Map<OpeningType, List<Conversion>>> o, int port, List<Integer> opponents) {
    List<Conversion> a = openingsOf(o, port, OpeningType.TRADE);
    List<Conversion> b = new ArrayList<>();
    for (int x : opponents) b.addAll(openingsOf(o, x, OpeningType.TRADE));
    int good = 0;
    for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
      Conversion x = a.get(i);
      Conversion y = b.get(i);
      if ((x.didKill() && !y.didKill())
          || x.currentPercent() - x.startPercent() > y.currentPercent() - y.startPercent()) {
        good++;
      }
    }
    return new Ratio(good, a.size());
  }

  // =====================================================================================
  // Mutable state

  /**
   * The state of one permutation: attacker slot {@code me}, opponent slot {@code op} (the other).
   */
  private static final class Perm {
    final int me;
    final int op;
    StockB stock;
    final Punish conversion = new Punish();
    final Punish combo = new Punish();
    final int[] counts = new int[ActionCount.ALL.length];
    final int[] hist = new int[16];
    final float[] histY = new float[16];
    int histN;
    int run;
    double lastCounter = Double.NaN;
    int lastLCancel;
    int buttons;
    int triggers;
    int cstick;
    int joystick;

    Perm(int me) {
      this.me = me;
      op = 1 - me;
    }
  }

  /** Conversion or combo computer state of one permutation. */
  private static final class Punish {
    PunishB open;

    /** Whether the hits that follow count for the last move of {@code open}. */
    boolean moveOpen;

    int reset;
    int lastHitAnimation = -1;
  }

  private static final class StockB {
    final int playerIndex;
    final int startFrame;
    final int count;
    Integer endFrame;
    Double endPercent;
    double currentPercent;
    Integer deathAnimation;

    StockB(int playerIndex, int startFrame, int count) {
      this.playerIndex = playerIndex;
      this.startFrame = startFrame;
      this.count = count;
    }

    Stock toStock() {
      return new Stock(
          playerIndex, startFrame, endFrame, 0, endPercent, currentPercent, count, deathAnimation);
    }
  }

  private static final class PunishB {
    final int victim;
    final int attacker;
    final int startFrame;
    final double startPercent;
    double currentPercent;
    Integer endFrame;
    Double endPercent;
    final List<MoveLanded> moves = new ArrayList<>(4);
    boolean didKill;

    PunishB(int victim, int attacker, int startFrame, double startPercent, double currentPercent) {
      this.victim = victim;
      this.attacker = attacker;
      this.startFrame = startFrame;
      this.startPercent = startPercent;
      this.currentPercent = currentPercent;
    }

    /** One more hit of the last move, dealing {@code damage}. */
    void hit(double damage) {
      int last = moves.size() - 1;
      MoveLanded m = moves.get(last);
      moves.set(
          last,
          new MoveLanded(
              m.playerIndex(), m.frame(), m.moveId(), m.hitCount() + 1, m.damage() + damage));
    }

    Conversion toConversion(OpeningType t) {
      return new Conversion(
          victim,
          attacker,
          startFrame,
          endFrame,
          startPercent,
          currentPercent,
          endPercent,
          moves,
          didKill,
          t);
    }

    Combo toCombo() {
      return new Combo(
          victim,
          startFrame,
          endFrame,
          startPercent,
          currentPercent,
          endPercent,
          moves,
          didKill,
          attacker);
    }
  }
}
