package org.replays4j.butter;

/** Named version gates (docs/formats/butter.md#versions). */
public final class ButterVersion {
  private ButterVersion() {}

  /** Original layout: ping Δ as u16, no combat loadout, seed inclusion bits. */
  public static final int V1 = 1;
  /** Ping Δ as i16, combat loadout byte, holding skipped in combat. */
  public static final int V2 = 2;
  /** Current writer output: new inclusion bits, emote flag, 6-byte pause block, combat blocks. */
  public static final int V3 = 3;

  /** True for the versions this module reads. */
  public static boolean isSupported(int version) {
    return version >= V1 && version <= V3;
  }

  /** v3 frame-inclusion layout (bit0 = status+points+inputs, …) instead of the seed layout. */
  public static boolean hasV3InclusionBits(int version) {
    return version >= V3;
  }

  /** Ping Δ is signed (i16) from v2 on; v1 reads it as u16. */
  public static boolean hasSignedPing(int version) {
    return version >= V2;
  }

  /** Combat maps carry a loadout byte per player from v2 on. */
  public static boolean hasCombatLoadout(int version) {
    return version >= V2;
  }
}
