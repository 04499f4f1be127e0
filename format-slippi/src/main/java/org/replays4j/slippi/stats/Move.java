package org.replays4j.slippi.stats;

import org.replays4j.core.codec.CodeTable;

/**
 * Melee's attack ids: the value of {@code PostFrameUpdate.lastAttackLanded}, which {@link
 * MoveLanded#moveId()} reports. {@link #of(int)} maps an id to its constant; {@link #UNKNOWN}
 * stands for an id outside the table (0 means "none").
 */
public enum Move implements MeleeName {
  MISC(1, "Miscellaneous", "misc"),
  JAB(2, "Jab", "jab"),
  JAB_2(3, "Jab 2", "jab"),
  JAB_3(4, "Jab 3", "jab"),
  RAPID_JABS(5, "Rapid Jabs", "jab"),
  DASH_ATTACK(6, "Dash Attack", "dash"),
  FORWARD_TILT(7, "Forward Tilt", "ftilt"),
  UP_TILT(8, "Up Tilt", "utilt"),
  DOWN_TILT(9, "Down Tilt", "dtilt"),
  FORWARD_SMASH(10, "Forward Smash", "fsmash"),
  UP_SMASH(11, "Up Smash", "usmash"),
  DOWN_SMASH(12, "Down Smash", "dsmash"),
  NEUTRAL_AIR(13, "Neutral Air", "nair"),
  FORWARD_AIR(14, "Forward Air", "fair"),
  BACK_AIR(15, "Back Air", "bair"),
  UP_AIR(16, "Up Air", "uair"),
  DOWN_AIR(17, "Down Air", "dair"),
  NEUTRAL_B(18, "Neutral B", "neutral-b"),
  SIDE_B(19, "Side B", "side-b"),
  UP_B(20, "Up B", "up-b"),
  DOWN_B(21, "Down B", "down-b"),
  GETUP_ATTACK(50, "Getup Attack", "getup"),
  GETUP_ATTACK_SLOW(51, "Getup Attack (Slow)", "getup-slow"),
  PUMMEL(52, "Grab Pummel", "pummel"),
  FORWARD_THROW(53, "Forward Throw", "fthrow"),
  BACK_THROW(54, "Back Throw", "bthrow"),
  UP_THROW(55, "Up Throw", "uthrow"),
  DOWN_THROW(56, "Down Throw", "dthrow"),
  EDGE_ATTACK_SLOW(61, "Edge Attack (Slow)", "edge-slow"),
  EDGE_ATTACK(62, "Edge Attack", "edge"),
  /** An id outside the table (id -1). */
  UNKNOWN(-1, "Unknown move", "unknown");

  private static final CodeTable<Move> IDS = CodeTable.of(Move.class);

  Move(int id, String displayName, String shortName) {
    CodeTable.row(this, id, displayName, shortName);
  }

  /** The move with attack id {@code id}, or {@link #UNKNOWN}. */
  public static Move of(int id) {
    return IDS.get(id, UNKNOWN);
  }
}
