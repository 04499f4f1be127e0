package org.replays4j.teehistorian;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.teehistorian.record.End;

/**
 * Writer → reader properties over random sessions (joins, moves, inputs, messages, commands,
 * extensions).
 */
class WriterReaderPropertiesTest {
  @Property(tries = 300)
  void readerReconstructsWhatTheRecorderWasTold(
      @ForAll long seed, @ForAll @IntRange(min = 0, max = 60) int ticks) throws IOException {
    RandomSession s = new RandomSession(seed, ticks);
    RandomSession.SemanticLog log = new RandomSession.SemanticLog();
    End end =
        TestSupport.decode(
            TeehistorianDecoder.create(), s.file, new CheckingTeehistorianVisitor(log));
    assertThat(log.lines).isEqualTo(s.expected);
    assertThat(end.finished()).isEqualTo(s.finished);
    assertThat(end.truncated()).isFalse();
    assertThat(end.warnings()).allMatch(w -> w.startsWith("no FINISH"));
  }

  @Property(tries = 100)
  void streamingWithAnyWindowEqualsInMemory(
      @ForAll long seed, @ForAll @IntRange(min = 64, max = 300) int window) throws IOException {
    RandomSession s = new RandomSession(seed, 40);
    TestSupport.Log a = new TestSupport.Log();
    TeehistorianDecoder.create().decode(s.file, a);
    TestSupport.Log b = new TestSupport.Log();
    // A stream that returns few bytes per read exercises every refill path.
    ByteArrayInputStream in =
        new ByteArrayInputStream(s.file) {
          @Override
          public synchronized int read(byte[] buf, int off, int len) {
            return super.read(buf, off, Math.min(len, 1 + (int) Math.floorMod(seed, 7L)));
          }
        };
    TeehistorianDecoder.builder()
        .limits(DecodeLimits.DEFAULT.withStreamWindowBytes(window))
        .build()
        .decode(in, b);
    assertThat(b.lines).isEqualTo(a.lines);
  }

  @Property(tries = 100)
  void rawCopyReproducesTheFile(@ForAll long seed) throws IOException {
    RandomSession s = new RandomSession(seed, 30);
    ByteArrayOutputStream copy = new ByteArrayOutputStream();
    TeehistorianWriter w = new TeehistorianWriter(copy);
    TeehistorianDecoder.builder()
        .option(TeehistorianDecoder.Option.SKIP_RECONSTRUCTION)
        .build()
        .decode(s.file, new CopyVisitor(w));
    w.flush();
    assertThat(copy.toByteArray()).isEqualTo(s.file);
  }
}
