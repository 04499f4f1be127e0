package org.replays4j.butter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.replays4j.butter.record.ButterCompression;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.butter.record.ButterMap;
import org.replays4j.core.io.ByteReader;

/** Writer specifics, including where it deliberately differs from the reference writer. */
class ButterWriterTest {
  static EchoReplay match(int frames) {
    return SyntheticMatch.generate(
        new SyntheticMatch.Spec(11, frames, 2, 2, 0, false, ButterMap.ARENA, false, 33));
  }

  @Test
  void headerBytesFollowTheSpecLayout() throws Exception {
    EchoReplay m = match(3);
    byte[] b = ButterWriter.convert(m, ButterCompression.GZIP, 300);
    assertThat(b[0]).isEqualTo((byte) 3);
    assertThat(b[1] & 0xFF | (b[2] & 0xFF) << 8).isEqualTo(300);
    assertThat(b[3])
        .isEqualTo((byte) 1); // compression right after the interval (not last, as the seed says)
    ButterHeader h = ButterDecoder.create().readHeader(ByteReader.of("butter", b));
    assertThat(h.players()).isEqualTo(m.header().players());
    assertThat(h.sessionId()).isEqualTo(m.header().sessionId());
    // chunk table follows the header; the first stored chunk is a gzip member
    int t = h.length();
    assertThat(b[t]).isEqualTo((byte) 1);
    int first = t + 8;
    assertThat(b[first] & 0xFF).isEqualTo(0x1F);
    assertThat(b[first + 1] & 0xFF).isEqualTo(0x8B);
  }

  /** B8: a gap over 65,535 ms starts a new chunk instead of wrapping the u16 delta. */
  @Test
  void longGapsStartANewKeyframe() throws Exception {
    EchoReplay m = match(6);
    List<ButterFrame> fs = new ArrayList<>();
    for (ButterFrame f : m.frames()) fs.add(f.copy());
    for (int i = 3; i < 6; i++) fs.get(i).timeMs += 70_000;
    ButterReplay r =
        ButterReplay.read(new ButterWriter(m.header(), ButterCompression.NONE, 300).write(fs));
    assertThat(r.chunks()).hasSize(2);
    assertThat(r.frames().get(3).keyframe).isTrue();
    for (int i = 0; i < 6; i++) assertThat(r.frames().get(i).timeMs).isEqualTo(fs.get(i).timeMs);
  }

  /** B2: our keyframes carry the absolute pause timer (the reference writes 0 there). */
  @Test
  void pauseTimersSurviveKeyframes() throws Exception {
    EchoReplay m = match(4);
    List<ButterFrame> fs = new ArrayList<>();
    for (ButterFrame f : m.frames()) {
      ButterFrame c = f.copy();
      c.pausedState = 1;
      c.pausedTimer = 10f + c.index;
      fs.add(c);
    }
    ButterReplay r =
        ButterReplay.read(new ButterWriter(m.header(), ButterCompression.NONE, 2).write(fs));
    for (int i = 0; i < 4; i++) assertThat(r.frames().get(i).pausedTimer).isEqualTo(10f + i);
  }

  /** Stun deltas wrap instead of clamping, so a falling team count (player left) survives. */
  @Test
  void fallingStunCountsSurvive() throws Exception {
    EchoReplay m = match(3);
    List<ButterFrame> fs = new ArrayList<>();
    int[] stuns = {9, 7, 7};
    for (ButterFrame f : m.frames()) {
      ButterFrame c = f.copy();
      c.teams[0].stats.stuns = stuns[c.index];
      fs.add(c);
    }
    ButterReplay r =
        ButterReplay.read(new ButterWriter(m.header(), ButterCompression.NONE, 300).write(fs));
    for (int i = 0; i < 3; i++)
      assertThat(r.frames().get(i).teams[0].stats.stuns).isEqualTo(stuns[i]);
  }

  @Test
  void rejectsWhatTheFormatCannotHold() {
    ButterHeader h = match(1).header();
    assertThatThrownBy(() -> new ButterWriter(h, ButterCompression.ZSTD_7_DICT, 300))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new ButterWriter(h, ButterCompression.NONE, 0))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new ButterWriter(h, ButterCompression.NONE, 65536))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void varintBoundariesRoundTrip() throws Exception {
    long[] values = {
      0,
      240,
      241,
      2287,
      2288,
      67823,
      67824,
      0xFFFFFF,
      0x1000000,
      0xFFFFFFFFL,
      1L << 40,
      Long.MAX_VALUE
    };
    for (long v : values) {
      ButterWriter.Out o = new ButterWriter.Out();
      ButterWriter.writeVarUInt(o, v);
      ByteReader r = ByteReader.of("butter", o.toByteArray());
      assertThat(ButterFrameDecoder.readVarUInt(r)).as("value %d", v).isEqualTo(v);
      assertThat(r.remaining()).isZero();
    }
    // the 3-byte form is big-endian after the 249 marker (docs/formats/butter.md#bones)
    ButterWriter.Out o = new ButterWriter.Out();
    ButterWriter.writeVarUInt(o, 2288 + 0x0102);
    assertThat(o.toByteArray()).containsExactly(249, 1, 2);
  }
}
