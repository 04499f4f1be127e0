package org.replays4j.screp;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * {@link ChunkInflater} against {@link Inflater}: on valid chunks the same bytes, whole or by
 * growing prefixes; on damaged chunks either "not sure" or exactly what {@code Inflater} gives,
 * never bytes where {@code Inflater} fails.
 */
class ChunkInflaterTest {
  private static final int CHUNK = SectionReader.CHUNK;

  /** Data like a replay's: runs, repeats at every distance, and noise, {@code n} bytes. */
  private static byte[] data(Random r, int n) {
    byte[] d = new byte[n];
    int i = 0;
    while (i < n) {
      int kind = r.nextInt(5);
      int len = Math.min(n - i, 1 + r.nextInt(kind == 0 ? 300 : 40));
      for (int k = 0; k < len; k++, i++) {
        d[i] =
            switch (kind) {
              case 0 -> (byte) 0;
              case 1 -> (byte) r.nextInt(256);
              case 2 -> i >= 7 ? d[i - 1 - r.nextInt(7) % (i)] : 1;
              case 3 -> i > 300 ? d[i - 300] : (byte) k;
              default -> (byte) (r.nextInt(8) + 'a');
            };
      }
    }
    return d;
  }

  /** {@code data} deflated raw (no zlib header) with the given level and strategy. */
  private static byte[] deflate(byte[] data, int level, int strategy) {
    Deflater d = new Deflater(level, true);
    d.setStrategy(strategy);
    d.setInput(data);
    d.finish();
    byte[] out = new byte[data.length * 2 + 64];
    int n = 0;
    while (!d.finished()) n += d.deflate(out, n, out.length - n);
    d.end();
    return Arrays.copyOf(out, n);
  }

  /** What {@link SectionReader} gets from {@code Inflater}: the bytes, or null when it fails. */
  private static byte[] inflate(byte[] src, int expected) {
    Inflater inf = new Inflater(true);
    inf.setInput(src);
    byte[] out = new byte[expected];
    try {
      int n = 0;
      while (n < expected) {
        int k = inf.inflate(out, n, expected - n);
        if (k == 0) break;
        n += k;
      }
      if (n != expected) return null;
      if (!inf.finished() && inf.inflate(new byte[1]) > 0) return null;
      return out;
    } catch (DataFormatException e) {
      return null;
    } finally {
      inf.end();
    }
  }

  /** ChunkInflater's whole chunk, as SectionReader asks for it, or null for "not sure". */
  private static byte[] fast(ChunkInflater ci, byte[] src, int expected, int at) {
    byte[] dst = new byte[at + expected + 5];
    ci.start(src, 0, src.length);
    int n = ci.decode(dst, at, expected, at + expected);
    if (n < expected || !ci.endsAt(dst, at, expected)) return null;
    return Arrays.copyOfRange(dst, at, at + expected);
  }

  @Test
  void decodesEveryLevelAndStrategy() {
    Random r = new Random(7);
    ChunkInflater ci = new ChunkInflater();
    int[] strategies = {Deflater.DEFAULT_STRATEGY, Deflater.FILTERED, Deflater.HUFFMAN_ONLY};
    for (int size : new int[] {0, 1, 2, 7, 8, 9, 100, 258, 259, 1000, 4096, CHUNK}) {
      for (int level = 0; level <= 9; level++) {
        for (int strategy : strategies) {
          byte[] d = data(r, size);
          byte[] z = deflate(d, level, strategy);
          assertThat(fast(ci, z, size, 3)).as("size %d level %d", size, level).isEqualTo(d);
        }
      }
    }
  }

  @Test
  void decodesFixedCodeBlocks() {
    // short inputs compress to fixed-code blocks
    Random r = new Random(11);
    ChunkInflater ci = new ChunkInflater();
    for (int i = 0; i < 200; i++) {
      byte[] d = data(r, 1 + r.nextInt(60));
      byte[] z = deflate(d, 1 + r.nextInt(9), Deflater.DEFAULT_STRATEGY);
      assertThat(fast(ci, z, d.length, 0)).isEqualTo(d);
    }
  }

  @Test
  void decodesGrowingPrefixes() {
    Random r = new Random(3);
    ChunkInflater ci = new ChunkInflater();
    for (int round = 0; round < 50; round++) {
      byte[] d = data(r, CHUNK);
      byte[] z = deflate(d, 6, Deflater.DEFAULT_STRATEGY);
      byte[] dst = new byte[CHUNK];
      ci.start(z, 0, z.length);
      int want = 0;
      while (want < CHUNK) {
        want = Math.min(CHUNK, want + 1 + r.nextInt(700));
        int n = ci.decode(dst, 0, want, CHUNK);
        assertThat(n).isGreaterThanOrEqualTo(want);
        assertThat(Arrays.copyOf(dst, want)).isEqualTo(Arrays.copyOf(d, want));
      }
      assertThat(ci.endsAt(dst, 0, CHUNK)).isTrue();
    }
  }

  @Test
  void rejectsStreamsThatDoNotEndAtTheChunkSize() {
    Random r = new Random(5);
    ChunkInflater ci = new ChunkInflater();
    byte[] d = data(r, 3000);
    byte[] z = deflate(d, 6, Deflater.DEFAULT_STRATEGY);
    assertThat(fast(ci, z, 2999, 0)).isNull(); // holds more
    assertThat(fast(ci, z, 3001, 0)).isNull(); // ends early
    assertThat(fast(ci, Arrays.copyOf(z, z.length - 1), 3000, 0)).isNull(); // cut
  }

  /** Damaged chunks: never bytes where Inflater fails, and the same bytes where it succeeds. */
  @Property(tries = 400)
  void damagedChunksAreInflatersOrNotSure(
      @ForAll long seed, @ForAll @IntRange(min = 1, max = 8) int flips) {
    Random r = new Random(seed);
    int size = 1 + r.nextInt(CHUNK);
    byte[] d = data(r, size);
    int level = r.nextInt(10);
    int strategy = r.nextInt(3);
    byte[] z =
        deflate(
            d,
            level,
            strategy == 0
                ? Deflater.DEFAULT_STRATEGY
                : strategy == 1 ? Deflater.FILTERED : Deflater.HUFFMAN_ONLY);
    for (int i = 0; i < flips && z.length > 0; i++) {
      z[r.nextInt(z.length)] ^= (byte) (1 << r.nextInt(8));
    }
    if (r.nextInt(4) == 0 && z.length > 1) z = Arrays.copyOf(z, r.nextInt(z.length));
    byte[] fast = fast(new ChunkInflater(), z, size, 1);
    if (fast != null) assertThat(fast).isEqualTo(inflate(z, size));
  }

  /** Random bytes as a stream. */
  @Property(tries = 400)
  void randomBytesAreInflatersOrNotSure(
      @ForAll long seed, @ForAll @IntRange(min = 0, max = 300) int length) {
    Random r = new Random(seed);
    byte[] z = new byte[length];
    r.nextBytes(z);
    int size = r.nextInt(CHUNK + 1);
    byte[] fast = fast(new ChunkInflater(), z, size, 0);
    if (fast != null) assertThat(fast).isEqualTo(inflate(z, size));
  }
}
