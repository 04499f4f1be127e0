package org.replays4j.slippi.ruleset;

import java.util.ArrayList;
import java.util.Comparator;
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

  static RulesetReport report(
      GameStart start,
      GameEnd end,
      boolean metadata,
      Damage damage,
      int frames,
      List<PlayerInputs> players) {
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
    List<RulesetChecks.Sticks> sticks = new ArrayList<>();
    for (PlayerInputs in : players) sticks.add(new RulesetChecks.Sticks(in));
    List<PlayerVerdict> out = new ArrayList<>();
    boolean processed = false;
    for (int p = 0; p < players.size(); p++) {
      PlayerInputs in = players.get(p);
      PlayerVerdict v = player(in, sticks.get(p));
      processed |= v.frames() > 0 && !v.rawStick();
      out.add(v);
    }
    if (processed)
      notes.add(
          "the main stick's raw values are recorded from Slippi 3.15.0: the checks read the game's"
              + " processed values, as slp-enforcer does; in them the game's deadzone hides small"
              + " off-axis values, so GoomWave clamping is reported for analog sticks that do not clamp");
    boolean handwarmer = RulesetChecks.handwarmer(frames, players, sticks);
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
    boolean legal = checks.stream().noneMatch(CheckResult::failed);
    return new PlayerVerdict(
        in.port, type, legal, s.n, in.rawStick(), checks, fuzz, sticks(s, checks));
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
    // frames per coordinate, -0.0 counted as 0.0; one entry per run: a held stick costs one lookup
    CoordSet frames = new CoordSet();
    for (int i = 0; i < s.n; i++) {
      int j = i;
      while (j + 1 < s.n && s.x[j + 1] == s.x[i] && s.y[j + 1] == s.y[i]) j++;
      frames.count(s.x[i] + 0.0, s.y[i] + 0.0, j - i + 1);
      i = j;
    }
    List<StickUse> out = new ArrayList<>(frames.size());
    frames.forEach((x, y, n) -> out.add(new StickUse(x, y, n, cited.contains(micro(x), micro(y)))));
    out.sort(COORDINATE_ORDER);
    return out;
  }

  /** Stick uses by x, then y ({@link Double#compare}). */
  private static final Comparator<StickUse> COORDINATE_ORDER =
      (a, b) -> {
        int c = Double.compare(a.x(), b.x());
        return c != 0 ? c : Double.compare(a.y(), b.y());
      };

  /** A coordinate to a millionth, as a whole number (of type double, for the coordinate set). */
  private static double micro(double v) {
    return Math.round(v * 1e6);
  }
}
