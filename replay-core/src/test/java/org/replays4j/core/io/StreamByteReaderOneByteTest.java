package org.replays4j.core.io;

import java.io.ByteArrayInputStream;
import java.io.InputStream;

/**
 * {@link StreamByteReader} with the smallest window over a stream that yields one byte per read.
 */
class StreamByteReaderOneByteTest extends StreamWindowContract {
  @Override
  InputStream stream(byte[] data) {
    return new OneByteAtATime(new ByteArrayInputStream(data));
  }
}
