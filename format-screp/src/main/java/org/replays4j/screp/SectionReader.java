package org.replays4j.screp;

import java.io.IOException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;
import org.replays4j.core.codec.DclExplode;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.DecompressionBudget;

/**
 * Reads the generic section container (docs/formats/screp.md#sections): u32 checksum, u32 chunk
 * count, then chunks of u32 length + bytes, each decompressing to at most 0x2000 bytes. A chunk is
 * raw when its stored length equals its expected size; otherwise it is PKWare DCL (legacy) or zlib
 * (1.18+). The era is fixed by the first compressed chunk seen (a DCL stream starts with 0 or 1, so
 * a valid zlib header there is unambiguous). Not thread-safe; {@link #close()} releases the
 * inflater.
 *
 * <p>When checksums are verified, a zlib chunk's 2-byte header is checked here and its deflate data
 * inflated raw: the section's CRC-32 covers the same bytes, so zlib's own Adler-32 of every chunk
 * (about 6% of inflating) is skipped. Once the process has inflated {@link #javaInflateAfter} zlib
 * chunks, the raw data is decoded by {@link ChunkInflater} instead, which is faster in compiled
 * code and hands any chunk it cannot decode cleanly to {@link Inflater} (whose result and messages
 * stand); before that, its code would run interpreted, several times slower than zlib, on the first
 * files of a process. Without verification the chunk is inflated by {@link Inflater} with its
 * Adler-32. The bytes decoded are the same either way.
 *
 * <p>Every error's offset is in the file as stored, never in a section's decompressed bytes (every
 * section starts at 0 there, so such an offset would not say which section): the exact stored byte
 * when the codec knows it (DCL), else the failing chunk's stored bytes, else the field read.
 */
final class SectionReader implements AutoCloseable {
  static final int CHUNK = 0x2000;

  /**
   * Stored chunk lengths beyond this are rejected (worst-case DCL expansion of 8 KiB is ~9.3 KiB).
   */
  static final int MAX_STORED_CHUNK = 4 * CHUNK;

  private final RawInput in;

  /** The decoder whose limits and checksum options apply. */
  private final ScrepDecoder decoder;

  private final ScrepVisitor visitor;
  private Boolean zlib;
  private Inflater inflater;

  /** Decodes the raw deflate data of zlib chunks when checksums are verified (null before). */
  private ChunkInflater chunkInflater;

  /**
   * zlib chunks {@link Inflater} decodes in a process before {@link ChunkInflater} takes over (its
   * one-time cost of running interpreted is then spread over a long run). Not final for tests.
   */
  static volatile long javaInflateAfter = 4096;

  /** zlib chunks inflated by {@link Inflater} in this process (added when a reader closes). */
  private static final AtomicLong INFLATED = new AtomicLong();

  /** Whether this reader decodes zlib chunks with {@link ChunkInflater}. */
  private final boolean javaInflate = INFLATED.get() >= javaInflateAfter;

  /** zlib chunks this reader handed to {@link Inflater}. */
  private long inflated;

  private final CRC32 crc = new CRC32();

  SectionReader(RawInput in, ScrepDecoder decoder, ScrepVisitor visitor) {
    this.in = in;
    this.decoder = decoder;
    this.visitor = visitor;
  }

  /** Fixes the chunk codec (1.21+ files are zlib from the start). */
  void setZlib(boolean on) {
    zlib = on;
  }

  /** True/false once the chunk codec is known, null before the first compressed chunk. */
  Boolean zlib() {
    return zlib;
  }

  RawInput input() {
    return in;
  }

  /** Reads a whole section of {@code size} decompressed bytes. */
  byte[] readAll(String name, int size) throws IOException {
    byte[] dst = new byte[size];
    Cursor c = open(name, size);
    int pos = 0;
    int n;
    while ((n = c.next(dst, pos)) >= 0) pos += n;
    return dst;
  }

  /** Reads a 4-byte section holding a u32 (replay id, size sections). */
  long readU32Section(String name) throws IOException {
    byte[] b = readAll(name, 4);
    return (b[0] & 0xFFL) | (b[1] & 0xFFL) << 8 | (b[2] & 0xFFL) << 16 | (b[3] & 0xFFL) << 24;
  }

  /** Reads the section header and returns a chunk cursor. */
  Cursor open(String name, int size) throws IOException {
    return new Cursor(name, size);
  }

  /**
   * Iterates over the chunks of one section. A chunk is either decoded whole ({@link #next}),
   * skipped ({@link #skipNext}), or taken ({@link #take}) and then decoded only as far as needed
   * ({@link #decodeTo}, possibly several times with growing targets) before {@link #endChunk}: raw
   * and zlib chunks decode just the prefix asked for, resuming where the last call stopped; DCL
   * chunks decode whole on the first call.
   */
  final class Cursor {
    final String name;
    final int size;
    final int count;
    final long stored;
    int index;
    int done;

    /** Offset in the file of the section's header (its stored checksum). */
    private final long start;

    /** Offsets in the file of the stored bytes of the last chunk read and of the one before it. */
    private long lastData = -1;

    private long previousData = -1;

    /** Offset in the section's decompressed bytes where the last chunk read starts. */
    private int lastStart;

    /** Some chunk was skipped or decoded only in part: the checksum cannot be verified. */
    private boolean skipped;

    // The chunk taken by take(): stored bytes, codec and how much of it is decoded.
    private byte[] src;
    private int so;
    private int slen;
    private long rawPos;
    private int expected;
    private int decoded;
    private boolean whole;
    private int codec;

    /**
     * The taken zlib chunk is being decoded by {@link #chunkInflater} (not yet handed to {@link
     * #inflater}).
     */
    private boolean fast;

    /** Output and ratio of the section's compressed chunks (CPU per input byte). */
    private final DecompressionBudget budget;

    /** Reads the header of section {@code name} of {@code size} decompressed bytes. */
    Cursor(String name, int size) throws IOException {
      this.name = name;
      this.size = size;
      start = in.position();
      long chunks;
      try {
        stored = in.u32();
        chunks = in.u32();
      } catch (ReplayFormatException e) {
        throw e.withPath("screp/section[" + name + "]");
      }
      int expectedCount = (size + CHUNK - 1) / CHUNK;
      DecodeLimits.check(
          ScrepDecoder.FORMAT, start + 4, "chunk count", decoder.limits().maxChunks(), chunks);
      if (chunks != expectedCount) {
        throw new ReplayFormatException(
            ScrepDecoder.FORMAT,
            start + 4,
            null,
            "screp/section[" + name + "]",
            "expected " + expectedCount + " chunk(s) for " + size + " byte(s) but got " + chunks);
      }
      // A chunk table that runs past the end of the file is found chunk by chunk, as a stream
      // finds it: the chunks before the cut are read, on every way in alike.
      count = (int) chunks;
      crc.reset();
      budget =
          new DecompressionBudget(
              ScrepDecoder.FORMAT, "screp/section[" + name + "]", decoder.limits());
    }

    /**
     * Decodes the next chunk into {@code dst[off…]} (room for 0x2000 bytes needed); returns its
     * size, or -1 after the last chunk (when the checksum is verified).
     */
    int next(byte[] dst, int off) throws IOException {
      if (take() < 0) {
        if (index == count) {
          index = -1;
          finish();
        }
        return -1;
      }
      decodeTo(dst, off, expected);
      return endChunk(dst, off);
    }

    /**
     * Reads the next chunk's stored bytes without decoding them; returns its decompressed size, or
     * -1 after the last chunk. Follow with {@link #decodeTo} (any number of times) and {@link
     * #endChunk}.
     */
    int take() throws IOException {
      if (index < 0 || index == count) return -1;
      expected = Math.min(size - done, CHUNK);
      long len = nextChunk();
      try {
        src = in.take((int) len);
        so = in.off;
      } catch (ReplayFormatException e) {
        throw inChunk(e);
      }
      slen = (int) len;
      decoded = 0;
      whole = false;
      // counted before any work: the chunk's length field and data in, its declared size out
      budget.consumed(len + 4);
      try {
        budget.produced(expected);
      } catch (ReplayFormatException e) {
        throw new ReplayFormatException(
            e.kind(), ScrepDecoder.FORMAT, chunkData(), null, path(), e.detail(), e);
      }
      if (len == expected) {
        codec = RAW;
      } else {
        if (zlib == null) {
          zlib =
              len >= 2
                  && (src[so] & 0xFF) == 0x78
                  && (((src[so] & 0xFF) << 8) | (src[so + 1] & 0xFF)) % 31 == 0;
        }
        codec = zlib ? ZLIB : DCL;
        fast = false;
        if (codec == ZLIB) {
          if (decoder.verifyChecksums) checkZlibHeader();
          if (decoder.verifyChecksums && javaInflate) {
            if (chunkInflater == null) chunkInflater = new ChunkInflater();
            chunkInflater.start(src, so + 2, slen - 2);
            fast = true;
          } else {
            inflated++;
            startInflater();
          }
        }
      }
      return expected;
    }

    /**
     * Makes sure the first {@code want} bytes (at most the chunk size) of the taken chunk are
     * decoded into {@code dst[off…]}; returns how many leading bytes are decoded (≥ {@code want},
     * possibly more). Bad data in that part throws as {@link #next} would; the rest of the chunk is
     * not checked.
     */
    int decodeTo(byte[] dst, int off, int want) throws ReplayFormatException {
      want = Math.min(want, expected);
      if (decoded >= want) return decoded;
      if (codec == RAW) {
        System.arraycopy(src, so + decoded, dst, off + decoded, want - decoded);
        decoded = want;
        whole = want == expected;
      } else if (codec == ZLIB) {
        if (fast && !decodeFast(dst, off, want)) {
          // not decoded cleanly: the chunk again from its start, by the inflater
          fast = false;
          startInflater();
          decoded = 0;
        }
        if (!fast) decoded = inflate(dst, off, want);
        whole = decoded == expected;
      } else {
        // A DCL chunk is decoded whole: its stream cannot resume, and as the needs of a chunk turn
        // up
        // one header at a time, prefixes redone from the start cost more than whole chunks (corpus:
        // 13.2-15.1 MB of output instead of 11.7 MB).
        int n;
        try {
          n =
              DclExplode.explode(
                  ScrepDecoder.FORMAT, src, so, slen, dst, off, expected, rawPos + 4);
        } catch (ReplayFormatException e) {
          // the stored byte the exploder stopped at, a file offset like every other
          throw new ReplayFormatException(
              e.kind(),
              ScrepDecoder.FORMAT,
              e.rawOffset().orElse(chunkData()),
              null,
              path(),
              e.detail(),
              e);
        }
        if (n != expected) {
          throw new ReplayFormatException(
              ScrepDecoder.FORMAT,
              chunkData(),
              null,
              path(),
              "expected the DCL chunk to explode to " + expected + " byte(s) but got " + n);
        }
        decoded = n;
        whole = true;
      }
      return decoded;
    }

    /**
     * Ends the taken chunk (whose bytes are at {@code dst[off…]}) and returns its size. A chunk not
     * decoded whole leaves the section checksum unverified.
     */
    int endChunk(byte[] dst, int off) {
      if (!whole) {
        skipped = true;
      } else if (decoder.verifyChecksums && !skipped) {
        crc.update(dst, off, expected);
      }
      src = null;
      done += expected;
      index++;
      return expected;
    }

    /**
     * Skips the next chunk without decompressing it (its bytes in the destination stay as they
     * are). The section's checksum can then no longer be verified.
     */
    void skipNext() throws IOException {
      if (index < 0 || index == count) return;
      int expected = Math.min(size - done, CHUNK);
      long len = nextChunk();
      try {
        in.skip(len);
      } catch (ReplayFormatException e) {
        throw inChunk(e);
      }
      skipped = true;
      done += expected;
      index++;
    }

    /**
     * Starts the next chunk at the input's position: notes where it is stored and where its output
     * starts, keeps the previous chunk's stored bytes, and returns its bounded stored length.
     */
    private long nextChunk() throws IOException {
      rawPos = in.position();
      long len = storedLength();
      previousData = lastData;
      lastData = chunkData();
      lastStart = done;
      return len;
    }

    /**
     * Reads the stored length of the next chunk (at {@link #rawPos}) and bounds it; a length too
     * large fails at the length field.
     */
    private long storedLength() throws IOException {
      long len;
      try {
        len = in.u32();
      } catch (ReplayFormatException e) {
        throw inChunk(e);
      }
      if (len > MAX_STORED_CHUNK) {
        throw ReplayFormatException.limitExceeded(
                ScrepDecoder.FORMAT, rawPos, "stored chunk length", MAX_STORED_CHUNK, len)
            .withPath(path());
      }
      return len;
    }

    /**
     * A read of the stored file that failed inside this chunk (its length field or data ran past
     * the end), with the chunk's path. The offset stays the one in the file where that read began,
     * the same on every way in: the stored bytes are where the input ended, not the section's
     * decompressed bytes.
     */
    private ReplayFormatException inChunk(ReplayFormatException e) {
      return e.withPath(path());
    }

    /**
     * Continues inflating the taken zlib chunk into {@code dst[off…]} until {@code want} bytes are
     * out; when that is the whole chunk, also checks that the stream ends there. Returns {@code
     * want}. A chunk that does not inflate to its size fails at {@link #chunkData()}.
     */
    private int inflate(byte[] dst, int off, int want) throws ReplayFormatException {
      Inflater inf = inflater;
      int n = decoded;
      try {
        while (n < want) {
          int k = inf.inflate(dst, off + n, want - n);
          if (k == 0) break;
          n += k;
        }
        if (n == expected && !inf.finished()) {
          byte[] probe = new byte[1];
          if (inf.inflate(probe) > 0) {
            throw badChunk(
                "expected the zlib chunk to inflate to " + expected + " byte(s) but it holds more",
                null);
          }
        }
      } catch (DataFormatException e) {
        throw badChunk("expected a zlib stream but got bad data: " + e.getMessage(), e);
      }
      if (n != want) {
        throw badChunk(
            "expected the zlib chunk to inflate to " + expected + " byte(s) but got " + n, null);
      }
      return n;
    }

    /** Hands the taken zlib chunk to {@link #inflater}, from the start of its stored bytes. */
    private void startInflater() {
      if (inflater == null) inflater = new Inflater(decoder.verifyChecksums);
      inflater.reset();
      if (decoder.verifyChecksums) {
        inflater.setInput(src, so + 2, slen - 2);
      } else {
        inflater.setInput(src, so, slen);
      }
    }

    /**
     * Decodes the taken zlib chunk's first {@code want} bytes into {@code dst[off…]} with {@link
     * #chunkInflater}, as {@link #inflate} would (the whole chunk: only when its stream ends right
     * there); false when it cannot say, and then nothing about the chunk is settled.
     */
    private boolean decodeFast(byte[] dst, int off, int want) {
      ChunkInflater ci = chunkInflater;
      int n = ci.decode(dst, off, want, off + expected);
      if (n < want) return false;
      if (want == expected && !ci.endsAt(dst, off, expected)) return false;
      decoded = want;
      return true;
    }

    /** Checks the taken zlib chunk's 2-byte header (its deflate data is then inflated raw). */
    private void checkZlibHeader() throws ReplayFormatException {
      int cmf = slen >= 2 ? src[so] & 0xFF : -1;
      int flg = slen >= 2 ? src[so + 1] & 0xFF : -1;
      if (cmf < 0
          || (cmf & 0x0F) != 8
          || cmf >>> 4 > 7
          || (cmf << 8 | flg) % 31 != 0
          || (flg & 0x20) != 0) {
        throw badChunk(
            "expected a zlib header (deflate, window <= 32 KiB, no preset dictionary) but got "
                + (slen >= 2 ? String.format("0x%02X 0x%02X", cmf, flg) : slen + " byte(s)"),
            null);
      }
    }

    /** Offset in the file of the taken chunk's stored bytes (after its length field). */
    private long chunkData() {
      return rawPos + 4;
    }

    /**
     * Offset in the file of the stored bytes of the chunk that holds the section's byte {@code at},
     * for errors found in decoded bytes: {@code at} must lie in one of the last two chunks read (a
     * command block, shorter than a chunk, starts at most one chunk back).
     */
    long storedChunkOf(long at) {
      if (lastData < 0) return start + 8;
      return at >= lastStart || previousData < 0 ? lastData : previousData;
    }

    /**
     * A taken zlib chunk whose stored bytes are bad, at {@link #chunkData()}: the file offset, as a
     * cut's, so that the damage says where in the file it is, the same with and without checksum
     * verification (which checks the zlib header here or leaves it to the inflater).
     */
    private ReplayFormatException badChunk(String detail, Throwable cause) {
      return new ReplayFormatException(
          ScrepDecoder.FORMAT, chunkData(), null, path(), detail, cause);
    }

    private String path() {
      return "screp/section[" + name + "]/chunk[" + index + "]";
    }

    private void finish() throws ReplayFormatException {
      if (!decoder.verifyChecksums || skipped) return;
      long computed = crc.getValue() ^ 0xFFFFFFFFL;
      if (computed != stored) {
        if (decoder.failOnChecksumMismatch) {
          throw new ReplayFormatException(
              ScrepDecoder.FORMAT,
              start,
              null,
              "screp/section[" + name + "]",
              "expected checksum 0x"
                  + Long.toHexString(stored)
                  + " but the data gives 0x"
                  + Long.toHexString(computed));
        }
        visitor.visitChecksumMismatch(name, stored, computed);
      }
    }
  }

  private static final int RAW = 0;
  private static final int ZLIB = 1;
  private static final int DCL = 2;

  @Override
  public void close() {
    if (inflated > 0) INFLATED.addAndGet(inflated);
    if (inflater != null) {
      inflater.end();
      inflater = null;
    }
  }
}
