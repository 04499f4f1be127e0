package org.replays4j.slippi;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.slippi.record.FrameBookend;
import org.replays4j.slippi.record.FrameStart;
import org.replays4j.slippi.record.ItemUpdate;
import org.replays4j.slippi.record.PostFrameUpdate;
import org.replays4j.slippi.record.PreFrameUpdate;
import org.replays4j.slippi.spi.SlippiFormat;

/**
 * Coverage-guided fuzz tests of Slippi's entry points: only {@link ReplayFormatException} may
 * escape. A normal test run replays the committed inputs in {@code SlippiFuzzTestInputs/<method>/};
 * {@code JAZZER_FUZZ=1} fuzzes (README, "Fuzzing").
 */
class SlippiFuzzTest {
  /** The columnar game, its summary, and the metadata-only path. */
  @FuzzTest(maxDuration = "3m")
  void game(byte[] input) throws IOException {
    try {
      SlippiFormat.summary(SlippiGame.read(input));
    } catch (ReplayFormatException expected) {
      // bad input is reported, nothing else
    }
    try {
      SlippiDecoder.readMetadata(input);
    } catch (ReplayFormatException expected) {
      // bad input is reported, nothing else
    }
  }

  /** A visitor that asks for every frame event as a record (so each is built). */
  private static SlippiVisitor records() {
    return new SlippiVisitor() {
      @Override
      public void visitFrameStart(FrameStart e) {}

      @Override
      public void visitPreFrame(PreFrameUpdate e) {}

      @Override
      public void visitPostFrame(PostFrameUpdate e) {}

      @Override
      public void visitItemUpdate(ItemUpdate e) {}

      @Override
      public void visitFrameBookend(FrameBookend e) {}
    };
  }

  /** Every streaming way in: records and views from the array, the stream, and live chunks. */
  @FuzzTest(maxDuration = "3m")
  void streams(byte[] input) throws Exception {
    SlippiVisitor everything =
        new SlippiVisitor() {
          @Override
          public void visitPostFrameView(PostFrameView v) {
            v.toRecord();
          }

          @Override
          public void visitPreFrameView(PreFrameView v) {
            v.toRecord();
          }
        };
    try {
      SlippiDecoder.create().decode(input, everything);
    } catch (ReplayFormatException expected) {
      // bad input is reported, nothing else
    }
    try {
      SlippiDecoder.create().decode(new ByteArrayInputStream(input), records());
    } catch (ReplayFormatException expected) {
      // bad input is reported, nothing else
    }
    try {
      SlippiPushParser p = new SlippiPushParser(records());
      for (int off = 0; off < input.length; off += 97)
        p.feed(input, off, Math.min(97, input.length - off));
      p.finish();
    } catch (ReplayFormatException expected) {
      // bad input is reported, nothing else
    }
  }
}
