package org.replays4j.slippi.ruleset;

import org.replays4j.slippi.SlippiGame;

/**
 * Every threshold and coordinate table of the Melee controller ruleset as this package checks it,
 * in one place. The values are those of slp-enforcer {@value #ENFORCER_VERSION} (libenforcer, whose
 * checks implement the Melee Controller Ruleset of 2024); results equal slp-enforcer's on the games
 * it reads. Stick coordinates are in the game's unit: {@code -1.0 .. 1.0}, one raw step being
 * {@code 1/80} ({@link #UNIT}).
 */
public final class MeleeControllerRuleset {
  private MeleeControllerRuleset() {}

  /** The ruleset these checks implement. */
  public static final String RULESET = "Melee Controller Ruleset (2024)";

  /** The slp-enforcer release whose checks, thresholds and messages are reproduced here. */
  public static final String ENFORCER_VERSION = "2.3.3";

  /** {@link #RULESET} and {@link #ENFORCER_VERSION} in one line, for reports. */
  public static final String VERSION = RULESET + ", as slp-enforcer " + ENFORCER_VERSION;

  /** One raw stick step in normalized units. */
  public static final double UNIT = 1.0 / 80.0;

  /** Raw stick magnitude the game clamps to (raw units). */
  public static final float STICK_RADIUS = 80f;

  /** Tolerance of coordinate equality (normalized units). */
  public static final double EPSILON = 0.0001;

  /** First frame number of every game: frame index {@code i} is frame {@code i + FIRST_FRAME}. */
  public static final int FIRST_FRAME = SlippiGame.FIRST_FRAME;

  // ---- controller type

  /** Off-axis values below this (and above zero) are small: an analog stick's mark. */
  public static final double ANALOG_SMALL_OFF_AXIS = 0.08;

  /** An analog stick: at least this share of frames with a small off-axis value ... */
  public static final double ANALOG_SMALL_OFF_AXIS_SHARE = 0.02;

  /** ... and at least this many distinct such coordinates. */
  public static final int ANALOG_SMALL_OFF_AXIS_DISTINCT = 32;

  /** Or: at least this many distinct coordinates on the rim (magnitude 1 or more) ... */
  public static final int ANALOG_RIM_DISTINCT = 40;

  /** ... and at least this many distinct on-axis coordinates short of full. */
  public static final int ANALOG_ON_AXIS_DISTINCT = 100;

  /** Distinct rim coordinates an analog stick can reach (the denominator of the rim share). */
  public static final int RIM_COORDINATES = 432;

  /** Slack added to each axis before testing whether a coordinate is on the rim. */
  public static final double RIM_SLACK = 0.0125;

  /** Games shorter than this (frames) have their rim share boosted in proportion. */
  public static final int RIM_BOOST_FRAMES = 10800;

  /** Below this rim share the controller is digital (box). */
  public static final double BOX_RIM_SHARE = 0.50;

  // ---- travel time (box)

  /** A box must show travel coordinates between at least this share of its targets. */
  public static final double MIN_TRAVEL_SHARE = 0.25;

  // ---- disallowed c-stick values (box)

  /** A c-stick X value a box may not produce (normalized; compared within {@link #EPSILON}). */
  public static final double DISALLOWED_CSTICK_X1 = 0.8;

  /** The other c-stick X value a box may not produce. */
  public static final double DISALLOWED_CSTICK_X2 = 0.6625;

  // ---- crouch-uptilt (box)

  /** Action state of crouching (SquatWait). */
  public static final int CROUCH_STATE = 0x28;

  /** Action state of the up-tilt (AttackHi3). */
  public static final int UPTILT_STATE = 0x38;

  /** An up-tilt this many frames or fewer after a crouch frame is a violation. */
  public static final int CROUCH_UPTILT_FRAMES = 3;

  /** Coordinates shown as evidence of a crouch-uptilt, from the crouch frame. */
  public static final int CROUCH_UPTILT_EVIDENCE = 4;

  // ---- SDI (box)

  /** Each axis within this is the deadzone region; beyond it on both axes, a diagonal. */
  public static final double SDI_DEADZONE = 0.2875;

  /** Magnitude (diagonals) or axis value (cardinals) of a full press. */
  public static final double SDI_FULL = 0.7;

  /** Rule 1: frames looked ahead of a neutral frame (inclusive). */
  public static final int SDI_RULE1_LOOKAHEAD = 9;

  /** Rule 1: two SDI inputs this many frames apart or closer are too fast. */
  public static final int SDI_RULE1_MIN_GAP = 4;

  /** Rule 1: tilt-zone frames tolerated on the way to the SDI region. */
  public static final int SDI_RULE1_MAX_TILT_FRAMES = 3;

  /** Rule 1: a run with more distinct coordinates than this had travel and is tolerated. */
  public static final int SDI_RULE1_MAX_UNIQUE = 2;

  /** Rule 1: coordinates shown as evidence. */
  public static final int SDI_RULE1_EVIDENCE = 10;

  /** Rules 2 and 3: frames looked ahead. */
  public static final int SDI_RULE23_LOOKAHEAD = 4;

  /** Rules 2 and 3: coordinates shown as evidence. */
  public static final int SDI_RULE23_EVIDENCE = 5;

  // ---- input fuzzing (box)

  /** A non-cardinal target this far from the centre or farther is on the rim and exempt. */
  public static final double FUZZ_RIM_MAGNITUDE = 0.975;

  /** Log-likelihood ratio of an event with no fuzz offset: {@code ln(0.50 / 0.95)}, rounded. */
  public static final double LLR_DELTA_ZERO = -0.6418538;

  /** Log-likelihood ratio of an event with a ±1 offset: {@code ln(0.25 / 0.025)}, rounded. */
  public static final double LLR_DELTA_ONE = 2.3025851;

  /**
   * The test fails when the summed log-likelihood ratio over all axis events is below minus this
   * (nats): strong cumulative evidence of no fuzzing ({@code exp(-6.5)} is about 0.15 %).
   */
  public static final double FUZZ_FAIL_NATS = 6.5;

  /** Fewer events on an axis than this: no chi-squared p-value for it. */
  public static final int MIN_CHI_SQUARED_EVENTS = 20;

  // ---- GoomWave clamping (analog)

  /** An off-axis value below this (and not zero) is what an unclamped analog stick produces. */
  public static final double GOOMWAVE_SMALL = 0.08;

  // ---- uptilt rounding (analog)

  /** The uptilt zone: {@code |x| <} this ... */
  public static final double UPTILT_MAX_X = 0.2876;

  /** ... and {@code y} strictly between this ... */
  public static final double UPTILT_MIN_Y = 0.199;

  /** ... and this. */
  public static final double UPTILT_MAX_Y = 0.2749;

  /** The boundary a rounding controller snaps uptilts to. */
  public static final double UPTILT_BOUNDARY = 0.2875;

  /** At least this many coordinates at the boundary (and none in the zone) is rounding. */
  public static final int UPTILT_MIN_BOUNDARY = 5;

  // ---- handwarmer

  /** A game shorter than this (frames) is a handwarmer. */
  public static final int HANDWARMER_FRAMES = 3600;

  /** A player in the deadzone for more than this many consecutive frames makes a handwarmer. */
  public static final int HANDWARMER_IDLE_FRAMES = 600;

  /** The handwarmer test's deadzone: both axes strictly within this. */
  public static final double HANDWARMER_DEADZONE = 0.2875;
}
