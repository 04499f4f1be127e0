package org.replays4j.slippi.stats;

/**
 * The action-state ids and ranges the stats rules test, and the predicates over them
 * (docs/formats/slippi-stats.md §2). Ranges are inclusive at both ends unless a comment says
 * otherwise.
 */
final class States {
  private States() {}

  static final int TURN = 0x12;
  static final int DASH = 0x14;
  static final int KNEE_BEND = 0x18;
  static final int FALL = 0x1D;
  static final int DAMAGE_FALL = 0x26;
  static final int LANDING_FALL_SPECIAL = 0x2B;
  static final int ATTACK_JAB1 = 0x2C;
  static final int ATTACK_JAB2 = 0x2D;
  static final int ATTACK_JAB3 = 0x2E;
  static final int ATTACK_JABM = 0x2F;
  static final int ATTACK_DASH = 0x32;
  static final int ATTACK_UTILT = 0x38;
  static final int ATTACK_DTILT = 0x39;
  static final int ATTACK_USMASH = 0x3F;
  static final int ATTACK_DSMASH = 0x40;
  static final int NAIR = 0x41;
  static final int FAIR = 0x42;
  static final int BAIR = 0x43;
  static final int UAIR = 0x44;
  static final int DAIR = 0x45;
  static final int NAIR_LANDING = 0x46;
  static final int DAIR_LANDING = 0x4A;
  static final int TECH_MISS_UP = 0xB7;
  static final int JAB_RESET_UP = 0xB9;
  static final int TECH_MISS_DOWN = 0xBF;
  static final int JAB_RESET_DOWN = 0xC1;
  static final int NEUTRAL_TECH = 0xC7;
  static final int FORWARD_TECH = 0xC8;
  static final int BACKWARD_TECH = 0xC9;
  static final int WALL_TECH = 0xCA;
  static final int GRAB = 0xD4;
  static final int DASH_GRAB = 0xD6;
  static final int THROW_FORWARD = 0xDB;
  static final int THROW_BACK = 0xDC;
  static final int THROW_UP = 0xDD;
  static final int THROW_DOWN = 0xDE;
  static final int ROLL_FORWARD = 0xE9;
  static final int ROLL_BACKWARD = 0xEA;
  static final int SPOT_DODGE = 0xEB;
  static final int AIR_DODGE = 0xEC;
  static final int TEETER = 0xF5;
  static final int MISSED_WALL_TECH = 0xF7;
  static final int CLIFF_CATCH = 0xFC;
  static final int TAUNT_LEFT = 0x108;
  static final int TAUNT_RIGHT = 0x109;
  static final int BARREL_WAIT = 0x125;
  static final int GNW_JAB1 = 0x155;
  static final int GNW_JABM = 0x156;
  static final int GNW_DTILT = 0x159;
  static final int GNW_FSMASH = 0x15A;
  static final int GNW_NAIR = 0x15B;
  static final int GNW_BAIR = 0x15C;
  static final int GNW_UAIR = 0x15D;
  static final int PEACH_FSMASH1 = 0x15D;
  static final int PEACH_FSMASH3 = 0x15F;

  /** Internal character ids with character-specific attack states. */
  static final int INTERNAL_PEACH = 0x09;

  static final int INTERNAL_GAME_AND_WATCH = 0x18;

  /** Frames without stun (or, for combos, tech/down/death) that end a conversion or combo. */
  static final int PUNISH_RESET_FRAMES = 45;

  static boolean isDead(int s) {
    return s >= 0x00 && s <= 0x0A;
  }

  static boolean isDamaged(int s) {
    return (s >= 0x4B && s <= 0x5B) || s == DAMAGE_FALL || s == JAB_RESET_UP || s == JAB_RESET_DOWN;
  }

  static boolean isGrabbed(int s) {
    return s >= 0xDF && s <= 0xE8;
  }

  static boolean isCommandGrabbed(int s) {
    return ((s >= 0x10A && s <= 0x130) || (s >= 0x147 && s <= 0x152)) && s != BARREL_WAIT;
  }

  /** Damaged, grabbed or command-grabbed: what starts a conversion or combo. */
  static boolean isStunned(int s) {
    return isDamaged(s) || isGrabbed(s) || isCommandGrabbed(s);
  }

  /** Jab 1 (0x2C) is outside: slippi-js's range test is strict at the low end (quirk Q7). */
  static boolean isInControl(int s) {
    return (s >= 0x0E && s <= 0x18)
        || (s >= 0x27 && s <= 0x29)
        || (s > 0x2C && s <= 0x40)
        || s == GRAB;
  }

  static boolean isTeching(int s) {
    return s >= 0xC7 && s <= 0xCC;
  }

  static boolean isDown(int s) {
    return s >= 0xB7 && s <= 0xC6;
  }

  static boolean isAerialLanding(int s) {
    return s >= NAIR_LANDING && s <= DAIR_LANDING;
  }

  static boolean isControlledJump(int s) {
    return s >= 0x18 && s <= 0x22;
  }
}
