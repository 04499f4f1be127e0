package org.replays4j.soku.record;

import org.replays4j.core.codec.CodeTable;

/** Game packet sub-types: byte 1 of HOST_GAME / CLIENT_GAME (docs/formats/soku.md#packets). */
public enum GameType {
  /** 0x01: scene loaded, waiting for the peer. */
  GAME_LOADED(0x01),
  /** 0x02: answer to GAME_LOADED. */
  GAME_LOADED_ACK(0x02),
  /** 0x03: a player's recent inputs. */
  GAME_INPUT(0x03),
  /** 0x04: match settings (characters, decks, stage, music, seed). */
  GAME_MATCH(0x04),
  /** 0x05: answer to GAME_MATCH_REQUEST. */
  GAME_MATCH_ACK(0x05),
  /** 0x08: asks the peer for its GAME_MATCH. */
  GAME_MATCH_REQUEST(0x08),
  /** 0x09: zlib-compressed input words for spectators. */
  GAME_REPLAY(0x09),
  /** 0x0B: a spectator asks for input words. */
  GAME_REPLAY_REQUEST(0x0B);

  private static final CodeTable<GameType> CODES = CodeTable.of(GameType.class);

  GameType(int code) {
    CodeTable.row(this, code);
  }

  /** The sub-type byte. */
  public int code() {
    return CODES.code(this);
  }

  /** The sub-type for {@code code}, or {@code null}. */
  public static GameType of(int code) {
    return CODES.get(code & 0xFF);
  }
}
