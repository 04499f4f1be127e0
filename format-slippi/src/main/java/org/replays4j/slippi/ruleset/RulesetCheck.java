package org.replays4j.slippi.ruleset;

import org.replays4j.core.codec.CodeTable;

/** The checks of the ruleset, in the order reports list them. */
public enum RulesetCheck {
  /** A box must pass through travel coordinates between targets, as a stick would. */
  TRAVEL_TIME(ControllerType.BOX, "travel time"),
  /** A box may not produce certain c-stick values. */
  DISALLOWED_CSTICK(ControllerType.BOX, "disallowed c-stick"),
  /** A box may not go from crouch to up-tilt faster than a stick can. */
  CROUCH_UPTILT(ControllerType.BOX, "crouch-uptilt"),
  /** A box may not smash-DI faster than a stick can. */
  SDI(ControllerType.BOX, "SDI"),
  /** A box must fuzz its non-cardinal coordinates by ±1 step (likelihood-ratio test). */
  INPUT_FUZZING(ControllerType.BOX, "input fuzzing"),
  /** An analog controller may not clamp small off-axis values to the axis (GoomWave). */
  GOOMWAVE(ControllerType.ANALOG, "GoomWave clamping"),
  /** An analog controller may not round uptilt coordinates to the zone's boundary. */
  UPTILT_ROUNDING(ControllerType.ANALOG, "uptilt rounding");

  private static final CodeTable<RulesetCheck> ROWS = CodeTable.of(RulesetCheck.class);

  private final ControllerType controller;

  /** The key is the constant's name in lower case. */
  RulesetCheck(ControllerType controller, String title) {
    CodeTable.row(this, CodeTable.lowerCase(this, '_'), title);
    this.controller = controller;
  }

  /** Snake-case key, as slp-enforcer names the check ({@code travel_time}, ...). */
  public String key() {
    return ROWS.name(this, 0);
  }

  /** Short human title ({@code travel time}, ...). */
  public String title() {
    return ROWS.name(this, 1);
  }

  /** The controller type the check applies to. */
  public ControllerType controller() {
    return controller;
  }
}
