package org.replays4j.butter;

import org.replays4j.butter.record.ButterMap;
import org.replays4j.core.codec.CodeTable;

/**
 * The versions this module reads and their named gates (docs/formats/butter.md#versions). Which
 * frame groups a version stores under which inclusion bit is the table of {@link ButterFrameGroup};
 * which blocks of a player the state byte announces is {@link ButterPlayerGroup}.
 */
public enum ButterVersion {
  /**
   * Original layout: ping Δ as u16, no combat loadout, seed inclusion bits, absolute VR player
   * position.
   */
  V1,
  /** Ping Δ as i16, combat loadout byte, holding skipped in combat. */
  V2,
  /** Current writer output: new inclusion bits, emote flag, 6-byte pause block, combat blocks. */
  V3;

  private static final CodeTable<ButterVersion> VERSIONS = CodeTable.of(ButterVersion.class);

  /** The version byte of the header: the constants are declared from version 1 on. */
  public int number() {
    return ordinal() + 1;
  }

  /** The version with header byte {@code number}, or null when this module does not read it. */
  public static ButterVersion of(int number) {
    return VERSIONS.get(number - 1);
  }

  /** True for the version bytes this module reads. */
  public static boolean isSupported(int number) {
    return of(number) != null;
  }

  /** True from {@code v} on. */
  public boolean atLeast(ButterVersion v) {
    return compareTo(v) >= 0;
  }

  /** Ping Δ is signed (i16) from v2 on; v1 reads it as u16. */
  public boolean hasSignedPing() {
    return atLeast(V2);
  }

  /** Combat maps carry a loadout byte per player from v2 on. */
  public boolean hasCombatLoadout() {
    return atLeast(V2);
  }

  /**
   * The pause block has its own paused-state byte (6 bytes) from v3 on; before, it is in the flags'
   * top bits.
   */
  public boolean hasPausedStateByte() {
    return atLeast(V3);
  }

  /** Version 1 stores the VR player's position absolute, later versions as a delta. */
  public boolean hasAbsoluteVrPosition() {
    return this == V1;
  }

  /**
   * A clear pose bit means "same delta bytes as last frame" (B4) from v3 on; v1/v2 writers cleared
   * it when the part had not moved.
   */
  public boolean repeatsPoseDeltas() {
    return atLeast(V3);
  }

  /**
   * Whether a player's holding bytes are stored on {@code map} when their state bit is set: v3
   * writes them in arena only, v2 skips them in combat, v1 always has them.
   */
  public boolean storesHolding(ButterMap map) {
    return atLeast(V3) ? map.isArena() : !(atLeast(V2) && map.isCombat());
  }
}
