package org.replays4j.screp;

import java.io.IOException;
import java.io.InputStream;
import org.replays4j.core.error.ReplayFormatException;

/**
 * The stored replay bytes, read front to back: an array or a stream. {@link #take(int)} returns an
 * array holding the next {@code n} bytes from index {@link #off}; the data stays valid until the
 * next call. Not thread-safe.
 */
abstract class RawInput {
  /** Start index of the data returned by the last {@link #take(int)}. */
  int off;

  /** Offset of the next byte in the stored file. */
  long pos;

  /** Offset of the next byte in the stored file. */
  final long position() {
    return pos;
  }

  /** The next {@code n} bytes; truncation throws. */
  abstract byte[] take(int n) throws IOException;

  /** True when no byte is left. */
  abstract boolean atEnd() throws IOException;

  /** Bytes left, or -1 when unknown (streams). */
  abstract long remaining();

  /** Skips {@code n} bytes; truncation throws. */
  abstract void skip(long n) throws IOException;

  /** Reads a little-endian u32. */
  final long u32() throws IOException {
    byte[] b = take(4);
    int o = off;
    return (b[o] & 0xFFL)
        | (b[o + 1] & 0xFFL) << 8
        | (b[o + 2] & 0xFFL) << 16
        | (b[o + 3] & 0xFFL) << 24;
  }

  static final class ArrayInput extends RawInput {
    private final byte[] a;

    /** Index in {@link #a} of the file's byte 0 (the array may start later in the file). */
    private final long base;

    /** Offset in the file just past the last byte of {@link #a} read. */
    private final long length;

    /** The file's bytes {@code a[from, limit)}, the first of them at file offset 0. */
    ArrayInput(byte[] a, int from, int limit) {
      this(a, from, limit, 0);
    }

    /**
     * Bytes {@code a[from, limit)} of the file, the first of them at file offset {@code at}: a part
     * of the file read on its own (a tagged section's payload) reports file offsets.
     */
    ArrayInput(byte[] a, int from, int limit, long at) {
      this.a = a;
      this.base = from - at;
      this.length = at + limit - from;
      this.pos = at;
    }

    /** Throws unless {@code n} more bytes are left. */
    private void need(long n) throws ReplayFormatException {
      if (n < 0 || n > length - pos) {
        throw ReplayFormatException.truncated(ScrepDecoder.FORMAT, pos, n, length - pos);
      }
    }

    @Override
    byte[] take(int n) throws ReplayFormatException {
      need(n);
      off = (int) (base + pos);
      pos += n;
      return a;
    }

    @Override
    boolean atEnd() {
      return pos >= length;
    }

    @Override
    long remaining() {
      return length - pos;
    }

    @Override
    void skip(long n) throws ReplayFormatException {
      need(n);
      pos += n;
    }
  }

  static final class StreamInput extends RawInput {
    private final InputStream in;
    private byte[] buf = new byte[1 << 14];
    private int peeked = -1;

    StreamInput(InputStream in) {
      this.in = in;
    }

    /** Reads up to {@code n} bytes into {@code buf[0…]}; returns how many (fewer at the end). */
    private int fill(int n) throws IOException {
      if (n > buf.length) buf = new byte[Math.max(n, buf.length * 2)];
      int got = 0;
      if (n > 0 && peeked >= 0) {
        buf[0] = (byte) peeked;
        peeked = -1;
        got = 1;
      }
      return got + in.readNBytes(buf, got, n - got);
    }

    @Override
    byte[] take(int n) throws IOException {
      int got = fill(n);
      // where the read began and what it found, as the array way in reports it
      if (got < n) throw ReplayFormatException.truncated(ScrepDecoder.FORMAT, pos, n, got);
      off = 0;
      pos += n;
      return buf;
    }

    @Override
    boolean atEnd() throws IOException {
      if (peeked >= 0) return false;
      peeked = in.read();
      return peeked < 0;
    }

    @Override
    long remaining() {
      return -1;
    }

    @Override
    void skip(long n) throws IOException {
      long done = 0;
      while (done < n) {
        int k = (int) Math.min(n - done, 1 << 14);
        int got = fill(k);
        done += got;
        if (got < k) throw ReplayFormatException.truncated(ScrepDecoder.FORMAT, pos, n, done);
      }
      pos += n;
    }
  }
}
