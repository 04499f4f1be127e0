package org.replays4j.screp;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.replays4j.core.codec.DclExplode;
import org.replays4j.core.codec.DclImplode;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.Bytes;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.screp.spi.ScrepFormat;
import org.replays4j.testkit.ChunkedStream;

/**
 * Every StarCraft error and damage is at an offset in the file as stored, with no separate raw
 * offset: a section's decompressed bytes start at 0 in every section, so an offset there would not
 * say where the damage is. Each case damages a writer-made file by hand and reads it on the array
 * and a stream, strict and salvaging: a salvageable error is the damage of a salvaging read (and of
 * the summary and stats) at the same offset; a limit exceeded fails in both modes.
 */
class ScrepFileOffsetTest {
  private static final ScrepFormat SPI = new ScrepFormat();

  /**
   * Offset of the length field of the first chunk of a legacy file's commands section, checked to
   * be DCL-imploded (stored shorter than its size).
   */
  private static int dclCommandsChunk(byte[] b) {
    int at = chunk(b, 3, 0, false);
    long size = Math.min(Bytes.u32le(b, chunk(b, 2, 0, false) + 4), SectionReader.CHUNK);
    assertThat(Bytes.u32le(b, at)).as("stored length").isLessThan(size);
    return at;
  }

  private static byte[] legacyDcl() {
    ScrepReplay r = ScrepFixtures.random(3);
    assertThat(r.commands()).isNotEmpty();
    return ScrepWriter.write(r, ScrepWriter.Options.LEGACY_DCL);
  }

  /**
   * A zlib chunk that does not inflate (its deflate data or its zlib header damaged by hand) is at
   * its stored bytes, with and without checksum verification (which checks the header itself, or
   * leaves it to the inflater).
   */
  @Test
  void aZlibChunkThatDoesNotInflateIsAtItsStoredBytes() throws IOException {
    byte[] b = ScrepWriter.write(ScrepFixtures.random(3), ScrepWriter.Options.MODERN_ZLIB);
    int at = ScrepDecoderTest.secondCompressedChunk(b, true);
    byte[] badData = b.clone();
    badData[at + 2] = (byte) 0xFF; // the first deflate block of reserved type 3
    byte[] badHeader = b.clone();
    badHeader[at + 1] = 0x00; // FCHECK wrong
    for (byte[] bad : List.of(badData, badHeader)) {
      for (boolean verify : new boolean[] {true, false}) {
        assertEveryWayAt(
            bad,
            at,
            ReplayFormatException.Kind.INVALID,
            "/chunk[",
            DecodeLimits.defaults(),
            verify
                ? new ScrepDecoder.Option[0]
                : new ScrepDecoder.Option[] {ScrepDecoder.Option.SKIP_CHECKSUMS});
      }
    }
  }

  @Test
  void aDclChunkWithABadHeaderFailsAtItsStoredBytes() throws IOException {
    byte[] b = legacyDcl();
    int data = dclCommandsChunk(b) + 4;
    byte[] badMode = b.clone();
    badMode[data] = 7; // literal mode 7
    assertEveryWayAt(
        badMode, data, ReplayFormatException.Kind.INVALID, "section[commands]/chunk[0]");
    byte[] badDict = b.clone();
    badDict[data + 1] = 9; // dictionary bits 9
    assertEveryWayAt(
        badDict, data + 1, ReplayFormatException.Kind.INVALID, "section[commands]/chunk[0]");
  }

  /**
   * Bad data inside a DCL chunk fails at the stored byte the exploder stopped at: the offset that
   * the chunk's stored bytes give when exploded on their own at their place in the file.
   */
  @Test
  void aDclChunkWithBadDataFailsAtTheStoredByteTheExploderStoppedAt() throws IOException {
    byte[] b = legacyDcl();
    int field = dclCommandsChunk(b);
    int data = field + 4;
    int len = (int) Bytes.u32le(b, field);
    int size = (int) Math.min(Bytes.u32le(b, chunk(b, 2, 0, false) + 4), SectionReader.CHUNK);
    int tried = 0;
    long furthest = 0;
    for (int i = data + 2; i < data + len && tried < 3; i++) {
      byte[] bad = b.clone();
      bad[i] ^= (byte) 0xFF;
      ReplayFormatException direct;
      try {
        DclExplode.explode(ScrepDecoder.FORMAT, bad, data, len, new byte[size], 0, size, data);
        continue; // explodes (to other bytes or another size): not this case
      } catch (ReplayFormatException e) {
        direct = e;
      }
      long at = direct.rawOffset().orElseThrow();
      assertThat(at).isBetween((long) data, (long) data + len);
      assertEveryWayAt(bad, at, direct.kind(), "section[commands]/chunk[0]");
      furthest = Math.max(furthest, at);
      tried++;
    }
    assertThat(tried).as("damaged bytes the exploder stops at").isEqualTo(3);
    assertThat(furthest).as("a stop past the chunk's 2-byte header").isGreaterThan(data + 1L);
  }

  @Test
  void aDclChunkThatExplodesShortFailsAtItsStoredBytes() throws IOException {
    byte[] b = legacyDcl();
    int field = dclCommandsChunk(b);
    int data = field + 4;
    int len = (int) Bytes.u32le(b, field);
    byte[] plain = DclExplode.explode(Arrays.copyOfRange(b, data, data + len));
    byte[] shorter = DclImplode.implode(Arrays.copyOf(plain, plain.length - 1));
    byte[] bad = new byte[b.length - len + shorter.length];
    System.arraycopy(b, 0, bad, 0, field);
    put32(bad, field, shorter.length);
    System.arraycopy(shorter, 0, bad, data, shorter.length);
    System.arraycopy(b, data + len, bad, data + shorter.length, b.length - data - len);
    assertEveryWayAt(bad, data, ReplayFormatException.Kind.INVALID, "section[commands]/chunk[0]");
  }

  @Test
  void aStoredChunkLengthTooLargeFailsAtItsLengthField() throws IOException {
    byte[] b = legacyDcl();
    int field = dclCommandsChunk(b);
    byte[] bad = b.clone();
    put32(bad, field, SectionReader.MAX_STORED_CHUNK + 1);
    assertEveryWayAt(
        bad, field, ReplayFormatException.Kind.LIMIT_EXCEEDED, "section[commands]/chunk[0]");
  }

  /** The map section's second chunk takes its output past the limit: it fails there. */
  @Test
  void anExceededDecompressionBudgetFailsAtTheChunksStoredBytes() throws IOException {
    ScrepReplay r = ScrepFixtures.with(ScrepFixtures.random(3), List.of(), null);
    for (ScrepWriter.Options o :
        List.of(ScrepWriter.Options.LEGACY_DCL, ScrepWriter.Options.MODERN_ZLIB)) {
      boolean v121 = o.era() == ScrepVersion.V1_21;
      byte[] b = ScrepWriter.write(r, o, new byte[20000]);
      // sections: replay id, header, commands size (no commands), map data size, map data
      int at = chunk(b, 4, 1, v121) + 4;
      assertEveryWayAt(
          b,
          at,
          ReplayFormatException.Kind.LIMIT_EXCEEDED,
          "section[map data]/chunk[1]",
          DecodeLimits.defaults().withMaxDecompressedBytes(10000),
          ScrepDecoder.Option.FULL_MAP);
    }
  }

  /**
   * A damaged 1.18+ tagged section stops the reading of those sections with a warning (in either
   * mode) that names the offset in the file, as the section's own chunk reader found it.
   */
  @Test
  void aDamagedTaggedSectionIsWarnedAboutAtItsFileOffset() throws IOException {
    ScrepReplay r = null;
    for (long seed = 1; r == null; seed++) {
      ScrepReplay s = ScrepFixtures.random(seed);
      if (s.modernSections().containsKey("LMTS")) r = s;
    }
    byte[] b = ScrepWriter.write(r, ScrepWriter.Options.MODERN_ZLIB);
    int tag = (int) Bytes.u32le(b, ScrepFixtures.skipSection(b, 0));
    while (Bytes.u32le(b, tag) != 0x53544D4CL) tag += 8 + (int) Bytes.u32le(b, tag + 4);
    // tag, size, then the section container: checksum, count, the one chunk's length and data
    int field = tag + 16;
    byte[] tooLarge = b.clone();
    put32(tooLarge, field, SectionReader.MAX_STORED_CHUNK + 1);
    assertWarnedAt(tooLarge, field);
    byte[] pastTheSection = b.clone();
    put32(pastTheSection, field, Bytes.u32le(b, field) + 1);
    assertWarnedAt(pastTheSection, field + 4);
  }

  @Test
  void aFatalChecksumMismatchIsAtTheSectionsStoredChecksum() throws IOException {
    byte[] b = legacyDcl();
    int commands = ScrepFixtures.sectionStart(b, 3, false);
    byte[] bad = b.clone();
    bad[commands] ^= 1;
    assertEveryWayAt(
        bad,
        commands,
        ReplayFormatException.Kind.INVALID,
        "section[commands]",
        DecodeLimits.defaults(),
        ScrepDecoder.Option.FAIL_ON_CHECKSUM_MISMATCH);
  }

  /**
   * A commands section that ends inside a frame block fails at the stored bytes of the chunk
   * holding the block's start, on the array and the stream alike (the section byte is in the
   * message).
   */
  @Test
  void anIncompleteLastFrameBlockIsAtItsChunksStoredBytes() throws IOException {
    ScrepReplay r = ScrepFixtures.random(3);
    byte[] b = ScrepWriter.write(r, ScrepWriter.Options.MODERN_RAW);
    int sizeData = chunk(b, 2, 0, true) + 4;
    int field = chunk(b, 3, 0, true);
    int size = (int) Bytes.u32le(b, sizeData);
    assertThat(Bytes.u32le(b, field)).isEqualTo(size); // one raw chunk
    // drop the section's last byte: its size, the chunk's length and the byte itself
    byte[] bad = new byte[b.length - 1];
    int end = field + 4 + size;
    System.arraycopy(b, 0, bad, 0, end - 1);
    System.arraycopy(b, end, bad, end - 1, b.length - end);
    put32(bad, sizeData, size - 1);
    put32(bad, field, size - 1);
    assertEveryWayAt(bad, field + 4, ReplayFormatException.Kind.INVALID, "section[commands]");
  }

  /**
   * As {@link #assertEveryWayAt(byte[], long, ReplayFormatException.Kind, String, DecodeLimits,
   * ScrepDecoder.Option...)} with the default decoder.
   */
  private static void assertEveryWayAt(
      byte[] bad, long at, ReplayFormatException.Kind kind, String path) throws IOException {
    assertEveryWayAt(bad, at, kind, path, DecodeLimits.defaults());
  }

  /**
   * Decodes {@code bad} with {@code limits} and {@code options} on the array and a stream of 7-byte
   * reads, strict and salvaging, and asserts the error (or, salvaged, the damage) is of {@code
   * kind} at file offset {@code at}, with no raw offset, a path containing {@code path} and the
   * same message on both ways in.
   */
  private static void assertEveryWayAt(
      byte[] bad,
      long at,
      ReplayFormatException.Kind kind,
      String path,
      DecodeLimits limits,
      ScrepDecoder.Option... options)
      throws IOException {
    boolean salvageable =
        kind != ReplayFormatException.Kind.LIMIT_EXCEEDED
            && kind != ReplayFormatException.Kind.UNSUPPORTED;
    List<String> messages = new ArrayList<>();
    for (boolean salvage : new boolean[] {false, true}) {
      ScrepDecoder d =
          ScrepDecoder.builder().limits(limits).option(options).salvage(salvage).build();
      for (int way = 0; way < 2; way++) {
        String as = (salvage ? "salvaging" : "strict") + (way == 0 ? ", array" : ", stream");
        ScrepReplay.Collector c = new ScrepReplay.Collector();
        ReplayFormatException thrown = null;
        try {
          if (way == 0) d.decode(bad, c);
          else d.decode(new ChunkedStream(bad, 7), c);
        } catch (ReplayFormatException e) {
          thrown = e;
        }
        if (salvage && salvageable) {
          assertThat(thrown).as(as).isNull();
          assertThat(c.result().damage()).as(as).isNotNull();
          assertThat(c.result().damage().kind()).as(as).isEqualTo(kind);
          assertThat(c.result().damage().offset()).as(as).isEqualTo(at);
          messages.add(c.result().damage().message());
        } else {
          assertThat(thrown).as(as).isNotNull();
          assertThat(thrown.kind()).as(as).isEqualTo(kind);
          assertThat(thrown.offset()).as(as).isEqualTo(at);
          assertThat(thrown.rawOffset()).as(as).isEmpty();
          assertThat(thrown.path()).as(as).hasValueSatisfying(p -> assertThat(p).contains(path));
          messages.add(thrown.getMessage());
        }
      }
    }
    assertThat(messages.get(1)).as("stream").isEqualTo(messages.get(0));
    assertThat(messages.get(3)).as("salvaging stream").isEqualTo(messages.get(2));
    if (salvageable && options.length == 0) {
      // the summary and the stats carry the same damage
      ReplaySource source = ReplaySource.of("damaged.rep", bad);
      Damage damage = ScrepReplay.read(bad).damage();
      assertThat(SPI.summarize(source, limits).damage()).as("summary").isEqualTo(damage);
      assertThat(SPI.stats(source, limits).orElseThrow().get("damage"))
          .as("stats")
          .isEqualTo(damage.toTree());
    }
  }

  /**
   * Reads {@code bad} every way and asserts the tagged sections stop with a warning at {@code at}.
   */
  private static void assertWarnedAt(byte[] bad, long at) throws IOException {
    String offset = "offset 0x" + Long.toHexString(at).toUpperCase() + ": ";
    for (boolean salvage : new boolean[] {false, true}) {
      ScrepDecoder d = ScrepDecoder.builder().salvage(salvage).build();
      for (int way = 0; way < 2; way++) {
        String as = (salvage ? "salvaging" : "strict") + (way == 0 ? ", array" : ", stream");
        ScrepReplay.Collector c = new ScrepReplay.Collector();
        if (way == 0) d.decode(bad, c);
        else d.decode(new ChunkedStream(bad, 7), c);
        assertThat(c.result().damage()).as(as).isNull();
        assertThat(c.result().warnings())
            .as(as)
            .singleElement()
            .asString()
            .startsWith("stopped reading the Remastered sections: screp: " + offset)
            .contains("section[LMTS]/chunk[0]")
            .doesNotContain("(raw ");
      }
    }
  }

  private static void put32(byte[] b, int i, long v) {
    for (int k = 0; k < 4; k++) b[i + k] = (byte) (v >>> (8 * k));
  }

  /**
   * Offset of the length field of chunk {@code index} of the {@code section}-th stored section (see
   * {@link ScrepFixtures#sectionStart}).
   */
  private static int chunk(byte[] b, int section, int index, boolean v121) {
    int p = ScrepFixtures.sectionStart(b, section, v121) + 8;
    for (int i = 0; i < index; i++) p += 4 + (int) Bytes.u32le(b, p);
    return p;
  }
}
