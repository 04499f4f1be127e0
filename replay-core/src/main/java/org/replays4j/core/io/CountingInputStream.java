package org.replays4j.core.io;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * A filter that reports every byte read or skipped through it to {@link #counted(long)}: the one
 * read/skip wrapper behind {@link BoundedInputStream} and {@link DecompressionBudget}'s streams,
 * which differ only in what they do with the count.
 */
abstract class CountingInputStream extends FilterInputStream {
  CountingInputStream(InputStream in) {
    super(in);
  }

  /** Called with the number of bytes each read or skip returned, when that is positive. */
  abstract void counted(long n) throws IOException;

  @Override
  public int read() throws IOException {
    int b = super.read();
    if (b >= 0) counted(1);
    return b;
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    int n = super.read(b, off, len);
    if (n > 0) counted(n);
    return n;
  }

  @Override
  public long skip(long n) throws IOException {
    long s = super.skip(n);
    if (s > 0) counted(s);
    return s;
  }
}
