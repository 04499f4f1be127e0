package org.replays4j.soku;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.replays4j.core.error.ReplayFormatException.Kind.LIMIT_EXCEEDED;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.testkit.Failures;

class RepCodecTest {
  static RepFile sample() {
    List<Integer> deck =
        List.of(
            1, 1, 100, 100, 101, 101, 102, 102, 103, 103, 200, 200, 201, 201, 202, 202, 203, 203,
            204, 204);
    return new RepFile(
        SokuVersion.REP_1_10,
        ByteSlice.wrap(new byte[] {0, 0, 0, 0, 3, 9}),
        6,
        ByteSlice.wrap(new byte[2]),
        1,
        ByteSlice.wrap(new byte[2]),
        new RepPlayer(0, 1, deck, 0, 1, 0),
        new RepPlayer(15, 2, deck, 1, 1, 1),
        3,
        3,
        3,
        0xDEADBEEFL,
        InputWords.copyOf(new short[] {1, 2, 3, 4, 0x100, 0x200}, 6),
        ByteSlice.EMPTY,
        null);
  }

  @Test
  void layoutMatchesTheSpecOffsets() throws Exception {
    byte[] b = RepCodec.write(sample());
    assertThat(b[0] & 0xFF).isEqualTo(0xD2);
    assertThat(b[0x08]).isEqualTo((byte) 6);
    assertThat(b[0x0B]).isEqualTo((byte) 1);
    assertThat(b[0x0E]).isEqualTo((byte) 0); // P1 character
    assertThat(b[0x10]).isEqualTo((byte) 20); // P1 deck count
    assertThat(b[0x3F]).isEqualTo((byte) 15); // P2 character
    assertThat(b[0x70]).isEqualTo((byte) 3);
    assertThat(b[0x71]).isEqualTo((byte) 3); // stage
    assertThat(b[0x77]).isEqualTo((byte) 6); // input word count
    assertThat(b.length).isEqualTo(0x7B + 12);
    RepFile r = RepCodec.read(b, DecodeLimits.DEFAULT);
    assertThat(r).isEqualTo(sample());
    assertThat(r.frames()).isEqualTo(3);
    assertThat(r.inputs().client(2)).isEqualTo(0x200);
    assertThat(RepCodec.looksLikeRep(b)).isTrue();
  }

  @Test
  void truncationAndAbsurdCountsAreReported() {
    byte[] b = RepCodec.write(sample());
    for (int cut = 0; cut < b.length; cut++) {
      byte[] t = Arrays.copyOf(b, cut);
      assertThatThrownBy(() -> RepCodec.read(t, DecodeLimits.DEFAULT))
          .isInstanceOf(ReplayFormatException.class);
    }
    byte[] bad = b.clone();
    bad[0x10] = (byte) 0xFF;
    bad[0x11] = (byte) 0xFF;
    Failures.assertFails(LIMIT_EXCEEDED, 0x10, () -> RepCodec.read(bad, DecodeLimits.DEFAULT));
    byte[] many = b.clone();
    many[0x7A] = 0x7F;
    Failures.assertFails(LIMIT_EXCEEDED, 0x77, () -> RepFile.read(many));
  }
}
