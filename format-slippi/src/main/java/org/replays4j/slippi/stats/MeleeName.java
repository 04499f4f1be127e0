package org.replays4j.slippi.stats;

import org.replays4j.core.codec.CodeTable;
import org.replays4j.core.codec.Named;

/**
 * A constant of a Melee table that names each id twice, as the game writes it and as players say it
 * ({@link MeleeCharacter}, {@link Move}). The id and the two names are the constant's {@link
 * CodeTable} row; only those enums implement this.
 */
public interface MeleeName extends Named {
  /** The short name players use, e.g. "Falcon", "ICs", "uair". */
  default String shortName() {
    return CodeTable.rowName((Enum<?>) this, 1);
  }
}
