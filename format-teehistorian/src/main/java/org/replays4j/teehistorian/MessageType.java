package org.replays4j.teehistorian;

import org.replays4j.core.codec.CodeTable;

/**
 * The base messages of the body, by message id (docs/formats/teehistorian.md#messages). A
 * non-negative id is a PLAYER_DIFF whose id is the client id; the others are the negative ids
 * -1..-11. {@link #countName()} is the UpperCamelCase name used in summaries.
 */
public enum MessageType {
  /** id = cid ≥ 0: dx, dy. */
  PLAYER_DIFF(0),
  /** -1: end of recording. */
  FINISH(-1),
  /** -2: dt; the next tick is the last tick + dt + 1. */
  TICK_SKIP(-2),
  /** -3: cid, x, y. */
  PLAYER_NEW(-3),
  /** -4: cid. */
  PLAYER_OLD(-4),
  /** -5: cid, 10 input deltas. */
  INPUT_DIFF(-5),
  /** -6: cid, 10 absolute input ints. */
  INPUT_NEW(-6),
  /** -7: cid, size, raw packet. */
  MESSAGE(-7),
  /** -8: cid. */
  JOIN(-8),
  /** -9: cid, reason. */
  DROP(-9),
  /** -10: cid, flags, command, argc, argv. */
  CONSOLE_COMMAND(-10),
  /** -11: uuid, size, data (version 2). */
  EX(-11);

  private static final CodeTable<MessageType> IDS = CodeTable.of(MessageType.class);

  /** The message with {@code id}; its count name is the constant's name in UpperCamelCase. */
  MessageType(int id) {
    CodeTable.row(this, id, CodeTable.camelCase(this));
  }

  /** The message id as written (PLAYER_DIFF: 0, standing for any cid). */
  public int id() {
    return IDS.code(this);
  }

  /** UpperCamelCase name used in summaries, e.g. {@code PlayerDiff}. */
  public String countName() {
    return IDS.name(this, 0);
  }
}
