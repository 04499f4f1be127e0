package org.replays4j.slippi.stats;

/**
 * The common action states of Melee (ids 0x000..0x155 are shared by every character; higher ids are
 * character specific), by the game's own debug names, plus {@link #UNKNOWN}. It holds every state
 * the stats rules test (docs/formats/slippi-stats.md §2) and the common ones around them;
 * item-holding states (0x05E..0x0B1) and character-specific states are not named. {@link #of(int)}
 * maps an id to its constant.
 */
public enum ActionState {
  DEAD_DOWN(0x000, "DeadDown", "KO off the bottom blast zone"),
  DEAD_LEFT(0x001, "DeadLeft", "KO off the left blast zone"),
  DEAD_RIGHT(0x002, "DeadRight", "KO off the right blast zone"),
  DEAD_UP(0x003, "DeadUp", "KO off the top blast zone"),
  DEAD_UP_STAR(0x004, "DeadUpStar", "star KO"),
  DEAD_UP_STAR_ICE(0x005, "DeadUpStarIce", "star KO (Icicle Mountain)"),
  DEAD_UP_FALL(0x006, "DeadUpFall", "screen KO, falling"),
  DEAD_UP_FALL_HIT_CAMERA(0x007, "DeadUpFallHitCamera", "screen KO, hitting the camera"),
  DEAD_UP_FALL_HIT_CAMERA_FLAT(
      0x008, "DeadUpFallHitCameraFlat", "screen KO, flat against the camera"),
  DEAD_UP_FALL_ICE(0x009, "DeadUpFallIce", "screen KO, falling (Icicle Mountain)"),
  DEAD_UP_FALL_HIT_CAMERA_ICE(
      0x00A, "DeadUpFallHitCameraIce", "screen KO, hitting the camera (Icicle Mountain)"),
  SLEEP(0x00B, "Sleep", "not in play (e.g. waiting to respawn)"),
  REBIRTH(0x00C, "Rebirth", "respawning"),
  REBIRTH_WAIT(0x00D, "RebirthWait", "waiting on the respawn platform"),
  WAIT(0x00E, "Wait", "standing"),
  WALK_SLOW(0x00F, "WalkSlow", "walking slowly"),
  WALK_MIDDLE(0x010, "WalkMiddle", "walking"),
  WALK_FAST(0x011, "WalkFast", "walking fast"),
  TURN(0x012, "Turn", "turning around"),
  TURN_RUN(0x013, "TurnRun", "turning around while running"),
  DASH(0x014, "Dash", "dashing"),
  RUN(0x015, "Run", "running"),
  RUN_DIRECT(0x016, "RunDirect", "starting to run"),
  RUN_BRAKE(0x017, "RunBrake", "stopping a run"),
  KNEE_BEND(0x018, "KneeBend", "jump squat"),
  JUMP_F(0x019, "JumpF", "jumping forward"),
  JUMP_B(0x01A, "JumpB", "jumping backward"),
  JUMP_AERIAL_F(0x01B, "JumpAerialF", "double jump forward"),
  JUMP_AERIAL_B(0x01C, "JumpAerialB", "double jump backward"),
  FALL(0x01D, "Fall", "falling"),
  FALL_F(0x01E, "FallF", "falling, drifting forward"),
  FALL_B(0x01F, "FallB", "falling, drifting backward"),
  FALL_AERIAL(0x020, "FallAerial", "falling after a double jump"),
  FALL_AERIAL_F(0x021, "FallAerialF", "falling after a double jump, drifting forward"),
  FALL_AERIAL_B(0x022, "FallAerialB", "falling after a double jump, drifting backward"),
  FALL_SPECIAL(0x023, "FallSpecial", "helpless fall"),
  FALL_SPECIAL_F(0x024, "FallSpecialF", "helpless fall, drifting forward"),
  FALL_SPECIAL_B(0x025, "FallSpecialB", "helpless fall, drifting backward"),
  DAMAGE_FALL(0x026, "DamageFall", "tumble"),
  SQUAT(0x027, "Squat", "crouching down"),
  SQUAT_WAIT(0x028, "SquatWait", "crouching"),
  SQUAT_RV(0x029, "SquatRv", "standing up from a crouch"),
  LANDING(0x02A, "Landing", "landing"),
  LANDING_FALL_SPECIAL(
      0x02B, "LandingFallSpecial", "special landing (wavedash, waveland, helpless landing)"),
  ATTACK11(0x02C, "Attack11", "jab 1"),
  ATTACK12(0x02D, "Attack12", "jab 2"),
  ATTACK13(0x02E, "Attack13", "jab 3"),
  ATTACK100_START(0x02F, "Attack100Start", "rapid jab start"),
  ATTACK100_LOOP(0x030, "Attack100Loop", "rapid jab loop"),
  ATTACK100_END(0x031, "Attack100End", "rapid jab end"),
  ATTACK_DASH(0x032, "AttackDash", "dash attack"),
  ATTACK_S3_HI(0x033, "AttackS3Hi", "forward tilt, angled up"),
  ATTACK_S3_HI_S(0x034, "AttackS3HiS", "forward tilt, angled slightly up"),
  ATTACK_S3_S(0x035, "AttackS3S", "forward tilt"),
  ATTACK_S3_LW_S(0x036, "AttackS3LwS", "forward tilt, angled slightly down"),
  ATTACK_S3_LW(0x037, "AttackS3Lw", "forward tilt, angled down"),
  ATTACK_HI3(0x038, "AttackHi3", "up tilt"),
  ATTACK_LW3(0x039, "AttackLw3", "down tilt"),
  ATTACK_S4_HI(0x03A, "AttackS4Hi", "forward smash, angled up"),
  ATTACK_S4_HI_S(0x03B, "AttackS4HiS", "forward smash, angled slightly up"),
  ATTACK_S4_S(0x03C, "AttackS4S", "forward smash"),
  ATTACK_S4_LW_S(0x03D, "AttackS4LwS", "forward smash, angled slightly down"),
  ATTACK_S4_LW(0x03E, "AttackS4Lw", "forward smash, angled down"),
  ATTACK_HI4(0x03F, "AttackHi4", "up smash"),
  ATTACK_LW4(0x040, "AttackLw4", "down smash"),
  ATTACK_AIR_N(0x041, "AttackAirN", "neutral air"),
  ATTACK_AIR_F(0x042, "AttackAirF", "forward air"),
  ATTACK_AIR_B(0x043, "AttackAirB", "back air"),
  ATTACK_AIR_HI(0x044, "AttackAirHi", "up air"),
  ATTACK_AIR_LW(0x045, "AttackAirLw", "down air"),
  LANDING_AIR_N(0x046, "LandingAirN", "neutral air landing"),
  LANDING_AIR_F(0x047, "LandingAirF", "forward air landing"),
  LANDING_AIR_B(0x048, "LandingAirB", "back air landing"),
  LANDING_AIR_HI(0x049, "LandingAirHi", "up air landing"),
  LANDING_AIR_LW(0x04A, "LandingAirLw", "down air landing"),
  DAMAGE_HI1(0x04B, "DamageHi1", "hitstun, high, weak"),
  DAMAGE_HI2(0x04C, "DamageHi2", "hitstun, high, medium"),
  DAMAGE_HI3(0x04D, "DamageHi3", "hitstun, high, strong"),
  DAMAGE_N1(0x04E, "DamageN1", "hitstun, weak"),
  DAMAGE_N2(0x04F, "DamageN2", "hitstun, medium"),
  DAMAGE_N3(0x050, "DamageN3", "hitstun, strong"),
  DAMAGE_LW1(0x051, "DamageLw1", "hitstun, low, weak"),
  DAMAGE_LW2(0x052, "DamageLw2", "hitstun, low, medium"),
  DAMAGE_LW3(0x053, "DamageLw3", "hitstun, low, strong"),
  DAMAGE_AIR1(0x054, "DamageAir1", "hitstun in the air, weak"),
  DAMAGE_AIR2(0x055, "DamageAir2", "hitstun in the air, medium"),
  DAMAGE_AIR3(0x056, "DamageAir3", "hitstun in the air, strong"),
  DAMAGE_FLY_HI(0x057, "DamageFlyHi", "launched, upward"),
  DAMAGE_FLY_N(0x058, "DamageFlyN", "launched"),
  DAMAGE_FLY_LW(0x059, "DamageFlyLw", "launched, downward"),
  DAMAGE_FLY_TOP(0x05A, "DamageFlyTop", "launched, spinning upward"),
  DAMAGE_FLY_ROLL(0x05B, "DamageFlyRoll", "launched, tumbling"),
  LIGHT_GET(0x05C, "LightGet", "picking up a light item"),
  HEAVY_GET(0x05D, "HeavyGet", "picking up a heavy item"),
  GUARD_ON(0x0B2, "GuardOn", "raising shield"),
  GUARD(0x0B3, "Guard", "shielding"),
  GUARD_OFF(0x0B4, "GuardOff", "dropping shield"),
  GUARD_SET_OFF(0x0B5, "GuardSetOff", "shield stun"),
  GUARD_REFLECT(0x0B6, "GuardReflect", "powershield"),
  DOWN_BOUND_U(0x0B7, "DownBoundU", "missed tech, face up"),
  DOWN_WAIT_U(0x0B8, "DownWaitU", "lying face up"),
  DOWN_DAMAGE_U(0x0B9, "DownDamageU", "jab reset, face up"),
  DOWN_STAND_U(0x0BA, "DownStandU", "getting up, face up"),
  DOWN_ATTACK_U(0x0BB, "DownAttackU", "getup attack, face up"),
  DOWN_FOWARD_U(0x0BC, "DownFowardU", "getup roll forward, face up"),
  DOWN_BACK_U(0x0BD, "DownBackU", "getup roll backward, face up"),
  DOWN_SPOT_U(0x0BE, "DownSpotU", "getup in place, face up"),
  DOWN_BOUND_D(0x0BF, "DownBoundD", "missed tech, face down"),
  DOWN_WAIT_D(0x0C0, "DownWaitD", "lying face down"),
  DOWN_DAMAGE_D(0x0C1, "DownDamageD", "jab reset, face down"),
  DOWN_STAND_D(0x0C2, "DownStandD", "getting up, face down"),
  DOWN_ATTACK_D(0x0C3, "DownAttackD", "getup attack, face down"),
  DOWN_FOWARD_D(0x0C4, "DownFowardD", "getup roll forward, face down"),
  DOWN_BACK_D(0x0C5, "DownBackD", "getup roll backward, face down"),
  DOWN_SPOT_D(0x0C6, "DownSpotD", "getup in place, face down"),
  PASSIVE(0x0C7, "Passive", "tech in place"),
  PASSIVE_STAND_F(0x0C8, "PassiveStandF", "tech roll forward"),
  PASSIVE_STAND_B(0x0C9, "PassiveStandB", "tech roll backward"),
  PASSIVE_WALL(0x0CA, "PassiveWall", "wall tech"),
  PASSIVE_WALL_JUMP(0x0CB, "PassiveWallJump", "wall tech jump"),
  PASSIVE_CEIL(0x0CC, "PassiveCeil", "ceiling tech"),
  SHIELD_BREAK_FLY(0x0CD, "ShieldBreakFly", "shield break, flying"),
  SHIELD_BREAK_FALL(0x0CE, "ShieldBreakFall", "shield break, falling"),
  SHIELD_BREAK_DOWN_U(0x0CF, "ShieldBreakDownU", "shield break, lying face up"),
  SHIELD_BREAK_DOWN_D(0x0D0, "ShieldBreakDownD", "shield break, lying face down"),
  SHIELD_BREAK_STAND_U(0x0D1, "ShieldBreakStandU", "shield break, getting up face up"),
  SHIELD_BREAK_STAND_D(0x0D2, "ShieldBreakStandD", "shield break, getting up face down"),
  FURA_FURA(0x0D3, "FuraFura", "dizzy after a shield break"),
  CATCH(0x0D4, "Catch", "grab"),
  CATCH_PULL(0x0D5, "CatchPull", "grab connected, pulling in"),
  CATCH_DASH(0x0D6, "CatchDash", "dash grab"),
  CATCH_DASH_PULL(0x0D7, "CatchDashPull", "dash grab connected, pulling in"),
  CATCH_WAIT(0x0D8, "CatchWait", "holding a grabbed opponent"),
  CATCH_ATTACK(0x0D9, "CatchAttack", "pummel"),
  CATCH_CUT(0x0DA, "CatchCut", "grab released"),
  THROW_F(0x0DB, "ThrowF", "forward throw"),
  THROW_B(0x0DC, "ThrowB", "back throw"),
  THROW_HI(0x0DD, "ThrowHi", "up throw"),
  THROW_LW(0x0DE, "ThrowLw", "down throw"),
  CAPTURE_PULLED_HI(0x0DF, "CapturePulledHi", "being grabbed (pulled in, high)"),
  CAPTURE_WAIT_HI(0x0E0, "CaptureWaitHi", "held (high)"),
  CAPTURE_DAMAGE_HI(0x0E1, "CaptureDamageHi", "pummelled (high)"),
  CAPTURE_PULLED_LW(0x0E2, "CapturePulledLw", "being grabbed (pulled in, low)"),
  CAPTURE_WAIT_LW(0x0E3, "CaptureWaitLw", "held (low)"),
  CAPTURE_DAMAGE_LW(0x0E4, "CaptureDamageLw", "pummelled (low)"),
  CAPTURE_CUT(0x0E5, "CaptureCut", "grab broken"),
  CAPTURE_JUMP(0x0E6, "CaptureJump", "grab escaped by jumping"),
  CAPTURE_NECK(0x0E7, "CaptureNeck", "held by the neck"),
  CAPTURE_FOOT(0x0E8, "CaptureFoot", "held by the foot"),
  ESCAPE_F(0x0E9, "EscapeF", "roll forward"),
  ESCAPE_B(0x0EA, "EscapeB", "roll backward"),
  ESCAPE(0x0EB, "Escape", "spot dodge"),
  ESCAPE_AIR(0x0EC, "EscapeAir", "air dodge"),
  REBOUND_STOP(0x0ED, "ReboundStop", "attack clank"),
  REBOUND(0x0EE, "Rebound", "attack clank recoil"),
  THROWN_F(0x0EF, "ThrownF", "thrown forward"),
  THROWN_B(0x0F0, "ThrownB", "thrown backward"),
  THROWN_HI(0x0F1, "ThrownHi", "thrown up"),
  THROWN_LW(0x0F2, "ThrownLw", "thrown down"),
  THROWN_LW_WOMEN(0x0F3, "ThrownLwWomen", "thrown down (female characters)"),
  PASS(0x0F4, "Pass", "dropping through a platform"),
  OTTOTTO(0x0F5, "Ottotto", "teetering on an edge"),
  OTTOTTO_WAIT(0x0F6, "OttottoWait", "teetering on an edge (loop)"),
  FLY_REFLECT_WALL(0x0F7, "FlyReflectWall", "bouncing off a wall (missed wall tech)"),
  FLY_REFLECT_CEIL(0x0F8, "FlyReflectCeil", "bouncing off a ceiling"),
  STOP_WALL(0x0F9, "StopWall", "bumping into a wall"),
  STOP_CEIL(0x0FA, "StopCeil", "bumping into a ceiling"),
  MISS_FOOT(0x0FB, "MissFoot", "tripping over an edge"),
  CLIFF_CATCH(0x0FC, "CliffCatch", "grabbing the ledge"),
  CLIFF_WAIT(0x0FD, "CliffWait", "hanging on the ledge"),
  CLIFF_CLIMB_SLOW(0x0FE, "CliffClimbSlow", "ledge getup (100% or more)"),
  CLIFF_CLIMB_QUICK(0x0FF, "CliffClimbQuick", "ledge getup"),
  CLIFF_ATTACK_SLOW(0x100, "CliffAttackSlow", "ledge attack (100% or more)"),
  CLIFF_ATTACK_QUICK(0x101, "CliffAttackQuick", "ledge attack"),
  CLIFF_ESCAPE_SLOW(0x102, "CliffEscapeSlow", "ledge roll (100% or more)"),
  CLIFF_ESCAPE_QUICK(0x103, "CliffEscapeQuick", "ledge roll"),
  CLIFF_JUMP_SLOW1(0x104, "CliffJumpSlow1", "ledge jump (100% or more), start"),
  CLIFF_JUMP_SLOW2(0x105, "CliffJumpSlow2", "ledge jump (100% or more)"),
  CLIFF_JUMP_QUICK1(0x106, "CliffJumpQuick1", "ledge jump, start"),
  CLIFF_JUMP_QUICK2(0x107, "CliffJumpQuick2", "ledge jump"),
  APPEAL_R(0x108, "AppealR", "taunt, facing right"),
  APPEAL_L(0x109, "AppealL", "taunt, facing left"),
  BARREL_WAIT(0x125, "BarrelWait", "inside a Donkey Kong barrel (DK Jungle)"),
  /** A state this table does not name (id -1). */
  UNKNOWN(-1, "Unknown", "unknown action state");

  private static final ActionState[] BY_ID = IdIndex.of(values(), e -> e.id);

  private final int id;
  private final String debugName;
  private final String description;

  ActionState(int id, String debugName, String description) {
    this.id = id;
    this.debugName = debugName;
    this.description = description;
  }

  /** The action-state id, or -1 for {@link #UNKNOWN}. */
  public int id() {
    return id;
  }

  /** The game's debug name, e.g. "KneeBend". */
  public String debugName() {
    return debugName;
  }

  /** What the state is, in plain words, e.g. "jump squat". */
  public String description() {
    return description;
  }

  /** The state with id {@code id}, or {@link #UNKNOWN}. */
  public static ActionState of(int id) {
    return IdIndex.lookup(BY_ID, id, UNKNOWN);
  }

  /** The debug name of {@code id}, or "0x&lt;hex&gt;" when the table does not name it. */
  public static String nameOf(int id) {
    ActionState s = of(id);
    return s == UNKNOWN ? String.format("0x%03X", id) : s.debugName;
  }
}
