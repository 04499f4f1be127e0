package org.replays4j.soku;

/** The two GAME_MATCH layouts (soku-facts.md C8). */
public enum MatchForm {
  /** Between players: the receiver's own deck is omitted and the match id is padding. */
  PLAYER,
  /** To a spectator: both decks and the real match id. */
  SPECTATOR
}
