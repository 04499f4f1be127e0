package org.replays4j.core.io;

import java.io.ByteArrayInputStream;
import org.replays4j.core.error.DecodeLimits;

/** {@link StreamByteReader} with the default window over a stream that yields one byte per read. */
class StreamByteReaderDefaultWindowTest extends ByteInputContract {
  @Override
  ByteInput open(byte[] data) {
    return new StreamByteReader(
        FMT,
        new OneByteAtATime(new ByteArrayInputStream(data)),
        DecodeLimits.DEFAULT.streamWindowBytes(),
        0);
  }
}
