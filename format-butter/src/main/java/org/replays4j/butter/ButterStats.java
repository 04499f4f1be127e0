package org.replays4j.butter;

import java.util.Arrays;

/**
 * The 14-byte stats block (docs/formats/butter.md#codes) as absolute values: ten counters (stored
 * as u8 deltas, so they wrap modulo 256), {@code possession_time} (half delta) and {@code stuns}
 * (u16 delta, modulo 65536).
 */
public final class ButterStats {
  /** The ten u8 counters in file order (alphabetical), indexed by {@link ButterCounter} ordinal. */
  public final int[] counts = new int[10];

  /** {@code possession_time} in seconds. */
  public float possessionTime;

  /** {@code stuns}, 0..65535. */
  public int stuns;

  /** Counter {@code c}. */
  public int count(ButterCounter c) {
    return counts[c.ordinal()];
  }

  /** Copies {@code o}. */
  public void set(ButterStats o) {
    System.arraycopy(o.counts, 0, counts, 0, 10);
    possessionTime = o.possessionTime;
    stuns = o.stuns;
  }

  /** All zero. */
  public void clear() {
    Arrays.fill(counts, 0);
    possessionTime = 0;
    stuns = 0;
  }
}
