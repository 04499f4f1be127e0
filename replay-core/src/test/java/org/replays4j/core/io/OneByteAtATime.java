package org.replays4j.core.io;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/** Returns at most one byte per {@code read} call, as sockets and pipes may. */
final class OneByteAtATime extends FilterInputStream {
  OneByteAtATime(InputStream in) {
    super(in);
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    return super.read(b, off, Math.min(len, 1));
  }
}
