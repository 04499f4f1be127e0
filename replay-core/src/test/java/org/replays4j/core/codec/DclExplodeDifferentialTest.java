package org.replays4j.core.codec;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;
import java.util.Random;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.replays4j.core.error.ReplayFormatException;

/**
 * {@link DclExplode} (and {@link DclInputStream}) against {@link Reference}, a bit-at-a-time
 * decoder written straight from the format description: on any input both must produce the same
 * bytes, or the same {@link ReplayFormatException} (message, offset, raw offset).
 */
class DclExplodeDifferentialTest {

  /** How a test input is made from {@link DclImplode} output. */
  enum Damage {
    NONE,
    TRUNCATE,
    FLIP_BITS,
    GARBAGE_TAIL,
    PURE_GARBAGE
  }

  @Property(tries = 400)
  void explodeAgreesWithTheReference(
      @ForAll @LongRange(min = 0, max = Long.MAX_VALUE) long seed,
      @ForAll @IntRange(min = 0, max = 20_000) int size,
      @ForAll @IntRange(min = 0, max = 4) int kind,
      @ForAll @IntRange(min = 0, max = 1) int mode,
      @ForAll @IntRange(min = 4, max = 6) int dict,
      @ForAll Damage damage,
      @ForAll @IntRange(min = -40, max = 40) int roomDelta)
      throws IOException {
    Random r = new Random(seed);
    byte[] data = data(r, size, kind);
    byte[] stream = damage(r, DclImplode.implode(data, 0, data.length, mode, dict), damage);
    // Embed the stream between random bytes: nothing outside [off, off + len) may be read.
    int off = r.nextInt(20);
    byte[] src = new byte[off + stream.length + r.nextInt(20)];
    r.nextBytes(src);
    System.arraycopy(stream, 0, src, off, stream.length);
    long rawBase = r.nextInt(1000);
    int dstLen = Math.max(0, (damage == Damage.NONE ? size : r.nextInt(2 * size + 64)) + roomDelta);

    Outcome expected =
        Outcome.of(() -> Reference.explode("t", src, off, stream.length, dstLen, rawBase));
    int dstOff = r.nextInt(10);
    byte[] dst = new byte[dstOff + dstLen + r.nextInt(10)];
    Outcome actual =
        Outcome.of(
            () -> {
              int n =
                  DclExplode.explode("t", src, off, stream.length, dst, dstOff, dstLen, rawBase);
              return Arrays.copyOfRange(dst, dstOff, dstOff + n);
            });
    assertThat(actual).isEqualTo(expected);
    Outcome grown =
        Outcome.of(() -> DclExplode.explode("t", src, off, stream.length, dstLen, rawBase));
    assertThat(grown).isEqualTo(expected);
    if (stream.length >= 2
        && (expected.error == null || !expected.error.contains("DCL output bytes"))) {
      // The stream form reports a short header and the output limit in its own words; everything
      // else must agree.
      Outcome streamed =
          Outcome.of(
              () -> {
                try (DclInputStream in =
                    new DclInputStream(
                        "t",
                        new ByteArrayInputStream(src, off, stream.length),
                        Long.MAX_VALUE,
                        rawBase)) {
                  return in.readAllBytes();
                }
              });
      assertThat(streamed).isEqualTo(expected);
    }
  }

  @Property(tries = 300)
  void shortStreamsAgreeWithTheReference(
      @ForAll @LongRange(min = 0, max = Long.MAX_VALUE) long seed,
      @ForAll @IntRange(min = 0, max = 300) int size,
      @ForAll @IntRange(min = 0, max = 1) int mode,
      @ForAll Damage damage,
      @ForAll @IntRange(min = 0, max = 400) int dstLen)
      throws IOException {
    Random r = new Random(seed);
    byte[] stream =
        damage(
            r,
            DclImplode.implode(data(r, size, r.nextInt(5)), 0, size, mode, 4 + r.nextInt(3)),
            damage);
    Outcome expected =
        Outcome.of(() -> Reference.explode("t", stream, 0, stream.length, dstLen, 0));
    byte[] dst = new byte[dstLen];
    Outcome actual =
        Outcome.of(
            () ->
                Arrays.copyOf(
                    dst, DclExplode.explode("t", stream, 0, stream.length, dst, 0, dstLen, 0)));
    assertThat(actual).isEqualTo(expected);
  }

  @Example
  void fusedMatchTableAgreesWithLengthThenDistance() {
    for (int dict = 4; dict <= 6; dict++) {
      int hits = 0;
      for (int v = 0; v < 1 << DclTables.MATCH_SHORT_BITS; v++) {
        int m = DclTables.MATCH_SHORT[dict - 4][v];
        if (m == 0) continue;
        hits++;
        for (int lowBits : new int[] {0, 1, 0x15, 0x2A, 0x3F}) {
          long bb =
              1
                  | (long) v << 1
                  | (long) lowBits << (1 + DclTables.MATCH_SHORT_BITS)
                  | 0xABCDL << 40;
          // The two-step decode of the general form.
          int e = DclTables.MATCH_LEN[(int) bb & 0xFF];
          int length = (e >>> 21) + ((int) (bb >>> (e >>> 8)) & ((1 << (e >>> 16)) - 1));
          long rest = bb >>> (e & 0x3F);
          int de = DclTables.MATCH_DIST[dict - 4][((e & 0x80) << 1) | ((int) rest & 0xFF)];
          int dist = (de >>> 20) + ((int) (rest >>> (de >>> 8)) & ((de >>> 14) & 0x3F));
          int bits = (e & 0x3F) + (de & 0x3F);
          int fusedDist =
              ((m >>> 16) & 0xFFF) + ((int) (bb >>> (m >>> 6)) & ((1 << (m >>> 28)) - 1));
          assertThat(new int[] {(m >>> 12) & 0xF, fusedDist, m & 0x3F})
              .as("dict %d bits %x", dict, bb)
              .containsExactly(length, dist, bits);
        }
      }
      assertThat(hits).isGreaterThan(3000);
    }
  }

  @Example
  void referenceDecodesTheBlastVector() throws ReplayFormatException {
    byte[] v = DclExplodeTest.BLAST_VECTOR;
    assertThat(
            new String(Reference.explode("t", v, 0, v.length, 100, 0), StandardCharsets.US_ASCII))
        .isEqualTo("AIAIAIAIAIAIA");
  }

  /** Test data of a few shapes: random, small alphabet, runs, structured records, mixed. */
  static byte[] data(Random r, int size, int kind) {
    byte[] b = new byte[size];
    switch (kind) {
      case 0 -> r.nextBytes(b);
      case 1 -> {
        for (int i = 0; i < size; i++) b[i] = (byte) ('a' + r.nextInt(3));
      }
      case 2 -> {
        for (int i = 0; i < size; ) {
          int run = 1 + r.nextInt(r.nextBoolean() ? 4 : 600);
          byte v = (byte) r.nextInt(256);
          for (int k = 0; k < run && i < size; k++) b[i++] = v;
        }
      }
      case 3 -> {
        // Command-like records: a frame counter, a few ids and the odd random byte.
        for (int i = 0; i < size; i++) {
          int f = i / 12;
          b[i] =
              switch (i % 12) {
                case 0 -> (byte) f;
                case 1 -> (byte) (f >> 8);
                case 4, 5 -> (byte) r.nextInt(256);
                case 6 -> (byte) (0x10 + r.nextInt(4));
                default -> (byte) (i % 12);
              };
        }
      }
      default -> {
        for (int i = 0; i < size; ) {
          int part = 1 + r.nextInt(200);
          byte[] chunk = data(r, Math.min(part, size - i), r.nextInt(4));
          System.arraycopy(chunk, 0, b, i, chunk.length);
          i += chunk.length;
        }
      }
    }
    return b;
  }

  static byte[] damage(Random r, byte[] s, Damage damage) {
    switch (damage) {
      case TRUNCATE -> {
        return Arrays.copyOf(s, r.nextInt(s.length + 1));
      }
      case FLIP_BITS -> {
        byte[] c = s.clone();
        for (int i = 1 + r.nextInt(3); i > 0; i--) {
          // Mostly in the token bits, sometimes in the header.
          int at =
              c.length > 2 && r.nextInt(8) != 0 ? 2 + r.nextInt(c.length - 2) : r.nextInt(c.length);
          c[at] ^= (byte) (1 << r.nextInt(8));
        }
        return c;
      }
      case GARBAGE_TAIL -> {
        byte[] c = s.clone();
        int from = 2 + r.nextInt(Math.max(1, c.length - 1));
        for (int i = from; i < c.length; i++) c[i] = (byte) r.nextInt(256);
        return c;
      }
      case PURE_GARBAGE -> {
        byte[] c = new byte[r.nextInt(s.length + 20)];
        r.nextBytes(c);
        if (c.length >= 2 && r.nextInt(4) != 0) {
          c[0] = (byte) r.nextInt(2);
          c[1] = (byte) (4 + r.nextInt(3));
        }
        return c;
      }
      default -> {
        return s;
      }
    }
  }

  /** Bytes, or the exception's message and offsets. */
  record Outcome(byte[] bytes, String error, long offset, Long rawOffset) {
    interface Run {
      byte[] run() throws IOException;
    }

    static Outcome of(Run run) throws IOException {
      try {
        return new Outcome(run.run(), null, 0, null);
      } catch (ReplayFormatException e) {
        return new Outcome(null, e.getMessage(), e.offset(), e.rawOffset().orElse(null));
      }
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Outcome x
          && Arrays.equals(bytes, x.bytes)
          && Objects.equals(error, x.error)
          && offset == x.offset
          && Objects.equals(rawOffset, x.rawOffset);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(bytes) + Objects.hash(error, offset, rawOffset);
    }

    @Override
    public String toString() {
      return error != null
          ? "error at " + offset + " raw " + rawOffset + ": " + error
          : bytes.length
              + " bytes "
              + Arrays.toString(Arrays.copyOf(bytes, Math.min(bytes.length, 40)));
    }
  }

  /**
   * The obviously-correct decoder: one bit at a time, Huffman codes matched against the code table
   * bit by bit, matches copied byte by byte. Bits past the end of the input read as 0; a token (or
   * the distance part of a match token) that needs more bits than remain is a truncation reported
   * at the token start. Raw offsets are {@code rawBase} plus the bytes started so far, {@code
   * ceil(bits consumed / 8)}, counting the 2 header bytes.
   */
  static final class Reference {
    private static final int[] LEN_CODES = DclTables.streamCodes(DclTables.LEN_BITS);
    private static final int[] DIST_CODES = DclTables.streamCodes(DclTables.DIST_BITS);
    private static final int[] LIT_CODES = DclTables.streamCodes(DclTables.LIT_BITS);

    private final byte[] src;
    private final int off;
    private final long total; // data bits after the header
    private long pos; // data bits consumed

    private Reference(byte[] src, int off, int len) {
      this.src = src;
      this.off = off;
      this.total = 8L * (len - 2);
    }

    private int bit() {
      int b = pos < total ? (src[off + 2 + (int) (pos >>> 3)] >>> (pos & 7)) & 1 : 0;
      pos++;
      return b;
    }

    private int bits(int n) {
      int v = 0;
      for (int i = 0; i < n; i++) v |= bit() << i;
      return v;
    }

    /** Reads one code of the table: symbol whose code equals the bits read so far. */
    private int symbol(int[] codes, int[] lengths) {
      int v = 0;
      for (int k = 1; ; k++) {
        v |= bit() << (k - 1);
        for (int s = 0; s < codes.length; s++) {
          if (lengths[s] == k && codes[s] == v) return s;
        }
      }
    }

    private static long raw(long rawBase, long bitsFromHeader) {
      return rawBase + (bitsFromHeader + 7) / 8;
    }

    static byte[] explode(String format, byte[] src, int off, int len, int maxOut, long rawBase)
        throws ReplayFormatException {
      if (len < 2) throw ReplayFormatException.truncated(format, 0, 2, len).withRawOffset(rawBase);
      int mode = src[off] & 0xFF;
      int dict = src[off + 1] & 0xFF;
      if (mode > 1) {
        throw ReplayFormatException.invalid(
                format, 0, "expected DCL literal mode 0 (binary) or 1 (coded) but got " + mode)
            .withRawOffset(rawBase);
      }
      if (dict < 4 || dict > 6) {
        throw ReplayFormatException.invalid(
                format, 0, "expected DCL dictionary bits 4, 5 or 6 but got " + dict)
            .withRawOffset(rawBase + 1);
      }
      Reference in = new Reference(src, off, len);
      Output out = new Output(maxOut);
      while (true) {
        long start = in.pos;
        if (in.bit() == 0) {
          int lit = mode == 0 ? in.bits(8) : in.symbol(LIT_CODES, DclTables.LIT_BITS);
          in.need(format, start, out.size(), rawBase);
          if (out.size() >= maxOut) throw full(format, out.size(), maxOut, rawBase);
          out.write(lit);
          continue;
        }
        int sym = in.symbol(LEN_CODES, DclTables.LEN_BITS);
        int length = DclTables.LEN_BASE[sym] + in.bits(DclTables.LEN_EXTRA[sym]);
        in.need(format, start, out.size(), rawBase);
        if (length == DclExplode.END_OF_STREAM_LENGTH) return out.toByteArray();
        start = in.pos;
        int low = length == 2 ? 2 : dict;
        int dist = ((in.symbol(DIST_CODES, DclTables.DIST_BITS) << low) | in.bits(low)) + 1;
        in.need(format, start, out.size(), rawBase);
        if (dist > out.size()) {
          throw ReplayFormatException.invalid(
                  format,
                  out.size(),
                  "expected a DCL match distance <= "
                      + out.size()
                      + " (bytes produced so far) but got "
                      + dist)
              .withRawOffset(raw(rawBase, 16 + in.pos));
        }
        if (length > maxOut - out.size()) throw full(format, out.size(), maxOut, rawBase);
        for (int i = 0; i < length; i++) out.write(out.buf[out.n - dist]);
      }
    }

    /** The bytes produced so far, in a buffer of the output limit. */
    private static final class Output {
      final byte[] buf;
      int n;

      Output(int max) {
        buf = new byte[max];
      }

      int size() {
        return n;
      }

      void write(int b) {
        buf[n++] = (byte) b;
      }

      byte[] toByteArray() {
        return Arrays.copyOf(buf, n);
      }
    }

    /**
     * Throws the truncation error when the piece that started at bit {@code start} ran past the
     * end.
     */
    private void need(String format, long start, int produced, long rawBase)
        throws ReplayFormatException {
      if (pos > total) {
        long have = total - start;
        throw ReplayFormatException.invalid(
                format,
                produced,
                "expected "
                    + (pos - start)
                    + " more bit(s) of DCL data but got "
                    + have
                    + " (truncated stream, no end-of-stream code)")
            .withRawOffset(raw(rawBase, 16 + start));
      }
    }

    private static ReplayFormatException full(
        String format, int produced, int maxOut, long rawBase) {
      return ReplayFormatException.limitExceeded(
              format, produced, "DCL output bytes", maxOut, maxOut + 1L)
          .withRawOffset(rawBase);
    }
  }
}
