package org.replays4j.slippi;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.slippi.record.RawEnd;
import org.replays4j.slippi.record.RawStart;
import org.replays4j.slippi.record.SlippiMetadata;
import org.replays4j.slippi.spi.SlippiFormat;
import org.replays4j.testkit.TestFiles;

/**
 * Bare event streams (the raw element without the UBJSON container): every entry point decodes them
 * to the events of the wrapped file, truncation behaves as for raw length 0, and the probe
 * recognises them without matching other formats' files.
 */
class SlippiBareStreamTest {
  /** Whether the format's probe takes {@code head} for a bare event stream (its 0.9). */
  private static boolean probeBare(byte[] head) {
    return new SlippiFormat().probe(head, "game.slp") == 0.9;
  }

  static List<Path> corpus() throws Exception {
    return Corpus.files();
  }

  /** The events of a decode with the container's own entries and offsets normalised away. */
  record Outcome(List<Object> events, Long errorOffset) {}

  /**
   * Drops RawStart/RawEnd/metadata/end and shifts the offsets of unknown events by {@code shift}.
   */
  static List<Object> normalise(List<Object> events, long shift) {
    List<Object> out = new ArrayList<>();
    for (Object e : events) {
      if (e instanceof RawStart
          || e instanceof RawEnd
          || e instanceof SlippiMetadata
          || "end".equals(e)) continue;
      if (e instanceof List<?> l) out.add(List.of(l.get(0), (Long) l.get(1) + shift));
      else out.add(e);
    }
    return out;
  }

  static Outcome decode(byte[] b, long shift) {
    Recorder r = new Recorder();
    try {
      SlippiDecoder.create().decode(b, 0, b.length, r);
      return new Outcome(normalise(r.events, shift), null);
    } catch (ReplayFormatException e) {
      return new Outcome(normalise(r.events, shift), e.offset() + shift);
    }
  }

  /** The raw element of a wrapped file, as far as it decodes. */
  static byte[] strip(byte[] file) throws IOException {
    SlippiGame g = SlippiGame.read(file, SlippiDecoder.create());
    return Arrays.copyOfRange(
        file, SlippiDecoder.RAW_OFFSET, (int) (SlippiDecoder.RAW_OFFSET + g.rawEnd().length()));
  }

  /** A raw-length-0 container around {@code raw} (the reference for truncated bare streams). */
  static byte[] wrapUnknownLength(byte[] raw, int len) {
    byte[] f = new byte[SlippiDecoder.RAW_OFFSET + len];
    System.arraycopy(SlippiDecoder.SIGNATURE, 0, f, 0, SlippiDecoder.SIGNATURE.length);
    System.arraycopy(raw, 0, f, SlippiDecoder.RAW_OFFSET, len);
    return f;
  }

  static void assertBareMatchesWrapped(byte[] file) throws Exception {
    byte[] bare = strip(file);
    Outcome wrapped = decode(file, 0);
    Outcome b = decode(bare, SlippiDecoder.RAW_OFFSET);
    assertThat(b).isEqualTo(wrapped);
    // the envelope of a bare decode
    Recorder r = new Recorder();
    SlippiDecoder.create().decode(bare, r);
    assertThat(r.events.get(0)).isEqualTo(new RawStart(0, 0));
    assertThat(r.events).contains(new RawEnd(bare.length, bare.length, false));
    assertThat(r.events).noneMatch(e -> e instanceof SlippiMetadata);
    assertThat(r.ended).isTrue();
    // push parser with random chunks, and the stream decoder
    Recorder p = new Recorder();
    SlippiPushParser pp = new SlippiPushParser(p);
    SlippiStreamingTest.feedInChunks(pp, bare, new Random(bare.length), 500);
    pp.finish();
    assertThat(p.events).isEqualTo(r.events);
    Recorder s = new Recorder();
    SlippiDecoder.create().decode(new ByteArrayInputStream(bare), s);
    assertThat(s.events).isEqualTo(r.events);
    // models and fast paths
    SlippiGameTest.assertSameModel(SlippiGame.read(file), SlippiGame.read(bare));
    assertThat(SlippiGame.read(bare).metadata()).isNull();
    assertThat(SlippiDecoder.readMetadata(bare)).isNull();
    assertThat(SlippiDecoder.readGameStart(bare)).isEqualTo(SlippiDecoder.readGameStart(file));
    assertThat(probeBare(bare)).isTrue();
    assertThat(new SlippiFormat().probe(Arrays.copyOf(bare, Math.min(bare.length, 4096)), "x.bin"))
        .isEqualTo(0.9);
  }

  @Test
  void writerMadeFilesWithoutTheirContainerDecodeToTheSameEvents() throws Exception {
    for (byte[] f : SlippiSamples.all().values()) assertBareMatchesWrapped(f);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("corpus")
  void corpusFilesWithoutTheirContainerDecodeToTheSameEvents(Path file) throws Exception {
    byte[] b = Files.readAllBytes(file);
    try {
      SlippiGame.read(b, SlippiDecoder.create());
    } catch (ReplayFormatException e) {
      // corrupt.slp: the bare stream stops at the same event with the same (shifted) offset
      int n =
          (int)
              Math.min(
                  b.length - SlippiDecoder.RAW_OFFSET,
                  Math.max(0, e.offset() + 64 - SlippiDecoder.RAW_OFFSET));
      byte[] bare = Arrays.copyOfRange(b, SlippiDecoder.RAW_OFFSET, SlippiDecoder.RAW_OFFSET + n);
      assertThat(decode(bare, SlippiDecoder.RAW_OFFSET))
          .isEqualTo(decode(wrapUnknownLength(bare, n), 0));
      return;
    }
    assertBareMatchesWrapped(b);
  }

  @Test
  void everyPrefixOfABareStreamBehavesLikeARawLengthZeroFile() throws Exception {
    byte[] bare = strip(SlippiSamples.netplayWithRollback());
    Random rnd = new Random(7);
    for (int k = 0; k <= bare.length; k += 1 + rnd.nextInt(40)) {
      byte[] cut = Arrays.copyOf(bare, k);
      Outcome got = decode(cut, SlippiDecoder.RAW_OFFSET);
      Outcome want = decode(wrapUnknownLength(bare, k), 0);
      if (k == 0) {
        // empty input is no bare stream: it is a truncated container either way
        assertThat(got.errorOffset()).isNotNull();
        continue;
      }
      assertThat(got).as("cut at %d", k).isEqualTo(want);
    }
  }

  @Test
  void bytesAfterTheLastCommandEndTheBareStream() throws Exception {
    byte[] bare = strip(SlippiSamples.netplayWithRollback());
    byte[] withJunk = Arrays.copyOf(bare, bare.length + 3);
    withJunk[bare.length] = (byte) 0xFE;
    Outcome a = decode(bare, 0);
    assertThat(decode(withJunk, 0)).isEqualTo(a);
    Recorder p = new Recorder();
    SlippiPushParser pp = new SlippiPushParser(p);
    pp.feed(withJunk);
    pp.feed(new byte[] {1, 2, 3});
    pp.finish();
    assertThat(normalise(p.events, 0)).isEqualTo(a.events());
    assertThat(p.events).contains(new RawEnd(bare.length, bare.length, false));
  }

  @Test
  void summaryOfABareStreamNamesItsVersionAndWarns() throws Exception {
    byte[] bare = strip(SlippiSamples.netplayWithRollback());
    ReplaySummary s =
        new SlippiFormat().summarize(ReplaySource.of("game.bin", bare), DecodeLimits.DEFAULT);
    assertThat(s.version()).isEqualTo("3.18.0");
    assertThat(s.warnings()).anyMatch(w -> w.startsWith("bare event stream"));
  }

  @Test
  void theProbeMatchesNoOtherFormatsTestdata() throws IOException {
    Path root = TestFiles.testdata("slippi").getParent();
    Assumptions.assumeTrue(Files.isDirectory(root), "repository root not found");
    List<Path> others;
    try (Stream<Path> s = Files.walk(root)) {
      others =
          s.filter(Files::isRegularFile)
              .filter(p -> !p.getParent().getFileName().toString().equals("slippi"))
              .toList();
    }
    assertThat(others).isNotEmpty();
    SlippiFormat f = new SlippiFormat();
    for (Path p : others) {
      byte[] head = Arrays.copyOf(Files.readAllBytes(p), (int) Math.min(Files.size(p), 4096));
      assertThat(f.probe(head, p.getFileName().toString())).as(p.toString()).isZero();
    }
  }

  @Test
  void theProbeIsStrict() {
    byte[] bare = new byte[] {0x35, 4, 0x36, 0x01, 0x40, 0x36};
    assertThat(probeBare(bare)).isTrue();
    assertThat(probeBare(new byte[] {0x35, 5, 0x36, 0x01, 0x40, 0, 0x36})).isFalse(); // 3n+2
    assertThat(probeBare(new byte[] {0x35, 4, 0x37, 0x01, 0x40, 0x36})).isFalse(); // no Game Start
    assertThat(probeBare(new byte[] {0x35, 4, 0x36, 0x00, 0x40, 0x36})).isFalse(); // too small
    assertThat(probeBare(new byte[] {0x35, 4, 0x36, 0x01, 0x40, 0x37}))
        .isFalse(); // no Game Start next
    assertThat(probeBare(new byte[] {0x35, 7, 0x36, 0x01, 0x40, 0x36, 0x01, 0x40, 0x36})).isFalse();
    assertThat(probeBare(new byte[] {0x35, 4, 0x36})).isFalse(); // table beyond the head
    Random r = new Random(35);
    int hits = 0;
    for (int i = 0; i < 100_000; i++) {
      byte[] b = new byte[64];
      r.nextBytes(b);
      b[0] = 0x35;
      if (probeBare(b)) hits++;
    }
    // random bytes after 0x35 pass with a probability of about 1e-6
    assertThat(hits).isLessThanOrEqualTo(1);
  }
}
