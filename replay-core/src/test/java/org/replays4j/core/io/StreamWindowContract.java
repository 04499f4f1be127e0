package org.replays4j.core.io;

import java.io.ByteArrayInputStream;
import java.io.InputStream;

/**
 * {@link ByteInputContract} for a {@link StreamByteReader} with the smallest window (16 bytes) over
 * {@link #stream}: the subclasses differ only in how the stream hands out the bytes.
 */
abstract class StreamWindowContract extends ByteInputContract {
  static final int WINDOW = 16;

  /** The stream the reader reads {@code data} from. */
  InputStream stream(byte[] data) {
    return new ByteArrayInputStream(data);
  }

  @Override
  ByteInput open(byte[] data) {
    return new StreamByteReader(FMT, stream(data), WINDOW, 0);
  }

  @Override
  int maxSingleRead() {
    return WINDOW;
  }
}
