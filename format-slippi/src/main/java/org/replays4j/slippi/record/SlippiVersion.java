package org.replays4j.slippi.record;

/**
 * A Slippi extraction-code version ({@code major.minor.build}) from the Game Start event, with
 * named gates for the versions the spec mentions. Field presence is decided by payload sizes, not
 * by these gates (real files disagree with the spec's "Added" column, see
 * docs/formats/slippi.md#version-caveats); the gates are used only for version-dependent meaning,
 * such as the Game End method values.
 *
 * @param major major version
 * @param minor minor version
 * @param build build number
 */
public record SlippiVersion(int major, int minor, int build) implements Comparable<SlippiVersion> {
  /** 0.1.0: first format. */
  public static final SlippiVersion V0_1 = new SlippiVersion(0, 1, 0);

  /** 1.6.0: Game Start character is consistent with the starting Zelda/Sheik. */
  public static final SlippiVersion V1_6 = new SlippiVersion(1, 6, 0);

  /** 2.0.0: Game End method values 1/2/7 instead of 0/3. */
  public static final SlippiVersion V2_0 = new SlippiVersion(2, 0, 0);

  /** 2.2.0: Frame Start. */
  public static final SlippiVersion V2_2 = new SlippiVersion(2, 2, 0);

  /** 3.0.0: Item Update and Frame Bookend. */
  public static final SlippiVersion V3_0 = new SlippiVersion(3, 0, 0);

  /** 3.3.0: Message Splitter and Gecko list. */
  public static final SlippiVersion V3_3 = new SlippiVersion(3, 3, 0);

  /** 3.7.0: major scene, latest finalized frame. */
  public static final SlippiVersion V3_7 = new SlippiVersion(3, 7, 0);

  /** 3.18.0: newest version this decoder knows every field of. */
  public static final SlippiVersion V3_18 = new SlippiVersion(3, 18, 0);

  @Override
  public int compareTo(SlippiVersion o) {
    if (major != o.major) return Integer.compare(major, o.major);
    if (minor != o.minor) return Integer.compare(minor, o.minor);
    return Integer.compare(build, o.build);
  }

  /** True when this version is {@code other} or newer. */
  public boolean atLeast(SlippiVersion other) {
    return compareTo(other) >= 0;
  }

  /** {@code major.minor.build}. */
  @Override
  public String toString() {
    return major + "." + minor + "." + build;
  }
}
