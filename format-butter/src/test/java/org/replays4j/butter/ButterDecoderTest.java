package org.replays4j.butter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.replays4j.butter.record.ButterCompression;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.butter.record.ButterMap;
import org.replays4j.core.codec.SmallestThree;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.Half;

/** Hand-built byte vectors from docs/formats/butter.md, decoded without the writer. */
class ButterDecoderTest {
  /** Identity rotation in smallest-three: w dropped (3), x/y/z = 511. */
  static final long IDENTITY = 0x7FDFF7FFL;

  static Bytes header(int version, int compression, int mapByte) {
    return new Bytes()
        .u8(version)
        .u16(300)
        .u8(compression)
        .str("Cl")
        .u8(
            0x89, 0x2E, 0x23, 0xE2, 0x82, 0x72, 0x4B, 0x07, 0x85, 0xE8, 0x5E, 0x29, 0x1A, 0xC8,
            0x5F, 0x93)
        .u8(216, 104, 43, 94)
        .u8(2)
        .str("Ann")
        .str("Bob")
        .i64(0x0102030405060708L)
        .i64(-5)
        .u8(7, 200)
        .u8(42, 1)
        .u8(3)
        .u8(0x21)
        .u8(mapByte);
  }

  static byte[] file(Bytes header, byte[]... chunks) {
    header.u32(chunks.length);
    for (byte[] c : chunks) header.u32(c.length);
    for (byte[] c : chunks) header.bytes(c);
    return header.build();
  }

  /** Keyframe + delta frame of a private arena match (docs/formats/butter.md#frame). */
  static byte[] arenaChunk() {
    Bytes b = new Bytes();
    b.u16(0xFEFC).i64(1_000).f32(12.5f).u8(0xBF);
    b.u8(4, 5, 3, 0x05); // status playing, points 5:3, inputs bits 0+2
    b.u8(0x35, 1)
        .u16(
            0x4000, 0x0000); // blue restart, requested orange, unpaused none; paused; timers 2.0, 0
    b.u8(0x25, 1, 0)
        .u16(0x48C0, 0x3C00); // orange, 3 points, LONG SHOT, scorer 1, no assist, 9.5, 1.0
    for (int i = 0; i < 13; i++) b.u16(0x3C00 + i); // last throw
    b.u16(0x3C00, 0x4000, 0xBC00).u32(IDENTITY); // VR player (1, 2, -1)
    b.u16(0x3800, 0x3800, 0x3800).u32(IDENTITY).u16(0x3C00, 0, 0); // disc
    b.i64(77).str("Ann"); // rules changed
    b.u8(0x05); // blue possession, blue stats
    b.u8(1, 2, 3, 4, 5, 6, 7, 8, 9, 10).u16(0x3E00, 300); // team stats
    b.u8(1); // one blue player
    b.u8(2, 9, 0xE1); // file index 2 (Bob), playerid 9, possession + stats + ping + velocity
    b.u8(0, 0, 0, 1, 0, 0, 0, 0, 0, 0).u16(0x3C00, 0xFFFF); // goals 1, possession 1.0, stuns 65535
    b.u16(50).u16(0x2E66).u8(253, 255); // ping 50, loss ~0.1, holding disc/none
    b.u16(0x3C00, 0, 0); // velocity
    b.u8(0xFF);
    for (int p = 0; p < 4; p++) b.u16(0x3C00 + p, 0x4000, 0x4200).u32(IDENTITY);
    b.u8(0).u8(0); // orange, spectators: no players
    b.u8(0); // no bones
    // delta frame: nothing included
    b.u16(0xFEFE).u16(33).f32(0.5f).u8(0x00);
    b.u8(0x01).u8(1).u8(2, 9, 0x01).u8(0x00);
    b.u8(0).u8(0).u8(0);
    return b.build();
  }

  @Test
  void headerFieldsAsTheSpecLaysThemOut() throws Exception {
    ButterReplay r = ButterReplay.read(file(header(3, 0, 0x05), arenaChunk()));
    ButterHeader h = r.header();
    assertThat(h.version()).isEqualTo(3);
    assertThat(h.keyframeInterval()).isEqualTo(300);
    assertThat(h.compression()).isEqualTo(ButterCompression.NONE);
    assertThat(h.clientName()).isEqualTo("Cl");
    assertThat(h.sessionId()).isEqualTo("892E23E2-8272-4B07-85E8-5E291AC85F93");
    assertThat(h.sessionIp()).isEqualTo("216.104.43.94");
    assertThat(h.players()).hasSize(2);
    assertThat(h.player(1).name()).isEqualTo("Ann");
    assertThat(h.player(1).userId()).isEqualTo(0x0102030405060708L);
    assertThat(h.player(2).userId()).isEqualTo(-5);
    assertThat(h.player(2).number()).isEqualTo(200);
    assertThat(h.player(1).level()).isEqualTo(42);
    assertThat(h.player(0)).isNull();
    assertThat(h.totalRoundCount()).isEqualTo(3);
    assertThat(h.blueRoundScore()).isEqualTo(1);
    assertThat(h.orangeRoundScore()).isEqualTo(2);
    assertThat(h.map()).isEqualTo(ButterMap.ARENA);
    assertThat(h.privateMatch()).isTrue();
    assertThat(h.matchType()).isEqualTo("Echo_Arena_Private");
  }

  @Test
  void keyframeIsAbsoluteAndAClearBitRepeatsTheLastDelta() throws Exception {
    List<ButterFrame> fs = ButterReplay.read(file(header(3, 0, 0x05), arenaChunk())).frames();
    assertThat(fs).hasSize(2);
    ButterFrame k = fs.get(0);
    assertThat(k.keyframe).isTrue();
    assertThat(k.timeMs).isEqualTo(1000);
    assertThat(k.gameClock).isEqualTo(12.5f);
    assertThat(k.gameStatus).isEqualTo(4);
    assertThat(k.bluePoints).isEqualTo(5);
    assertThat(k.orangePoints).isEqualTo(3);
    assertThat(k.inputs).isEqualTo(5);
    assertThat(k.restartRequests).isEqualTo(1);
    assertThat(k.pausedRequestedTeam).isEqualTo(1);
    assertThat(k.unpausedTeam).isEqualTo(3);
    assertThat(k.pausedState).isEqualTo(1);
    assertThat(k.pausedTimer).isEqualTo(2f);
    assertThat(k.lastScoreTeam).isEqualTo(1);
    assertThat(k.lastScorePoints).isEqualTo(3);
    assertThat(ButterFrame.GOAL_TYPE[k.lastScoreGoalType]).isEqualTo("LONG SHOT");
    assertThat(k.lastScoreScorer).isEqualTo(1);
    assertThat(k.lastScoreDiscSpeed).isEqualTo(9.5f);
    assertThat(k.lastThrow[12]).isEqualTo(Half16.value(0x3C0C));
    assertThat(k.vrPosition).containsExactly(1f, 2f, -1f);
    assertThat(k.vrRotation[3]).isCloseTo(1f, within(1e-5f));
    assertThat(k.discPosition).containsExactly(0.5f, 0.5f, 0.5f);
    assertThat(k.discVelocity).containsExactly(1f, 0f, 0f);
    assertThat(k.rulesChangedAt).isEqualTo(77);
    assertThat(k.rulesChangedBy).isEqualTo("Ann");
    assertThat(k.teams[0].possession).isTrue();
    assertThat(k.teams[0].stats.counts).containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
    assertThat(k.teams[0].stats.possessionTime).isEqualTo(1.5f);
    assertThat(k.teams[0].stats.stuns).isEqualTo(300);
    ButterPlayer p = k.teams[0].player(0);
    assertThat(p.fileIndex).isEqualTo(2);
    assertThat(p.playerId).isEqualTo(9);
    assertThat(p.flag(ButterPlayerFlag.POSSESSION)).isTrue();
    assertThat(p.stats.count(ButterCounter.GOALS)).isEqualTo(1);
    assertThat(p.stats.stuns).isEqualTo(65535);
    assertThat(p.ping).isEqualTo(50);
    assertThat(p.packetLossRatio).isCloseTo(0.1f, within(1e-4f));
    assertThat(p.holdingLeft).isEqualTo(ButterHolding.DISC.code());
    assertThat(ButterHolding.apiName(p.holdingRight)).isEqualTo("none");
    assertThat(p.velocity).containsExactly(1f, 0f, 0f);
    assertThat(p.positions[ButterPosePart.RIGHT_HAND.positionOffset()])
        .isEqualTo(Half16.value(0x3C03));
    assertThat(p.positions[1]).isEqualTo(2f);
    assertThat(p.loadout).isEqualTo(-1);

    ButterFrame d = fs.get(1);
    assertThat(d.keyframe).isFalse();
    assertThat(d.timeMs).isEqualTo(1033);
    assertThat(d.gameClock).isEqualTo(13f);
    // group absent: values carried over from the keyframe
    assertThat(d)
        .extracting("gameStatus", "bluePoints", "lastScoreDiscSpeed", "rulesChangedBy")
        .containsExactly(k.gameStatus, k.bluePoints, k.lastScoreDiscSpeed, k.rulesChangedBy);
    assertThat(d.teams[0].stats.stuns).isEqualTo(300);
    // B4: pose/VR/disc bits clear = the same delta bytes again; B2: pause timers likewise
    assertThat(d.vrPosition).containsExactly(2f, 4f, -2f);
    assertThat(d.discPosition).containsExactly(1f, 1f, 1f);
    assertThat(d.discVelocity).containsExactly(2f, 0f, 0f);
    assertThat(d.pausedTimer).isEqualTo(4f);
    // the pause block is absent: restart requests are unchanged (the reference reader drops them)
    assertThat(d.restartRequests).isEqualTo(1);
    ButterPlayer q = d.teams[0].player(0);
    assertThat(q.positions[1]).isEqualTo(4f);
    assertThat(q.stats.stuns).isEqualTo(65535);
    assertThat(q.ping).isEqualTo(50);
    assertThat(q.velocity).containsExactly(1f, 0f, 0f); // velocity bit clear: unchanged
    assertThat(q.flags).isEqualTo(ButterPlayerFlag.POSSESSION.bit());
  }

  @Test
  void statsDeltasWrapAsStored() throws Exception {
    Bytes b = new Bytes();
    b.u16(0xFEFC).i64(0).f32(0).u8(0, 0x04); // keyframe
    b.u8(250, 0, 0, 0, 0, 0, 0, 0, 0, 0).u16(0, 65535).u8(0, 0, 0, 0);
    b.u16(0xFEFE).u16(1).f32(0).u8(0, 0x04); // delta frame
    b.u8(10, 0, 0, 0, 0, 0, 0, 0, 0, 0).u16(0x3C00, 2).u8(0, 0, 0, 0);
    List<ButterFrame> fs = ButterReplay.read(file(header(3, 0, 0x04), b.build())).frames();
    assertThat(fs.get(1).teams[0].stats.counts[0]).isEqualTo(4); // 250 + 10 mod 256
    assertThat(fs.get(1).teams[0].stats.stuns).isEqualTo(1); // 65535 + 2 mod 65536
    assertThat(fs.get(1).teams[0].stats.possessionTime).isEqualTo(1f);
  }

  @Test
  void combatPointsAreHalfsAndPlayersCarryALoadout() throws Exception {
    Bytes b = new Bytes();
    b.u16(0xFEFC).i64(5).f32(1).u8(0x41); // status group + combat payload
    b.u8(4).u16(0x4100, 0x3C00).u8(0); // points 2.5 : 1
    b.u8(1, 2, 3)
        .u16(0x4900, 0x3800); // contested, checkpoint 2, defenders 3, distance 10, speed 0.5
    b.u8(0).u8(1).u8(1, 4, 0x00).u8(0x00).u8(0b1_10_01_11).u8(0).u8(0).u8(0);
    ButterFrame f = ButterReplay.read(file(header(3, 0, 5 << 1), b.build())).frames().get(0);
    assertThat(f.bluePoints).isEqualTo(2.5f);
    assertThat(f.orangePoints).isEqualTo(1f);
    assertThat(f) // the payload group
        .extracting(
            "contested", "payloadCheckpoint", "payloadDefenders", "payloadDistance", "payloadSpeed")
        .containsExactly(1, 2, 3, 10f, 0.5f);
    assertThat(f.teams[0].player(0).loadout).isEqualTo(0b1_10_01_11);
    assertThat(f.teams[0].player(0).holdingLeft).isEqualTo(-1);
  }

  /** v1/v2: a clear pose bit keeps the position (no delta re-applied); v1 VR player is absolute. */
  @Test
  void versionOneAndTwoPoseBitsMeanUnchanged() throws Exception {
    for (int version : new int[] {1, 2, 3}) {
      Bytes b = new Bytes();
      int vrBit = version == 3 ? 0x10 : 0x40;
      b.u16(0xFEFC).i64(0).f32(0).u8(vrBit).u16(0x3C00, 0, 0).u32(IDENTITY);
      b.u8(0).u8(1).u8(1, 3, 0).u8(0x01).u16(0x3C00, 0x4000, 0).u8(0).u8(0).u8(0);
      b.u16(0xFEFE).u16(1).f32(0).u8(vrBit).u16(0x3C00, 0, 0).u32(IDENTITY);
      b.u8(0).u8(1).u8(1, 3, 0).u8(0x00).u8(0).u8(0).u8(0);
      List<ButterFrame> fs = ButterReplay.read(file(header(version, 0, 0x04), b.build())).frames();
      float head = fs.get(1).teams[0].player(0).positions[1];
      assertThat(head).as("v%d head y", version).isEqualTo(version == 3 ? 4f : 2f);
      assertThat(fs.get(1).vrPosition[0]).as("v%d vr x", version).isEqualTo(version == 1 ? 1f : 2f);
    }
  }

  /**
   * B5: in combat, a frame without the status group keeps the previous points (not the round
   * scores).
   */
  @Test
  void combatPointsSurviveFramesWithoutTheStatusGroup() throws Exception {
    Bytes b = new Bytes();
    b.u16(0xFEFC)
        .i64(5)
        .f32(1)
        .u8(0x01)
        .u8(4)
        .u16(0x4100, 0x3C00)
        .u8(0)
        .u8(0)
        .u8(0)
        .u8(0)
        .u8(0)
        .u8(0);
    b.u16(0xFEFE).u16(5).f32(0).u8(0x00).u8(0).u8(0).u8(0).u8(0).u8(0);
    List<ButterFrame> fs = ButterReplay.read(file(header(3, 0, 5 << 1), b.build())).frames();
    assertThat(fs.get(1).bluePoints).isEqualTo(2.5f);
    assertThat(fs.get(1).orangePoints).isEqualTo(1f);
  }

  /** v1/v2: seed inclusion bits, 5-byte pause block with paused_state in bits 6–7, ping widths. */
  @Test
  void versionOneAndTwoLayouts() throws Exception {
    for (int version : new int[] {1, 2}) {
      Bytes b = new Bytes();
      b.u16(0xFEFC).i64(9).f32(3).u8(0x07); // status, points, pause
      b.u8(6).u8(1, 2).u8(0xC2).u16(0x3C00, 0);
      b.u8(0).u8(1).u8(1, 3, 0x20 | 0x40).u16(40).u16(0).u8(254, 255).u8(0);
      b.u8(0).u8(0).u8(0);
      b.u16(0xFEFE)
          .u16(10)
          .f32(0)
          .u8(0)
          .u8(0)
          .u8(1)
          .u8(1, 3, 0x20)
          .u16(0xFFFE)
          .u16(0)
          .u8(0)
          .u8(0)
          .u8(0)
          .u8(0);
      List<ButterFrame> fs = ButterReplay.read(file(header(version, 0, 0x04), b.build())).frames();
      ButterFrame f = fs.get(0);
      assertThat(f.gameStatus).isEqualTo(6);
      assertThat(f.bluePoints).isEqualTo(1);
      assertThat(f.orangePoints).isEqualTo(2);
      assertThat(f.pausedState).isEqualTo(3);
      assertThat(f.restartRequests).isEqualTo(2);
      assertThat(f.pausedTimer).isEqualTo(1f);
      assertThat(f.teams[0].player(0).ping).isEqualTo(40);
      assertThat(f.teams[0].player(0).holdingLeft).isEqualTo(ButterHolding.GEO.code());
      // v2 reads the ping delta as i16 (−2); v1 as u16 (+65534, kept modulo 65536)
      assertThat(fs.get(1).teams[0].player(0).ping).isEqualTo(version == 2 ? 38 : 38);
    }
  }

  @Test
  void bonesUseFixedPointVarintsAndDeltaQuaternions() throws Exception {
    Bytes b = new Bytes();
    b.u16(0xFEFC).i64(0).f32(0).u8(0).u8(0).u8(0).u8(0).u8(0);
    b.u8(1 << 1 | 1); // one bone player
    b.u8(0x01, 0x00, 0x40).u8(0x02, 0x00, 0x00); // positions of bones 0 and 22, rotation of bone 1
    // q = trunc((v + 2) / 4 * 16384 - 8192): v = 0.5 → 2048 → zigzag 4096 → 3-byte form 249,
    // (4096-2288)>>8, &FF
    b.u8(249, (4096 - 2288) >> 8, (4096 - 2288) & 0xFF);
    b.u8(1); // zigzag 1 → -1 → -1/4096
    b.u8(0); // 0
    // bone 22: zigzag 480 → 2-byte form [((480-240)>>8)+241, (480-240)&FF] → q 240 → 240/4096
    b.u8(241, 240).u8(0).u8(0);
    b.u32(IDENTITY);
    ButterFrame f = ButterReplay.read(file(header(3, 0, 0x04), b.build())).frames().get(0);
    assertThat(f.hasBones).isTrue();
    assertThat(f.bonePlayers).isEqualTo(1);
    assertThat(f.bonePositions[0][0]).isEqualTo(0.5f);
    assertThat(f.bonePositions[0][1]).isEqualTo(-1f / 4096);
    assertThat(f.bonePositions[0][2]).isEqualTo(0f);
    assertThat(f.bonePositions[0][66]).isEqualTo(240f / 4096);
    assertThat(f.boneRotations[0][7]).isCloseTo(1f, within(1e-5f));
    assertThat(f.boneRotations[0][3]).isEqualTo(1f);
  }

  @Test
  void compressionSixIsASpecificError() {
    byte[] file = file(header(3, 6, 0x04), new byte[] {0x28, (byte) 0xB5, 0x2F, (byte) 0xFD, 0});
    assertThatThrownBy(() -> ButterReplay.read(file))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("zstd_7_dict")
        .hasMessageContaining("unpublished dictionary")
        .hasMessageContaining("chunk[0]");
  }

  @Test
  void unsupportedVersionAndCompressionCodes() {
    assertThatThrownBy(() -> ButterReplay.read(file(header(4, 0, 0x04))))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("expected version 1, 2 or 3 but got 4");
    assertThatThrownBy(() -> ButterReplay.read(file(header(3, 9, 0x04))))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("compression code 0..6 but got 9");
  }

  @Test
  void wrongMarkerNamesChunkFrameAndOffset() {
    byte[] chunk = arenaChunk();
    int second = chunk.length - 18; // start of the delta frame
    assertThat(chunk[second] & 0xFF).isEqualTo(0xFE);
    chunk[second] = (byte) 0xAB;
    Bytes h = header(3, 0, 0x05);
    int headerLen = h.size() + 8;
    byte[] file = file(h, chunk);
    ButterReplay.Collector c = new ButterReplay.Collector();
    assertThatThrownBy(() -> ButterDecoder.create().decode(file, c))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("chunk[0]/frame[1]")
        .hasMessageContaining("expected frame marker FC FE or FE FE but got AB FE")
        .satisfies(
            e -> assertThat(((ReplayFormatException) e).offset()).isEqualTo(headerLen + second));
    assertThat(c.frames()).hasSize(1); // the frame before the damage was delivered
  }

  @Test
  void emptyChunksAndTrailingBytes() throws Exception {
    byte[] f = file(header(3, 0, 0x05), arenaChunk(), new byte[0]);
    byte[] withTail = Arrays.copyOf(f, f.length + 3);
    int[] unknown = {0};
    ButterDecoder.create()
        .decode(
            withTail,
            new ButterVisitor() {
              @Override
              public void visitUnknown(int code, ByteSlice bytes) {
                unknown[0] = bytes.length();
                assertThat(code).isEqualTo(ButterDecoder.TRAILING_BYTES);
                assertThat(eventOffset()).isEqualTo(f.length);
              }
            });
    assertThat(unknown[0]).isEqualTo(3);
    assertThat(ButterReplay.read(f).chunks()).hasSize(2);
  }

  @Test
  void unrolledRotationDecodeEqualsTheGenericCodec() {
    SplittableRandom r = new SplittableRandom(3);
    float[] a = new float[4];
    for (int i = 0; i < 200_000; i++) {
      int w = i < 4096 ? (i & 3) | (i >>> 2) << 2 | (i >>> 2) << 22 : r.nextInt();
      Quaternions.decodeSmallestThree(w, a, 0);
      assertThat(a).containsExactly(SmallestThree.BUTTER.decode(w & 0xFFFFFFFFL));
    }
  }

  /** Half-float helper for expectations. */
  static final class Half16 {
    static float value(int bits) {
      return Half.toFloat(bits);
    }
  }
}
