package org.replays4j.slippi.ruleset;

import static org.replays4j.slippi.ruleset.MeleeControllerRuleset.*;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The checks of the ruleset on one player's inputs. Each method restates the rule of slp-enforcer
 * {@value MeleeControllerRuleset#ENFORCER_VERSION}: the same coordinates, comparisons, float widths
 * and messages, so that verdicts, metrics and evidence are equal to its own.
 */
final class RulesetChecks {
  private RulesetChecks() {}

  /**
   * The main-stick coordinates and c-stick coordinates of a player, one per row: the arrays of its
   * {@link PlayerInputs} (not copied).
   */
  static final class Sticks {
    final int n;
    final double[] x;
    final double[] y;
    final float[] cx;
    final float[] cy;

    /**
     * Whether the findings carry their text and evidence; without, each finding keeps its metric
     * with an empty reason and no coordinates (the verdicts, finding counts and metrics are the
     * same), and a failed fuzzing test has no findings.
     */
    final boolean details;

    Sticks(PlayerInputs in, boolean details) {
      n = in.rows;
      x = in.x;
      y = in.y;
      cx = in.cX;
      cy = in.cY;
      this.details = details;
    }

    private CoordSet uses;

    /**
     * The distinct main-stick coordinates by their exact bits ({@code -0.0} apart from {@code 0.0})
     * with their frame counts, computed on first use: one lookup per run of a held stick.
     */
    CoordSet uses() {
      if (uses == null) {
        CoordSet set = new CoordSet(Math.min(n, 512));
        for (int i = 0; i < n; i++) {
          long bx = Double.doubleToRawLongBits(x[i]);
          long by = Double.doubleToRawLongBits(y[i]);
          int j = i;
          while (j + 1 < n
              && Double.doubleToRawLongBits(x[j + 1]) == bx
              && Double.doubleToRawLongBits(y[j + 1]) == by) j++;
          set.count(x[i], y[i], j - i + 1);
          i = j;
        }
        uses = set;
      }
      return uses;
    }
  }

  /** Rounds half away from zero, keeping the sign of zero. */
  static double roundHalfAway(double v) {
    double f = Math.floor(v);
    if (f == v) return v;
    return v < 0 ? -Math.floor(-v + 0.5) : Math.floor(v + 0.5);
  }

  static boolean floatEquals(double a, double b) {
    return Math.abs(a - b) < EPSILON;
  }

  static boolean equal(double[] x, double[] y, int i, int j) {
    return floatEquals(x[i], x[j]) && floatEquals(y[i], y[j]);
  }

  static StickCoord coord(Sticks s, int i) {
    return new StickCoord(s.x[i], s.y[i]);
  }

  static List<StickCoord> coords(Sticks s, int from, int to) {
    if (!s.details) return List.of();
    List<StickCoord> out = new ArrayList<>(Math.max(0, to - from));
    for (int i = from; i < to; i++) out.add(coord(s, i));
    return out;
  }

  /** A double rounded to {@code digits} decimals, ties to even on its exact value. */
  static String fixed(double v, int digits) {
    return new BigDecimal(v).setScale(digits, RoundingMode.HALF_EVEN).toPlainString();
  }

  /** A double in its shortest round-trip decimal form, without exponent ({@code 1} for 1.0). */
  static String shortest(double v) {
    if (v == Math.rint(v) && Math.abs(v) < 1e15) return Long.toString((long) v);
    return new BigDecimal(Double.toString(v)).stripTrailingZeros().toPlainString();
  }

  // ---- controller type

  /**
   * Whether the player used a box. An analog stick shows itself by many small off-axis values, or
   * by many distinct rim coordinates together with many distinct on-axis values short of full; a
   * box otherwise reaches few distinct rim coordinates (counted with a slack of one step, and
   * boosted for games shorter than three minutes).
   */
  static boolean isBox(Sticks s) {
    int n = s.n;
    int small = 0;
    int smallDistinct = 0;
    int rim = 0;
    int strictRim = 0;
    int onAxis = 0;
    // each test is of the coordinate alone: one look at each distinct coordinate with its frames
    CoordSet uses = s.uses();
    for (int k = 0, slots = uses.slots(); k < slots; k++) {
      if (!uses.used(k)) continue;
      double x = uses.x(k);
      double y = uses.y(k);
      double ax = Math.abs(x);
      double ay = Math.abs(y);
      double lo = Math.min(ax, ay);
      double hi = Math.max(ax, ay);
      if (lo > 0.0 && lo < ANALOG_SMALL_OFF_AXIS) {
        small += uses.count(k);
        smallDistinct++;
      }
      double sx = ax + RIM_SLACK;
      double sy = ay + RIM_SLACK;
      if (Math.sqrt(sx * sx + sy * sy) >= 1.0) rim++;
      if (Math.sqrt(x * x + y * y) >= 1.0) strictRim++;
      if (lo == 0.0 && hi > 0.0 && hi < 1.0) onAxis++;
    }
    double smallRatio = n == 0 ? 0.0 : small / (double) n;
    if (smallRatio >= ANALOG_SMALL_OFF_AXIS_SHARE
        && smallDistinct >= ANALOG_SMALL_OFF_AXIS_DISTINCT) return false;
    if (strictRim >= ANALOG_RIM_DISTINCT && onAxis >= ANALOG_ON_AXIS_DISTINCT) return false;
    double share = rim / (double) RIM_COORDINATES;
    if (n < RIM_BOOST_FRAMES) share *= 1.0 + ((RIM_BOOST_FRAMES - n) / (double) RIM_BOOST_FRAMES);
    return share < BOX_RIM_SHARE;
  }

  // ---- travel time

  /**
   * The share of target changes with a travel coordinate between them: a target is a coordinate
   * held two frames or more; a box that jumps from target to target has none.
   */
  static double travelShare(Sticks s) {
    int travel = 0;
    int targets = 0;
    double lx = 800.0;
    double ly = 800.0;
    boolean inTarget = true;
    boolean inTravel = false;
    for (int i = 0; i < s.n; i++) {
      if (floatEquals(s.x[i], lx) && floatEquals(s.y[i], ly)) {
        if (!inTarget) targets++;
        inTarget = true;
        inTravel = false;
      } else {
        if (!inTarget && !inTravel) {
          travel++;
          inTravel = true;
        }
        inTarget = false;
      }
      lx = s.x[i];
      ly = s.y[i];
    }
    if (targets <= 1) return 0.0;
    return travel / (double) (targets - 1);
  }

  static CheckResult travelTime(Sticks s) {
    double share = travelShare(s);
    if (share < MIN_TRAVEL_SHARE) {
      return CheckResult.ran(
          RulesetCheck.TRAVEL_TIME,
          true,
          List.of(
              new Finding(
                  share,
                  s.details
                      ? "Fewer than 25% of coordinates had travel ("
                          + fixed(share * 100.0, 1)
                          + "%)"
                      : "",
                  List.of())));
    }
    return CheckResult.ran(
        RulesetCheck.TRAVEL_TIME,
        false,
        List.of(
            new Finding(
                share,
                s.details ? "Travel coordinate hit rate: " + fixed(share * 100.0, 1) + "%" : "",
                List.of())));
  }

  // ---- disallowed c-stick values

  static CheckResult disallowedCStick(Sticks s) {
    List<Finding> out = new ArrayList<>();
    for (int i = 0; i < s.n; i++) {
      double x = s.cx[i];
      if (!floatEquals(x, DISALLOWED_CSTICK_X1) && !floatEquals(x, DISALLOWED_CSTICK_X2)) continue;
      if (!s.details) out.add(new Finding(i, "", List.of()));
      else
        out.add(
            new Finding(
                i,
                "Disallowed C-Stick coordinate: x=" + shortest(x),
                List.of(new StickCoord(x, s.cy[i]))));
    }
    return CheckResult.ran(RulesetCheck.DISALLOWED_CSTICK, !out.isEmpty(), out);
  }

  // ---- crouch-uptilt

  static CheckResult crouchUptilt(Sticks s, short[] states) {
    List<Finding> out = new ArrayList<>();
    int lastCrouch = FIRST_FRAME - 1;
    for (int i = 0; i < s.n; i++) {
      int state = states[i] & 0xFFFF;
      int frame = i + FIRST_FRAME;
      if (state == CROUCH_STATE) lastCrouch = frame;
      if (state == UPTILT_STATE) {
        int since = frame - lastCrouch;
        if (since <= CROUCH_UPTILT_FRAMES) {
          int from = lastCrouch - FIRST_FRAME;
          // an up-tilt in the first frames with no crouch before has no evidence to show
          List<StickCoord> ev =
              from < 0 ? List.of() : coords(s, from, Math.min(from + CROUCH_UPTILT_EVIDENCE, s.n));
          out.add(
              new Finding(
                  lastCrouch,
                  s.details
                      ? "Crouch-uptilt occurred within "
                          + since
                          + " frames (frame "
                          + lastCrouch
                          + " to "
                          + frame
                          + ")"
                      : "",
                  ev));
        }
      }
    }
    return CheckResult.ran(RulesetCheck.CROUCH_UPTILT, !out.isEmpty(), out);
  }

  // ---- SDI

  static final int DZ = 0, NE = 1, SE = 2, SW = 3, NW = 4, N = 5, E = 6, S = 7, W = 8, TILT = 9;

  static int sdiRegion(double x, double y) {
    if (Math.abs(x) <= SDI_DEADZONE && Math.abs(y) <= SDI_DEADZONE) return DZ;
    double m = Math.sqrt(x * x + y * y);
    if (x >= SDI_DEADZONE && y >= SDI_DEADZONE && m >= SDI_FULL) return NE;
    if (x >= SDI_DEADZONE && y <= -SDI_DEADZONE && m >= SDI_FULL) return SE;
    if (x <= -SDI_DEADZONE && y <= -SDI_DEADZONE && m >= SDI_FULL) return SW;
    if (x <= -SDI_DEADZONE && y >= SDI_DEADZONE && m >= SDI_FULL) return NW;
    if (y >= SDI_FULL) return N;
    if (x >= SDI_FULL) return E;
    if (y <= -SDI_FULL) return S;
    if (x <= -SDI_FULL) return W;
    return TILT;
  }

  static boolean isDiagonal(int r) {
    return r >= NE && r <= NW;
  }

  static boolean isCardinal(int r) {
    return r >= N && r <= W;
  }

  /** Whether {@code b} is next to {@code a} on the ring N, NE, E, SE, S, SW, W, NW. */
  static boolean adjacent(int a, int b) {
    return switch (a) {
      case N -> b == NW || b == NE;
      case NE -> b == N || b == E;
      case E -> b == NE || b == SE;
      case SE -> b == E || b == S;
      case S -> b == SE || b == SW;
      case SW -> b == S || b == W;
      case W -> b == SW || b == NW;
      case NW -> b == W || b == N;
      default -> false;
    };
  }

  /** Whether two diagonals are next to each other (sharing an axis). */
  static boolean diagonalAdjacent(int a, int b) {
    if (!isDiagonal(a) || !isDiagonal(b)) return false;
    return switch (a) {
      case NE -> b == NW || b == SE;
      case NW -> b == NE || b == SW;
      case SW -> b == SE || b == NW;
      case SE -> b == NE || b == SW;
      default -> false;
    };
  }

  /**
   * The number of distinct coordinates (by their exact bits) among rows {@code from} to {@code to},
   * a window of a few frames: compared pairwise, no set.
   */
  private static int distinct(Sticks s, int from, int to) {
    int count = 0;
    for (int i = from; i < to; i++) {
      long bx = Double.doubleToRawLongBits(s.x[i]);
      long by = Double.doubleToRawLongBits(s.y[i]);
      boolean seen = false;
      for (int j = from; j < i && !seen; j++)
        seen = Double.doubleToRawLongBits(s.x[j]) == bx && Double.doubleToRawLongBits(s.y[j]) == by;
      if (!seen) count++;
    }
    return count;
  }

  static CheckResult sdi(Sticks s) {
    int n = s.n;
    int[] r = new int[n];
    for (int i = 0; i < n; i++) r[i] = sdiRegion(s.x[i], s.y[i]);
    List<Finding> out = new ArrayList<>();
    // rule 1: tapping one direction from neutral faster than once every 5.5 frames
    for (int i = 0; i < n; i++) {
      if (r[i] != DZ) continue;
      int last = DZ;
      int first = -1;
      int lastSdi = -1000;
      int tilt = 0;
      boolean touchedDz = true;
      for (int j = 1; j <= SDI_RULE1_LOOKAHEAD && i + j < n; j++) {
        int cur = r[i + j];
        if (cur == DZ) touchedDz = true;
        if (cur == TILT) tilt++;
        else if (cur != DZ && first < 0) first = cur;
        if (touchedDz
            && (last == DZ || last == TILT)
            && cur == first
            && tilt <= SDI_RULE1_MAX_TILT_FRAMES) {
          int frame = i + j;
          if (frame <= lastSdi + SDI_RULE1_MIN_GAP && distinct(s, i, i + j) <= SDI_RULE1_MAX_UNIQUE)
            out.add(
                new Finding(
                    i,
                    s.details ? "Failed SDI rule #1" : "",
                    coords(s, i, Math.min(i + SDI_RULE1_EVIDENCE, n))));
          lastSdi = frame;
          touchedDz = false;
        }
        last = cur;
        if (cur != TILT) tilt = 0;
      }
    }
    // rule 2: from a cardinal, tapping the same adjacent diagonal twice within 4 frames
    for (int i = 0; i < n; i++) {
      int start = r[i];
      if (!isCardinal(start)) continue;
      int count = 0;
      int diagonal = -1;
      for (int j = 1; j <= SDI_RULE23_LOOKAHEAD && i + j < n; j++) {
        int cur = r[i + j];
        if (cur == r[i + j - 1]) continue;
        if (adjacent(start, cur) && isDiagonal(cur) && (diagonal < 0 || diagonal == cur)) {
          diagonal = cur;
          count++;
        }
      }
      if (count >= 2)
        out.add(
            new Finding(
                i,
                s.details ? "Failed SDI rule #2" : "",
                coords(s, i, Math.min(i + SDI_RULE23_EVIDENCE, n))));
    }
    // rule 3: from a diagonal to an adjacent diagonal and back within 4 frames
    for (int i = 0; i < n; i++) {
      int cur = r[i];
      if (!isDiagonal(cur)) continue;
      boolean hit = false;
      for (int j = i + 1; j <= Math.min(i + SDI_RULE23_LOOKAHEAD, n - 1); j++) {
        if (diagonalAdjacent(r[j], cur)) hit = true;
        if (hit && r[j] == cur) {
          out.add(
              new Finding(
                  i,
                  s.details ? "Failed SDI rule #3" : "",
                  coords(s, i, Math.min(i + SDI_RULE23_EVIDENCE, n))));
          break;
        }
      }
    }
    return CheckResult.ran(RulesetCheck.SDI, !out.isEmpty(), out);
  }

  // ---- GoomWave clamping

  static CheckResult goomwave(Sticks s) {
    boolean clamped = true;
    for (int i = 0; i < s.n && clamped; i++) {
      double ax = Math.abs(s.x[i]);
      double ay = Math.abs(s.y[i]);
      if (ax < EPSILON || ay < EPSILON) continue;
      if (ax < GOOMWAVE_SMALL || ay < GOOMWAVE_SMALL) clamped = false;
    }
    if (!clamped) return CheckResult.ran(RulesetCheck.GOOMWAVE, false, List.of());
    return CheckResult.ran(
        RulesetCheck.GOOMWAVE,
        true,
        List.of(
            new Finding(
                0.0,
                s.details
                    ? "No coordinates found with small off-axis values (characteristic of GoomWave"
                        + " clamping)"
                    : "",
                List.of())));
  }

  // ---- uptilt rounding

  static CheckResult uptiltRounding(Sticks s) {
    int boundary = 0;
    for (int i = 0; i < s.n; i++) {
      double x = s.x[i];
      double y = s.y[i];
      if (Math.abs(x) < UPTILT_MAX_X && y > UPTILT_MIN_Y && y < UPTILT_MAX_Y)
        return CheckResult.ran(RulesetCheck.UPTILT_ROUNDING, false, List.of());
      if (Math.abs(x) < UPTILT_MAX_X && Math.abs(y - UPTILT_BOUNDARY) < EPSILON) boundary++;
    }
    if (boundary < UPTILT_MIN_BOUNDARY)
      return CheckResult.ran(RulesetCheck.UPTILT_ROUNDING, false, List.of());
    return CheckResult.ran(
        RulesetCheck.UPTILT_ROUNDING,
        true,
        List.of(
            new Finding(
                boundary,
                s.details
                    ? "Uptilt rounding detected: "
                        + boundary
                        + " coordinates at exact boundary, 0 in intermediate zone"
                    : "",
                List.of())));
  }

  // ---- input fuzzing

  private static final int ORIGIN = 0, CARDINAL = 1, DEADZONE = 2, NONCARDINAL = 3, RIM = 4;

  private static int classify(double x, double y) {
    boolean x0 = floatEquals(x, 0.0);
    boolean y0 = floatEquals(y, 0.0);
    boolean x1 = floatEquals(Math.abs(x), 1.0);
    boolean y1 = floatEquals(Math.abs(y), 1.0);
    if (x0 && y0) return ORIGIN;
    if ((x1 && y0) || (y1 && x0)) return CARDINAL;
    if (x0 || y0) return DEADZONE;
    return Math.sqrt(x * x + y * y) >= FUZZ_RIM_MAGNITUDE ? RIM : NONCARDINAL;
  }

  private static final int[][] AROUND = {
    {-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}
  };

  private static long key(int kx, int ky) {
    return ((long) kx << 32) | (ky & 0xFFFFFFFFL);
  }

  private static int kx(long key) {
    return (int) (key >> 32);
  }

  private static int ky(long key) {
    return (int) key;
  }

  private static boolean fuzzable(long k) {
    int cls = classify(kx(k) * UNIT, ky(k) * UNIT);
    return cls == DEADZONE || cls == NONCARDINAL;
  }

  /**
   * The distinct keys of a player's holds, each with an index (in order of first hold) and its
   * count of holds: open addressing over primitive arrays, no object per key. Not thread-safe.
   */
  private static final class HoldKeys {
    long[] keys = new long[16];
    int[] counts = new int[16];
    int size;
    private long[] slotKey = new long[32];
    // index + 1 of the key in each slot, 0 for an empty slot
    private int[] slotIndex = new int[32];

    private static int mix(long k) {
      long h = k * 0x9E3779B97F4A7C15L;
      return (int) (h ^ (h >>> 32));
    }

    /** The index of {@code k}, or -1 when it is not there. */
    int indexOf(long k) {
      int mask = slotKey.length - 1;
      for (int i = mix(k) & mask; slotIndex[i] != 0; i = (i + 1) & mask) {
        if (slotKey[i] == k) return slotIndex[i] - 1;
      }
      return -1;
    }

    /** One more hold of {@code k}. */
    void add(long k) {
      if ((size + 1) * 2 > slotKey.length) rehash(slotKey.length * 2);
      int mask = slotKey.length - 1;
      int i = mix(k) & mask;
      for (; slotIndex[i] != 0; i = (i + 1) & mask) {
        if (slotKey[i] == k) {
          counts[slotIndex[i] - 1]++;
          return;
        }
      }
      if (size == keys.length) {
        keys = Arrays.copyOf(keys, size * 2);
        counts = Arrays.copyOf(counts, size * 2);
      }
      keys[size] = k;
      counts[size] = 1;
      size++;
      slotKey[i] = k;
      slotIndex[i] = size;
    }

    private void rehash(int n) {
      slotKey = new long[n];
      slotIndex = new int[n];
      int mask = n - 1;
      for (int j = 0; j < size; j++) {
        int i = mix(keys[j]) & mask;
        while (slotIndex[i] != 0) i = (i + 1) & mask;
        slotKey[i] = keys[j];
        slotIndex[i] = j + 1;
      }
    }
  }

  /** One hold assigned to a target: offsets in steps and which axes must be fuzzed. */
  private record FuzzEvent(int dx, int dy, boolean xFuzz, boolean yFuzz, long target) {}

  /** The input-fuzzing test and, when it fails, its findings. */
  record Fuzzing(FuzzingTest test, List<Finding> findings) {}

  /** {@code log10(e)} as the nearest double. */
  private static final double LOG10_E = 0.4342944819032518;

  /**
   * The input-fuzzing test: holds are grouped by coordinate; coordinates that must be fuzzed and
   * touch each other (8-neighbourhood) form a cluster, which must fit in 3×3 steps and hold two
   * holds or more; its target is the hold-weighted centroid, and every hold of the cluster, or on
   * an exempt coordinate one step from the target, is an event with its offset from the target.
   * Clusters are visited in coordinate order (slp-enforcer visits them in hash order, which only
   * matters for an exempt coordinate next to two targets).
   */
  static Fuzzing inputFuzzing(Sticks s) {
    int n = s.n;
    long[] holds = new long[16];
    int holdCount = 0;
    for (int i = 0; i < n; i++) {
      int start = i;
      while (i + 1 < n && equal(s.x, s.y, i, i + 1)) i++;
      if (i > start) {
        if (holdCount == holds.length) holds = Arrays.copyOf(holds, holdCount * 2);
        holds[holdCount++] =
            key((int) roundHalfAway(s.x[start] / UNIT), (int) roundHalfAway(s.y[start] / UNIT));
      }
    }
    HoldKeys keys = new HoldKeys();
    for (int h = 0; h < holdCount; h++) keys.add(holds[h]);
    int m = keys.size;
    boolean[] fuzzable = new boolean[m];
    long[] fuzzableKeys = new long[m];
    int fuzzableCount = 0;
    for (int j = 0; j < m; j++) {
      if (fuzzable(keys.keys[j])) {
        fuzzable[j] = true;
        fuzzableKeys[fuzzableCount++] = keys.keys[j];
      }
    }
    Arrays.sort(fuzzableKeys, 0, fuzzableCount);
    boolean[] visited = new boolean[m];
    boolean[] hasTarget = new boolean[m];
    long[] toTarget = new long[m];
    // breadth-first, each key queued once: a component is the queue from its first key on
    int[] queue = new int[m];
    for (int f = 0; f < fuzzableCount; f++) {
      int first = keys.indexOf(fuzzableKeys[f]);
      if (visited[first]) continue;
      visited[first] = true;
      int head = 0;
      int tail = 0;
      queue[tail++] = first;
      while (head < tail) {
        long cur = keys.keys[queue[head++]];
        for (int[] o : AROUND) {
          int ni = keys.indexOf(key(kx(cur) + o[0], ky(cur) + o[1]));
          if (ni >= 0 && fuzzable[ni] && !visited[ni]) {
            visited[ni] = true;
            queue[tail++] = ni;
          }
        }
      }
      int minX = Integer.MAX_VALUE, maxX = Integer.MIN_VALUE;
      int minY = Integer.MAX_VALUE, maxY = Integer.MIN_VALUE;
      for (int q = 0; q < tail; q++) {
        long k = keys.keys[queue[q]];
        minX = Math.min(minX, kx(k));
        maxX = Math.max(maxX, kx(k));
        minY = Math.min(minY, ky(k));
        maxY = Math.max(maxY, ky(k));
      }
      // wider than one target with its ±1 offsets: several targets, skipped
      if (maxX - minX > 2 || maxY - minY > 2) continue;
      int total = 0;
      for (int q = 0; q < tail; q++) total += keys.counts[queue[q]];
      // a lone hold sits on its target and says nothing about fuzzing
      if (total < 2) continue;
      double sumX = 0.0;
      double sumY = 0.0;
      for (int q = 0; q < tail; q++) {
        long k = keys.keys[queue[q]];
        double c = keys.counts[queue[q]];
        sumX += kx(k) * c;
        sumY += ky(k) * c;
      }
      long target = key((int) roundHalfAway(sumX / total), (int) roundHalfAway(sumY / total));
      for (int q = 0; q < tail; q++) {
        toTarget[queue[q]] = target;
        hasTarget[queue[q]] = true;
      }
      // exempt coordinates one step from the target are fuzz offsets too
      for (int[] o : AROUND) {
        int ni = keys.indexOf(key(kx(target) + o[0], ky(target) + o[1]));
        if (ni >= 0 && !hasTarget[ni]) {
          toTarget[ni] = target;
          hasTarget[ni] = true;
        }
      }
    }
    List<FuzzEvent> events = new ArrayList<>();
    for (int h = 0; h < holdCount; h++) {
      long k = holds[h];
      int j = keys.indexOf(k);
      if (!hasTarget[j]) continue;
      long t = toTarget[j];
      double tx = kx(t) * UNIT;
      double ty = ky(t) * UNIT;
      int cls = classify(tx, ty);
      int dx = kx(k) - kx(t);
      int dy = ky(k) - ky(t);
      if (Math.abs(dx) > 1 || Math.abs(dy) > 1) continue;
      boolean xf = cls == DEADZONE ? !floatEquals(tx, 0.0) : cls == NONCARDINAL;
      boolean yf = cls == DEADZONE ? !floatEquals(ty, 0.0) : cls == NONCARDINAL;
      events.add(new FuzzEvent(dx, dy, xf, yf, t));
    }
    int[][] xy = deltas(events);
    double llr = llr(xy[0], xy[1]);
    Double px = chiSquared(xy[0]);
    Double py = chiSquared(xy[1]);
    int axisEvents = xy[0][0] + xy[0][1] + xy[0][2] + xy[1][0] + xy[1][1] + xy[1][2];
    boolean pass = !(llr * axisEvents < -FUZZ_FAIL_NATS);
    FuzzingTest test =
        new FuzzingTest(
            pass,
            llr,
            px,
            py,
            events.size(),
            new FuzzingTest.DeltaCounts(xy[0][0], xy[0][1], xy[0][2]),
            new FuzzingTest.DeltaCounts(xy[1][0], xy[1][1], xy[1][2]));
    return new Fuzzing(test, pass || !s.details ? List.of() : fuzzFindings(events, llr));
  }

  /** Per axis, counts of offsets -1, 0, +1 over the axes that must be fuzzed. */
  private static int[][] deltas(List<FuzzEvent> events) {
    int[] x = new int[3];
    int[] y = new int[3];
    for (FuzzEvent e : events) {
      if (e.xFuzz && Math.abs(e.dx) <= 1) x[e.dx + 1]++;
      if (e.yFuzz && Math.abs(e.dy) <= 1) y[e.dy + 1]++;
    }
    return new int[][] {x, y};
  }

  /** Mean log-likelihood ratio per axis event (0 without events). */
  static double llr(int[] x, int[] y) {
    double score = 0.0;
    int total = 0;
    for (int[] c : new int[][] {x, y}) {
      int n = c[0] + c[1] + c[2];
      if (n == 0) continue;
      score += c[1] * LLR_DELTA_ZERO;
      score += (c[0] + c[2]) * LLR_DELTA_ONE;
      total += n;
    }
    return total == 0 ? 0.0 : score / total;
  }

  /** P-value of a chi-squared test (2 degrees of freedom) against 25/50/25 %, or null. */
  static Double chiSquared(int[] c) {
    int n = c[0] + c[1] + c[2];
    if (n < MIN_CHI_SQUARED_EVENTS) return null;
    double nf = n;
    double[] expected = {0.25 * nf, 0.50 * nf, 0.25 * nf};
    double chi = 0.0;
    for (int i = 0; i < 3; i++) {
      if (expected[i] > 0.0) {
        double d = c[i] - expected[i];
        chi += d * d / expected[i];
      }
    }
    return chi <= 0.0 ? 1.0 : Math.exp(-chi / 2.0);
  }

  private static String pct(int count, int total) {
    return fixed(total == 0 ? 0.0 : count / (double) total * 100.0, 1);
  }

  /** The summary finding and one finding per target, worst first (ties by target). */
  private static List<Finding> fuzzFindings(List<FuzzEvent> events, double llr) {
    List<Finding> out = new ArrayList<>();
    double totalLlr = llr * events.size();
    double log10Odds = -totalLlr * LOG10_E;
    out.add(
        new Finding(
            llr, "1 in 10^" + fixed(log10Odds, 0) + " odds of occurring by chance", List.of()));
    Map<Long, List<FuzzEvent>> perTarget = new HashMap<>();
    for (FuzzEvent e : events) perTarget.computeIfAbsent(e.target, x -> new ArrayList<>()).add(e);
    record Target(long key, double llr, List<FuzzEvent> events) {}
    List<Target> ts = new ArrayList<>();
    for (Map.Entry<Long, List<FuzzEvent>> e : perTarget.entrySet()) {
      int[][] d = deltas(e.getValue());
      ts.add(new Target(e.getKey(), llr(d[0], d[1]), e.getValue()));
    }
    ts.sort(
        (a, b) -> {
          int c = Double.compare(a.llr, b.llr);
          return c != 0 ? c : Long.compare(a.key, b.key);
        });
    for (Target t : ts) {
      double tx = kx(t.key) * UNIT;
      double ty = ky(t.key) * UNIT;
      int n = t.events.size();
      int[][] d = deltas(t.events);
      int xt = d[0][0] + d[0][1] + d[0][2];
      int yt = d[1][0] + d[1][1] + d[1][2];
      StringBuilder reason =
          new StringBuilder()
              .append("Target coordinate (")
              .append(fixed(tx, 4))
              .append(", ")
              .append(fixed(ty, 4))
              .append(") \u2014 ")
              .append(n)
              .append(n == 1 ? " transition:" : " transitions:");
      if (xt > 0) axis(reason, "X", d[0], xt);
      if (yt > 0) axis(reason, "Y", d[1], yt);
      out.add(new Finding(t.llr, reason.toString(), List.of(new StickCoord(tx, ty))));
    }
    return out;
  }

  private static void axis(StringBuilder b, String name, int[] c, int total) {
    b.append("\n  ")
        .append(name)
        .append("-axis: ")
        .append(pct(c[1], total))
        .append("% unchanged, ")
        .append(pct(c[2], total))
        .append("% +1, ")
        .append(pct(c[0], total))
        .append("% -1 (expected ~50% / ~25% / ~25%)");
  }

  // ---- handwarmer

  /**
   * Whether the game is a warm-up: no frames, fewer than {@link
   * MeleeControllerRuleset#HANDWARMER_FRAMES} frames with a player, or a player alive and idle in
   * the deadzone for more than {@link MeleeControllerRuleset#HANDWARMER_IDLE_FRAMES} frames.
   */
  static boolean handwarmer(int frames, List<PlayerInputs> players, List<Sticks> sticks) {
    if (frames == 0) return true;
    for (int p = 0; p < players.size(); p++) {
      if (frames < HANDWARMER_FRAMES) return true;
      PlayerInputs in = players.get(p);
      Sticks s = sticks.get(p);
      int idle = 0;
      for (int i = 0; i < in.rows; i++) {
        if (in.stocks[i] == 0) {
          idle = 0;
          continue;
        }
        if (Math.abs(s.x[i]) < HANDWARMER_DEADZONE && Math.abs(s.y[i]) < HANDWARMER_DEADZONE)
          idle++;
        else idle = 0;
        if (idle > HANDWARMER_IDLE_FRAMES) return true;
      }
    }
    return false;
  }
}
