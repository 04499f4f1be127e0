package org.replays4j.core.io;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import org.replays4j.core.error.ReplayFormatException;

/**
 * Fails with {@link ReplayFormatException#limitExceeded} once more than {@code max} bytes have been
 * read: the guard that keeps decompression bombs from exhausting memory or time.
 */
public final class BoundedInputStream extends FilterInputStream {
  private final String format;
  private final long max;
  private long count;

  /** Wraps {@code in}, allowing at most {@code max} bytes. */
  public BoundedInputStream(String format, InputStream in, long max) {
    super(in);
    this.format = format;
    this.max = max;
  }

  /** Bytes read so far. */
  public long count() {
    return count;
  }

  @Override
  public int read() throws IOException {
    int b = super.read();
    if (b >= 0) account(1);
    return b;
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    int n = super.read(b, off, len);
    if (n > 0) account(n);
    return n;
  }

  @Override
  public long skip(long n) throws IOException {
    long s = super.skip(n);
    if (s > 0) account(s);
    return s;
  }

  private void account(long n) throws ReplayFormatException {
    count += n;
    if (count > max) {
      throw ReplayFormatException.limitExceeded(format, max, "decompressed size", max, count);
    }
  }
}
