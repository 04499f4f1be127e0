package org.replays4j.core.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import org.junit.jupiter.api.Test;

/**
 * {@link ByteReader#of(String, ByteBuffer)} over a heap buffer that is a positioned slice of a
 * bigger array.
 */
class ByteReaderHeapBufferTest extends ByteInputContract {
  @Override
  ByteInput open(byte[] data) {
    byte[] big = new byte[data.length + 10];
    System.arraycopy(data, 0, big, 6, data.length);
    ByteBuffer bb = ByteBuffer.wrap(big, 2, data.length + 6).slice();
    bb.position(4).limit(4 + data.length);
    return ByteReader.of(FMT, bb);
  }

  @Test
  void doesNotMoveTheBuffer() throws Exception {
    ByteBuffer bb = ByteBuffer.wrap(bytes(1, 2, 3));
    ByteReader r = ByteReader.of(FMT, bb);
    r.readU16be();
    assertThat(bb.position()).isZero();
  }
}
