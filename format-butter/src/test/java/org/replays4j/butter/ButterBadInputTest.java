package org.replays4j.butter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.replays4j.butter.record.ButterChunkInfo;
import org.replays4j.butter.record.ButterCompression;
import org.replays4j.butter.record.ButterMap;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteReader;

/**
 * Damaged files: truncation, wrong sizes and markers, corrupt gzip/zstd, absurd counts. Decoding
 * either completes or throws {@link ReplayFormatException} after delivering every frame before the
 * damage; never a RuntimeException or OutOfMemoryError.
 */
class ButterBadInputTest {
  /** Damage is an exception here (the models salvage by default). */
  private static final ButterDecoder STRICT = ButterDecoder.create();

  private static final EchoReplay MATCH =
      SyntheticMatch.generate(
          new SyntheticMatch.Spec(7, 90, 3, 3, 1, true, ButterMap.ARENA, true, 33));
  private static final byte[] NONE = ButterWriter.convert(MATCH, ButterCompression.NONE, 30);
  private static final byte[] GZIP = ButterWriter.convert(MATCH, ButterCompression.GZIP, 30);
  private static final byte[] ZSTD = ButterWriter.convert(MATCH, ButterCompression.ZSTD_3, 30);
  private static final List<ButterFrame> FULL = decodeAll(NONE);

  private static List<ButterFrame> decodeAll(byte[] b) {
    try {
      return ButterReplay.read(b).frames();
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  /** Decodes {@code b}; returns the frames delivered and the exception (or null). */
  private static Object[] attempt(byte[] b, DecodeLimits limits) {
    ButterReplay.Collector c = new ButterReplay.Collector();
    try {
      ButterDecoder.builder().limits(limits).build().decode(b, c);
      return new Object[] {c.frames(), null};
    } catch (ReplayFormatException e) {
      return new Object[] {c.frames(), e};
    } catch (IOException | RuntimeException | OutOfMemoryError e) {
      throw new AssertionError("decoder leaked " + e, e);
    }
  }

  private static void assertPrefix(List<ButterFrame> got, int upTo) {
    for (int i = 0; i < Math.min(got.size(), upTo); i++) {
      assertThat(got.get(i).toTree(null)).as("frame %d", i).isEqualTo(FULL.get(i).toTree(null));
    }
  }

  @Test
  void everyTruncationOfAnUncompressedFileFailsCleanlyAfterTheIntactFrames() {
    int step = Math.max(1, NONE.length / 400);
    for (int cut = 0; cut < NONE.length; cut += step) {
      byte[] b = Arrays.copyOf(NONE, cut);
      Object[] r = attempt(b, DecodeLimits.defaults());
      @SuppressWarnings("unchecked")
      List<ButterFrame> frames = (List<ButterFrame>) r[0];
      assertThat(r[1]).as("cut at %d", cut).isNotNull();
      ReplayFormatException e = (ReplayFormatException) r[1];
      assertThat(e.offset()).isBetween(0L, (long) cut);
      assertPrefix(frames, frames.size());
    }
  }

  @Test
  void truncatedCompressedFilesFailCleanly() {
    for (byte[] file : new byte[][] {GZIP, ZSTD}) {
      int step = Math.max(1, file.length / 60);
      for (int cut = 0; cut < file.length; cut += step) {
        Object[] r = attempt(Arrays.copyOf(file, cut), DecodeLimits.defaults());
        assertThat(r[1]).as("cut at %d", cut).isNotNull();
        @SuppressWarnings("unchecked")
        List<ButterFrame> frames = (List<ButterFrame>) r[0];
        assertPrefix(frames, frames.size());
      }
    }
  }

  /** Offset of chunk table entry 0 (right after the header). */
  private static int tableOffset(byte[] file) throws Exception {
    return ButterDecoder.create().readHeader(ByteReader.of("butter", file)).length();
  }

  @Test
  void absurdChunkCountAndSizes() throws Exception {
    int t = tableOffset(NONE);
    byte[] b = NONE.clone();
    b[t] = (byte) 0xFF;
    b[t + 1] = (byte) 0xFF;
    b[t + 2] = (byte) 0xFF;
    b[t + 3] = (byte) 0x7F;
    assertThatThrownBy(() -> ButterReplay.read(b, STRICT))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("maxChunks");
    byte[] c = NONE.clone();
    c[t] = 100; // more chunks than the file has sizes for
    assertThatThrownBy(() -> ButterReplay.read(c, STRICT))
        .isInstanceOf(ReplayFormatException.class);
    byte[] d = NONE.clone();
    d[t + 4 + 3] = 0x40; // first chunk 1 GiB
    assertThatThrownBy(() -> ButterReplay.read(d, STRICT))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("chunk[0]");
    // a chunk size one byte short: the last frame of chunk 0 is cut, the error names it
    byte[] e = NONE.clone();
    e[t + 4] = (byte) (e[t + 4] - 1);
    Object[] r = attempt(e, DecodeLimits.defaults());
    assertThat(r[1]).isNotNull();
    assertThat(((ReplayFormatException) r[1]).getMessage()).contains("chunk[0]/frame[29]");
    @SuppressWarnings("unchecked")
    List<ButterFrame> frames = (List<ButterFrame>) r[0];
    assertThat(frames).hasSize(29);
    assertPrefix(frames, 29);
  }

  @Test
  void corruptGzipAndZstdNameTheChunk() throws Exception {
    for (byte[] file : new byte[][] {GZIP, ZSTD}) {
      int t = tableOffset(file);
      int first = t + 4 + 4 * 3; // 3 chunks of 30 frames
      byte[] b = file.clone();
      for (int i = first + 12; i < first + 40; i++) b[i] ^= 0x5A;
      Object[] r = attempt(b, DecodeLimits.defaults());
      if (r[1] != null) {
        assertThat(((ReplayFormatException) r[1]).getMessage()).contains("chunk[0]");
      }
      byte[] c = file.clone();
      c[first] = 0; // bad magic
      c[first + 1] = 0;
      Object[] r2 = attempt(c, DecodeLimits.defaults());
      assertThat(r2[1]).isNotNull();
      assertThat(((ReplayFormatException) r2[1]).getMessage()).contains("chunk[0]");
      assertThat((List<?>) r2[0]).isEmpty();
    }
  }

  @Test
  void decompressionIsBounded() {
    Object[] r = attempt(GZIP, DecodeLimits.defaults().withMaxDecompressedBytes(5000));
    assertThat(r[1]).isNotNull();
    assertThat(((ReplayFormatException) r[1]).getMessage()).contains("maxDecompressedBytes");
    Object[] z = attempt(ZSTD, DecodeLimits.defaults().withMaxDecompressedBytes(5000));
    assertThat(((ReplayFormatException) z[1]).getMessage()).contains("maxDecompressedBytes");
  }

  @Test
  void absurdPlayerAndBoneCountsRunIntoTheChunkEnd() throws Exception {
    Bytes b = new Bytes();
    b.u16(0xFEFC).i64(0).f32(0).u8(0).u8(0).u8(255); // 255 blue players in a 13-byte chunk
    byte[] file = ButterDecoderTest.file(ButterDecoderTest.header(3, 0, 0x04), b.build());
    assertThatThrownBy(() -> ButterReplay.read(file, STRICT))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("chunk[0]/frame[0]");
    Bytes bb = new Bytes();
    bb.u16(0xFEFC).i64(0).f32(0).u8(0, 0, 0, 0, 0, 0xFF); // 127 bone players, no data
    byte[] file2 = ButterDecoderTest.file(ButterDecoderTest.header(3, 0, 0x04), bb.build());
    assertThatThrownBy(() -> ButterReplay.read(file2, STRICT))
        .isInstanceOf(ReplayFormatException.class);
    // a bone coordinate outside 14 bits
    Bytes bc = new Bytes();
    bc.u16(0xFEFC).i64(0).f32(0).u8(0, 0, 0, 0, 0, 3).u8(1, 0, 0, 0, 0, 0).u8(255).i64(-1);
    byte[] file3 = ButterDecoderTest.file(ButterDecoderTest.header(3, 0, 0x04), bc.build());
    assertThatThrownBy(() -> ButterReplay.read(file3, STRICT))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("14-bit bone coordinate");
  }

  @Test
  void streamingDecodeReportsTheSameErrors() {
    byte[] cut = Arrays.copyOf(GZIP, GZIP.length - 10);
    ButterReplay.Collector c = new ButterReplay.Collector();
    assertThatThrownBy(() -> ButterDecoder.create().decode(new ByteArrayInputStream(cut), c))
        .isInstanceOf(ReplayFormatException.class);
    assertPrefix(c.frames(), c.frames().size());
    assertThat(c.frames()).hasSize(60);
  }

  /** What one way in delivered before it finished or failed. */
  private record Outcome(List<ButterFrame> frames, ReplayFormatException error) {}

  /** The three ways in of docs/DESIGN.md#three-ways-in. */
  private enum Way {
    ARRAY,
    DIRECT_BUFFER,
    STREAM
  }

  private static Outcome decode(Way way, byte[] file, DecodeLimits limits) {
    ButterDecoder d = ButterDecoder.builder().limits(limits).build();
    ButterReplay.Collector c = new ButterReplay.Collector();
    try {
      switch (way) {
        case ARRAY -> d.decode(file, c);
        case DIRECT_BUFFER -> d.decode(ByteBuffer.allocateDirect(file.length).put(file).flip(), c);
        case STREAM -> d.decode(new ByteArrayInputStream(file), c);
      }
      return new Outcome(c.frames(), null);
    } catch (ReplayFormatException e) {
      return new Outcome(c.frames(), e);
    } catch (IOException | RuntimeException | OutOfMemoryError e) {
      throw new AssertionError(way + " decoder leaked " + e, e);
    }
  }

  /**
   * Found by the property: byte 233 is in chunk 0's entry of the chunk table, whose stored size
   * goes from 32,710 to 4,227,014, over the property's 4 MiB limit but far past the end of the
   * file. The stream refused that size as a limit before reading a byte (no frame) while the array
   * took it for a cut chunk (90 frames). Every way in now reads what is there, as for a file cut
   * inside chunk 0: the whole frames (chunk 0's 30, then those of chunks 1 and 2 with the right
   * values but numbered as chunk 0, the only thing the damaged size gets wrong), then the
   * truncation at the end of the file.
   */
  @Example
  void aMutatedFileGivesTheSameFramesOnEveryWayIn() {
    mutationsNeverLeakUncheckedExceptions(233, 64, 0);
    byte[] file = NONE.clone();
    file[233] ^= 64;
    Outcome stream =
        decode(Way.STREAM, file, DecodeLimits.defaults().withMaxDecompressedBytes(1 << 22));
    assertThat(stream.frames()).hasSize(90);
    assertPrefix(stream.frames(), 30);
    for (int i = 30; i < 90; i++) {
      Map<String, Object> got = new HashMap<>(stream.frames().get(i).toTree(null));
      Map<String, Object> want = new HashMap<>(FULL.get(i).toTree(null));
      assertThat(got.remove("chunk")).as("frame %d", i).isEqualTo(0);
      want.remove("chunk");
      assertThat(got).as("frame %d", i).isEqualTo(want);
    }
    assertThat(stream.error().kind()).isEqualTo(ReplayFormatException.Kind.TRUNCATED);
    assertThat(stream.error().offset()).isEqualTo(NONE.length);
    assertThat(stream.error().path()).contains("butter/chunk[0]");
  }

  @Property(tries = 150)
  void mutationsNeverLeakUncheckedExceptions(
      @ForAll @IntRange(min = 0, max = 1_000_000) int where,
      @ForAll @IntRange(min = 1, max = 255) int xor,
      @ForAll @IntRange(min = 0, max = 2) int which) {
    byte[] file = (which == 0 ? NONE : which == 1 ? GZIP : ZSTD).clone();
    int at = where % file.length;
    file[at] ^= (byte) xor;
    DecodeLimits limits = DecodeLimits.defaults().withMaxDecompressedBytes(1 << 22);
    Outcome array = decode(Way.ARRAY, file, limits);
    List<ButterFrame> frames = array.frames();
    // every way in sees the same frames and fails (or not) the same way
    for (Way way : new Way[] {Way.DIRECT_BUFFER, Way.STREAM}) {
      Outcome other = decode(way, file, limits);
      assertThat(other.frames()).as("%s frames", way).hasSameSizeAs(frames);
      for (int i = 0; i < frames.size(); i++) {
        assertThat(other.frames().get(i).chunk)
            .as("%s frame %d chunk", way, i)
            .isEqualTo(frames.get(i).chunk);
        assertThat(other.frames().get(i).toTree(null))
            .as("%s frame %d", way, i)
            .isEqualTo(frames.get(i).toTree(null));
      }
      if (array.error() == null) {
        assertThat(other.error()).as("%s error", way).isNull();
      } else {
        assertThat(other.error()).as("%s error", way).isNotNull();
        assertThat(other.error().kind()).as("%s error kind", way).isEqualTo(array.error().kind());
        assertThat(other.error().getMessage())
            .as("%s error", way)
            .isEqualTo(array.error().getMessage());
      }
    }
    // every frame of a chunk that ends before the mutated byte is intact
    ButterReplay full;
    try {
      full = ButterReplay.read(which == 0 ? NONE : which == 1 ? GZIP : ZSTD);
    } catch (IOException e) {
      fail("reference decode", e);
      return;
    }
    int header =
        full.chunks().isEmpty()
            ? 0
            : (int) full.chunks().get(0).fileOffset() - 4 - 4 * full.chunks().size();
    if (at >= header) {
      int intact = 0;
      for (ButterFrame f : full.frames()) {
        ButterChunkInfo ci = full.chunks().get(f.chunk);
        if (ci.fileOffset() + ci.storedSize() <= at) intact++;
      }
      assertThat(frames.size()).isGreaterThanOrEqualTo(intact);
      assertPrefix(frames, intact);
    }
  }
}
