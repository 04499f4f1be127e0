package org.replays4j.core.io;

import java.io.ByteArrayInputStream;

/**
 * {@link StreamByteReader} with the smallest window over a stream that yields one byte per read.
 */
class StreamByteReaderOneByteTest extends ByteInputContract {
  @Override
  ByteInput open(byte[] data) {
    return new StreamByteReader(FMT, new OneByteAtATime(new ByteArrayInputStream(data)), 16, 0);
  }

  @Override
  int maxSingleRead() {
    return 16;
  }
}
