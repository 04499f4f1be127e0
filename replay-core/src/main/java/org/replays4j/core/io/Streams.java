package org.replays4j.core.io;

import java.io.IOException;
import java.io.InputStream;

/**
 * The two {@link InputStream} methods a stream that works in blocks writes in terms of its {@code
 * read(byte[], int, int)}: the single-byte read and a skip that reads (so whatever the block read
 * checks or counts, a skipped byte is checked and counted too).
 */
public final class Streams {
  private Streams() {}

  /** {@link InputStream#read()} through {@code in.read(byte[], int, int)} of one byte. */
  public static int readOneByte(InputStream in) throws IOException {
    return readOneByte(in, new byte[1]);
  }

  /**
   * {@link #readOneByte(InputStream)} into {@code scratch} (length at least 1), for a stream that
   * keeps one buffer instead of allocating one per call.
   */
  public static int readOneByte(InputStream in, byte[] scratch) throws IOException {
    int r = in.read(scratch, 0, 1);
    return r < 0 ? -1 : scratch[0] & 0xFF;
  }

  /**
   * {@link InputStream#skip(long)} by reading and discarding up to {@code n} bytes; returns the
   * number skipped, fewer than {@code n} only at the end of the stream (0 when {@code n <= 0}).
   */
  public static long skipByReading(InputStream in, long n) throws IOException {
    byte[] tmp = new byte[(int) Math.max(1, Math.min(n, 8192))];
    long left = n;
    while (left > 0) {
      int r = in.read(tmp, 0, (int) Math.min(left, tmp.length));
      if (r < 0) break;
      left -= r;
    }
    return Math.max(0, n - left);
  }
}
