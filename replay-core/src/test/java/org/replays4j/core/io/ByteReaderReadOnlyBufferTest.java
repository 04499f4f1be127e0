package org.replays4j.core.io;

import java.nio.ByteBuffer;

/**
 * {@link ByteReader#of(String, ByteBuffer)} over a read-only buffer (its array is hidden, so it is
 * copied).
 */
class ByteReaderReadOnlyBufferTest extends ByteInputContract {
  @Override
  ByteInput open(byte[] data) {
    return ByteReader.of(FMT, ByteBuffer.wrap(data).asReadOnlyBuffer());
  }
}
