package org.replays4j.screp;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.replays4j.core.codec.DclExplode;
import org.replays4j.core.codec.DclImplode;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.Bytes;
import org.replays4j.testkit.ChunkedStream;

/**
 * Every StarCraft error and damage is at an offset in the file as stored, with no separate raw
 * offset: a section's decompressed bytes start at 0 in every section, so an offset there would not
 * say where the damage is. Each case damages a writer-made file by hand and reads it on the array
 * and a stream, strict and salvaging: a salvageable error is the damage of a salvaging read at the
 * same offset; a limit exceeded fails in both modes.
 */
class ScrepFileOffsetTest {
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

  @Test
  void aDclChunkWithABadHeaderFailsAtItsStoredBytes() throws IOException {
    byte[] b = legacyDcl();
    int data = dclCommandsChunk(b) + 4;
    byte[] badMode = b.clone();
    badMode[data] = 7; // literal mode 7
    assertEveryWayAt(badMode, data, ReplayFormatException.Kind.INVALID);
    byte[] badDict = b.clone();
    badDict[data + 1] = 9; // dictionary bits 9
    assertEveryWayAt(badDict, data + 1, ReplayFormatException.Kind.INVALID);
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
      assertEveryWayAt(bad, at, direct.kind());
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
    assertEveryWayAt(bad, data, ReplayFormatException.Kind.INVALID);
  }

  @Test
  void aStoredChunkLengthTooLargeFailsAtItsLengthField() throws IOException {
    byte[] b = legacyDcl();
    int field = dclCommandsChunk(b);
    byte[] bad = b.clone();
    put32(bad, field, SectionReader.MAX_STORED_CHUNK + 1);
    assertEveryWayAt(bad, field, ReplayFormatException.Kind.LIMIT_EXCEEDED);
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
    assertEveryWayAt(bad, field + 4, ReplayFormatException.Kind.INVALID);
  }

  /**
   * As {@link #assertEveryWayAt(byte[], long, ReplayFormatException.Kind, DecodeLimits,
   * ScrepDecoder.Option...)} with the default decoder.
   */
  private static void assertEveryWayAt(byte[] bad, long at, ReplayFormatException.Kind kind)
      throws IOException {
    assertEveryWayAt(bad, at, kind, DecodeLimits.defaults());
  }

  /**
   * Decodes {@code bad} with {@code limits} and {@code options} on the array and a stream of 7-byte
   * reads, strict and salvaging, and asserts the error (or, salvaged, the damage) is of {@code
   * kind} at file offset {@code at}, with no raw offset and the same message on both ways in.
   */
  private static void assertEveryWayAt(
      byte[] bad,
      long at,
      ReplayFormatException.Kind kind,
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
          assertThat(thrown.path()).as(as).isPresent();
          messages.add(thrown.getMessage());
        }
      }
    }
    assertThat(messages.get(1)).as("stream").isEqualTo(messages.get(0));
    assertThat(messages.get(3)).as("salvaging stream").isEqualTo(messages.get(2));
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
