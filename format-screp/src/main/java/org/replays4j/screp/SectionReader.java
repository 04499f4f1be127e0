package org.replays4j.screp;

import java.io.IOException;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;
import org.replays4j.core.codec.DclExplode;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;

/**
 * Reads the generic section container (screp-facts.md §A.1): u32 checksum, u32 chunk count, then
 * chunks of u32 length + bytes, each decompressing to at most 0x2000 bytes. A chunk is raw when its
 * stored length equals its expected size; otherwise it is PKWare DCL (legacy) or zlib (1.18+). The
 * era is fixed by the first compressed chunk seen (a DCL stream starts with 0 or 1, so a valid zlib
 * header there is unambiguous). Not thread-safe; {@link #close()} releases the inflater.
 *
 * <p>When checksums are verified, a zlib chunk's 2-byte header is checked here and its deflate data
 * inflated raw: the section's CRC-32 covers the same bytes, so zlib's own Adler-32 of every chunk
 * (about 6% of inflating) is skipped. Without verification the chunk is inflated with its Adler-32.
 */
final class SectionReader implements AutoCloseable {
  static final int CHUNK = 0x2000;
  /** Stored chunk lengths beyond this are rejected (worst-case DCL expansion of 8 KiB is ~9.3 KiB). */
  static final int MAX_STORED_CHUNK = 4 * CHUNK;

  private final RawInput in;
  private final DecodeLimits limits;
  private final ScrepVisitor visitor;
  private final boolean verifyChecksums;
  private Boolean zlib;
  private Inflater inflater;
  private final CRC32 crc = new CRC32();

  private final boolean failOnMismatch;

  SectionReader(RawInput in, DecodeLimits limits, ScrepVisitor visitor, boolean verifyChecksums,
      boolean failOnMismatch) {
    this.in = in;
    this.limits = limits;
    this.visitor = visitor;
    this.verifyChecksums = verifyChecksums;
    this.failOnMismatch = failOnMismatch;
  }

  /** Fixes the chunk codec (1.21+ files are zlib from the start). */
  void setZlib(boolean on) { zlib = on; }

  /** True/false once the chunk codec is known, null before the first compressed chunk. */
  Boolean zlib() { return zlib; }

  RawInput input() { return in; }

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
    long start = in.position();
    long stored;
    long count;
    try {
      stored = in.u32();
      count = in.u32();
    } catch (ReplayFormatException e) {
      throw e.withPath("screp/section[" + name + "]");
    }
    int expectedCount = (size + CHUNK - 1) / CHUNK;
    DecodeLimits.check(ScrepDecoder.FORMAT, start + 4, "chunk count", limits.maxChunks(), count);
    if (count != expectedCount) {
      throw new ReplayFormatException(ScrepDecoder.FORMAT, start + 4, null, "screp/section[" + name + "]",
          "expected " + expectedCount + " chunk(s) for " + size + " byte(s) but got " + count);
    }
    long rem = in.remaining();
    if (rem >= 0 && count * 4 > rem) {
      throw new ReplayFormatException(ScrepDecoder.FORMAT, in.position(), null, "screp/section[" + name + "]",
          "expected at least " + count * 4 + " more byte(s) for " + count + " chunk(s) but got " + rem
              + " (truncated input)");
    }
    crc.reset();
    return new Cursor(name, size, (int) count, stored);
  }

  /** Iterates over the chunks of one section. */
  final class Cursor {
    final String name;
    final int size;
    final int count;
    final long stored;
    int index;
    int done;

    Cursor(String name, int size, int count, long stored) {
      this.name = name;
      this.size = size;
      this.count = count;
      this.stored = stored;
    }

    /**
     * Decodes the next chunk into {@code dst[off…]} (room for 0x2000 bytes needed); returns its size,
     * or -1 after the last chunk (when the checksum is verified).
     */
    int next(byte[] dst, int off) throws IOException {
      if (index == count) {
        if (index >= 0) {
          index = -1;
          finish();
        }
        return -1;
      }
      if (index < 0) return -1;
      int expected = Math.min(size - done, CHUNK);
      String path = "screp/section[" + name + "]/chunk[" + index + "]";
      long rawPos = in.position();
      long len;
      byte[] src;
      int so;
      try {
        len = in.u32();
        if (len > MAX_STORED_CHUNK) {
          throw ReplayFormatException.limitExceeded(ScrepDecoder.FORMAT, done, "stored chunk length",
              MAX_STORED_CHUNK, len).withRawOffset(rawPos);
        }
        src = in.take((int) len);
        so = in.off;
      } catch (ReplayFormatException e) {
        throw new ReplayFormatException(ScrepDecoder.FORMAT, done, e.offset(), path, e.detail(), e);
      }
      if (len == expected) {
        System.arraycopy(src, so, dst, off, expected);
      } else {
        if (zlib == null) {
          zlib = len >= 2 && (src[so] & 0xFF) == 0x78 && (((src[so] & 0xFF) << 8) | (src[so + 1] & 0xFF)) % 31 == 0;
        }
        if (zlib) {
          inflate(src, so, (int) len, dst, off, expected, path, rawPos + 4);
        } else {
          int n;
          try {
            n = DclExplode.explode(ScrepDecoder.FORMAT, src, so, (int) len, dst, off, expected, rawPos + 4);
          } catch (ReplayFormatException e) {
            throw new ReplayFormatException(ScrepDecoder.FORMAT, done + Math.max(0, e.offset()),
                e.rawOffset().orElse(rawPos + 4), path, e.detail(), e);
          }
          if (n != expected) {
            throw new ReplayFormatException(ScrepDecoder.FORMAT, done + n, rawPos + 4, path,
                "expected the DCL chunk to explode to " + expected + " byte(s) but got " + n);
          }
        }
      }
      if (verifyChecksums) crc.update(dst, off, expected);
      done += expected;
      index++;
      return expected;
    }

    /**
     * Skips the next chunk without decompressing it (its bytes in the destination stay as they are).
     * The section's checksum can then no longer be verified.
     */
    void skipNext() throws IOException {
      if (index < 0 || index == count) return;
      int expected = Math.min(size - done, CHUNK);
      long rawPos = in.position();
      try {
        long len = in.u32();
        if (len > MAX_STORED_CHUNK) {
          throw ReplayFormatException.limitExceeded(ScrepDecoder.FORMAT, done, "stored chunk length",
              MAX_STORED_CHUNK, len).withRawOffset(rawPos);
        }
        in.skip(len);
      } catch (ReplayFormatException e) {
        throw new ReplayFormatException(ScrepDecoder.FORMAT, done, e.offset(),
            "screp/section[" + name + "]/chunk[" + index + "]", e.detail(), e);
      }
      skipped = true;
      done += expected;
      index++;
    }

    private boolean skipped;

    private void finish() throws ReplayFormatException {
      if (!verifyChecksums || skipped) return;
      long computed = crc.getValue() ^ 0xFFFFFFFFL;
      if (computed != stored) {
        if (failOnMismatch) {
          throw new ReplayFormatException(ScrepDecoder.FORMAT, done, null, "screp/section[" + name + "]",
              "expected checksum 0x" + Long.toHexString(stored) + " but the data gives 0x" + Long.toHexString(computed));
        }
        visitor.visitChecksumMismatch(name, stored, computed);
      }
    }
  }

  private void inflate(byte[] src, int so, int len, byte[] dst, int off, int expected, String path, long rawPos)
      throws ReplayFormatException {
    if (inflater == null) inflater = new Inflater(verifyChecksums);
    Inflater inf = inflater;
    inf.reset();
    if (verifyChecksums) {
      int cmf = len >= 2 ? src[so] & 0xFF : -1;
      int flg = len >= 2 ? src[so + 1] & 0xFF : -1;
      if (cmf < 0 || (cmf & 0x0F) != 8 || cmf >>> 4 > 7 || (cmf << 8 | flg) % 31 != 0 || (flg & 0x20) != 0) {
        throw new ReplayFormatException(ScrepDecoder.FORMAT, 0, rawPos, path,
            "expected a zlib header (deflate, window <= 32 KiB, no preset dictionary) but got "
                + (len >= 2 ? String.format("0x%02X 0x%02X", cmf, flg) : len + " byte(s)"));
      }
      inf.setInput(src, so + 2, len - 2);
    } else {
      inf.setInput(src, so, len);
    }
    int n = 0;
    try {
      while (n < expected) {
        int k = inf.inflate(dst, off + n, expected - n);
        if (k == 0) break;
        n += k;
      }
      if (n == expected && !inf.finished()) {
        byte[] probe = new byte[1];
        if (inf.inflate(probe) > 0) {
          throw new ReplayFormatException(ScrepDecoder.FORMAT, n, rawPos, path,
              "expected the zlib chunk to inflate to " + expected + " byte(s) but it holds more");
        }
      }
    } catch (DataFormatException e) {
      throw new ReplayFormatException(ScrepDecoder.FORMAT, n, rawPos, path,
          "expected a zlib stream but got bad data: " + e.getMessage(), e);
    }
    if (n != expected) {
      throw new ReplayFormatException(ScrepDecoder.FORMAT, n, rawPos, path,
          "expected the zlib chunk to inflate to " + expected + " byte(s) but got " + n);
    }
  }

  @Override
  public void close() {
    if (inflater != null) {
      inflater.end();
      inflater = null;
    }
  }
}
