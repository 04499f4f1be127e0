package org.replays4j.butter;

import io.airlift.compress.zstd.ZstdCompressor;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.replays4j.butter.record.ButterCompression;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.butter.record.ButterPlayerInfo;
import org.replays4j.core.codec.SmallestThree;
import org.replays4j.core.io.Bytes;
import org.replays4j.core.io.Half;

/**
 * Writes version-3 .butter files from absolute frames, byte-compatible with the layout the
 * reference writer produces (docs/formats/butter.md#layout): little-endian, truncating half-floats,
 * smallest-three rotations, a keyframe every {@code keyframeInterval} frames, the v3 inclusion
 * bits, bones diffed against the previous frame across chunk boundaries (B1).
 *
 * <p>Deliberate differences from the reference writer, all read correctly by {@link ButterDecoder}
 * (and none changes the layout):
 *
 * <ul>
 *   <li>Deltas are taken against the values the decoder will have rebuilt (error feedback), not
 *       against the previous source values, so half-float and bone errors do not accumulate within
 *       a chunk.
 *   <li>Pause timers at a keyframe hold the absolute value instead of 0 (B2).
 *   <li>Stun deltas wrap modulo 65,536 instead of clamping at 0, so falling counts survive.
 *   <li>A gap of more than 65,535 ms (or a backwards step) starts a new chunk instead of wrapping
 *       the u16 delta (B8), as the README intends.
 *   <li>Position-inclusion bits compare only the 6 position-delta bytes with the previous frame's.
 * </ul>
 *
 * Frames refer to players by {@link ButterPlayer#fileIndex}, which must index {@code header}'s
 * player list. Instances are not thread-safe.
 */
public final class ButterWriter {
  private static final SmallestThree S3 = SmallestThree.BUTTER;

  /**
   * The version written; its rows of the {@link ButterFrameGroup} and {@link ButterPlayerGroup}
   * tables give the bits.
   */
  private static final ButterVersion V = ButterVersion.V3;

  private final ButterHeader header;
  private final ButterCompression compression;
  private final int keyframeInterval;
  private final boolean arena;
  private final boolean combat;
  private final boolean privateArena;

  /**
   * @param header players, map, session fields (its version, interval and compression are ignored)
   * @param compression NONE, GZIP or one of the zstd codes (written with the library's level)
   * @param keyframeInterval frames per chunk, 1..65535
   */
  public ButterWriter(ButterHeader header, ButterCompression compression, int keyframeInterval) {
    if (keyframeInterval < 1 || keyframeInterval > 0xFFFF) {
      throw new IllegalArgumentException(
          "keyframeInterval must be in 1..65535 but got " + keyframeInterval);
    }
    if (compression == ButterCompression.ZSTD_7_DICT) {
      throw new IllegalArgumentException("compression 6 needs an unpublished dictionary");
    }
    if (header.players().size() > 255) {
      throw new IllegalArgumentException("at most 255 players but got " + header.players().size());
    }
    this.header = header;
    this.compression = compression;
    this.keyframeInterval = keyframeInterval;
    this.arena = header.map().isArena();
    this.combat = header.map().isCombat();
    this.privateArena = arena && header.privateMatch();
  }

  /**
   * Converts an .echoreplay to .butter, as the reference tooling's converter does.
   *
   * @param source the decoded .echoreplay
   * @param compression chunk compression
   * @param keyframeInterval frames per chunk (the recorder uses 300)
   */
  public static byte[] convert(
      EchoReplay source, ButterCompression compression, int keyframeInterval) {
    return new ButterWriter(source.header(), compression, keyframeInterval).write(source.frames());
  }

  /** Encodes {@code frames} as a complete file. */
  public byte[] write(List<ButterFrame> frames) {
    Out out = new Out();
    writeHeader(out);
    List<byte[]> chunks = new ArrayList<>();
    Encoder enc = new Encoder();
    Out chunk = new Out();
    int inChunk = 0;
    for (int i = 0; i < frames.size(); i++) {
      ButterFrame f = frames.get(i);
      long dt = i == 0 ? 0 : f.timeMs - enc.time;
      boolean key = i == 0 || inChunk >= keyframeInterval || dt < 0 || dt > 0xFFFF;
      if (key && inChunk > 0) {
        chunks.add(compress(chunk.toByteArray()));
        chunk = new Out();
        inChunk = 0;
      }
      enc.frame(chunk, f, key);
      inChunk++;
    }
    if (inChunk > 0) chunks.add(compress(chunk.toByteArray()));
    out.u32(chunks.size());
    for (byte[] c : chunks) out.u32(c.length);
    for (byte[] c : chunks) out.bytes(c, 0, c.length);
    return out.toByteArray();
  }

  private void writeHeader(Out o) {
    o.u8(V.number());
    o.u16(keyframeInterval);
    o.u8(compression.code());
    o.string(header.clientName());
    String hex = header.sessionId().replace("-", "");
    for (int i = 0; i < 16; i++) {
      int b = 0;
      if (hex.length() >= 2 * i + 2) {
        try {
          b = Integer.parseInt(hex.substring(2 * i, 2 * i + 2), 16);
        } catch (NumberFormatException e) {
          b = 0;
        }
      }
      o.u8(b);
    }
    String[] ip = header.sessionIp().split("\\.");
    for (int i = 0; i < 4; i++) {
      int b = 0;
      try {
        b = i < ip.length ? Integer.parseInt(ip[i]) : 0;
      } catch (NumberFormatException e) {
        b = 0;
      }
      o.u8(b);
    }
    List<ButterPlayerInfo> ps = header.players();
    o.u8(ps.size());
    for (ButterPlayerInfo p : ps) o.string(p.name());
    for (ButterPlayerInfo p : ps) o.s64(p.userId());
    for (ButterPlayerInfo p : ps) o.u8(p.number());
    for (ButterPlayerInfo p : ps) o.u8(p.level());
    o.u8(header.totalRoundCount());
    o.u8((header.blueRoundScore() & 0xF) | (header.orangeRoundScore() & 0xF) << 4);
    o.u8(header.mapIndex() << 1 | (header.privateMatch() ? 1 : 0));
  }

  private byte[] compress(byte[] raw) {
    try {
      switch (compression) {
        case NONE:
          return raw;
        case GZIP:
          {
            ByteArrayOutputStream bo = new ByteArrayOutputStream(raw.length / 3 + 32);
            try (GZIPOutputStream gz = new GZIPOutputStream(bo)) {
              gz.write(raw);
            }
            return bo.toByteArray();
          }
        default:
          {
            ZstdCompressor z = new ZstdCompressor();
            byte[] dst = new byte[z.maxCompressedLength(raw.length)];
            int n = z.compress(raw, 0, raw.length, dst, 0, dst.length);
            return Arrays.copyOf(dst, n);
          }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Per-file encoder state: what the decoder will have rebuilt after each frame. */
  private final class Encoder {
    long time;

    /** What the decoder holds (updated exactly as the decoder does). */
    final ButterFrame d = new ButterFrame();

    final ButterPlayer[] players = new ButterPlayer[256];
    final int[] seenAt = new int[256];
    final float[][] lastPoseDelta = new float[256][];
    final float[] lastVrDelta = new float[3];
    final float[] lastDiscDelta = new float[3];
    final float[] lastDiscVelDelta = new float[3];
    float lastPausedDelta;
    float lastUnpausedDelta;
    byte[] prevGroup0;
    byte[] prevPause;
    byte[] prevLastScore;
    byte[] prevThrow;
    byte[] prevVr;
    byte[] prevDisc;
    byte[] prevCombat;
    byte[] prevRules;
    int frameNo;
    int prevBonePlayers;
    final float[] tmp4 = new float[4];

    Encoder() {
      Arrays.fill(seenAt, -2);
    }

    void frame(Out o, ButterFrame f, boolean key) {
      if (key) {
        prevGroup0 =
            prevPause =
                prevLastScore = prevThrow = prevVr = prevDisc = prevCombat = prevRules = null;
        Arrays.fill(lastVrDelta, 0);
        Arrays.fill(lastDiscDelta, 0);
        Arrays.fill(lastDiscVelDelta, 0);
        d.pausedTimer = 0;
        d.unpausedTimer = 0;
        Arrays.fill(d.vrPosition, 0);
        Arrays.fill(d.discPosition, 0);
        Arrays.fill(d.discVelocity, 0);
        for (ButterTeam t : d.teams) t.stats.clear();
      }
      o.u16(key ? ButterDecoder.KEYFRAME_MARKER : ButterDecoder.FRAME_MARKER);
      if (key) {
        o.s64(f.timeMs);
        o.f32(f.gameClock);
        d.gameClock = f.gameClock;
      } else {
        o.u16((int) (f.timeMs - time));
        float dc = f.gameClock - d.gameClock;
        o.f32(dc);
        d.gameClock += dc;
      }
      time = f.timeMs;
      int inclAt = o.size();
      o.u8(0);
      int incl = 0;
      // status, points and inputs share one v3 bit (ButterFrameGroup)
      Out g = new Out();
      g.u8(f.gameStatus);
      if (arena) {
        g.u8((int) f.bluePoints);
        g.u8((int) f.orangePoints);
      } else if (combat) {
        g.half(f.bluePoints);
        g.half(f.orangePoints);
      }
      g.u8(f.inputs);
      prevGroup0 = emit(o, g, prevGroup0, key);
      if (g.justWritten) incl |= ButterFrameGroup.STATUS.bit(V);
      // pause block; timers are deltas against the rebuilt timers (absolute at keyframes)
      g = new Out();
      g.u8(f.restartRequests | f.pausedRequestedTeam << 2 | f.unpausedTeam << 4);
      g.u8(f.pausedState);
      int pd = Half.fromFloatTruncate(key ? f.pausedTimer : f.pausedTimer - d.pausedTimer);
      int ud = Half.fromFloatTruncate(key ? f.unpausedTimer : f.unpausedTimer - d.unpausedTimer);
      g.u16(pd);
      g.u16(ud);
      prevPause = emit(o, g, prevPause, key);
      if (g.justWritten) {
        incl |= ButterFrameGroup.PAUSE.bit(V);
        lastPausedDelta = Half.toFloat(pd);
        lastUnpausedDelta = Half.toFloat(ud);
      }
      d.pausedTimer = key ? lastPausedDelta : d.pausedTimer + lastPausedDelta;
      d.unpausedTimer = key ? lastUnpausedDelta : d.unpausedTimer + lastUnpausedDelta;
      if (arena) {
        g = new Out();
        g.u8(
            (f.lastScoreTeam & 3)
                | (f.lastScorePoints == 2 ? 0 : 1) << 2
                | (f.lastScoreGoalType & 0x1F) << 3);
        g.u8(f.lastScoreScorer);
        g.u8(f.lastScoreAssister);
        g.half(f.lastScoreDiscSpeed);
        g.half(f.lastScoreDistanceThrown);
        if (f.hasLastScore) {
          prevLastScore = emit(o, g, prevLastScore, key);
          if (g.justWritten) incl |= ButterFrameGroup.LAST_SCORE.bit(V);
        }
      }
      g = new Out();
      for (int i = 0; i < 13; i++) g.half(f.lastThrow[i]);
      prevThrow = emit(o, g, prevThrow, key);
      if (g.justWritten) incl |= ButterFrameGroup.LAST_THROW.bit(V);
      // VR player pose
      g = new Out();
      float[] vd = new float[3];
      poseDelta(g, f.vrPosition, d.vrPosition, vd);
      g.u32(S3.encode(f.vrRotation[0], f.vrRotation[1], f.vrRotation[2], f.vrRotation[3]));
      prevVr = emit(o, g, prevVr, key);
      if (g.justWritten) {
        incl |= ButterFrameGroup.VR_PLAYER.bit(V);
        System.arraycopy(vd, 0, lastVrDelta, 0, 3);
      }
      add(d.vrPosition, lastVrDelta);
      if (arena) {
        g = new Out();
        float[] dp = new float[3];
        float[] dv = new float[3];
        poseDelta(g, f.discPosition, d.discPosition, dp);
        g.u32(
            S3.encode(f.discRotation[0], f.discRotation[1], f.discRotation[2], f.discRotation[3]));
        poseDelta(g, f.discVelocity, d.discVelocity, dv);
        prevDisc = emit(o, g, prevDisc, key);
        if (g.justWritten) {
          incl |= ButterFrameGroup.DISC.bit(V);
          System.arraycopy(dp, 0, lastDiscDelta, 0, 3);
          System.arraycopy(dv, 0, lastDiscVelDelta, 0, 3);
        }
        add(d.discPosition, lastDiscDelta);
        add(d.discVelocity, lastDiscVelDelta);
      }
      if (combat) {
        g = new Out();
        g.u8(f.contested);
        g.u8(f.payloadCheckpoint);
        g.u8(f.payloadDefenders);
        g.half(f.payloadDistance);
        g.half(f.payloadSpeed);
        prevCombat = emit(o, g, prevCombat, key);
        if (g.justWritten) incl |= ButterFrameGroup.PAYLOAD.bit(V);
      }
      if (privateArena) {
        g = new Out();
        g.s64(f.rulesChangedAt);
        g.string(f.rulesChangedBy);
        prevRules = emit(o, g, prevRules, key);
        if (g.justWritten) incl |= ButterFrameGroup.RULES.bit(V);
      }
      o.set(inclAt, incl);
      // teams
      int teamBits = (f.teams[0].possession ? 1 : 0) | (f.teams[1].possession ? 2 : 0);
      int teamBitsAt = o.size();
      o.u8(0);
      for (int t = 0; t < 3; t++) {
        ButterTeam team = f.teams[t];
        Out s = new Out();
        statsDelta(s, team.stats, d.teams[t].stats);
        if (key || !s.allZero()) {
          teamBits |= 4 << t;
          o.bytes(s.buf, 0, s.size());
          applyStats(d.teams[t].stats, s.buf);
        }
        o.u8(team.playerCount);
        for (int i = 0; i < team.playerCount; i++) player(o, team.players[i], key);
      }
      o.set(teamBitsAt, teamBits);
      bones(o, f, key);
      frameNo++;
    }

    /**
     * Writes {@code g} when its bytes differ from {@code prev} (or at a keyframe); returns the new
     * "previous".
     */
    private byte[] emit(Out o, Out g, byte[] prev, boolean key) {
      byte[] cur = g.toByteArray();
      if (key || prev == null || !Arrays.equals(cur, prev)) {
        o.bytes(cur, 0, cur.length);
        g.justWritten = true;
      }
      return cur;
    }

    /** Writes cur − rebuilt as 3 truncated halfs; the decoded deltas go to {@code delta}. */
    private void poseDelta(Out g, float[] cur, float[] rebuilt, float[] delta) {
      for (int k = 0; k < 3; k++) {
        int h = Half.fromFloatTruncate(cur[k] - rebuilt[k]);
        g.u16(h);
        delta[k] = Half.toFloat(h);
      }
    }

    private void add(float[] pos, float[] delta) {
      pos[0] += delta[0];
      pos[1] += delta[1];
      pos[2] += delta[2];
    }

    private void statsDelta(Out s, ButterStats cur, ButterStats rebuilt) {
      for (int k = 0; k < 10; k++) s.u8((cur.counts[k] - rebuilt.counts[k]) & 0xFF);
      s.u16(Half.fromFloatTruncate(cur.possessionTime - rebuilt.possessionTime));
      s.u16((cur.stuns - rebuilt.stuns) & 0xFFFF);
    }

    private void applyStats(ButterStats s, byte[] b) {
      for (int k = 0; k < 10; k++) s.counts[k] = (s.counts[k] + Bytes.u8(b, k)) & 0xFF;
      s.possessionTime += Half.toFloat(Bytes.u16le(b, 10));
      s.stuns = (s.stuns + Bytes.u16le(b, 12)) & 0xFFFF;
    }

    private void player(Out o, ButterPlayer p, boolean key) {
      int fi = p.fileIndex & 0xFF;
      ButterPlayer r = players[fi];
      if (r == null) {
        r = players[fi] = new ButterPlayer();
        lastPoseDelta[fi] = new float[12];
      }
      float[] lastDelta = lastPoseDelta[fi];
      boolean first = key || seenAt[fi] != frameNo - 1;
      if (first) {
        r.clear();
        Arrays.fill(lastDelta, 0);
      }
      seenAt[fi] = frameNo;
      o.u8(fi);
      o.u8(p.playerId);
      int stateAt = o.size();
      o.u8(0);
      int state = p.flags & ButterPlayerGroup.flagMask(V);
      Out s = new Out();
      statsDelta(s, p.stats, r.stats);
      if (first || !s.allZero()) {
        state |= ButterPlayerGroup.STATS.bit(V);
        o.bytes(s.buf, 0, s.size());
        applyStats(r.stats, s.buf);
      }
      int dping = p.ping - r.ping;
      int dloss = Half.fromFloatTruncate(p.packetLossRatio - r.packetLossRatio);
      boolean holdChanged =
          arena && (p.holdingLeft != r.holdingLeft || p.holdingRight != r.holdingRight);
      if (first || dping != 0 || (dloss & 0x7FFF) != 0 || holdChanged) {
        state |= ButterPlayerGroup.PING.bit(V);
        o.u16(dping & 0xFFFF);
        o.u16(dloss);
        r.ping += (short) dping;
        r.packetLossRatio += Half.toFloat(dloss);
        if (arena) {
          int hl = p.holdingLeft < 0 ? ButterHolding.ABSENT.code() : p.holdingLeft;
          int hr = p.holdingRight < 0 ? ButterHolding.ABSENT.code() : p.holdingRight;
          o.u8(hl);
          o.u8(hr);
          r.holdingLeft = hl;
          r.holdingRight = hr;
        }
      }
      float dvx = p.velocity[0] - r.velocity[0];
      float dvy = p.velocity[1] - r.velocity[1];
      float dvz = p.velocity[2] - r.velocity[2];
      if (first || dvx * dvx + dvy * dvy + dvz * dvz > 1e-4f) {
        state |= ButterPlayerGroup.VELOCITY.bit(V);
        float[] dv = new float[3];
        poseDelta(o, p.velocity, r.velocity, dv);
        add(r.velocity, dv);
      }
      o.set(stateAt, state);
      int poseAt = o.size();
      o.u8(0);
      int poseBits = 0;
      for (int part = 0; part < 4; part++) {
        int off = 3 * part;
        int hx = Half.fromFloatTruncate(p.positions[off] - r.positions[off]);
        int hy = Half.fromFloatTruncate(p.positions[off + 1] - r.positions[off + 1]);
        int hz = Half.fromFloatTruncate(p.positions[off + 2] - r.positions[off + 2]);
        float fx = Half.toFloat(hx), fy = Half.toFloat(hy), fz = Half.toFloat(hz);
        // B4: a clear bit means "same delta bytes as last frame"
        if (first
            || Float.floatToRawIntBits(fx) != Float.floatToRawIntBits(lastDelta[off])
            || Float.floatToRawIntBits(fy) != Float.floatToRawIntBits(lastDelta[off + 1])
            || Float.floatToRawIntBits(fz) != Float.floatToRawIntBits(lastDelta[off + 2])) {
          poseBits |= 1 << (2 * part);
          o.u16(hx);
          o.u16(hy);
          o.u16(hz);
          lastDelta[off] = fx;
          lastDelta[off + 1] = fy;
          lastDelta[off + 2] = fz;
        }
        r.positions[off] += lastDelta[off];
        r.positions[off + 1] += lastDelta[off + 1];
        r.positions[off + 2] += lastDelta[off + 2];
        long word =
            S3.encode(
                p.rotations[4 * part],
                p.rotations[4 * part + 1],
                p.rotations[4 * part + 2],
                p.rotations[4 * part + 3]);
        S3.decode(word, tmp4, 0);
        boolean rotChanged = first;
        for (int k = 0; k < 4; k++) rotChanged |= tmp4[k] != r.rotations[4 * part + k];
        if (rotChanged) {
          poseBits |= 2 << (2 * part);
          o.u32(word);
          System.arraycopy(tmp4, 0, r.rotations, 4 * part, 4);
        }
      }
      o.set(poseAt, poseBits);
      if (combat) {
        int lo = p.loadout < 0 ? 0 : p.loadout & 0x7F;
        o.u8(lo);
        r.loadout = lo;
      }
      r.flags = p.flags & ButterPlayerGroup.flagMask(V);
      r.playerId = p.playerId;
      r.userId = p.userId;
    }

    private void bones(Out o, ButterFrame f, boolean key) {
      if (!f.hasBones) {
        o.u8(0);
        prevBonePlayers = 0;
        d.bonePlayers = 0;
        return;
      }
      int n = Math.min(f.bonePlayers, 127);
      o.u8(n << 1 | 1);
      boolean continued = n == prevBonePlayers;
      d.ensureBones(n);
      prevBonePlayers = n;
      float[] inv = new float[4];
      for (int i = 0; i < n; i++) {
        float[] rp = d.bonePositions[i];
        float[] rr = d.boneRotations[i];
        if (!continued) {
          Arrays.fill(rp, 0);
          Arrays.fill(rr, 0);
          for (int j = 0; j < ButterFrame.BONES; j++) rr[4 * j + 3] = 1f;
        }
        float[] cp = f.bonePositions[i];
        float[] cr = f.boneRotations[i];
        int posMask = 0;
        int rotMask = 0;
        Out body = new Out();
        for (int j = 0; j < ButterFrame.BONES; j++) {
          double dx = cp[3 * j] - rp[3 * j],
              dy = cp[3 * j + 1] - rp[3 * j + 1],
              dz = cp[3 * j + 2] - rp[3 * j + 2];
          if (Math.sqrt(dx * dx + dy * dy + dz * dz) > 0.001) {
            posMask |= 1 << j;
            rp[3 * j] += fixed(body, dx);
            rp[3 * j + 1] += fixed(body, dy);
            rp[3 * j + 2] += fixed(body, dz);
          }
        }
        for (int j = 0; j < ButterFrame.BONES; j++) {
          if (Quaternions.angleDegrees(cr, 4 * j, rr, 4 * j) > 1.0) {
            rotMask |= 1 << j;
            // delta = new ⊗ inverse(rebuilt previous)
            float n2 =
                rr[4 * j] * rr[4 * j]
                    + rr[4 * j + 1] * rr[4 * j + 1]
                    + rr[4 * j + 2] * rr[4 * j + 2]
                    + rr[4 * j + 3] * rr[4 * j + 3];
            if (!(n2 > 0)) n2 = 1;
            inv[0] = -rr[4 * j] / n2;
            inv[1] = -rr[4 * j + 1] / n2;
            inv[2] = -rr[4 * j + 2] / n2;
            inv[3] = rr[4 * j + 3] / n2;
            float[] cq = {cr[4 * j], cr[4 * j + 1], cr[4 * j + 2], cr[4 * j + 3]};
            Quaternions.multiply(cq, inv, 0); // inv = cq ⊗ inv
            long word = S3.encode(inv[0], inv[1], inv[2], inv[3]);
            body.u32(word);
            S3.decode(word, tmp4, 0);
            Quaternions.multiply(tmp4, rr, 4 * j);
          }
        }
        o.u8(posMask & 0xFF);
        o.u8(posMask >>> 8 & 0xFF);
        o.u8(posMask >>> 16 & 0xFF);
        o.u8(rotMask & 0xFF);
        o.u8(rotMask >>> 8 & 0xFF);
        o.u8(rotMask >>> 16 & 0xFF);
        o.bytes(body.buf, 0, body.size());
      }
      d.bonePlayers = n;
    }

    /**
     * Writes a 14-bit fixed-point coordinate delta as a zig-zag varint; returns the decoded value.
     */
    private float fixed(Out o, double v) {
      long q = (long) ((v + 2) / 4 * 16384 - 8192);
      if (q < -8192) q = -8192;
      if (q > 8191) q = 8191;
      long zz = (q << 1) ^ (q >> 63);
      writeVarUInt(o, zz);
      return (q + 8192) / 16384f * 4f - 2f;
    }
  }

  /** Mirror-style variable-length unsigned integer (docs/formats/butter.md#bones). */
  static void writeVarUInt(Out o, long v) {
    if (v <= 240) {
      o.u8((int) v);
    } else if (v <= 2287) {
      o.u8((int) ((v - 240) >>> 8) + 241);
      o.u8((int) ((v - 240) & 0xFF));
    } else if (v <= 67823) {
      o.u8(249);
      o.u8((int) ((v - 2288) >>> 8));
      o.u8((int) ((v - 2288) & 0xFF));
    } else {
      int bytes =
          v <= 0xFFFFFFL
              ? 3
              : v <= 0xFFFFFFFFL
                  ? 4
                  : v <= 0xFFFFFFFFFFL
                      ? 5
                      : v <= 0xFFFFFFFFFFFFL ? 6 : v <= 0xFFFFFFFFFFFFFFL ? 7 : 8;
      o.u8(247 + bytes);
      for (int i = 0; i < bytes; i++) o.u8((int) (v >>> (8 * i)) & 0xFF);
    }
  }

  /** Little-endian growable byte buffer. */
  static final class Out {
    byte[] buf = new byte[64];
    int len;
    boolean justWritten;

    void ensure(int n) {
      if (len + n > buf.length) buf = Arrays.copyOf(buf, Math.max(buf.length * 2, len + n));
    }

    void u8(int v) {
      ensure(1);
      buf[len++] = (byte) v;
    }

    void u16(int v) {
      u8(v);
      u8(v >>> 8);
    }

    void u32(long v) {
      u16((int) v);
      u16((int) (v >>> 16));
    }

    void s64(long v) {
      u32(v);
      u32(v >>> 32);
    }

    void f32(float f) {
      u32(Float.floatToRawIntBits(f) & 0xFFFFFFFFL);
    }

    void half(float f) {
      u16(Half.fromFloatTruncate(f));
    }

    void string(String s) {
      byte[] b = EchoReplayReader.ascii(s).getBytes(StandardCharsets.US_ASCII);
      bytes(b, 0, b.length);
      u8(0);
    }

    void bytes(byte[] b, int off, int n) {
      ensure(n);
      System.arraycopy(b, off, buf, len, n);
      len += n;
    }

    void set(int at, int v) {
      buf[at] = (byte) v;
    }

    int size() {
      return len;
    }

    boolean allZero() {
      for (int i = 0; i < len; i++) if (buf[i] != 0) return false;
      return true;
    }

    byte[] toByteArray() {
      return Arrays.copyOf(buf, len);
    }
  }
}
