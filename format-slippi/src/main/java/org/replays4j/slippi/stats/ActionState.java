package org.replays4j.slippi.stats;

import org.replays4j.core.codec.CodeTable;

/**
 * The common action states of Melee (ids 0x000..0x155 are shared by every character; higher ids are
 * character specific), by the game's own debug names, plus {@link #UNKNOWN}. It holds every state
 * the stats rules test (docs/formats/slippi-stats.md §2) and the common ones around them;
 * item-holding states (0x05E..0x0B1) and character-specific states are not named. {@link #of(int)}
 * maps an id to its constant.
 */
public enum ActionState {
  DEAD_DOWN(0x000, "KO off the bottom blast zone"),
  DEAD_LEFT(0x001, "KO off the left blast zone"),
  DEAD_RIGHT(0x002, "KO off the right blast zone"),
  DEAD_UP(0x003, "KO off the top blast zone"),
  DEAD_UP_STAR(0x004, "star KO"),
  DEAD_UP_STAR_ICE(0x005, "star KO (Icicle Mountain)"),
  DEAD_UP_FALL(0x006, "screen KO, falling"),
  DEAD_UP_FALL_HIT_CAMERA(0x007, "screen KO, hitting the camera"),
  DEAD_UP_FALL_HIT_CAMERA_FLAT(0x008, "screen KO, flat against the camera"),
  DEAD_UP_FALL_ICE(0x009, "screen KO, falling (Icicle Mountain)"),
  DEAD_UP_FALL_HIT_CAMERA_ICE(0x00A, "screen KO, hitting the camera (Icicle Mountain)"),
  SLEEP(0x00B, "not in play (e.g. waiting to respawn)"),
  REBIRTH(0x00C, "respawning"),
  REBIRTH_WAIT(0x00D, "waiting on the respawn platform"),
  WAIT(0x00E, "standing"),
  WALK_SLOW(0x00F, "walking slowly"),
  WALK_MIDDLE(0x010, "walking"),
  WALK_FAST(0x011, "walking fast"),
  TURN(0x012, "turning around"),
  TURN_RUN(0x013, "turning around while running"),
  DASH(0x014, "dashing"),
  RUN(0x015, "running"),
  RUN_DIRECT(0x016, "starting to run"),
  RUN_BRAKE(0x017, "stopping a run"),
  KNEE_BEND(0x018, "jump squat"),
  JUMP_F(0x019, "jumping forward"),
  JUMP_B(0x01A, "jumping backward"),
  JUMP_AERIAL_F(0x01B, "double jump forward"),
  JUMP_AERIAL_B(0x01C, "double jump backward"),
  FALL(0x01D, "falling"),
  FALL_F(0x01E, "falling, drifting forward"),
  FALL_B(0x01F, "falling, drifting backward"),
  FALL_AERIAL(0x020, "falling after a double jump"),
  FALL_AERIAL_F(0x021, "falling after a double jump, drifting forward"),
  FALL_AERIAL_B(0x022, "falling after a double jump, drifting backward"),
  FALL_SPECIAL(0x023, "helpless fall"),
  FALL_SPECIAL_F(0x024, "helpless fall, drifting forward"),
  FALL_SPECIAL_B(0x025, "helpless fall, drifting backward"),
  DAMAGE_FALL(0x026, "tumble"),
  SQUAT(0x027, "crouching down"),
  SQUAT_WAIT(0x028, "crouching"),
  SQUAT_RV(0x029, "standing up from a crouch"),
  LANDING(0x02A, "landing"),
  LANDING_FALL_SPECIAL(0x02B, "special landing (wavedash, waveland, helpless landing)"),
  ATTACK11(0x02C, "jab 1"),
  ATTACK12(0x02D, "jab 2"),
  ATTACK13(0x02E, "jab 3"),
  ATTACK100_START(0x02F, "rapid jab start"),
  ATTACK100_LOOP(0x030, "rapid jab loop"),
  ATTACK100_END(0x031, "rapid jab end"),
  ATTACK_DASH(0x032, "dash attack"),
  ATTACK_S3_HI(0x033, "forward tilt, angled up"),
  ATTACK_S3_HI_S(0x034, "forward tilt, angled slightly up"),
  ATTACK_S3_S(0x035, "forward tilt"),
  ATTACK_S3_LW_S(0x036, "forward tilt, angled slightly down"),
  ATTACK_S3_LW(0x037, "forward tilt, angled down"),
  ATTACK_HI3(0x038, "up tilt"),
  ATTACK_LW3(0x039, "down tilt"),
  ATTACK_S4_HI(0x03A, "forward smash, angled up"),
  ATTACK_S4_HI_S(0x03B, "forward smash, angled slightly up"),
  ATTACK_S4_S(0x03C, "forward smash"),
  ATTACK_S4_LW_S(0x03D, "forward smash, angled slightly down"),
  ATTACK_S4_LW(0x03E, "forward smash, angled down"),
  ATTACK_HI4(0x03F, "up smash"),
  ATTACK_LW4(0x040, "down smash"),
  ATTACK_AIR_N(0x041, "neutral air"),
  ATTACK_AIR_F(0x042, "forward air"),
  ATTACK_AIR_B(0x043, "back air"),
  ATTACK_AIR_HI(0x044, "up air"),
  ATTACK_AIR_LW(0x045, "down air"),
  LANDING_AIR_N(0x046, "neutral air landing"),
  LANDING_AIR_F(0x047, "forward air landing"),
  LANDING_AIR_B(0x048, "back air landing"),
  LANDING_AIR_HI(0x049, "up air landing"),
  LANDING_AIR_LW(0x04A, "down air landing"),
  DAMAGE_HI1(0x04B, "hitstun, high, weak"),
  DAMAGE_HI2(0x04C, "hitstun, high, medium"),
  DAMAGE_HI3(0x04D, "hitstun, high, strong"),
  DAMAGE_N1(0x04E, "hitstun, weak"),
  DAMAGE_N2(0x04F, "hitstun, medium"),
  DAMAGE_N3(0x050, "hitstun, strong"),
  DAMAGE_LW1(0x051, "hitstun, low, weak"),
  DAMAGE_LW2(0x052, "hitstun, low, medium"),
  DAMAGE_LW3(0x053, "hitstun, low, strong"),
  DAMAGE_AIR1(0x054, "hitstun in the air, weak"),
  DAMAGE_AIR2(0x055, "hitstun in the air, medium"),
  DAMAGE_AIR3(0x056, "hitstun in the air, strong"),
  DAMAGE_FLY_HI(0x057, "launched, upward"),
  DAMAGE_FLY_N(0x058, "launched"),
  DAMAGE_FLY_LW(0x059, "launched, downward"),
  DAMAGE_FLY_TOP(0x05A, "launched, spinning upward"),
  DAMAGE_FLY_ROLL(0x05B, "launched, tumbling"),
  LIGHT_GET(0x05C, "picking up a light item"),
  HEAVY_GET(0x05D, "picking up a heavy item"),
  GUARD_ON(0x0B2, "raising shield"),
  GUARD(0x0B3, "shielding"),
  GUARD_OFF(0x0B4, "dropping shield"),
  GUARD_SET_OFF(0x0B5, "shield stun"),
  GUARD_REFLECT(0x0B6, "powershield"),
  DOWN_BOUND_U(0x0B7, "missed tech, face up"),
  DOWN_WAIT_U(0x0B8, "lying face up"),
  DOWN_DAMAGE_U(0x0B9, "jab reset, face up"),
  DOWN_STAND_U(0x0BA, "getting up, face up"),
  DOWN_ATTACK_U(0x0BB, "getup attack, face up"),
  DOWN_FOWARD_U(0x0BC, "getup roll forward, face up"),
  DOWN_BACK_U(0x0BD, "getup roll backward, face up"),
  DOWN_SPOT_U(0x0BE, "getup in place, face up"),
  DOWN_BOUND_D(0x0BF, "missed tech, face down"),
  DOWN_WAIT_D(0x0C0, "lying face down"),
  DOWN_DAMAGE_D(0x0C1, "jab reset, face down"),
  DOWN_STAND_D(0x0C2, "getting up, face down"),
  DOWN_ATTACK_D(0x0C3, "getup attack, face down"),
  DOWN_FOWARD_D(0x0C4, "getup roll forward, face down"),
  DOWN_BACK_D(0x0C5, "getup roll backward, face down"),
  DOWN_SPOT_D(0x0C6, "getup in place, face down"),
  PASSIVE(0x0C7, "tech in place"),
  PASSIVE_STAND_F(0x0C8, "tech roll forward"),
  PASSIVE_STAND_B(0x0C9, "tech roll backward"),
  PASSIVE_WALL(0x0CA, "wall tech"),
  PASSIVE_WALL_JUMP(0x0CB, "wall tech jump"),
  PASSIVE_CEIL(0x0CC, "ceiling tech"),
  SHIELD_BREAK_FLY(0x0CD, "shield break, flying"),
  SHIELD_BREAK_FALL(0x0CE, "shield break, falling"),
  SHIELD_BREAK_DOWN_U(0x0CF, "shield break, lying face up"),
  SHIELD_BREAK_DOWN_D(0x0D0, "shield break, lying face down"),
  SHIELD_BREAK_STAND_U(0x0D1, "shield break, getting up face up"),
  SHIELD_BREAK_STAND_D(0x0D2, "shield break, getting up face down"),
  FURA_FURA(0x0D3, "dizzy after a shield break"),
  CATCH(0x0D4, "grab"),
  CATCH_PULL(0x0D5, "grab connected, pulling in"),
  CATCH_DASH(0x0D6, "dash grab"),
  CATCH_DASH_PULL(0x0D7, "dash grab connected, pulling in"),
  CATCH_WAIT(0x0D8, "holding a grabbed opponent"),
  CATCH_ATTACK(0x0D9, "pummel"),
  CATCH_CUT(0x0DA, "grab released"),
  THROW_F(0x0DB, "forward throw"),
  THROW_B(0x0DC, "back throw"),
  THROW_HI(0x0DD, "up throw"),
  THROW_LW(0x0DE, "down throw"),
  CAPTURE_PULLED_HI(0x0DF, "being grabbed (pulled in, high)"),
  CAPTURE_WAIT_HI(0x0E0, "held (high)"),
  CAPTURE_DAMAGE_HI(0x0E1, "pummelled (high)"),
  CAPTURE_PULLED_LW(0x0E2, "being grabbed (pulled in, low)"),
  CAPTURE_WAIT_LW(0x0E3, "held (low)"),
  CAPTURE_DAMAGE_LW(0x0E4, "pummelled (low)"),
  CAPTURE_CUT(0x0E5, "grab broken"),
  CAPTURE_JUMP(0x0E6, "grab escaped by jumping"),
  CAPTURE_NECK(0x0E7, "held by the neck"),
  CAPTURE_FOOT(0x0E8, "held by the foot"),
  ESCAPE_F(0x0E9, "roll forward"),
  ESCAPE_B(0x0EA, "roll backward"),
  ESCAPE(0x0EB, "spot dodge"),
  ESCAPE_AIR(0x0EC, "air dodge"),
  REBOUND_STOP(0x0ED, "attack clank"),
  REBOUND(0x0EE, "attack clank recoil"),
  THROWN_F(0x0EF, "thrown forward"),
  THROWN_B(0x0F0, "thrown backward"),
  THROWN_HI(0x0F1, "thrown up"),
  THROWN_LW(0x0F2, "thrown down"),
  THROWN_LW_WOMEN(0x0F3, "thrown down (female characters)"),
  PASS(0x0F4, "dropping through a platform"),
  OTTOTTO(0x0F5, "teetering on an edge"),
  OTTOTTO_WAIT(0x0F6, "teetering on an edge (loop)"),
  FLY_REFLECT_WALL(0x0F7, "bouncing off a wall (missed wall tech)"),
  FLY_REFLECT_CEIL(0x0F8, "bouncing off a ceiling"),
  STOP_WALL(0x0F9, "bumping into a wall"),
  STOP_CEIL(0x0FA, "bumping into a ceiling"),
  MISS_FOOT(0x0FB, "tripping over an edge"),
  CLIFF_CATCH(0x0FC, "grabbing the ledge"),
  CLIFF_WAIT(0x0FD, "hanging on the ledge"),
  CLIFF_CLIMB_SLOW(0x0FE, "ledge getup (100% or more)"),
  CLIFF_CLIMB_QUICK(0x0FF, "ledge getup"),
  CLIFF_ATTACK_SLOW(0x100, "ledge attack (100% or more)"),
  CLIFF_ATTACK_QUICK(0x101, "ledge attack"),
  CLIFF_ESCAPE_SLOW(0x102, "ledge roll (100% or more)"),
  CLIFF_ESCAPE_QUICK(0x103, "ledge roll"),
  CLIFF_JUMP_SLOW1(0x104, "ledge jump (100% or more), start"),
  CLIFF_JUMP_SLOW2(0x105, "ledge jump (100% or more)"),
  CLIFF_JUMP_QUICK1(0x106, "ledge jump, start"),
  CLIFF_JUMP_QUICK2(0x107, "ledge jump"),
  APPEAL_R(0x108, "taunt, facing right"),
  APPEAL_L(0x109, "taunt, facing left"),
  BARREL_WAIT(0x125, "inside a Donkey Kong barrel (DK Jungle)"),
  /** A state this table does not name (id -1). */
  UNKNOWN(-1, "unknown action state");

  private static final CodeTable<ActionState> IDS = CodeTable.of(ActionState.class);

  /**
   * {@code description} in plain words; the debug name is the constant's name in UpperCamelCase.
   */
  ActionState(int id, String description) {
    CodeTable.row(this, id, CodeTable.camelCase(this), description);
  }

  /** The action-state id, or -1 for {@link #UNKNOWN}. */
  public int id() {
    return IDS.code(this);
  }

  /** The game's debug name, e.g. "KneeBend". */
  public String debugName() {
    return IDS.name(this, 0);
  }

  /** What the state is, in plain words, e.g. "jump squat". */
  public String description() {
    return IDS.name(this, 1);
  }

  /** The state with id {@code id}, or {@link #UNKNOWN}. */
  public static ActionState of(int id) {
    return IDS.get(id, UNKNOWN);
  }

  /** The debug name of {@code id}, or "0x&lt;hex&gt;" when the table does not name it. */
  public static String nameOf(int id) {
    return IDS.nameOf(id, ActionState::debugName, i -> String.format("0x%03X", i));
  }
}
