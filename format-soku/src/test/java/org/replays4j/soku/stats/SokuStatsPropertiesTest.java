package org.replays4j.soku.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.soku.RepCodec;
import org.replays4j.soku.RepFile;
import org.replays4j.soku.SokuDecoder;
import org.replays4j.soku.spi.SokuFormat;
import org.replays4j.testkit.ChunkedStream;
import org.replays4j.testkit.TestFiles;

/** Stats do not depend on how the bytes arrive. */
class SokuStatsPropertiesTest {
  @Property(tries = 30)
  void aCapturesStatsAreTheSameInAnyChunkingOfAStreamedDecode(
      @ForAll boolean shortCapture,
      @ForAll @Size(min = 1, max = 5) List<@IntRange(min = 1, max = 700) Integer> chunks)
      throws IOException {
    byte[] file =
        Files.readAllBytes(
            TestFiles.testdata(
                shortCapture ? "soku/session-short-sll.pcap" : "soku/session-spectated.pcapng"));
    SokuStatsVisitor array = new SokuStatsVisitor();
    SokuDecoder.create().decode(file, array);
    SokuStatsVisitor streamed = new SokuStatsVisitor(null, DecodeLimits.DEFAULT);
    SokuDecoder.create().decode(new ChunkedStream(file, chunks), streamed);
    assertThat(streamed.stats()).isEqualTo(array.stats());
  }

  @Property(tries = 50)
  void aRepsStatsSurviveWritingAndAChunkedRead(
      @ForAll @Size(max = 400) List<@IntRange(min = 0, max = 0xFFF) Integer> words,
      @ForAll @Size(min = 1, max = 4) List<@IntRange(min = 1, max = 64) Integer> chunks)
      throws IOException {
    short[] w = new short[words.size() & ~1];
    for (int i = 0; i < w.length; i++) w[i] = (short) (int) words.get(i);
    RepFile rep = SokuStatsTest.rep(w);
    byte[] bytes = RepCodec.write(rep);
    RepFile back = RepFile.read(new ChunkedStream(bytes, chunks));
    assertThat(SokuStats.of(back)).isEqualTo(SokuStats.of(rep));
  }

  @Property(tries = 100)
  void aMutatedCaptureOrRepGivesStatsOrAReplayFormatExceptionNeverAnotherException(
      @ForAll boolean rep, @ForAll long seed, @ForAll @IntRange(min = 1, max = 8) int flips)
      throws IOException {
    byte[] file =
        Files.readAllBytes(
            TestFiles.testdata(
                rep ? "soku/session-spectated.rep" : "soku/session-spectated.pcapng"));
    Random r = new Random(seed);
    for (int i = 0; i < flips; i++) file[r.nextInt(file.length)] = (byte) r.nextInt(256);
    try {
      new SokuFormat()
          .gameStats(ReplaySource.of(rep ? "m.rep" : "m.pcapng", file), DecodeLimits.DEFAULT);
    } catch (ReplayFormatException expected) {
      // bad input may fail, but only this way
    }
  }
}
