package org.replays4j.slippi.stats;

import org.replays4j.core.codec.CodeTable;

/** How a {@link Conversion} started (docs/formats/slippi-stats.md §4.6). */
public enum OpeningType {
  /** The attacker was not being punished when it started. */
  NEUTRAL_WIN,
  /** The attacker was still inside the victim's most recently started conversion against them. */
  COUNTER_ATTACK,
  /** Another conversion (the other way) started on the same frame. */
  TRADE,
  /** Not classified yet. */
  UNKNOWN;

  /** The name slippi-js uses: the constant's name in lower case, words joined by '-'. */
  public String key() {
    return CodeTable.lowerCase(this, '-');
  }
}
