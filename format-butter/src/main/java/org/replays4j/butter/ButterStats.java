package org.replays4j.butter;

/**
 * The 14-byte stats block (docs/formats/butter.md#codes) as absolute values: ten counters (stored
 * as u8 deltas, so they wrap modulo 256), {@code possession_time} (half delta) and {@code stuns}
 * (u16 delta, modulo 65536).
 */
public final class ButterStats {
  /** Counter index of {@code assists} in {@link #counts}. */
  public static final int ASSISTS = 0;

  /** {@code blocks}. */
  public static final int BLOCKS = 1;

  /** {@code catches}. */
  public static final int CATCHES = 2;

  /** {@code goals}. */
  public static final int GOALS = 3;

  /** {@code interceptions}. */
  public static final int INTERCEPTIONS = 4;

  /** {@code passes}. */
  public static final int PASSES = 5;

  /** {@code points}. */
  public static final int POINTS = 6;

  /** {@code saves}. */
  public static final int SAVES = 7;

  /** {@code steals}. */
  public static final int STEALS = 8;

  /** {@code shots_taken}. */
  public static final int SHOTS_TAKEN = 9;

  /** API names of the ten counters in file order. */
  public static final String[] NAMES = {
    "assists",
    "blocks",
    "catches",
    "goals",
    "interceptions",
    "passes",
    "points",
    "saves",
    "steals",
    "shots_taken"
  };

  /** The ten u8 counters in file order (alphabetical). */
  public final int[] counts = new int[10];

  /** {@code possession_time} in seconds. */
  public float possessionTime;

  /** {@code stuns}, 0..65535. */
  public int stuns;

  /** Copies {@code o}. */
  public void set(ButterStats o) {
    System.arraycopy(o.counts, 0, counts, 0, 10);
    possessionTime = o.possessionTime;
    stuns = o.stuns;
  }

  /** All zero. */
  public void clear() {
    java.util.Arrays.fill(counts, 0);
    possessionTime = 0;
    stuns = 0;
  }
}
