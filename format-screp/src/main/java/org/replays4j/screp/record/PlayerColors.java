package org.replays4j.screp.record;

import java.util.List;

/**
 * The 1.21+ {@code CCLR} section: 12 records of 4 little-endian float32 (R, G, B, A in 0..1).
 *
 * @param rgba 12 × 4 floats, slot-major
 * @param colorIds the matching colour id per slot (see {@code ScrepNames.color}), or -1 when the
 *     record matches no known colour
 */
public record PlayerColors(List<Float> rgba, List<Integer> colorIds) {
  /** Copies the lists. */
  public PlayerColors {
    rgba = List.copyOf(rgba);
    colorIds = List.copyOf(colorIds);
  }
}
