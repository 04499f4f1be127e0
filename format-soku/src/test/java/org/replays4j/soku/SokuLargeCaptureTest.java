package org.replays4j.soku;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.soku.capture.CaptureWriter;
import org.replays4j.soku.spi.SokuFormat;
import org.replays4j.testkit.SmallHeapJvm;

/**
 * The largest capture the default limits let a decoder read whole: a writer-made session of about
 * 30 MiB (one long match, every frame's input packets of both players and the spectator) gives its
 * model, summary, stats and events in a 256 MB heap.
 */
class SokuLargeCaptureTest {
  /** Child JVM: every product of the capture at {@code args[0]}, default limits. */
  static void everyProduct(String[] args) throws IOException {
    Path p = Path.of(args[0]);
    SokuCapture c = SokuCapture.read(p);
    System.out.println("flows " + c.flows().size());
    SokuFormat f = new SokuFormat();
    f.summarize(ReplaySource.of(p), DecodeLimits.DEFAULT);
    f.stats(ReplaySource.of(p), DecodeLimits.DEFAULT);
    long[] events = {0};
    f.events(ReplaySource.of(p), DecodeLimits.DEFAULT, (type, offset, e) -> ++events[0] > 0);
    System.out.println("events " + events[0]);
  }

  @Test
  void aCaptureJustUnderTheByteLimitDecodesInA256MegabyteHeap(@TempDir Path tmp) throws Exception {
    // the capture grows with the frames, not exactly in proportion: aim at 30 MiB in a few steps
    int frames = 600;
    byte[] cap = SokuWriter.capture(1, frames, CaptureWriter.Options.DEFAULT);
    for (int i = 0; i < 4 && cap.length < (24L << 20); i++) {
      frames = (int) (frames * ((30.0 * (1 << 20)) / cap.length));
      cap = SokuWriter.capture(1, frames, CaptureWriter.Options.DEFAULT);
    }
    assertThat((long) cap.length).isBetween(24L << 20, DecodeLimits.DEFAULT.maxDecompressedBytes());
    Path f = tmp.resolve("long.pcap");
    Files.write(f, cap);
    cap = null;
    SmallHeapJvm.decodes(SokuLargeCaptureTest.class, "everyProduct", f.toString());
  }
}
