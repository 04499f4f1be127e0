package org.replays4j.butter;

import org.replays4j.core.codec.CodeTable;

/**
 * The ten u8 counters of a stats block (docs/formats/butter.md#codes), in file order
 * (alphabetical): {@link ButterStats#counts}{@code [c.ordinal()]}, see {@link
 * ButterStats#count(ButterCounter)}.
 */
public enum ButterCounter {
  /** {@code assists}. */
  ASSISTS,
  /** {@code blocks}. */
  BLOCKS,
  /** {@code catches}. */
  CATCHES,
  /** {@code goals}. */
  GOALS,
  /** {@code interceptions}. */
  INTERCEPTIONS,
  /** {@code passes}. */
  PASSES,
  /** {@code points}. */
  POINTS,
  /** {@code saves}. */
  SAVES,
  /** {@code steals}. */
  STEALS,
  /** {@code shots_taken}. */
  SHOTS_TAKEN;

  private final String apiName = CodeTable.lowerCase(this, '_');

  /** The API's name of the counter: the constant's name in lower case. */
  public String apiName() {
    return apiName;
  }
}
