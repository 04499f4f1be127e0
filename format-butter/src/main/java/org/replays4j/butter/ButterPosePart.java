package org.replays4j.butter;

import org.replays4j.core.codec.CodeTable;

/**
 * The four tracked parts of a player's pose, in file order (docs/formats/butter.md#player): part
 * {@code p}'s position is {@code ButterPlayer.positions[p.positionOffset() + axis]} and its
 * rotation the quaternion at {@code ButterPlayer.rotations[p.rotationOffset()]}.
 */
public enum ButterPosePart {
  /** {@code head}. */
  HEAD("head"),
  /** {@code body}. */
  BODY("body"),
  /** {@code lhand}. */
  LEFT_HAND("lhand"),
  /** {@code rhand}. */
  RIGHT_HAND("rhand");

  ButterPosePart(String apiName) {
    CodeTable.row(this, apiName);
  }

  /** The API's key of the part. */
  public String apiName() {
    return CodeTable.rowName(this, 0);
  }

  /** Index of the part's x in {@link ButterPlayer#positions} (y, z follow). */
  public int positionOffset() {
    return 3 * ordinal();
  }

  /** Index of the part's quaternion x in {@link ButterPlayer#rotations} (y, z, w follow). */
  public int rotationOffset() {
    return 4 * ordinal();
  }
}
