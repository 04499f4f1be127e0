package org.replays4j.core.io;

import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * {@link StreamByteReader} over a stream that answers every other bulk read with 0 bytes (allowed
 * by no contract, but some decompressors do it) and otherwise one byte: the reader must neither
 * spin forever nor lose data.
 */
class StreamByteReaderZeroReadsTest extends StreamWindowContract {
  static final class ZeroThenOne extends FilterInputStream {
    private boolean zero;

    ZeroThenOne(InputStream in) {
      super(in);
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      zero = !zero;
      if (zero && len > 0) return 0;
      return super.read(b, off, Math.min(len, 1));
    }
  }

  @Override
  InputStream stream(byte[] data) {
    return new ZeroThenOne(new ByteArrayInputStream(data));
  }
}
