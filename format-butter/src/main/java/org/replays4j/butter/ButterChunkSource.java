package org.replays4j.butter;

import static org.replays4j.butter.ButterDecoder.FORMAT;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteReader;
import org.replays4j.core.io.ByteSlice;

/**
 * The chunk layer of {@link ButterDecoder}: where the chunk table and the stored chunks come from
 * (docs/formats/butter.md#chunks), one implementation per way in: an array, a {@link ByteBuffer}
 * without an accessible array (one chunk copied at a time) and a stream (one chunk read at a time).
 * Positions are offsets in the file. Not thread-safe.
 */
abstract class ButterChunkSource {
  /** The largest array the JVM allocates: the cap on a chunk whatever the limits say. */
  private static final long MAX_ARRAY = Integer.MAX_VALUE - 8;

  /** Offset in the file of the next byte. */
  abstract long position();

  /**
   * The next {@code n} bytes, valid until the next read, or fewer when the input ends first.
   * Sources that copy never allocate more than arrives.
   */
  abstract ByteSlice read(int n) throws IOException;

  /**
   * The next stored chunk of {@code size} bytes, valid until the next read, or fewer when the input
   * ends first (the caller decides whether the part is of use, then reports the truncation).
   *
   * <p>A chunk is a limit error when more than {@code maxDecompressedBytes} of it are really there,
   * on every way in. A size that only claims more, while the input ends first (a cut file or a
   * damaged chunk table), is a truncation like any other: a stream reads at most one byte over the
   * limit to tell the two apart, so its memory stays bounded and it fails the way an array does.
   */
  final ByteSlice readChunk(long size, DecodeLimits limits, String path) throws IOException {
    long at = position();
    long max = Math.min(limits.maxDecompressedBytes(), MAX_ARRAY);
    ByteSlice stored = read((int) Math.min(size, max + 1));
    if (stored.length() > max) {
      throw ReplayFormatException.limitExceeded(
              FORMAT, at, "maxDecompressedBytes (stored chunk)", max, size)
          .withPath(path);
    }
    return stored;
  }

  /**
   * The bytes after the last chunk, or null when there are none or the source cannot tell (a
   * stream).
   */
  abstract ByteSlice trailing();

  /**
   * Reads the chunk table: u32 count, then that many u32 stored sizes. The sizes are read as one
   * block before anything is allocated for them, so a table the input cannot hold is one truncation
   * of the whole table on every way in (a stream only holds what arrives).
   */
  final long[] readTable(DecodeLimits limits) throws IOException {
    long tableOffset = position();
    long n = bytes(4, "butter/chunkTable").readU32le();
    limits.checkChunks(FORMAT, tableOffset, "chunk table", n);
    ByteReader table = bytes(n * 4, "butter/chunkTable");
    long[] sizes = new long[(int) n];
    for (int i = 0; i < sizes.length; i++) sizes[i] = table.readU32le();
    return sizes;
  }

  /** The next {@code n} bytes, or a truncation error at their start naming {@code path}. */
  private ByteReader bytes(long n, String path) throws IOException {
    long at = position();
    ByteSlice b = read((int) Math.min(n, MAX_ARRAY));
    if (b.length() < n) throw truncated(at, n, b.length(), path);
    return b.reader(FORMAT, at);
  }

  static ButterChunkSource of(byte[] file, int from, int to, long fileOffsetOfFrom) {
    return new Array(file, from, to, fileOffsetOfFrom);
  }

  static ButterChunkSource of(ByteBuffer file, int from, long fileOffsetOfFrom) {
    return new Buffer(file, from, fileOffsetOfFrom);
  }

  static ButterChunkSource of(InputStream in, long fileOffset) {
    return new Stream(in, fileOffset);
  }

  /**
   * The error for a structure of {@code needed} bytes at {@code at} of which only {@code available}
   * are there.
   */
  static ReplayFormatException truncated(long at, long needed, long available, String path) {
    return ReplayFormatException.truncated(FORMAT, at, needed, available).withPath(path);
  }

  /** An input whose length is known, read at an index: the shared part of an array and a buffer. */
  private abstract static class Indexed extends ButterChunkSource {
    final int end;
    final long base;
    int i;

    Indexed(int from, int to, long fileOffsetOfFrom) {
      this.i = from;
      this.end = to;
      this.base = fileOffsetOfFrom - from;
    }

    @Override
    long position() {
      return base + i;
    }
  }

  /** A whole file in an array: slices without copying. */
  private static final class Array extends Indexed {
    private final byte[] b;

    Array(byte[] b, int from, int to, long fileOffsetOfFrom) {
      super(from, to, fileOffsetOfFrom);
      this.b = b;
    }

    @Override
    ByteSlice read(int n) {
      n = Math.min(n, end - i);
      ByteSlice s = ByteSlice.wrap(b, i, n);
      i += n;
      return s;
    }

    @Override
    ByteSlice trailing() {
      return i == end ? null : ByteSlice.wrap(b, i, end - i);
    }
  }

  /** A buffer without an accessible array: each chunk is copied into one reused array. */
  private static final class Buffer extends Indexed {
    private final ByteBuffer bb;
    private byte[] chunk = new byte[0];

    Buffer(ByteBuffer bb, int from, long fileOffsetOfFrom) {
      super(from, bb.limit(), fileOffsetOfFrom);
      this.bb = bb;
    }

    @Override
    ByteSlice read(int n) {
      n = Math.min(n, end - i);
      if (chunk.length < n) chunk = new byte[n];
      bb.get(i, chunk, 0, n);
      i += n;
      return ByteSlice.wrap(chunk, 0, n);
    }

    @Override
    ByteSlice trailing() {
      if (i == end) return null;
      byte[] rest = new byte[end - i];
      bb.get(i, rest);
      return ByteSlice.wrap(rest);
    }
  }

  /** A stream: each chunk is read into its own array that grows only as the bytes arrive. */
  private static final class Stream extends ButterChunkSource {
    private final InputStream in;
    private long pos;

    Stream(InputStream in, long pos) {
      this.in = in;
      this.pos = pos;
    }

    @Override
    long position() {
      return pos;
    }

    @Override
    ByteSlice read(int n) throws IOException {
      // grows with the data, so a bogus size cannot force an allocation
      byte[] b = in.readNBytes(n);
      pos += b.length;
      return ByteSlice.wrap(b);
    }

    @Override
    ByteSlice trailing() {
      return null;
    }
  }
}
