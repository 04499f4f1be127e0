package org.replays4j.butter;

import java.util.Arrays;

/**
 * Absolute state of one player in one frame (docs/formats/butter.md#player), after every delta has
 * been applied. Instances delivered to a visitor are reused by the decoder: read them during the
 * call or keep {@link #copy()}.
 *
 * <p>Pose parts are the {@link ButterPosePart}s: positions are {@code positions[3 * part + axis]},
 * rotations are quaternions {@code rotations[4 * part + (x, y, z, w)]}.
 */
public final class ButterPlayer {
  /** 1-based header index (0 = not found). */
  public int fileIndex;

  /** {@code userid} from the header entry of {@link #fileIndex} (0 when the index is invalid). */
  public long userId;

  /** {@code playerid}, u8. */
  public int playerId;

  /** State flags, bits of {@link ButterPlayerFlag}. */
  public int flags;

  /** Player stats, see {@link ButterStats}. */
  public final ButterStats stats = new ButterStats();

  /**
   * False when the decoder knows that {@link #stats} equal this player's stats in the previous
   * frame of the decode: a .butter delta frame that continues the player and stores no stats delta
   * for it. True otherwise (keyframes, a player's first frame after an absence, frames built from
   * JSON), so a visitor that follows the counters may skip the player's stats in frames where it is
   * false, as long as it saw the previous frame.
   */
  public boolean statsChanged = true;

  /** {@code ping} in ms. */
  public int ping;

  /** {@code packetlossratio}. */
  public float packetLossRatio;

  /**
   * {@code holding_left}: a {@link ButterHolding} code, else the API's raw value as a byte (a
   * {@code playerid}). Arena only; -1 when the file has no holding bytes.
   */
  public int holdingLeft = -1;

  /** {@code holding_right}, as {@link #holdingLeft}. */
  public int holdingRight = -1;

  /** {@code velocity} x, y, z. */
  public final float[] velocity = new float[3];

  /** head, body, lhand, rhand positions (3 floats each). */
  public final float[] positions = new float[12];

  /** head, body, lhand, rhand rotations (x, y, z, w each). */
  public final float[] rotations = new float[16];

  /**
   * Combat loadout byte: bits 0–1 weapon, 2–3 ordnance, 4–5 tac mod, bit 6 arm; -1 when the file
   * has none (arena, v1).
   */
  public int loadout = -1;

  /** Creates an empty player (identity rotations). */
  public ButterPlayer() {
    for (int p = 0; p < 4; p++) rotations[4 * p + 3] = 1f;
  }

  /** Copies every field of {@code o} into this player. */
  public void set(ButterPlayer o) {
    fileIndex = o.fileIndex;
    userId = o.userId;
    playerId = o.playerId;
    flags = o.flags;
    stats.set(o.stats);
    statsChanged = o.statsChanged;
    ping = o.ping;
    packetLossRatio = o.packetLossRatio;
    holdingLeft = o.holdingLeft;
    holdingRight = o.holdingRight;
    System.arraycopy(o.velocity, 0, velocity, 0, 3);
    System.arraycopy(o.positions, 0, positions, 0, 12);
    System.arraycopy(o.rotations, 0, rotations, 0, 16);
    loadout = o.loadout;
  }

  /** Resets to the zero state a keyframe diffs against. */
  public void clear() {
    playerId = 0;
    flags = 0;
    stats.clear();
    statsChanged = true;
    ping = 0;
    packetLossRatio = 0;
    holdingLeft = -1;
    holdingRight = -1;
    Arrays.fill(velocity, 0);
    Arrays.fill(positions, 0);
    Arrays.fill(rotations, 0);
    for (int p = 0; p < 4; p++) rotations[4 * p + 3] = 1f;
    loadout = -1;
  }

  /** A detached copy. */
  public ButterPlayer copy() {
    ButterPlayer p = new ButterPlayer();
    p.set(this);
    return p;
  }

  /** True when {@code flag} is set. */
  public boolean flag(ButterPlayerFlag flag) {
    return (flags & flag.bit()) != 0;
  }
}
