package org.replays4j.slippi.ruleset;

/** The checks of the ruleset, in the order reports list them. */
public enum RulesetCheck {
  /** A box must pass through travel coordinates between targets, as a stick would. */
  TRAVEL_TIME("travel_time", "travel time", ControllerType.BOX),
  /** A box may not produce certain c-stick values. */
  DISALLOWED_CSTICK("disallowed_cstick", "disallowed c-stick", ControllerType.BOX),
  /** A box may not go from crouch to up-tilt faster than a stick can. */
  CROUCH_UPTILT("crouch_uptilt", "crouch-uptilt", ControllerType.BOX),
  /** A box may not smash-DI faster than a stick can. */
  SDI("sdi", "SDI", ControllerType.BOX),
  /** A box must fuzz its non-cardinal coordinates by ±1 step (likelihood-ratio test). */
  INPUT_FUZZING("input_fuzzing", "input fuzzing", ControllerType.BOX),
  /** An analog controller may not clamp small off-axis values to the axis (GoomWave). */
  GOOMWAVE("goomwave", "GoomWave clamping", ControllerType.ANALOG),
  /** An analog controller may not round uptilt coordinates to the zone's boundary. */
  UPTILT_ROUNDING("uptilt_rounding", "uptilt rounding", ControllerType.ANALOG);

  private final String key;
  private final String title;
  private final ControllerType controller;

  RulesetCheck(String key, String title, ControllerType controller) {
    this.key = key;
    this.title = title;
    this.controller = controller;
  }

  /** Snake-case key, as slp-enforcer names the check ({@code travel_time}, ...). */
  public String key() {
    return key;
  }

  /** Short human title ({@code travel time}, ...). */
  public String title() {
    return title;
  }

  /** The controller type the check applies to. */
  public ControllerType controller() {
    return controller;
  }
}
