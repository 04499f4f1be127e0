package org.replays4j.slippi.stats;

/**
 * The counters of {@link ActionCounts} (docs/formats/slippi-stats.md §6), with the key slippi-js
 * gives each: a top-level key such as {@code wavedashCount}, or a group and a key inside it such as
 * {@code attackCount.jab1}. The declaration order is slippi-js's key order.
 */
public enum ActionCount {
  WAVEDASH("wavedashCount"),
  WAVELAND("wavelandCount"),
  AIR_DODGE("airDodgeCount"),
  DASH_DANCE("dashDanceCount"),
  SPOT_DODGE("spotDodgeCount"),
  LEDGEGRAB("ledgegrabCount"),
  ROLL("rollCount"),
  TAUNT("tauntCount"),
  EDGE_CANCEL_SUCCESS("edgeCancelCount.success"),
  EDGE_CANCEL_SLOW("edgeCancelCount.slow"),
  L_CANCEL_SUCCESS("lCancelCount.success"),
  L_CANCEL_FAIL("lCancelCount.fail"),
  JAB1("attackCount.jab1"),
  JAB2("attackCount.jab2"),
  JAB3("attackCount.jab3"),
  JABM("attackCount.jabm"),
  DASH_ATTACK("attackCount.dash"),
  FTILT("attackCount.ftilt"),
  UTILT("attackCount.utilt"),
  DTILT("attackCount.dtilt"),
  FSMASH("attackCount.fsmash"),
  USMASH("attackCount.usmash"),
  DSMASH("attackCount.dsmash"),
  NAIR("attackCount.nair"),
  FAIR("attackCount.fair"),
  BAIR("attackCount.bair"),
  UAIR("attackCount.uair"),
  DAIR("attackCount.dair"),
  GRAB_SUCCESS("grabCount.success"),
  GRAB_FAIL("grabCount.fail"),
  THROW_UP("throwCount.up"),
  THROW_FORWARD("throwCount.forward"),
  THROW_BACK("throwCount.back"),
  THROW_DOWN("throwCount.down"),
  GROUND_TECH_AWAY("groundTechCount.away"),
  GROUND_TECH_IN("groundTechCount.in"),
  GROUND_TECH_NEUTRAL("groundTechCount.neutral"),
  GROUND_TECH_FAIL("groundTechCount.fail"),
  WALL_TECH_SUCCESS("wallTechCount.success"),
  WALL_TECH_FAIL("wallTechCount.fail");

  static final ActionCount[] ALL = values();

  /** The flat column name: the group and the key joined by a dot, or the top-level key alone. */
  private final String column;

  ActionCount(String column) {
    this.column = column;
  }

  /** The slippi-js group object ({@code attackCount}, …), or null for a top-level counter. */
  public String group() {
    int dot = column.indexOf('.');
    return dot < 0 ? null : column.substring(0, dot);
  }

  /** The key inside the group, or the top-level key. */
  public String key() {
    return column.substring(column.indexOf('.') + 1);
  }

  /** A flat column name: {@code wavedashCount}, {@code attackCount.jab1}, … */
  public String column() {
    return column;
  }
}
