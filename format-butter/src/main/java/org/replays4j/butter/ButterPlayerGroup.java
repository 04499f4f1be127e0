package org.replays4j.butter;

/**
 * The optional blocks of a player record and, per {@link ButterVersion}, the bit of the player's
 * state byte that says a block is stored (docs/formats/butter.md#player): like {@link
 * ButterFrameGroup}, one table for the decoder and the writer. The bits below the lowest block bit
 * are the player's flags ({@link #flagMask}). In v3 the holding bytes have no bit of their own:
 * they follow the ping block (in arena only, {@link ButterVersion#storesHolding}).
 *
 * <pre>
 * block      v1    v2    v3
 * flags      0x0F  0x0F  0x1F  (possession, blocking, stunned, invulnerable; v3: emote)
 * STATS      0x10  0x10  0x20
 * PING       0x20  0x20  0x40
 * HOLDING    0x40  0x40  0x40  (v3: with PING)
 * VELOCITY   0x80  0x80  0x80
 * </pre>
 */
public enum ButterPlayerGroup {
  /** The player's stats, as deltas. */
  STATS(0x10, 0x10, 0x20),
  /** Ping Δ and packet loss ratio Δ. */
  PING(0x20, 0x20, 0x40),
  /** Left- and right-hand holding codes. */
  HOLDING(0x40, 0x40, 0x40),
  /** Velocity Δ. */
  VELOCITY(0x80, 0x80, 0x80);

  /** Bit by {@link ButterVersion} ordinal. */
  private final int[] bits;

  ButterPlayerGroup(int v1, int v2, int v3) {
    this.bits = new int[] {v1, v2, v3};
  }

  /** The state-byte bit of this block in files of {@code version}. */
  public int bit(ButterVersion version) {
    return bits[version.ordinal()];
  }

  /** The flag bits of the state byte in {@code version}: every bit below the lowest block bit. */
  public static int flagMask(ButterVersion version) {
    int lowest = 0x100;
    for (ButterPlayerGroup g : values()) lowest = Math.min(lowest, g.bit(version));
    return lowest - 1;
  }
}
