package org.replays4j.slippi;

/**
 * Which copy of a frame that was sent more than once (netplay rollback, or the constant frame
 * number of Training mode) {@link SlippiGame} keeps.
 */
public enum RollbackChoice {
  /** The copy written last: what really happened (slippi-js behaviour, the default). */
  LAST,
  /** The copy written first (peppi's {@code Rollbacks::ExceptFirst} mask keeps these). */
  FIRST
}
