package org.replays4j.compress;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.FormatErrorInputStream;

/**
 * Wraps a decompressor's output so that corrupt archives surface as {@link ReplayFormatException}
 * (with the container name and the decompressed offset reached) instead of the library's own
 * unchecked exceptions or generic I/O exceptions.
 */
final class CheckedDecompressedStream extends FormatErrorInputStream {
  private final String container;
  private final Class<? extends IOException> corruptType;

  /**
   * @param corruptType the library's checked "corrupt data" exception type, or {@code null}
   */
  CheckedDecompressedStream(
      InputStream in, String container, Class<? extends IOException> corruptType) {
    super(in);
    this.container = container;
    this.corruptType = corruptType;
  }

  /**
   * A truncated archive (EOFException), the library's own corrupt-data type or any unchecked
   * exception is corrupt data; other I/O errors pass.
   */
  @Override
  protected ReplayFormatException formatError(Exception e, long produced) {
    boolean corrupt =
        e instanceof RuntimeException
            || e instanceof EOFException
            || (corruptType != null && corruptType.isInstance(e));
    if (!corrupt) return null;
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
