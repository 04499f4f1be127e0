package org.replays4j.slippi.stats;

/** How a {@link Conversion} started (docs/formats/slippi-stats.md §4.6). */
public enum OpeningType {
  /** The attacker was not being punished when it started. */
  NEUTRAL_WIN("neutral-win"),
  /** The attacker was still inside the victim's most recently started conversion against them. */
  COUNTER_ATTACK("counter-attack"),
  /** Another conversion (the other way) started on the same frame. */
  TRADE("trade"),
  /** Not classified yet. */
  UNKNOWN("unknown");

  private final String key;

  OpeningType(String key) {
    this.key = key;
  }

  /** The name slippi-js uses, e.g. "neutral-win". */
  public String key() {
    return key;
  }
}
