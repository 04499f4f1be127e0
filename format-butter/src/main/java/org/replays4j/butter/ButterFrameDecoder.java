package org.replays4j.butter;

import static org.replays4j.butter.ButterDecoder.FORMAT;

import java.util.Arrays;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.butter.record.ButterMap;
import org.replays4j.butter.record.ButterPlayerInfo;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteReader;
import org.replays4j.core.io.Bytes;
import org.replays4j.core.io.Half;

/**
 * The frame layer of {@link ButterDecoder}: the delta state machine of one decode, which rebuilds
 * absolute frames from keyframes and deltas (docs/formats/butter.md#frame). Which groups a frame
 * and a player store is read from the version's row of {@link ButterFrameGroup} and {@link
 * ButterPlayerGroup}; the reference-writer/reader differences B1–B8 are described on {@link
 * ButterDecoder}. One instance per decode; not thread-safe.
 */
final class ButterFrameDecoder {
  /** All 65,536 binary16 values (256 KiB), faster than converting bit by bit in the hot loop. */
  private static final float[] HALF = new float[65536];

  static {
    for (int i = 0; i < 65536; i++) HALF[i] = Half.toFloat(i);
  }

  private final ButterFrame f = new ButterFrame();

  /** Player state by file index; the object in a team slot is the one kept here. */
  private final ButterPlayer[] byIndex = new ButterPlayer[256];

  /** Frame number each file index was last seen at (-2 never), for the diff base. */
  private final int[] seenAt = new int[256];

  /** Last position deltas per file index and part (B4). */
  private final float[][] lastPoseDelta = new float[256][];

  private final float[] lastVrDelta = new float[3];
  private final float[] lastDiscDelta = new float[3];
  private final float[] lastDiscVelDelta = new float[3];
  private final float[] q = new float[4];

  /** userid by file index (index 0 = invalid). */
  private final long[] userIds;

  private float lastPausedDelta;
  private float lastUnpausedDelta;
  private int prevBonePlayers;
  private int frameNo;
  private int chunk;

  private final boolean arena;
  private final boolean combat;

  /** Reproduce the reference reader's bugs ({@link ButterDecoder.Option#REFERENCE_READER}). */
  private final boolean ref;

  private final boolean resetBones;

  // This version's row of the ButterFrameGroup table, as plain ints for the hot loop.
  private final int statusBit;
  private final int pointsBit;
  private final int pauseBit;
  private final int inputsBit;
  private final int lastScoreBit;
  private final int lastThrowBit;
  private final int vrBit;
  private final int discBit;
  private final int payloadBit;
  private final int rulesBit;
  private final boolean pointsInStatus;
  private final boolean inputsInStatus;
  // This version's row of the ButterPlayerGroup table.
  private final int flagMask;
  private final int statsBit;
  private final int pingBit;
  private final int holdingBit;
  private final int velocityBit;
  // Version gates (ButterVersion).
  private final boolean holdingStored;
  private final boolean signedPing;
  private final boolean loadout;
  private final boolean repeatPoseDeltas;
  private final boolean pausedStateByte;
  private final boolean absoluteVr;

  ButterFrameDecoder(ButterHeader header, boolean resetBones, boolean ref) {
    ButterVersion v = ButterVersion.of(header.version());
    this.ref = ref;
    this.resetBones = resetBones;
    this.userIds = new long[header.players().size() + 1];
    for (ButterPlayerInfo info : header.players()) userIds[info.fileIndex()] = info.userId();
    ButterMap map = header.map();
    this.arena = map.isArena();
    this.combat = map.isCombat();
    int[] bits = ButterFrameGroup.bits(v);
    statusBit = bits[ButterFrameGroup.STATUS.ordinal()];
    pointsBit = bits[ButterFrameGroup.POINTS.ordinal()];
    pauseBit = bits[ButterFrameGroup.PAUSE.ordinal()];
    inputsBit = bits[ButterFrameGroup.INPUTS.ordinal()];
    lastScoreBit = bits[ButterFrameGroup.LAST_SCORE.ordinal()];
    lastThrowBit = bits[ButterFrameGroup.LAST_THROW.ordinal()];
    vrBit = bits[ButterFrameGroup.VR_PLAYER.ordinal()];
    discBit = bits[ButterFrameGroup.DISC.ordinal()];
    payloadBit = bits[ButterFrameGroup.PAYLOAD.ordinal()];
    rulesBit = bits[ButterFrameGroup.RULES.ordinal()];
    pointsInStatus = ButterFrameGroup.POINTS.inStatusBlock(v);
    inputsInStatus = ButterFrameGroup.INPUTS.inStatusBlock(v);
    flagMask = ButterPlayerGroup.flagMask(v);
    statsBit = ButterPlayerGroup.STATS.bit(v);
    pingBit = ButterPlayerGroup.PING.bit(v);
    holdingBit = ButterPlayerGroup.HOLDING.bit(v);
    velocityBit = ButterPlayerGroup.VELOCITY.bit(v);
    holdingStored = v.storesHolding(map);
    signedPing = v.hasSignedPing();
    loadout = combat && v.hasCombatLoadout();
    repeatPoseDeltas = v.repeatsPoseDeltas();
    pausedStateByte = v.hasPausedStateByte();
    absoluteVr = v.hasAbsoluteVrPosition();
    Arrays.fill(seenAt, -2);
  }

  /**
   * Decodes every frame of one chunk and delivers each to {@code v}, with its offset in {@code
   * cursor}.
   *
   * @param rawOffset the chunk's offset in the file, for errors
   */
  void decodeChunk(
      ByteReader r, int chunkIndex, long rawOffset, ButterDecoder.Cursor cursor, ButterVisitor v)
      throws ReplayFormatException {
    this.chunk = chunkIndex;
    while (r.remaining() > 0) {
      long start = r.position();
      try {
        decodeFrame(r);
      } catch (ReplayFormatException e) {
        String path =
            "butter/chunk["
                + chunkIndex
                + "]/frame["
                + frameNo
                + "]"
                + e.path().map(p -> "/" + p).orElse("");
        throw new ReplayFormatException(
            e.kind(),
            FORMAT,
            e.offset(),
            rawOffset,
            path,
            e.detail()
                + " (frame starts at offset 0x"
                + Long.toHexString(start).toUpperCase()
                + ")",
            e);
      }
      cursor.at = start;
      v.visitFrame(f);
      frameNo++;
    }
  }

  private void decodeFrame(ByteReader r) throws ReplayFormatException {
    long markerAt = r.position();
    int marker = r.readU16le();
    boolean key;
    if (marker == ButterDecoder.KEYFRAME_MARKER) {
      key = true;
    } else if (marker == ButterDecoder.FRAME_MARKER) {
      key = false;
    } else {
      throw ReplayFormatException.invalid(
          FORMAT,
          markerAt,
          String.format(
              "expected frame marker FC FE or FE FE but got %02X %02X",
              marker & 0xFF, marker >>> 8));
    }
    if (key) resetForKeyframe();
    f.index = frameNo;
    f.chunk = chunk;
    f.keyframe = key;
    if (key) {
      f.timeMs = r.readS64le();
      f.gameClock = r.readF32le();
    } else {
      f.timeMs += r.readU16le();
      f.gameClock += r.readF32le();
    }
    groups(r, r.readU8(), key);
    int teamBits = r.readU8();
    f.teams[0].possession = (teamBits & 1) != 0;
    f.teams[1].possession = (teamBits & 2) != 0;
    f.teams[2].possession = false;
    for (int t = 0; t < 3; t++) {
      ButterTeam team = f.teams[t];
      if ((teamBits & (4 << t)) != 0) {
        if (ref) team.stats.clear(); // B3 in the reference reader: absolute
        addStats(r, team.stats);
      }
      int k = r.readU8();
      team.ensure(k);
      team.playerCount = k;
      for (int i = 0; i < k; i++) {
        team.players[i] = player(r, key);
      }
    }
    bones(r, key);
  }

  /** The state a keyframe's groups diff against: zeros, identity rotations, empty names. */
  private static final ButterFrame KEYFRAME_BASE = new ButterFrame();

  private void resetForKeyframe() {
    f.setGroups(KEYFRAME_BASE);
    for (ButterTeam t : f.teams) {
      t.stats.clear();
      t.possession = false;
    }
    Arrays.fill(lastVrDelta, 0);
    Arrays.fill(lastDiscDelta, 0);
    Arrays.fill(lastDiscVelDelta, 0);
    lastPausedDelta = 0;
    lastUnpausedDelta = 0;
  }

  /**
   * The optional groups of a frame in file order (docs/formats/butter.md#frame, bits
   * docs/formats/butter.md#inclusion). v1/v2: status, points, pause (5 bytes), inputs, last score,
   * last throw, VR player, disc; v3: the status block (status, points, inputs), pause (6 bytes),
   * last score, last throw, VR player, disc, payload, rules. Blocks written only for some map kinds
   * are read whenever their bit is set, like the reference reader does.
   */
  private void groups(ByteReader r, int incl, boolean key) throws ReplayFormatException {
    if ((incl & statusBit) != 0) {
      f.gameStatus = r.readU8();
      if (pointsInStatus) {
        if (arena) {
          f.bluePoints = r.readU8();
          f.orangePoints = r.readU8();
        } else if (combat) {
          f.bluePoints = half(r);
          f.orangePoints = half(r);
        }
      }
      if (inputsInStatus) f.inputs = r.readU8();
    } else if (ref && combat && pointsInStatus) {
      // B5 in the reference reader: it copies the round scores, and the points fall back to 0
      f.bluePoints = 0;
      f.orangePoints = 0;
    }
    if (!pointsInStatus && (incl & pointsBit) != 0) {
      f.bluePoints = r.readU8();
      f.orangePoints = r.readU8();
    }
    if ((incl & pauseBit) != 0) {
      int flags = r.readU8();
      f.restartRequests = flags & 3;
      f.pausedRequestedTeam = (flags >>> 2) & 3;
      f.unpausedTeam = (flags >>> 4) & 3;
      f.pausedState = pausedStateByte ? r.readU8() : (flags >>> 6) & 3;
      pauseTimers(r, key);
    } else if (!key) {
      reapplyPauseTimers();
    } else if (ref) {
      f.restartRequests = 0;
    }
    if (!inputsInStatus && (incl & inputsBit) != 0) f.inputs = r.readU8();
    if ((incl & lastScoreBit) != 0) lastScore(r);
    if ((incl & lastThrowBit) != 0) {
      for (int i = 0; i < 13; i++) f.lastThrow[i] = half(r);
    }
    if ((incl & vrBit) != 0) {
      if (absoluteVr) {
        half3(r, f.vrPosition, 0);
      } else {
        half3(r, lastVrDelta, 0);
        reapply(f.vrPosition, lastVrDelta);
      }
      rotation(r, f.vrRotation, 0);
    } else if (!key && !ref && !absoluteVr) {
      reapply(f.vrPosition, lastVrDelta);
    }
    if ((incl & discBit) != 0) {
      half3(r, lastDiscDelta, 0);
      reapply(f.discPosition, lastDiscDelta);
      rotation(r, f.discRotation, 0);
      half3(r, lastDiscVelDelta, 0);
      reapply(f.discVelocity, lastDiscVelDelta);
    } else if (!key && !ref) {
      reapply(f.discPosition, lastDiscDelta);
      reapply(f.discVelocity, lastDiscVelDelta);
    }
    if ((incl & payloadBit) != 0) {
      f.contested = r.readU8();
      f.payloadCheckpoint = r.readU8();
      f.payloadDefenders = r.readU8();
      f.payloadDistance = half(r);
      f.payloadSpeed = half(r);
    }
    if ((incl & rulesBit) != 0) {
      f.rulesChangedAt = r.readS64le();
      f.rulesChangedBy = ButterHeaderReader.readString(r, "rules_changed_by");
    }
  }

  /** B2: the writer stores (current − previous), 0 at keyframes. */
  private void pauseTimers(ByteReader r, boolean key) throws ReplayFormatException {
    lastPausedDelta = half(r);
    lastUnpausedDelta = half(r);
    f.pausedTimer = key || ref ? lastPausedDelta : f.pausedTimer + lastPausedDelta;
    f.unpausedTimer = key || ref ? lastUnpausedDelta : f.unpausedTimer + lastUnpausedDelta;
  }

  private void reapplyPauseTimers() {
    if (ref) {
      f.restartRequests = 0; // the reference reader copies the pause object but not these flags
      return;
    }
    f.pausedTimer += lastPausedDelta;
    f.unpausedTimer += lastUnpausedDelta;
  }

  private void lastScore(ByteReader r) throws ReplayFormatException {
    int b = r.readU8();
    f.hasLastScore = true;
    f.lastScoreTeam = b & 3;
    f.lastScorePoints = (b & 4) == 0 ? 2 : 3;
    f.lastScoreGoalType = b >>> 3;
    f.lastScoreScorer = r.readU8();
    f.lastScoreAssister = r.readU8();
    f.lastScoreDiscSpeed = half(r);
    f.lastScoreDistanceThrown = half(r);
  }

  private static void reapply(float[] pos, float[] delta) {
    pos[0] += delta[0];
    pos[1] += delta[1];
    pos[2] += delta[2];
  }

  private static void rotation(ByteReader r, float[] dst, int off) throws ReplayFormatException {
    Quaternions.decodeSmallestThree(r.readS32le(), dst, off);
  }

  private static float half(ByteReader r) throws ReplayFormatException {
    return HALF[r.readU16le()];
  }

  /** Three consecutive halfs into {@code dst[o..o+2]}: one bounds check for the 6 bytes. */
  private static void half3(ByteReader r, float[] dst, int o) throws ReplayFormatException {
    r.require(6);
    byte[] b = r.array();
    int i = r.arrayIndex();
    dst[o] = HALF[Bytes.u16le(b, i)];
    dst[o + 1] = HALF[Bytes.u16le(b, i + 2)];
    dst[o + 2] = HALF[Bytes.u16le(b, i + 4)];
    r.skip(6);
  }

  /**
   * A 14-byte stats delta (10 u8 counts, half possession time, u16 stuns), added to {@code s} (B3).
   */
  private static void addStats(ByteReader r, ButterStats s) throws ReplayFormatException {
    r.require(14);
    byte[] b = r.array();
    int i = r.arrayIndex();
    int[] c = s.counts;
    for (int k = 0; k < 10; k++) c[k] = (c[k] + Bytes.u8(b, i + k)) & 0xFF;
    s.possessionTime += HALF[Bytes.u16le(b, i + 10)];
    s.stuns = (s.stuns + Bytes.u16le(b, i + 12)) & 0xFFFF;
    r.skip(14);
  }

  /** One player record (docs/formats/butter.md#player). */
  private ButterPlayer player(ByteReader r, boolean key) throws ReplayFormatException {
    int fi = r.readU8();
    ButterPlayer p = byIndex[fi];
    if (p == null) {
      p = byIndex[fi] = new ButterPlayer();
      lastPoseDelta[fi] = new float[12];
    }
    float[] poseDelta = lastPoseDelta[fi];
    // The diff base is the same player in the previous frame of this chunk; otherwise zero.
    boolean continued = !key && seenAt[fi] == frameNo - 1;
    if (!continued) {
      p.clear();
      Arrays.fill(poseDelta, 0);
    }
    seenAt[fi] = frameNo;
    p.fileIndex = fi;
    p.userId = fi < userIds.length ? userIds[fi] : 0;
    p.playerId = r.readU8();
    int state = r.readU8();
    p.flags = state & flagMask;
    boolean stats = (state & statsBit) != 0;
    if (stats) addStats(r, p.stats);
    p.statsChanged = stats || !continued;
    if ((state & pingBit) != 0) {
      int d = signedPing ? r.readS16le() : r.readU16le();
      p.ping = signedPing ? p.ping + d : (p.ping + d) & 0xFFFF;
      p.packetLossRatio += half(r);
    }
    if (holdingStored && (state & holdingBit) != 0) {
      p.holdingLeft = r.readU8();
      p.holdingRight = r.readU8();
    }
    if ((state & velocityBit) != 0) {
      float[] vel = p.velocity;
      half3(r, q, 0);
      vel[0] += q[0];
      vel[1] += q[1];
      vel[2] += q[2];
    }
    int poseBits = r.readU8();
    float[] pos = p.positions;
    for (int part = 0; part < 4; part++) {
      int o = 3 * part;
      if ((poseBits & (1 << (2 * part))) != 0) {
        half3(r, poseDelta, o);
      } else if (!repeatPoseDeltas || ref) {
        // v1/v2 writers cleared the bit when the part had not moved (> 1 cm): nothing to add
        poseDelta[o] = 0;
        poseDelta[o + 1] = 0;
        poseDelta[o + 2] = 0;
      }
      // B4: a clear bit means "same delta bytes as last frame", so the delta applies again.
      pos[o] += poseDelta[o];
      pos[o + 1] += poseDelta[o + 1];
      pos[o + 2] += poseDelta[o + 2];
      if ((poseBits & (2 << (2 * part))) != 0) {
        rotation(r, p.rotations, 4 * part);
      }
    }
    if (loadout) p.loadout = r.readU8();
    return p;
  }

  /** Bone block (docs/formats/butter.md#bones). */
  private void bones(ByteReader r, boolean key) throws ReplayFormatException {
    int b = r.readU8();
    if ((b & 1) == 0) {
      f.hasBones = false;
      f.bonePlayers = 0;
      prevBonePlayers = 0;
      return;
    }
    int n = b >>> 1;
    // the reference reader bases bone player i on the previous frame's player i whatever the count
    boolean continued = (ref ? n <= prevBonePlayers : n == prevBonePlayers) && !(resetBones && key);
    f.ensureBones(n);
    f.hasBones = true;
    f.bonePlayers = n;
    prevBonePlayers = n;
    for (int i = 0; i < n; i++) {
      float[] pos = f.bonePositions[i];
      float[] rot = f.boneRotations[i];
      if (!continued) {
        Arrays.fill(pos, 0);
        for (int j = 0; j < ButterFrame.BONES; j++) Quaternions.identity(rot, 4 * j);
      }
      // 23-bit position and rotation inclusion masks, 3 bytes LE each
      r.require(6);
      int at = r.arrayIndex();
      byte[] a = r.array();
      int posMask = Bytes.u16le(a, at) | Bytes.u8(a, at + 2) << 16;
      int rotMask = Bytes.u16le(a, at + 3) | Bytes.u8(a, at + 5) << 16;
      r.skip(6);
      for (int j = 0; j < ButterFrame.BONES; j++) {
        if ((posMask & (1 << j)) != 0) {
          pos[3 * j] += boneCoordinate(r);
          pos[3 * j + 1] += boneCoordinate(r);
          pos[3 * j + 2] += boneCoordinate(r);
        }
      }
      for (int j = 0; j < ButterFrame.BONES; j++) {
        if ((rotMask & (1 << j)) != 0) {
          Quaternions.decodeSmallestThree(r.readS32le(), q, 0);
          Quaternions.multiply(q, rot, 4 * j);
        }
      }
    }
  }

  /** A zig-zag varint (Mirror style) holding a 14-bit fixed-point delta over [−2, 2]. */
  private static float boneCoordinate(ByteReader r) throws ReplayFormatException {
    long at = r.position();
    long v = readVarUInt(r);
    long zz = (v >>> 1) ^ -(v & 1);
    if (zz < -8192 || zz > 8191) {
      throw ReplayFormatException.invalid(
          FORMAT, at, "expected a 14-bit bone coordinate but got " + zz);
    }
    return (zz + 8192) / 16384f * 4f - 2f;
  }

  /** Mirror-style variable-length unsigned integer (docs/formats/butter.md#bones). */
  static long readVarUInt(ByteReader r) throws ReplayFormatException {
    int a0 = r.readU8();
    if (a0 <= 240) return a0;
    if (a0 <= 248) return 240 + ((a0 - 241L) << 8) + r.readU8();
    if (a0 == 249) return 2288 + ((long) r.readU8() << 8) + r.readU8();
    int bytes = a0 - 247; // 250 → 3 … 255 → 8
    long v = 0;
    for (int i = 0; i < bytes; i++) v |= (long) r.readU8() << (8 * i);
    return v;
  }
}
