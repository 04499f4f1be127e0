package org.replays4j.butter;

/**
 * The optional groups of a butter frame and the bit of the frame's inclusion byte that says a group
 * is stored, per layout (docs/formats/butter.md#inclusion). Versions 1 and 2 use the seed layout, one
 * bit per group; version 3 packs status, points and inputs under one bit and adds the combat
 * payload and rules groups. A group without a bit in a layout is never stored in it.
 *
 * <pre>
 * group        v1/v2  v3
 * STATUS       0x01   0x01
 * POINTS       0x02   0x01
 * PAUSE        0x04   0x02
 * INPUTS       0x08   0x01
 * LAST_SCORE   0x10   0x04
 * LAST_THROW   0x20   0x08
 * VR_PLAYER    0x40   0x10
 * DISC         0x80   0x20
 * PAYLOAD       -     0x40
 * RULES         -     0x80
 * </pre>
 */
public enum ButterFrameGroup {
  /** Game status. */
  STATUS(0x01, 0x01),
  /** Blue and orange points. */
  POINTS(0x02, 0x01),
  /** Pause flags, state and timers. */
  PAUSE(0x04, 0x02),
  /** The inputs byte. */
  INPUTS(0x08, 0x01),
  /** Team, points, goal type, scorer, assister, disc speed and distance of the last score. */
  LAST_SCORE(0x10, 0x04),
  /** The 13 last-throw values. */
  LAST_THROW(0x20, 0x08),
  /** The VR player's position and rotation. */
  VR_PLAYER(0x40, 0x10),
  /** Disc position, rotation and velocity. */
  DISC(0x80, 0x20),
  /** Combat payload: contested, checkpoint, defenders, distance, speed. */
  PAYLOAD(0, 0x40),
  /** When and by whom the rules last changed. */
  RULES(0, 0x80);

  private final int seedBit;
  private final int v3Bit;

  ButterFrameGroup(int seedBit, int v3Bit) {
    this.seedBit = seedBit;
    this.v3Bit = v3Bit;
  }

  /** The inclusion bit of this group in files of {@code version}, or 0 when that layout lacks it. */
  public int bit(int version) {
    return ButterVersion.hasV3InclusionBits(version) ? v3Bit : seedBit;
  }

  /** True when the inclusion byte {@code inclusion} of a {@code version} frame stores this group. */
  public boolean isStored(int inclusion, int version) {
    return (inclusion & bit(version)) != 0;
  }

  /** One line for docs and table schemas: the group and its bit per layout. */
  public String describe() {
    return "frame group " + name().toLowerCase(java.util.Locale.ROOT) + " ("
        + (seedBit == 0 ? "v3 only" : String.format("v1/v2 bit 0x%02X", seedBit))
        + String.format(", v3 bit 0x%02X)", v3Bit);
  }
}
