package org.replays4j.slippi.stats;

import org.replays4j.core.codec.CodeTable;

/**
 * How a game ended: Game End's method byte (0x01) as slippi-js's {@code GameEndMethod} names it.
 * Files before 2.0.0 only tell {@link #UNRESOLVED} from {@link #RESOLVED}; since 2.0.0 the byte is
 * {@link #TIME}, {@link #GAME} or {@link #NO_CONTEST}. A No Contest with an L+R+A+Start initiator
 * (Game End 0x02, 2.0.0) is a quit by LRAS: {@link #label(int, int)} says {@code "LRAS"} for it.
 */
public enum GameEndMethod {
  /** 0: the game did not end normally (before 2.0.0). */
  UNRESOLVED(0),
  /** 1: the timer ran out ("TIME!"). */
  TIME(1),
  /** 2: the stocks ran out ("GAME!"). */
  GAME(2),
  /** 3: the game ended normally (before 2.0.0). */
  RESOLVED(3),
  /** 7: No Contest, a player quit (with L+R+A+Start, the LRAS initiator tells who). */
  NO_CONTEST(7);

  private static final CodeTable<GameEndMethod> CODES = CodeTable.of(GameEndMethod.class);

  GameEndMethod(int code) {
    CodeTable.row(this, code);
  }

  /** The method byte. */
  public int code() {
    return CODES.code(this);
  }

  /** The method of byte {@code code}, or null for a value slippi-js does not name. */
  public static GameEndMethod of(int code) {
    return CODES.get(code);
  }

  /**
   * The name people read for a Game End: {@code "LRAS"} for a No Contest whose LRAS initiator is a
   * player ({@code lrasInitiator >= 0}), otherwise the method's name ({@code "GAME"}, {@code
   * "TIME"}, {@code "NO_CONTEST"}, …), or {@code "UNKNOWN_<code>"} for a value slippi-js does not
   * name.
   *
   * @param lrasInitiator the player index that quit, -1 for none (or when the file is older than
   *     the field)
   */
  public static String label(int code, int lrasInitiator) {
    GameEndMethod m = of(code);
    if (m == NO_CONTEST && lrasInitiator >= 0) return "LRAS";
    return m == null ? "UNKNOWN_" + code : m.name();
  }
}
