package org.replays4j.butter;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The optional groups of a butter frame and, per {@link ButterVersion}, the bit of the frame's
 * inclusion byte that says a group is stored (docs/formats/butter.md#inclusion): the one table the
 * decoder, the writer and the table schemas read. Versions 1 and 2 use the seed layout, one bit per
 * group; version 3 packs status, points and inputs under one bit (a group whose bit is {@link
 * #STATUS}'s is stored inside the status block) and adds the combat payload and rules groups. A
 * group whose bit is 0 in a version is never stored in it.
 *
 * <pre>
 * group        v1    v2    v3
 * STATUS       0x01  0x01  0x01
 * POINTS       0x02  0x02  0x01
 * PAUSE        0x04  0x04  0x02
 * INPUTS       0x08  0x08  0x01
 * LAST_SCORE   0x10  0x10  0x04
 * LAST_THROW   0x20  0x20  0x08
 * VR_PLAYER    0x40  0x40  0x10
 * DISC         0x80  0x80  0x20
 * PAYLOAD       -     -    0x40
 * RULES         -     -    0x80
 * </pre>
 */
public enum ButterFrameGroup {
  /** Game status. */
  STATUS(0x01, 0x01, 0x01),
  /** Blue and orange points. */
  POINTS(0x02, 0x02, 0x01),
  /** Pause flags, state and timers. */
  PAUSE(0x04, 0x04, 0x02),
  /** The inputs byte. */
  INPUTS(0x08, 0x08, 0x01),
  /** Team, points, goal type, scorer, assister, disc speed and distance of the last score. */
  LAST_SCORE(0x10, 0x10, 0x04),
  /** The 13 last-throw values. */
  LAST_THROW(0x20, 0x20, 0x08),
  /** The VR player's position and rotation. */
  VR_PLAYER(0x40, 0x40, 0x10),
  /** Disc position, rotation and velocity. */
  DISC(0x80, 0x80, 0x20),
  /** Combat payload: contested, checkpoint, defenders, distance, speed. */
  PAYLOAD(0, 0, 0x40),
  /** When and by whom the rules last changed. */
  RULES(0, 0, 0x80);

  private static final ButterFrameGroup[] GROUPS = values();
  private static final ButterVersion[] VERSIONS = ButterVersion.values();

  /** The table as arrays: {@code BITS[version.ordinal()][group.ordinal()]}. */
  private static final int[][] BITS = new int[VERSIONS.length][GROUPS.length];

  static {
    for (ButterVersion v : VERSIONS) {
      for (ButterFrameGroup g : GROUPS) BITS[v.ordinal()][g.ordinal()] = g.bits[v.ordinal()];
    }
  }

  /** Inclusion bit by {@link ButterVersion} ordinal. */
  private final int[] bits;

  ButterFrameGroup(int v1, int v2, int v3) {
    this.bits = new int[] {v1, v2, v3};
  }

  /**
   * The inclusion bit of this group in files of {@code version}, or 0 when that version lacks it.
   */
  public int bit(ButterVersion version) {
    return bits[version.ordinal()];
  }

  /**
   * True when the inclusion byte {@code inclusion} of a {@code version} frame stores this group.
   */
  public boolean isStored(int inclusion, ButterVersion version) {
    return (inclusion & bits[version.ordinal()]) != 0;
  }

  /**
   * True when this group has no bit of its own in {@code version} but is stored inside the status
   * block (v3's points and inputs).
   */
  public boolean inStatusBlock(ButterVersion version) {
    return this != STATUS
        && bits[version.ordinal()] != 0
        && bits[version.ordinal()] == STATUS.bit(version);
  }

  /**
   * The bit of every group in {@code version}, indexed by {@link #ordinal()} (a fresh copy: the
   * frame decoder keeps it as plain ints).
   */
  static int[] bits(ButterVersion version) {
    return BITS[version.ordinal()].clone();
  }

  /**
   * One line for docs and table schemas: the group and its bit per layout (versions whose bits are
   * all the same share a layout), e.g. {@code frame group pause (v1/v2 bit 0x04, v3 bit 0x02)}.
   */
  public String describe() {
    List<String> parts = new ArrayList<>();
    List<String> have = new ArrayList<>();
    for (ButterVersion v : VERSIONS) if (bit(v) != 0) have.add("v" + v.number());
    if (have.size() < VERSIONS.length) parts.add(String.join("/", have) + " only");
    for (int i = 0; i < VERSIONS.length; ) {
      int j = i;
      while (j + 1 < VERSIONS.length && Arrays.equals(BITS[j + 1], BITS[i])) j++;
      if (bits[i] != 0) {
        StringBuilder run = new StringBuilder();
        for (int k = i; k <= j; k++)
          run.append(k == i ? "" : "/").append('v').append(VERSIONS[k].number());
        parts.add(String.format(Locale.ROOT, "%s bit 0x%02X", run, bits[i]));
      }
      i = j + 1;
    }
    return "frame group " + name().toLowerCase(Locale.ROOT) + " (" + String.join(", ", parts) + ")";
  }
}
