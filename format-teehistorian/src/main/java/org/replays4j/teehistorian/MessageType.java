package org.replays4j.teehistorian;

/**
 * The base messages of the body, by message id (docs/formats/teehistorian.md#messages). A
 * non-negative id is a PLAYER_DIFF whose id is the client id; the others are the negative ids
 * -1..-11. {@link #countName()} is the UpperCamelCase name used in summaries.
 */
public enum MessageType {
  /** id = cid ≥ 0: dx, dy. */
  PLAYER_DIFF(0, "PlayerDiff"),
  /** -1: end of recording. */
  FINISH(-1, "Finish"),
  /** -2: dt; the next tick is the last tick + dt + 1. */
  TICK_SKIP(-2, "TickSkip"),
  /** -3: cid, x, y. */
  PLAYER_NEW(-3, "PlayerNew"),
  /** -4: cid. */
  PLAYER_OLD(-4, "PlayerOld"),
  /** -5: cid, 10 input deltas. */
  INPUT_DIFF(-5, "InputDiff"),
  /** -6: cid, 10 absolute input ints. */
  INPUT_NEW(-6, "InputNew"),
  /** -7: cid, size, raw packet. */
  MESSAGE(-7, "Message"),
  /** -8: cid. */
  JOIN(-8, "Join"),
  /** -9: cid, reason. */
  DROP(-9, "Drop"),
  /** -10: cid, flags, command, argc, argv. */
  CONSOLE_COMMAND(-10, "ConsoleCommand"),
  /** -11: uuid, size, data (version 2). */
  EX(-11, "Ex");

  private final int id;
  private final String countName;

  MessageType(int id, String countName) {
    this.id = id;
    this.countName = countName;
  }

  /** The message id as written (PLAYER_DIFF: 0, standing for any cid). */
  public int id() {
    return id;
  }

  /** UpperCamelCase name used in summaries, e.g. {@code PlayerDiff}. */
  public String countName() {
    return countName;
  }
}
