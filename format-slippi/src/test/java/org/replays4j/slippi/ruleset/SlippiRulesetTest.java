package org.replays4j.slippi.ruleset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.replays4j.slippi.ruleset.RulesetGame.analogSweep;
import static org.replays4j.slippi.ruleset.RulesetGame.hold;
import static org.replays4j.slippi.ruleset.RulesetGame.seq;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.replays4j.slippi.SlippiDecoder;
import org.replays4j.slippi.SlippiGame;
import org.replays4j.slippi.ruleset.RulesetGame.Input;

/** Each check of the ruleset tripped and passed at its threshold, on games written here. */
class SlippiRulesetTest {
  private static PlayerVerdict only(List<Input> frames) throws Exception {
    RulesetReport r = SlippiRuleset.analyze(new RulesetGame().player(frames).bytes());
    assertThat(r.players()).hasSize(1);
    return r.players().get(0);
  }

  /** Targets (held 2 frames) with a travel frame between the first {@code travels} pairs. */
  private static List<Input> targets(int count, int travels) {
    List<Input> out = new ArrayList<>();
    for (int t = 0; t < count; t++) {
      int x = t % 2 == 0 ? 80 : -80;
      if (t > 0 && t <= travels) out.add(Input.stick(0, 0));
      out.addAll(hold(x, 0, 2));
    }
    return out;
  }

  @Test
  void aBoxMustTravelBetweenAtLeastAQuarterOfItsTargets() throws Exception {
    // 5 targets, 4 changes, 1 with travel: 25 % passes
    PlayerVerdict pass = only(targets(5, 1));
    assertThat(pass.controller()).isEqualTo(ControllerType.BOX);
    CheckResult ok = pass.check(RulesetCheck.TRAVEL_TIME);
    assertThat(ok.verdict()).isEqualTo(Verdict.PASS);
    assertThat(ok.findings().get(0).metric()).isEqualTo(0.25);
    assertThat(ok.findings().get(0).reason()).isEqualTo("Travel coordinate hit rate: 25.0%");
    // 6 targets, 5 changes, 1 with travel: 20 % fails
    CheckResult bad = only(targets(6, 1)).check(RulesetCheck.TRAVEL_TIME);
    assertThat(bad.verdict()).isEqualTo(Verdict.FAIL);
    assertThat(bad.findings().get(0).metric()).isEqualTo(0.2);
    assertThat(bad.findings().get(0).reason())
        .isEqualTo("Fewer than 25% of coordinates had travel (20.0%)");
  }

  @Test
  void aBoxMayNotProduceTheDisallowedCStickValues() throws Exception {
    List<Input> frames = seq(targets(5, 4));
    frames.set(3, new Input(0, 0, 0.8f, 0.5f, 0x0E, 4));
    PlayerVerdict v = only(frames);
    CheckResult r = v.check(RulesetCheck.DISALLOWED_CSTICK);
    assertThat(r.verdict()).isEqualTo(Verdict.FAIL);
    assertThat(r.findings()).hasSize(1);
    Finding f = r.findings().get(0);
    assertThat(f.metric()).isEqualTo(3.0);
    assertThat(f.reason()).isEqualTo("Disallowed C-Stick coordinate: x=0.800000011920929");
    assertThat(f.evidence()).containsExactly(new StickCoord(0.8f, 0.5f));
    assertThat(v.legal()).isFalse();
    // one step (1/80) away is allowed
    frames.set(3, new Input(0, 0, 0.7875f, 0.5f, 0x0E, 4));
    assertThat(only(frames).check(RulesetCheck.DISALLOWED_CSTICK).verdict())
        .isEqualTo(Verdict.PASS);
  }

  private static List<Input> crouchThenUptilt(int gap) {
    List<Input> frames = seq(targets(5, 4));
    frames.add(new Input(0, -60, 0f, 0f, MeleeControllerRuleset.CROUCH_STATE, 4));
    for (int i = 1; i < gap; i++) frames.add(new Input(0, 0, 0f, 0f, 0x0E, 4));
    frames.add(new Input(0, 60, 0f, 0f, MeleeControllerRuleset.UPTILT_STATE, 4));
    frames.addAll(hold(0, 0, 4));
    return frames;
  }

  @Test
  void theCoordinatesUsedAreCountedInCoordinateOrderWithThoseAFailedCheckCitesMarked()
      throws Exception {
    List<Input> frames = crouchThenUptilt(3);
    PlayerVerdict v = only(frames);
    Map<StickCoord, Integer> counts = new HashMap<>();
    for (Input in : frames)
      counts.merge(new StickCoord(in.rawX() / 80.0, in.rawY() / 80.0), 1, Integer::sum);
    // the game's idle frames before and after the written ones sit at the centre
    counts.merge(new StickCoord(0, 0), v.frames() - frames.size(), Integer::sum);
    Set<StickCoord> cited =
        new HashSet<>(v.check(RulesetCheck.CROUCH_UPTILT).findings().get(0).evidence());
    assertThat(cited).hasSize(3);
    List<StickUse> expected = new ArrayList<>();
    counts.forEach((c, n) -> expected.add(new StickUse(c.x(), c.y(), n, cited.contains(c))));
    expected.sort(Comparator.comparingDouble(StickUse::x).thenComparingDouble(StickUse::y));
    assertThat(v.sticks()).isEqualTo(expected);
  }

  @Test
  void aBoxMayNotUptiltWithinThreeFramesOfACrouch() throws Exception {
    CheckResult bad = only(crouchThenUptilt(3)).check(RulesetCheck.CROUCH_UPTILT);
    assertThat(bad.verdict()).isEqualTo(Verdict.FAIL);
    Finding f = bad.findings().get(0);
    int crouchFrame = targets(5, 4).size() - 123;
    assertThat(f.metric()).isEqualTo(crouchFrame);
    assertThat(f.reason())
        .isEqualTo(
            "Crouch-uptilt occurred within 3 frames (frame "
                + crouchFrame
                + " to "
                + (crouchFrame + 3)
                + ")");
    assertThat(f.evidence())
        .containsExactly(
            new StickCoord(0, -0.75),
            new StickCoord(0, 0),
            new StickCoord(0, 0),
            new StickCoord(0, 0.75));
    assertThat(only(crouchThenUptilt(4)).check(RulesetCheck.CROUCH_UPTILT).verdict())
        .isEqualTo(Verdict.PASS);
  }

  /**
   * The SDI check reports a failure of rule {@code rule} after the {@code fast} moves, not after
   * the {@code slow} ones; each follows the targets of a box and is followed by {@code neutral}
   * neutral frames. The result of {@code fast}.
   */
  private static CheckResult sdiRule(int rule, List<Input> fast, List<Input> slow, int neutral)
      throws Exception {
    String reason = "Failed SDI rule #" + rule;
    CheckResult bad = only(seq(targets(5, 4), fast, hold(0, 0, neutral))).check(RulesetCheck.SDI);
    assertThat(bad.findings()).extracting(Finding::reason).contains(reason);
    CheckResult good = only(seq(targets(5, 4), slow, hold(0, 0, neutral))).check(RulesetCheck.SDI);
    assertThat(good.findings()).extracting(Finding::reason).doesNotContain(reason);
    return bad;
  }

  @Test
  void aBoxMayNotReturnToTheSameDiagonalTwiceWithinFourFramesOfACardinal() throws Exception {
    // rule 2: N, NE, N, NE: the diagonal twice within 4 frames; the second diagonal one frame
    // later (5 frames after the cardinal) passes
    List<Input> fast = seq(hold(0, 80, 1), hold(56, 56, 1), hold(0, 80, 1), hold(56, 56, 1));
    List<Input> slow = seq(hold(0, 80, 1), hold(56, 56, 1), hold(0, 80, 3), hold(56, 56, 1));
    assertThat(sdiRule(2, fast, slow, 8).verdict()).isEqualTo(Verdict.FAIL);
  }

  @Test
  void aBoxMayNotAlternateAdjacentDiagonalsWithinFourFrames() throws Exception {
    // rule 3: NE, NW, NE within 4 frames
    sdiRule(
        3,
        seq(hold(56, 56, 2), hold(-56, 56, 2), hold(56, 56, 1)),
        seq(hold(56, 56, 2), hold(-56, 56, 4), hold(56, 56, 1)),
        8);
  }

  @Test
  void aBoxMayNotTapOneDirectionFromNeutralFasterThanOnceEveryFiveFrames() throws Exception {
    // rule 1: neutral, E, neutral, E: the second press 2 frames after the first, no travel
    List<Input> fast = seq(hold(0, 0, 10), hold(80, 0, 1), hold(0, 0, 1), hold(80, 0, 1));
    sdiRule(1, fast, seq(hold(0, 0, 10), hold(80, 0, 1), hold(0, 0, 4), hold(80, 0, 1)), 12);
  }

  /** {@code holds} holds of the unfuzzed coordinate (40, 40) between neutral holds. */
  private static List<Input> unfuzzed(int holds) {
    List<Input> out = seq(targets(5, 4));
    for (int i = 0; i < holds; i++) {
      out.addAll(hold(0, 0, 2));
      out.add(Input.stick(20, 20));
      out.addAll(hold(40, 40, 2));
    }
    out.addAll(hold(0, 0, 2));
    return out;
  }

  @Test
  void aBoxThatDoesNotFuzzFailsOnceTheEvidenceExceedsSixAndAHalfNats() throws Exception {
    // 5 holds × 2 axes × ln(0.50/0.95) = -6.42 nats: not enough evidence
    PlayerVerdict five = only(unfuzzed(5));
    assertThat(five.fuzzing().pass()).isTrue();
    assertThat(five.fuzzing().events()).isEqualTo(5);
    assertThat(five.fuzzing().observedX()).isEqualTo(new FuzzingTest.DeltaCounts(0, 5, 0));
    assertThat(five.fuzzing().llrScore()).isEqualTo(MeleeControllerRuleset.LLR_DELTA_ZERO);
    assertThat(five.check(RulesetCheck.INPUT_FUZZING).verdict()).isEqualTo(Verdict.PASS);
    // 6 holds: -7.70 nats, fails
    PlayerVerdict six = only(unfuzzed(6));
    assertThat(six.fuzzing().pass()).isFalse();
    CheckResult r = six.check(RulesetCheck.INPUT_FUZZING);
    assertThat(r.verdict()).isEqualTo(Verdict.FAIL);
    assertThat(r.findings()).hasSize(2);
    assertThat(r.findings().get(0).reason()).isEqualTo("1 in 10^2 odds of occurring by chance");
    assertThat(r.findings().get(1).evidence()).containsExactly(new StickCoord(0.5, 0.5));
    assertThat(r.findings().get(1).reason())
        .startsWith("Target coordinate (0.5000, 0.5000) \u2014 6 transitions:");
  }

  @Test
  void aFuzzingBoxPasses() throws Exception {
    List<Input> out = seq(targets(5, 4));
    int[][] offsets = {{0, 0}, {1, 0}, {-1, 0}, {0, 1}, {0, -1}, {0, 0}, {1, 1}, {-1, -1}};
    for (int k = 0; k < 4; k++) {
      for (int[] o : offsets) {
        out.addAll(hold(0, 0, 2));
        out.add(Input.stick(20, 20));
        out.addAll(hold(40 + o[0], 40 + o[1], 2));
      }
    }
    PlayerVerdict v = only(out);
    assertThat(v.fuzzing().pass()).isTrue();
    assertThat(v.fuzzing().llrScore()).isPositive();
  }

  /** An analog stick with clamped small values: every off-axis value at least 0.0875. */
  private static List<Input> clamped() {
    return seq(analogSweep(150), hold(0, 0, 3));
  }

  @Test
  void anAnalogStickWithoutSmallOffAxisValuesIsClampedLikeAGoomWave() throws Exception {
    PlayerVerdict v = only(clamped());
    assertThat(v.controller()).isEqualTo(ControllerType.ANALOG);
    CheckResult r = v.check(RulesetCheck.GOOMWAVE);
    assertThat(r.verdict()).isEqualTo(Verdict.FAIL);
    assertThat(r.findings().get(0).metric()).isZero();
    assertThat(v.check(RulesetCheck.TRAVEL_TIME).verdict()).isEqualTo(Verdict.NOT_APPLICABLE);
    assertThat(v.check(RulesetCheck.TRAVEL_TIME).reason())
        .isEqualTo("applies to box controllers; this player used an analog stick");
    // one value just under 0.08 off the axis (6/80 = 0.075) is an unclamped stick
    List<Input> natural = seq(clamped(), hold(6, 40, 1), hold(0, 0, 2));
    assertThat(only(natural).check(RulesetCheck.GOOMWAVE).verdict()).isEqualTo(Verdict.PASS);
  }

  @Test
  void anAnalogStickMayNotRoundUptiltsToTheBoundary() throws Exception {
    // 23/80 = 0.2875: the boundary; five frames there and none inside the zone is rounding
    List<Input> five = seq(clamped(), hold(0, 23, 5));
    CheckResult r = only(five).check(RulesetCheck.UPTILT_ROUNDING);
    assertThat(r.verdict()).isEqualTo(Verdict.FAIL);
    assertThat(r.findings().get(0).metric()).isEqualTo(5.0);
    assertThat(r.findings().get(0).reason())
        .isEqualTo(
            "Uptilt rounding detected: 5 coordinates at exact boundary, 0 in intermediate zone");
    assertThat(only(seq(clamped(), hold(0, 23, 4))).check(RulesetCheck.UPTILT_ROUNDING).verdict())
        .isEqualTo(Verdict.PASS);
    // one frame inside the zone (20/80 = 0.25) is a natural stick
    List<Input> natural = seq(clamped(), hold(0, 20, 1), hold(0, 23, 5));
    assertThat(only(natural).check(RulesetCheck.UPTILT_ROUNDING).verdict()).isEqualTo(Verdict.PASS);
  }

  /**
   * {@code frames} frames, moving every other frame, with {@code idle} neutral frames at the end.
   */
  private static List<Input> moving(int frames, int idle) {
    List<Input> out = new ArrayList<>();
    for (int i = 0; out.size() < frames - idle; i++) out.add(Input.stick(i % 2 == 0 ? 80 : -80, 0));
    out.addAll(hold(0, 0, idle));
    return out;
  }

  /** Whether a game of one player {@link #moving} is a handwarmer. */
  private static boolean handwarmer(int frames, int idle) throws Exception {
    return SlippiRuleset.analyze(new RulesetGame().player(moving(frames, idle)).bytes())
        .handwarmer();
  }

  @Test
  void aGameUnderAMinuteOrWithAPlayerIdleOverTenSecondsIsAHandwarmer() throws Exception {
    assertThat(handwarmer(3599, 0)).isTrue();
    assertThat(handwarmer(3600, 0)).isFalse();
    assertThat(handwarmer(3700, 600)).isFalse();
    assertThat(handwarmer(3700, 601)).isTrue();
  }

  @Test
  void theGameStreamAndBytesWaysInAgree() throws Exception {
    byte[] file = new RulesetGame().player(unfuzzed(6)).player(clamped()).bytes();
    RulesetReport bytes = SlippiRuleset.analyze(file);
    assertThat(SlippiRuleset.analyze(new ByteArrayInputStream(file))).isEqualTo(bytes);
    // without rollback, the decoded game's frames are the frames as written
    assertThat(SlippiRuleset.analyze(SlippiGame.read(file))).isEqualTo(bytes);
    assertThat(bytes.players()).extracting(PlayerVerdict::port).containsExactly(0, 1);
    assertThat(bytes.players())
        .extracting(p -> p.violations().stream().map(CheckResult::check).toList())
        .containsExactly(List.of(RulesetCheck.INPUT_FUZZING), List.of(RulesetCheck.GOOMWAVE));
    assertThat(bytes.partial()).isFalse();
    assertThat(bytes.notes()).isEmpty();
    assertThat(bytes.ruleset()).isEqualTo(MeleeControllerRuleset.VERSION);
  }

  /**
   * The verdicts (what the ruleset table reads) are the whole report with each finding's text and
   * evidence left out, no findings for a failed fuzzing test and each player's coordinate list
   * empty, on a game where checks fail with evidence, the fuzzing test among them.
   */
  @Test
  void theVerdictsAreTheReportWithoutTextEvidenceOrSticks() throws Exception {
    byte[] file =
        new RulesetGame().player(crouchThenUptilt(3)).player(unfuzzed(6)).player(clamped()).bytes();
    SlippiDecoder decoder = SlippiDecoder.builder().salvage(true).build();
    RulesetReport whole = decoder.collect(file, new RulesetVisitor(null)).report();
    RulesetReport verdicts = decoder.collect(file, new RulesetVisitor(null)).verdicts();
    assertThat(whole).isEqualTo(SlippiRuleset.analyze(file));
    assertThat(whole.players()).allSatisfy(p -> assertThat(p.sticks()).isNotEmpty());
    assertThat(whole.players())
        .flatExtracting(PlayerVerdict::violations)
        .extracting(CheckResult::check)
        .contains(RulesetCheck.CROUCH_UPTILT, RulesetCheck.INPUT_FUZZING);
    assertThat(whole.players())
        .flatExtracting(PlayerVerdict::checks)
        .flatExtracting(CheckResult::findings)
        .anySatisfy(f -> assertThat(f.evidence()).isNotEmpty());
    List<PlayerVerdict> bare = new ArrayList<>();
    for (PlayerVerdict p : whole.players()) {
      List<CheckResult> checks = new ArrayList<>();
      for (CheckResult c : p.checks()) {
        List<Finding> findings = new ArrayList<>();
        if (c.check() != RulesetCheck.INPUT_FUZZING)
          for (Finding f : c.findings()) findings.add(new Finding(f.metric(), "", List.of()));
        checks.add(new CheckResult(c.check(), c.verdict(), findings, c.reason()));
      }
      bare.add(
          new PlayerVerdict(
              p.port(),
              p.controller(),
              p.legal(),
              p.frames(),
              p.rawStick(),
              checks,
              p.fuzzing(),
              List.of()));
    }
    assertThat(verdicts)
        .isEqualTo(
            new RulesetReport(
                whole.ruleset(),
                whole.handwarmer(),
                whole.partial(),
                whole.damage(),
                bare,
                whole.notes()));
  }
}
