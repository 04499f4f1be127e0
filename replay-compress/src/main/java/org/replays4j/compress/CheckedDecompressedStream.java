package org.replays4j.compress;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.Streams;

/**
 * Wraps a decompressor's output so that corrupt archives surface as {@link ReplayFormatException}
 * (with the container name and the decompressed offset reached) instead of the library's own
 * unchecked exceptions or generic I/O exceptions.
 */
final class CheckedDecompressedStream extends FilterInputStream {
  private final String container;
  private final Class<? extends IOException> corruptType;
  private long produced;

  /**
   * @param corruptType the library's checked "corrupt data" exception type, or {@code null}
   */
  CheckedDecompressedStream(
      InputStream in, String container, Class<? extends IOException> corruptType) {
    super(in);
    this.container = container;
    this.corruptType = corruptType;
  }

  @Override
  public int read() throws IOException {
    return Streams.readOneByte(this);
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    try {
      int r = super.read(b, off, len);
      if (r > 0) produced += r;
      return r;
    } catch (ReplayFormatException e) {
      throw e;
    } catch (IOException e) {
      // A truncated archive (EOFException) or the library's own corrupt-data type.
      if (e instanceof java.io.EOFException || (corruptType != null && corruptType.isInstance(e)))
        throw corrupt(e);
      throw e;
    } catch (RuntimeException e) {
      throw corrupt(e);
    }
  }

  @Override
  public long skip(long n) throws IOException {
    return Streams.skipByReading(this, n);
  }

  private ReplayFormatException corrupt(Exception e) {
    return new ReplayFormatException(
        container,
        produced,
        null,
        null,
        "expected valid "
            + container
            + " data but the decoder failed after "
            + produced
            + " decompressed byte(s): "
            + e,
        e);
  }
}
