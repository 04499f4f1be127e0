package org.replays4j.testkit;

import java.io.InputStream;

/**
 * A stream over bytes that returns at most {@code chunk} bytes per read, as a socket or a pipe may;
 * unlike a {@link java.io.ByteArrayInputStream} subclass, its {@code readNBytes} keeps the {@link
 * InputStream} contract (it loops over reads until it has the bytes or the end).
 */
public final class ChunkedStream extends InputStream {
  private final byte[] b;
  private final int chunk;
  private int pos;

  /** The bytes of {@code b}, at most {@code chunk} (at least 1) per read. */
  public ChunkedStream(byte[] b, int chunk) {
    if (chunk < 1) throw new IllegalArgumentException("chunk " + chunk);
    this.b = b;
    this.chunk = chunk;
  }

  @Override
  public int read() {
    return pos < b.length ? b[pos++] & 0xFF : -1;
  }

  @Override
  public int read(byte[] buf, int off, int len) {
    if (len == 0) return 0;
    if (pos >= b.length) return -1;
    int n = Math.min(Math.min(len, chunk), b.length - pos);
    System.arraycopy(b, pos, buf, off, n);
    pos += n;
    return n;
  }
}
