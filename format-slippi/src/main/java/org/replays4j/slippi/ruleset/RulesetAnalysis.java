package org.replays4j.slippi.ruleset;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.replays4j.core.error.Damage;
import org.replays4j.slippi.record.GameEnd;
import org.replays4j.slippi.record.GameStart;

/** Turns the gathered inputs of a game into its {@link RulesetReport}. */
final class RulesetAnalysis {
  private RulesetAnalysis() {}

  /** Game End methods of the Stadium modes and Stamina, which slp-enforcer's reader refuses. */
  private static final int STADIUM_END_TIME = 6;

  private static final int STADIUM_END_COMPLETE = 9;

  /**
   * The report of a game's gathered inputs; {@code details} false gives the verdicts alone: each
   * player's {@link PlayerVerdict#sticks()} empty and the findings without their text and evidence
   * ({@link RulesetChecks.Sticks#details}), what is counted, sorted and written for nothing when
   * only the verdicts, finding counts and metrics are read.
   */
  static RulesetReport report(
      GameStart start,
      GameEnd end,
      boolean metadata,
      Damage damage,
      int frames,
      List<PlayerInputs> players,
      boolean details) {
    List<String> notes = new ArrayList<>();
    if (start == null) notes.add("the file ends before Game Start: no player to check");
    if (damage != null)
      notes.add(
          "the file is damaged or cut ("
              + damage
              + "): the checks read the frames before that point; slp-enforcer does not read it");
    if (end != null && (end.method() == STADIUM_END_TIME || end.method() == STADIUM_END_COMPLETE))
      notes.add(
          "Game End method "
              + end.method()
              + " (a Stadium mode or Stamina): slp-enforcer does not read it; the checks ran on"
              + " its frames");
    if (!metadata && damage == null)
      notes.add("the file has no metadata element: slp-enforcer does not read it");
    List<RulesetChecks.Sticks> inputs = new ArrayList<>();
    for (PlayerInputs in : players) inputs.add(new RulesetChecks.Sticks(in, details));
    List<PlayerVerdict> out = new ArrayList<>();
    boolean processed = false;
    for (int p = 0; p < players.size(); p++) {
      PlayerInputs in = players.get(p);
      PlayerVerdict v = player(in, inputs.get(p));
      processed |= v.frames() > 0 && !v.rawStick();
      out.add(v);
    }
    if (processed)
      notes.add(
          "the main stick's raw values are recorded from Slippi 3.15.0: the checks read the game's"
              + " processed values, as slp-enforcer does; in them the game's deadzone hides small"
              + " off-axis values, so GoomWave clamping is reported for analog sticks that do not clamp");
    boolean handwarmer = RulesetChecks.handwarmer(frames, players, inputs);
    return new RulesetReport(
        MeleeControllerRuleset.VERSION,
        handwarmer,
        damage != null,
        damage == null ? null : damage.toString(),
        out,
        notes);
  }

  static PlayerVerdict player(PlayerInputs in, RulesetChecks.Sticks s) {
    List<CheckResult> checks = new ArrayList<>();
    if (s.n == 0) {
      for (RulesetCheck c : RulesetCheck.values())
        checks.add(CheckResult.notApplicable(c, "no frame of this player was read"));
      return new PlayerVerdict(in.port, null, true, 0, false, checks, null, List.of());
    }
    ControllerType type = RulesetChecks.isBox(s) ? ControllerType.BOX : ControllerType.ANALOG;
    FuzzingTest fuzz = null;
    for (RulesetCheck c : RulesetCheck.values()) {
      if (c.controller() != type) {
        checks.add(
            CheckResult.notApplicable(
                c,
                "applies to "
                    + (c.controller() == ControllerType.BOX ? "box" : "analog")
                    + " controllers; this player used "
                    + (type == ControllerType.BOX ? "a box" : "an analog stick")));
        continue;
      }
      switch (c) {
        case TRAVEL_TIME -> checks.add(RulesetChecks.travelTime(s));
        case DISALLOWED_CSTICK -> checks.add(RulesetChecks.disallowedCStick(s));
        case CROUCH_UPTILT -> checks.add(RulesetChecks.crouchUptilt(s, in.state));
        case SDI -> checks.add(RulesetChecks.sdi(s));
        case INPUT_FUZZING -> {
          RulesetChecks.Fuzzing f = RulesetChecks.inputFuzzing(s);
          fuzz = f.test();
          checks.add(CheckResult.ran(c, !fuzz.pass(), f.findings()));
        }
        case GOOMWAVE -> checks.add(RulesetChecks.goomwave(s));
        case UPTILT_ROUNDING -> checks.add(RulesetChecks.uptiltRounding(s));
      }
    }
    boolean legal = true;
    for (CheckResult c : checks) legal &= !c.failed();
    return new PlayerVerdict(
        in.port,
        type,
        legal,
        s.n,
        in.rawStick(),
        checks,
        fuzz,
        s.details ? sticks(s, checks) : List.of());
  }

  /**
   * The distinct main-stick coordinates of a player with their frame counts, in coordinate order
   * (x, then y), those in the evidence of a failed main-stick check marked (the c-stick's evidence
   * is another stick).
   */
  static List<StickUse> sticks(RulesetChecks.Sticks s, List<CheckResult> checks) {
    // cited coordinates to a millionth: a fuzzing target is k × (1/80), a stick value k / 80
    CoordSet cited = new CoordSet();
    for (CheckResult c : checks) {
      if (!c.failed() || c.check() == RulesetCheck.DISALLOWED_CSTICK) continue;
      for (Finding f : c.findings())
        for (StickCoord e : f.evidence()) cited.add(micro(e.x()), micro(e.y()));
    }
    // frames per coordinate, -0.0 counted as 0.0
    CoordSet uses = s.uses();
    CoordSet frames = new CoordSet(uses.size());
    for (int k = 0, slots = uses.slots(); k < slots; k++) {
      if (uses.used(k)) frames.count(uses.x(k) + 0.0, uses.y(k) + 0.0, uses.count(k));
    }
    int m = frames.size();
    double[] xs = new double[m];
    double[] ys = new double[m];
    int[] counts = new int[m];
    for (int k = 0, e = 0, slots = frames.slots(); k < slots; k++) {
      if (!frames.used(k)) continue;
      xs[e] = frames.x(k);
      ys[e] = frames.y(k);
      counts[e++] = frames.count(k);
    }
    int[] order = gridOrder(xs, ys);
    if (order == null) {
      // coordinate order (x, then y, as Double.compare): a stable counting sort by the rank of y,
      // then by the rank of x; few distinct values per axis
      order = countingSort(identity(m), ranks(ys));
      order = countingSort(order, ranks(xs));
    }
    List<StickUse> out = new ArrayList<>(m);
    for (int e : order)
      out.add(new StickUse(xs[e], ys[e], counts[e], cited.contains(micro(xs[e]), micro(ys[e]))));
    return out;
  }

  /** {@link #gridStep} of a value off the grid. */
  private static final int OFF_GRID = Integer.MIN_VALUE;

  /**
   * The whole number of 1/80 steps {@code v} is exactly ({@code k / 80.0}), or {@link #OFF_GRID}.
   */
  private static int gridStep(double v) {
    int k = (int) Math.rint(v * 80.0);
    return k >= -128 && k <= 127 && k / 80.0 == v ? k : OFF_GRID;
  }

  /**
   * The indices of distinct coordinates in coordinate order when all are whole steps of the raw
   * stick ({@code k / 80.0}, as normalized raw values are), else null: the steps of both axes and
   * the index packed into one long, sorted.
   */
  private static int[] gridOrder(double[] xs, double[] ys) {
    int m = xs.length;
    long[] keys = new long[m];
    for (int e = 0; e < m; e++) {
      int kx = gridStep(xs[e]);
      int ky = gridStep(ys[e]);
      if (kx == OFF_GRID || ky == OFF_GRID) return null;
      keys[e] = ((long) ((kx + 128) << 8 | (ky + 128)) << 32) | e;
    }
    Arrays.sort(keys);
    int[] out = new int[m];
    for (int e = 0; e < m; e++) out[e] = (int) keys[e];
    return out;
  }

  private static int[] identity(int m) {
    int[] out = new int[m];
    for (int i = 0; i < m; i++) out[i] = i;
    return out;
  }

  /**
   * Each value's rank among the distinct values, in the order of {@link Double#compare}; the last
   * element is the number of distinct values.
   */
  private static int[] ranks(double[] v) {
    int m = v.length;
    long[] keys = new long[m];
    for (int i = 0; i < m; i++) keys[i] = orderKey(v[i]);
    long[] sorted = keys.clone();
    Arrays.sort(sorted);
    int distinct = 0;
    for (int i = 0; i < m; i++)
      if (i == 0 || sorted[i] != sorted[i - 1]) sorted[distinct++] = sorted[i];
    int[] out = new int[m + 1];
    for (int i = 0; i < m; i++) out[i] = Arrays.binarySearch(sorted, 0, distinct, keys[i]);
    out[m] = distinct;
    return out;
  }

  /** A long whose signed order is that of {@link Double#compare} on {@code v}. */
  private static long orderKey(double v) {
    long b = Double.doubleToLongBits(v);
    return b ^ ((b >> 63) & Long.MAX_VALUE);
  }

  /** {@code order} stably sorted by {@code rank} (as {@link #ranks}) of its elements. */
  private static int[] countingSort(int[] order, int[] rank) {
    int m = order.length;
    int[] start = new int[rank[m] + 1];
    for (int i = 0; i < m; i++) start[rank[i] + 1]++;
    for (int r = 1; r < start.length; r++) start[r] += start[r - 1];
    int[] out = new int[m];
    for (int e : order) out[start[rank[e]]++] = e;
    return out;
  }

  /** A coordinate to a millionth, as a whole number (of type double, for the coordinate set). */
  private static double micro(double v) {
    return Math.round(v * 1e6);
  }
}
