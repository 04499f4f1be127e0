package org.replays4j.testkit;

import java.io.InputStream;
import java.util.List;

/**
 * A stream over bytes that returns at most a chunk's size of bytes per read, as a socket or a pipe
 * may; unlike a {@link java.io.ByteArrayInputStream} subclass, its {@code readNBytes} keeps the
 * {@link InputStream} contract (it loops over reads until it has the bytes or the end).
 */
public final class ChunkedStream extends InputStream {
  private final byte[] b;
  private final int[] chunks;
  private int next;
  private int pos;

  /** The bytes of {@code b}, at most {@code chunk} (at least 1) per read. */
  public ChunkedStream(byte[] b, int chunk) {
    this(b, List.of(chunk));
  }

  /**
   * The bytes of {@code b}, each read giving at most the next of {@code chunks} (each at least 1),
   * in turn, starting again after the last.
   */
  public ChunkedStream(byte[] b, List<Integer> chunks) {
    if (chunks.isEmpty()) throw new IllegalArgumentException("no chunk sizes");
    this.b = b;
    this.chunks = new int[chunks.size()];
    for (int i = 0; i < this.chunks.length; i++) {
      int chunk = chunks.get(i);
      if (chunk < 1) throw new IllegalArgumentException("chunk " + chunk);
      this.chunks[i] = chunk;
    }
  }

  @Override
  public int read() {
    return pos < b.length ? b[pos++] & 0xFF : -1;
  }

  @Override
  public int read(byte[] buf, int off, int len) {
    if (len == 0) return 0;
    if (pos >= b.length) return -1;
    int chunk = chunks[next];
    next = (next + 1) % chunks.length;
    int n = Math.min(Math.min(len, chunk), b.length - pos);
    System.arraycopy(b, pos, buf, off, n);
    pos += n;
    return n;
  }
}
