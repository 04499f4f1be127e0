package org.replays4j.butter;

import org.replays4j.core.codec.CodeTable;

/**
 * The flag bits of {@link ButterPlayer#flags} (the low bits of a player record's state byte,
 * docs/formats/butter.md#player), named as the API's boolean fields: bit {@code i} is the constant
 * with ordinal {@code i}.
 */
public enum ButterPlayerFlag {
  /** Bit 0: {@code possession}. */
  POSSESSION,
  /** Bit 1: {@code blocking}. */
  BLOCKING,
  /** Bit 2: {@code stunned}. */
  STUNNED,
  /** Bit 3: {@code invulnerable}. */
  INVULNERABLE,
  /** Bit 4: {@code is_emote_playing} (v3 only). */
  IS_EMOTE_PLAYING;

  private final String apiName = CodeTable.lowerCase(this, '_');

  /** The flag's bit in {@link ButterPlayer#flags}. */
  public int bit() {
    return 1 << ordinal();
  }

  /** The API's boolean field of the flag: the constant's name in lower case. */
  public String apiName() {
    return apiName;
  }
}
