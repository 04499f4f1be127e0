package org.replays4j.core.io;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import org.replays4j.core.error.ReplayFormatException;

/**
 * {@link ByteInput} over an {@link InputStream} with a fixed window: memory stays bounded by the
 * window whatever the stream's size. A single read or {@link #slice(int)} may not exceed the window
 * (that is a {@code limitExceeded} error, not an allocation). I/O errors of the stream surface as
 * {@link StreamIOException}, an unchecked wrapper whose cause decoders may unwrap; callers of the
 * format decoders see them as {@link IOException}. Not thread-safe; does not close the stream.
 *
 * <p>Like {@link ByteReader}, a read that cannot complete reports the offset where that read began,
 * the bytes it needed and the bytes that were left. After a {@link ReplayFormatException} the
 * position is unspecified (a failed {@code skip}/{@code readFully} may have consumed the rest of
 * the stream).
 */
public final class StreamByteReader extends ArrayWindowInput {
  /** Unchecked carrier of the underlying stream's {@link IOException}. */
  public static final class StreamIOException extends UncheckedIOException {
    private static final long serialVersionUID = 1L;

    StreamIOException(IOException cause) {
      super(cause.getMessage(), cause);
    }
  }

  private final InputStream in;
  private boolean eof;

  /**
   * @param format format id for error messages
   * @param in the stream (not closed by this reader)
   * @param windowBytes window size; the largest single read or slice
   * @param baseOffset absolute offset of the stream's first byte
   */
  public StreamByteReader(String format, InputStream in, int windowBytes, long baseOffset) {
    super(format, new byte[checkedWindow(windowBytes)], 0, 0, baseOffset);
    this.in = in;
  }

  private static int checkedWindow(int windowBytes) {
    if (windowBytes < 16) throw new IllegalArgumentException("window too small: " + windowBytes);
    return windowBytes;
  }

  /** Window size. */
  public int window() {
    return buf.length;
  }

  @Override
  public boolean has(int n) throws ReplayFormatException {
    return fill(n);
  }

  /** Tries to have {@code n} bytes buffered; false at end of stream. */
  private boolean fill(int n) throws ReplayFormatException {
    if (lim - pos >= n) return true;
    if (n > buf.length) {
      throw ReplayFormatException.limitExceeded(
          format, position(), "single read within the stream window", buf.length, n);
    }
    if (eof) return false;
    if (pos > 0) {
      System.arraycopy(buf, pos, buf, 0, lim - pos);
      lim -= pos;
      bufOffset += pos;
      pos = 0;
    }
    try {
      while (lim < n) {
        int r = in.read(buf, lim, buf.length - lim);
        if (r == 0) {
          // Some streams return 0 instead of blocking; the single-byte read must block or end.
          int b = in.read();
          r = b < 0 ? -1 : 1;
          if (b >= 0) buf[lim] = (byte) b;
        }
        if (r < 0) {
          eof = true;
          return false;
        }
        lim += r;
      }
    } catch (ReplayFormatException e) {
      throw e;
    } catch (IOException e) {
      throw new StreamIOException(e);
    }
    return true;
  }

  /**
   * Fills what is available: reads from the stream until the window is full or the stream ends, and
   * returns the number of buffered bytes, which start at {@link #bufferIndex()} of {@link
   * #buffer()}. A decoder then reads whole events with the static {@link Bytes} readers, as on a
   * {@code byte[]}, and calls {@link #consume(int)} for what it used: the stream path runs the same
   * code as the in-memory path.
   */
  public int fillAvailable() throws ReplayFormatException {
    fill(buf.length);
    return lim - pos;
  }

  /** The window array; valid until the next read, fill or skip. */
  public byte[] buffer() {
    return buf;
  }

  /** Index in {@link #buffer()} of the next unread byte. */
  public int bufferIndex() {
    return pos;
  }

  /** Buffered bytes not read yet. */
  public int buffered() {
    return lim - pos;
  }

  /** Marks {@code n} buffered bytes as read ({@code n <= buffered()}). */
  public void consume(int n) {
    if (n < 0 || n > lim - pos)
      throw new IllegalArgumentException("consume " + n + " of " + (lim - pos));
    pos += n;
  }

  @Override
  public void require(int n) throws ReplayFormatException {
    if (n < 0)
      throw ReplayFormatException.invalid(
          format, position(), "expected a non-negative length but got " + n);
    if (!fill(n)) throw ReplayFormatException.truncated(format, position(), n, lim - pos);
  }

  @Override
  public void skip(long n) throws ReplayFormatException {
    if (n < 0)
      throw ReplayFormatException.invalid(
          format, position(), "expected a non-negative skip but got " + n);
    long start = position();
    long left = n;
    while (left > 0) {
      if (pos == lim && !fill(1)) throw ReplayFormatException.truncated(format, start, n, n - left);
      int step = (int) Math.min(left, lim - pos);
      pos += step;
      left -= step;
    }
  }

  @Override
  public byte[] readBytes(int n) throws ReplayFormatException {
    checkedLength(n);
    if (n <= buf.length) {
      byte[] out = new byte[n];
      readFully(out, 0, n);
      return out;
    }
    // Longer than the window: grow the result as bytes actually arrive, so a truncated stream
    // that declares a huge length fails with "truncated" instead of allocating that length.
    long start = position();
    byte[] out = new byte[buf.length];
    int done = 0;
    while (done < n) {
      if (pos == lim && !fill(1)) throw ReplayFormatException.truncated(format, start, n, done);
      if (done == out.length) out = Arrays.copyOf(out, (int) Math.min(n, 2L * out.length));
      int step = Math.min(out.length - done, lim - pos);
      System.arraycopy(buf, pos, out, done, step);
      pos += step;
      done += step;
    }
    return out;
  }

  private int checkedLength(int n) throws ReplayFormatException {
    if (n < 0)
      throw ReplayFormatException.invalid(
          format, position(), "expected a non-negative length but got " + n);
    return n;
  }

  @Override
  public void readFully(byte[] dst, int off, int len) throws ReplayFormatException {
    checkedLength(len);
    long start = position();
    int done = 0;
    while (done < len) {
      if (pos == lim && !fill(1)) throw ReplayFormatException.truncated(format, start, len, done);
      int step = Math.min(len - done, lim - pos);
      System.arraycopy(buf, pos, dst, off + done, step);
      pos += step;
      done += step;
    }
  }

  @Override
  public ByteReader slice(int n) throws ReplayFormatException {
    long at = position();
    require(n);
    byte[] copy = new byte[n];
    System.arraycopy(buf, pos, copy, 0, n);
    pos += n;
    return new ByteReader(format, copy, 0, n, at);
  }

  /**
   * Makes {@code n} bytes (at most the window) available without consuming them and returns a
   * reader over them that shares the window; valid only until the next read from this reader.
   */
  public ByteReader peekSlice(int n) throws ReplayFormatException {
    require(n);
    return new ByteReader(format, buf, pos, n, position());
  }
}
