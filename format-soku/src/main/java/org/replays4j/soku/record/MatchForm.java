package org.replays4j.soku.record;

/** The two GAME_MATCH layouts (docs/formats/soku.md#game-match). */
public enum MatchForm {
  /** Between players: the receiver's own deck is omitted and the match id is padding. */
  PLAYER,
  /** To a spectator: both decks and the real match id. */
  SPECTATOR
}
