package org.replays4j.slippi.ruleset;

/** The kind of controller a player used, told from the rim coordinates their stick reached. */
public enum ControllerType {
  /** A digital controller (box): buttons for stick directions, few distinct rim coordinates. */
  BOX,
  /** An analog stick. */
  ANALOG
}
