package org.replays4j.core.io;

import java.io.InputStream;
import org.replays4j.core.error.ReplayFormatException;

/**
 * Fails with {@link ReplayFormatException#limitExceeded} once more than {@code max} bytes have been
 * read: the guard that keeps decompression bombs from exhausting memory or time.
 */
public final class BoundedInputStream extends CountingInputStream {
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
  void counted(long n) throws ReplayFormatException {
    count += n;
    if (count > max) {
      throw ReplayFormatException.limitExceeded(format, max, "decompressed size", max, count);
    }
  }
}
