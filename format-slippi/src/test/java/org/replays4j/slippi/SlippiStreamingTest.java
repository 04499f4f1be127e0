package org.replays4j.slippi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.replays4j.core.error.ReplayFormatException;

/**
 * Push parser, InputStream decoding and truncation: any chunking gives the events of the whole-array
 * decode; every prefix of a file gives a prefix of its events and then a ReplayFormatException (or, for
 * a raw-length-0 file cut at an event boundary, the documented incomplete end).
 */
class SlippiStreamingTest {

  static List<Path> corpus() throws Exception {
    return Corpus.files();
  }

  /** Outcome of one decode: the events plus the exception, if any. */
  record Outcome(List<Object> events, ReplayFormatException error) {}

  static Outcome whole(byte[] b) {
    Recorder r = new Recorder();
    try {
      new SlippiDecoder().decode(b, r);
      return new Outcome(r.events, null);
    } catch (ReplayFormatException e) {
      return new Outcome(r.events, e);
    }
  }

  static Outcome pushed(byte[] b, Random rnd, int maxChunk) {
    Recorder r = new Recorder();
    SlippiPushParser pp = new SlippiPushParser(r);
    try {
      int p = 0;
      while (p < b.length) {
        int n = Math.min(b.length - p, 1 + rnd.nextInt(maxChunk));
        pp.feed(b, p, n);
        p += n;
      }
      pp.finish();
      return new Outcome(r.events, null);
    } catch (ReplayFormatException e) {
      return new Outcome(r.events, e);
    }
  }

  static void assertSame(Outcome expected, Outcome actual) {
    assertThat(actual.events().size()).isEqualTo(expected.events().size());
    assertThat(actual.events()).isEqualTo(expected.events());
    if (expected.error() == null) {
      assertThat(actual.error()).isNull();
    } else {
      assertThat(actual.error()).isNotNull();
      assertThat(actual.error().offset()).isEqualTo(expected.error().offset());
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("corpus")
  void pushParserAndStreamMatchWholeDecode(Path file) throws Exception {
    byte[] b = Files.readAllBytes(file);
    Outcome expected = whole(b);
    Random rnd = new Random(file.getFileName().toString().hashCode());
    assertSame(expected, pushed(b, rnd, 4096));
    assertSame(expected, pushed(b, rnd, 7));
    Recorder r = new Recorder();
    ReplayFormatException err = null;
    try {
      new SlippiDecoder().decode(new Trickle(new ByteArrayInputStream(b), rnd), r);
    } catch (ReplayFormatException e) {
      err = e;
    }
    assertSame(expected, new Outcome(r.events, err));
  }

  @Property(tries = 40)
  void anyChunkingOfASampleGivesTheSameEvents(@ForAll long seed, @ForAll @IntRange(min = 1, max = 3000) int maxChunk)
      throws Exception {
    byte[] b = SlippiSamples.netplayWithRollback();
    assertSame(whole(b), pushed(b, new Random(seed), maxChunk));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("corpus")
  void truncationSweep(Path file) throws Exception {
    byte[] b = Files.readAllBytes(file);
    Outcome full = whole(b);
    Random rnd = new Random(42);
    int cuts = b.length < 200_000 ? 150 : 60;
    for (int k = 0; k < cuts; k++) {
      int cut = k < 20 ? k : k < 30 ? b.length - 1 - (k - 20) : rnd.nextInt(b.length);
      Outcome o = whole(Arrays.copyOf(b, cut));
      List<Object> ev = o.events();
      int n = ev.size();
      if (o.error() == null) {
        // only a file still being written may end cleanly early: its raw element ends at EOF
        assertThat(b[11] | b[12] | b[13] | b[14]).as("cut %d of %s ended without error", cut, file).isZero();
      } else {
        assertThat(o.error().offset()).as("offset").isBetween(0L, (long) cut);
        assertThat(o.error().format()).isEqualTo("slippi");
      }
      // the events delivered are exactly the first events of the full decode (the raw end / metadata of an
      // in-progress cut differ, so compare only raw events)
      int m = 0;
      while (m < n && !(ev.get(m) instanceof org.replays4j.slippi.record.RawEnd)) m++;
      if (m > 0) {
        assertThat(ev.subList(0, m)).isEqualTo(full.events().subList(0, m));
      }
    }
  }

  @Property(tries = 200)
  void mutationsGiveEventsOrACheckedError(@ForAll long seed) {
    byte[] b = SlippiSamples.netplayWithRollback();
    Random rnd = new Random(seed);
    int flips = 1 + rnd.nextInt(4);
    for (int i = 0; i < flips; i++) b[rnd.nextInt(b.length)] = (byte) rnd.nextInt(256);
    try {
      new SlippiDecoder().decode(b, new Recorder());
      SlippiGame.read(b);
    } catch (ReplayFormatException e) {
      assertThat(e.offset()).isBetween(0L, (long) b.length);
    } catch (RuntimeException | OutOfMemoryError e) {
      fail("unchecked " + e, e);
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("corpus")
  void metadataFastPathAgreesWithFullDecode(Path file) throws Exception {
    Assumptions.assumeFalse(file.getFileName().toString().equals("corrupt.slp"));
    byte[] b = Files.readAllBytes(file);
    SlippiGame g = SlippiGame.read(b);
    var m1 = SlippiDecoder.readMetadata(b);
    var m2 = SlippiDecoder.readMetadata(file);
    assertThat(m1).isEqualTo(g.metadata());
    assertThat(m2).isEqualTo(g.metadata());
    assertThat(SlippiDecoder.readGameStart(b)).isEqualTo(g.gameStart());
  }

  /** Returns bytes in random small amounts. */
  static final class Trickle extends FilterInputStream {
    private final Random rnd;

    Trickle(InputStream in, Random rnd) {
      super(in);
      this.rnd = rnd;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      return super.read(b, off, Math.min(len, 1 + rnd.nextInt(5000)));
    }
  }
}
