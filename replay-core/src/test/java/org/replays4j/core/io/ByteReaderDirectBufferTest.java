package org.replays4j.core.io;

import java.nio.ByteBuffer;

/** {@link ByteReader#of(String, ByteBuffer)} over a direct buffer positioned past one byte. */
class ByteReaderDirectBufferTest extends ByteInputContract {
  @Override
  ByteInput open(byte[] data) {
    ByteBuffer bb = ByteBuffer.allocateDirect(data.length + 1);
    bb.put((byte) 0x77).put(data).flip();
    bb.get();
    return ByteReader.of(FMT, bb);
  }
}
