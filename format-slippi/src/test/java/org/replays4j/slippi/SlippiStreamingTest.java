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
import org.replays4j.core.event.EventCursor;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.slippi.record.EventPayloads;
import org.replays4j.slippi.record.FodPlatform;
import org.replays4j.slippi.record.FrameBookend;
import org.replays4j.slippi.record.FrameStart;
import org.replays4j.slippi.record.GameEnd;
import org.replays4j.slippi.record.GameStart;
import org.replays4j.slippi.record.GeckoList;
import org.replays4j.slippi.record.ItemUpdate;
import org.replays4j.slippi.record.MessageSplitter;
import org.replays4j.slippi.record.PostFrameUpdate;
import org.replays4j.slippi.record.PreFrameUpdate;
import org.replays4j.slippi.record.RawEnd;
import org.replays4j.slippi.record.RawStart;
import org.replays4j.slippi.record.SlippiMetadata;
import org.replays4j.slippi.record.StadiumTransformation;
import org.replays4j.slippi.record.Whispy;

/**
 * Push parser, InputStream decoding and truncation: any chunking gives the events of the
 * whole-array decode; every prefix of a file gives a prefix of its events and then a
 * ReplayFormatException (or, for a raw-length-0 file cut at an event boundary, the documented
 * incomplete end).
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
      SlippiDecoder.create().decode(b, 0, b.length, r);
      return new Outcome(r.events, null);
    } catch (ReplayFormatException e) {
      return new Outcome(r.events, e);
    }
  }

  static Outcome pushed(byte[] b, Random rnd, int maxChunk) {
    Recorder r = new Recorder();
    SlippiPushParser pp = new SlippiPushParser(r);
    try {
      feedInChunks(pp, b, rnd, maxChunk);
      pp.finish();
      return new Outcome(r.events, null);
    } catch (ReplayFormatException e) {
      return new Outcome(r.events, e);
    }
  }

  /** Feeds all of {@code b} in chunks of 1 to {@code maxChunk} bytes. */
  static void feedInChunks(SlippiPushParser pp, byte[] b, Random rnd, int maxChunk)
      throws ReplayFormatException {
    for (int p = 0; p < b.length; ) {
      int n = Math.min(b.length - p, 1 + rnd.nextInt(maxChunk));
      pp.feed(b, p, n);
      p += n;
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
      SlippiDecoder.create().decode(new Trickle(new ByteArrayInputStream(b), rnd), r);
    } catch (ReplayFormatException e) {
      err = e;
    }
    assertSame(expected, new Outcome(r.events, err));
  }

  @Property(tries = 40)
  void anyChunkingOfASampleGivesTheSameEvents(
      @ForAll long seed, @ForAll @IntRange(min = 1, max = 3000) int maxChunk) throws Exception {
    byte[] b = SlippiSamples.netplayWithRollback();
    assertSame(whole(b), pushed(b, new Random(seed), maxChunk));
  }

  /**
   * Keeps only the number of raw events seen and the last one (cheap enough for hundreds of cuts).
   */
  static final class LastEvent extends SlippiVisitor {
    final Recorder delegate = new Recorder();
    int count;
    Object last;

    LastEvent() {
      super(null);
    }

    boolean frozen;

    void see() {
      Object e = delegate.events.get(delegate.events.size() - 1);
      delegate.events.clear();
      if (frozen) return;
      if (e instanceof RawEnd || e instanceof SlippiMetadata || "end".equals(e)) {
        frozen = true; // stop at the end of the raw element
        return;
      }
      count++;
      last = e;
    }

    @Override
    public void visitRawStart(RawStart e) {
      delegate.visitRawStart(e);
      see();
    }

    @Override
    public void visitEventPayloads(EventPayloads e) {
      delegate.visitEventPayloads(e);
      see();
    }

    @Override
    public void visitGameStart(GameStart e) {
      delegate.visitGameStart(e);
      see();
    }

    @Override
    public void visitFrameStart(FrameStart e) {
      delegate.visitFrameStart(e);
      see();
    }

    @Override
    public void visitPreFrame(PreFrameUpdate e) {
      delegate.visitPreFrame(e);
      see();
    }

    @Override
    public void visitPostFrame(PostFrameUpdate e) {
      delegate.visitPostFrame(e);
      see();
    }

    @Override
    public void visitItemUpdate(ItemUpdate e) {
      delegate.visitItemUpdate(e);
      see();
    }

    @Override
    public void visitFrameBookend(FrameBookend e) {
      delegate.visitFrameBookend(e);
      see();
    }

    @Override
    public void visitGameEnd(GameEnd e) {
      delegate.visitGameEnd(e);
      see();
    }

    @Override
    public void visitMessageSplitter(MessageSplitter e) {
      delegate.visitMessageSplitter(e);
      see();
    }

    @Override
    public void visitGeckoList(GeckoList e) {
      delegate.visitGeckoList(e);
      see();
    }

    @Override
    public void visitFodPlatform(FodPlatform e) {
      delegate.visitFodPlatform(e);
      see();
    }

    @Override
    public void visitWhispy(Whispy e) {
      delegate.visitWhispy(e);
      see();
    }

    @Override
    public void visitStadiumTransformation(StadiumTransformation e) {
      delegate.visitStadiumTransformation(e);
      see();
    }

    @Override
    public void visitStart(EventCursor cursor) {
      super.visitStart(cursor);
      delegate.visitStart(cursor);
    }

    @Override
    public void visitUnknown(int command, ByteSlice payload) {
      delegate.visitUnknown(command, payload);
      see();
    }

    @Override
    public void visitRawEnd(RawEnd e) {
      delegate.visitRawEnd(e);
      see();
    }

    @Override
    public void visitMetadata(SlippiMetadata e) {
      delegate.visitMetadata(e);
      see();
    }

    @Override
    public void visitEnd() {
      delegate.visitEnd();
      see();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("corpus")
  void truncationSweep(Path file) throws Exception {
    byte[] b = Files.readAllBytes(file);
    Outcome full = whole(b);
    Random rnd = new Random(42);
    int cuts = b.length < 500_000 ? 300 : 200;
    for (int k = 0; k < cuts; k++) {
      int cut = k < 20 ? k : k < 30 ? b.length - 1 - (k - 20) : rnd.nextInt(b.length);
      LastEvent v = new LastEvent();
      ReplayFormatException error = null;
      try {
        SlippiDecoder.create().decode(Arrays.copyOf(b, cut), v);
      } catch (ReplayFormatException e) {
        error = e;
      }
      if (error == null) {
        // only a file still being written may end cleanly early: its raw element ends at EOF
        assertThat(b[11] | b[12] | b[13] | b[14])
            .as("cut %d of %s ended without error", cut, file)
            .isZero();
      } else {
        assertThat(error.offset()).as("offset").isBetween(0L, (long) cut);
        assertThat(error.format()).isEqualTo("slippi");
      }
      // the raw events delivered are the first events of the full decode
      int n = v.count;
      if (n > 0) {
        assertThat(v.last).as("event %d of cut %d", n - 1, cut).isEqualTo(full.events().get(n - 1));
      }
    }
  }

  @Property(tries = 200)
  void mutationsGiveEventsOrACheckedError(@ForAll long seed) {
    byte[] b = SlippiSamples.netplayWithRollback();
    Random rnd = new Random(seed);
    int flips = 1 + rnd.nextInt(4);
    for (int i = 0; i < flips; i++) b[rnd.nextInt(b.length)] = (byte) rnd.nextInt(256);
    // the push parser agrees with the whole-array decoder on damaged input too
    assertSame(whole(b), pushed(b, new Random(seed + 1), 600));
    try {
      SlippiDecoder.create().decode(b, new Recorder());
      SlippiGame.read(b);
    } catch (ReplayFormatException e) {
      assertThat(e.offset()).isBetween(0L, (long) b.length);
    } catch (IOException | RuntimeException | OutOfMemoryError e) {
      fail("unchecked " + e, e);
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("corpus")
  void metadataFastPathAgreesWithFullDecode(Path file) throws Exception {
    Assumptions.assumeFalse(
        file.getFileName().toString().equals("corrupt.slp"),
        "corrupt.slp is deliberately broken: no full decode to compare with");
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
