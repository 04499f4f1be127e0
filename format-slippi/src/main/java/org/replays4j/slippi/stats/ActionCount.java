package org.replays4j.slippi.stats;

/**
 * The counters of {@link ActionCounts} (docs/formats/slippi-stats.md §6), with the key slippi-js
 * gives each: a top-level key such as {@code wavedashCount}, or a group and a key inside it such as
 * {@code attackCount.jab1}. The declaration order is slippi-js's key order.
 */
public enum ActionCount {
  WAVEDASH(null, "wavedashCount"),
  WAVELAND(null, "wavelandCount"),
  AIR_DODGE(null, "airDodgeCount"),
  DASH_DANCE(null, "dashDanceCount"),
  SPOT_DODGE(null, "spotDodgeCount"),
  LEDGEGRAB(null, "ledgegrabCount"),
  ROLL(null, "rollCount"),
  TAUNT(null, "tauntCount"),
  EDGE_CANCEL_SUCCESS("edgeCancelCount", "success"),
  EDGE_CANCEL_SLOW("edgeCancelCount", "slow"),
  L_CANCEL_SUCCESS("lCancelCount", "success"),
  L_CANCEL_FAIL("lCancelCount", "fail"),
  JAB1("attackCount", "jab1"),
  JAB2("attackCount", "jab2"),
  JAB3("attackCount", "jab3"),
  JABM("attackCount", "jabm"),
  DASH_ATTACK("attackCount", "dash"),
  FTILT("attackCount", "ftilt"),
  UTILT("attackCount", "utilt"),
  DTILT("attackCount", "dtilt"),
  FSMASH("attackCount", "fsmash"),
  USMASH("attackCount", "usmash"),
  DSMASH("attackCount", "dsmash"),
  NAIR("attackCount", "nair"),
  FAIR("attackCount", "fair"),
  BAIR("attackCount", "bair"),
  UAIR("attackCount", "uair"),
  DAIR("attackCount", "dair"),
  GRAB_SUCCESS("grabCount", "success"),
  GRAB_FAIL("grabCount", "fail"),
  THROW_UP("throwCount", "up"),
  THROW_FORWARD("throwCount", "forward"),
  THROW_BACK("throwCount", "back"),
  THROW_DOWN("throwCount", "down"),
  GROUND_TECH_AWAY("groundTechCount", "away"),
  GROUND_TECH_IN("groundTechCount", "in"),
  GROUND_TECH_NEUTRAL("groundTechCount", "neutral"),
  GROUND_TECH_FAIL("groundTechCount", "fail"),
  WALL_TECH_SUCCESS("wallTechCount", "success"),
  WALL_TECH_FAIL("wallTechCount", "fail");

  static final ActionCount[] ALL = values();

  private final String group;
  private final String key;

  ActionCount(String group, String key) {
    this.group = group;
    this.key = key;
  }

  /** The slippi-js group object ({@code attackCount}, …), or null for a top-level counter. */
  public String group() {
    return group;
  }

  /** The key inside the group, or the top-level key. */
  public String key() {
    return key;
  }

  /** A flat column name: {@code wavedashCount}, {@code attackCount.jab1}, … */
  public String column() {
    return group == null ? key : group + "." + key;
  }
}
