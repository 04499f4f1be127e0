package org.replays4j.slippi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.Bytes;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.slippi.record.GameStart;
import org.replays4j.slippi.record.RawStart;
import org.replays4j.slippi.spi.SlippiFormat;
import org.replays4j.testkit.SmallHeapJvm;

/**
 * Hostile Slippi files for the columnar model: a declared raw length of about 2^31, and a second
 * Game Start in the middle of the frames. Every entry point ends in a {@link ReplayFormatException}
 * or a model, never another exception or an OutOfMemoryError.
 */
class SlippiHostileInputTest {
  /** Offsets of every event command byte in the raw element of a container file. */
  static int[] eventOffsets(byte[] file) {
    int p = SlippiDecoder.RAW_OFFSET;
    int[] sizes = new int[256];
    int n = file[p + 1] & 0xFF;
    sizes[0x35] = n;
    for (int q = p + 2; q < p + 1 + n; q += 3) {
      sizes[file[q] & 0xFF] = (file[q + 1] & 0xFF) << 8 | (file[q + 2] & 0xFF);
    }
    long declared = Bytes.u32be(file, 11);
    int end = (int) (SlippiDecoder.RAW_OFFSET + declared);
    int[] out = new int[1 << 16];
    int k = 0;
    while (p < end) {
      if (k == out.length) out = Arrays.copyOf(out, k * 2);
      out[k++] = p;
      p += 1 + sizes[file[p] & 0xFF];
    }
    return Arrays.copyOf(out, k);
  }

  static byte[] withDeclaredRawLength(byte[] file, long declared) {
    byte[] b = file.clone();
    for (int i = 0; i < 4; i++) b[11 + i] = (byte) (declared >>> (24 - 8 * i));
    return b;
  }

  /**
   * Child JVM: the netplay sample with a declared raw length of 2^31 - 16 (the file is a few KB).
   */
  static void hugeDeclaredRawLength() throws IOException {
    byte[] b = withDeclaredRawLength(SlippiSamples.netplayWithRollback(), (1L << 31) - 16);
    int rejected = 0;
    try {
      SlippiGame.read(b, SlippiDecoder.create());
    } catch (ReplayFormatException e) {
      rejected++;
    }
    // the SPI salvages: the events present, marked with the missing raw bytes as damage
    ReplaySummary s =
        new SlippiFormat().summarize(ReplaySource.of("huge.slp", b), DecodeLimits.DEFAULT);
    if (rejected == 1 && s.partial()) throw s.damage().toException();
    throw new AssertionError("not every entry point rejected the file");
  }

  @Test
  void aDeclaredRawLengthOfTwoGigabytesIsRejectedInA256MegabyteHeap() throws Exception {
    SmallHeapJvm.rejects(SlippiHostileInputTest.class, "hugeDeclaredRawLength");
  }

  @Test
  void theModelPresizesFromTheBytesPresentNotTheDeclaredLength() throws IOException {
    byte[] b = withDeclaredRawLength(SlippiSamples.netplayWithRollback(), (1L << 31) - 16);
    SlippiGame.Builder builder = SlippiGame.builder(RollbackChoice.LAST);
    assertThatThrownBy(() -> SlippiDecoder.create().decode(b, builder))
        .isInstanceOf(ReplayFormatException.class);
    // heap-independent: what the builder allocated for its columns is bounded by the file's size
    assertThat(builder.presizedRows()).isLessThanOrEqualTo(b.length);
    assertThat(builder.build().frameCount())
        .isPositive(); // build() after a decode error still works
  }

  /**
   * The netplay sample with the Post-Frame command byte {@code which} (counted from the end) turned
   * into Game Start 0x36, cut 200 bytes later, with the raw length fixed to the bytes left.
   */
  static byte[] secondGameStart(byte[] file, int postFromEnd) {
    int[] events = eventOffsets(file);
    int post = -1;
    int seen = 0;
    for (int i = events.length - 1; i >= 0; i--) {
      if ((file[events[i]] & 0xFF) == SlippiCommand.POST_FRAME && seen++ == postFromEnd) {
        post = events[i];
        break;
      }
    }
    byte[] b = Arrays.copyOf(file, Math.min(file.length, post + 200));
    b[post] = (byte) SlippiCommand.GAME_START;
    return withDeclaredRawLength(b, b.length - SlippiDecoder.RAW_OFFSET);
  }

  @Test
  void aSecondGameStartAfterTheFramesLeavesTheRowsInPlace() throws IOException {
    byte[] file = SlippiSamples.netplayWithRollback();
    SlippiGame.Builder b = SlippiGame.builder(RollbackChoice.LAST);
    GameStart[] gs = new GameStart[1];
    SlippiDecoder.create()
        .decode(
            file,
            new SlippiVisitor(b) {
              @Override
              public void visitGameStart(GameStart e) {
                gs[0] = e;
                super.visitGameStart(e);
              }
            });
    SlippiGame whole = SlippiGame.read(file);
    // the same Game Start again, as a damaged stream delivers it, after every frame: the rows stay
    b.visitRawStart(new RawStart(SlippiDecoder.RAW_OFFSET, 100));
    b.visitGameStart(gs[0]);
    SlippiGame g = b.build();
    assertThat(g.frameCount()).isEqualTo(whole.frameCount());
    assertThat(g.post(0, false).percent(g.frameCount() - 1))
        .isEqualTo(whole.post(0, false).percent(whole.frameCount() - 1));
  }

  @Test
  void aSecondGameStartInTheFramesGivesAModelOrAFormatError() throws IOException {
    secondGameStarts(SlippiSamples.netplayWithRollback());
    secondGameStarts(SlippiSamples.longGame(1, 4));
  }

  private static void secondGameStarts(byte[] file) throws IOException {
    int posts =
        (int)
            Arrays.stream(eventOffsets(file))
                .filter(o -> (file[o] & 0xFF) == SlippiCommand.POST_FRAME)
                .count();
    for (int k = 0; k < posts; k += Math.max(1, posts / 16)) {
      byte[] b = secondGameStart(file, k);
      for (RollbackChoice choice : RollbackChoice.values()) {
        try {
          SlippiGame g = SlippiGame.read(b, choice);
          assertThat(g.frameCount()).isNotNegative();
        } catch (ReplayFormatException e) {
          // fine: the damage may make the stream unreadable
        }
        SlippiGame.Builder builder = SlippiGame.builder(choice);
        try {
          SlippiDecoder.create().decode(b, builder);
        } catch (ReplayFormatException e) {
          // build() after a decode error must still give the model of what was read
        }
        assertThat(builder.build().frameCount()).as("post %d from the end", k).isNotNegative();
      }
      try {
        new SlippiFormat().summarize(ReplaySource.of("two-starts.slp", b), DecodeLimits.DEFAULT);
      } catch (ReplayFormatException e) {
        // fine
      }
    }
  }
}
