package org.replays4j.compress;

import java.io.IOException;
import java.io.InputStream;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.Compression;
import org.replays4j.core.io.Decompressor;

/**
 * What the library-backed providers share: the container they decode, and the library decoder's
 * output wrapped in a {@link CheckedDecompressedStream}, so corrupt data surfaces as a {@link
 * ReplayFormatException}. A provider only opens the decoder (reporting a bad header with {@link
 * #headerError}).
 */
abstract class CheckedDecompressor implements Decompressor {
  private final Compression compression;
  private final String container;
  private final Class<? extends IOException> corruptType;

  /**
   * @param container container name in error messages
   * @param corruptType the library's checked "corrupt data" exception type
   */
  CheckedDecompressor(
      Compression compression, String container, Class<? extends IOException> corruptType) {
    this.compression = compression;
    this.container = container;
    this.corruptType = corruptType;
  }

  /** The library's decoder over {@code in} (it may read and check the container header). */
  abstract InputStream decoder(InputStream in) throws IOException;

  @Override
  public final Compression compression() {
    return compression;
  }

  @Override
  public final InputStream open(InputStream in) throws IOException {
    return new CheckedDecompressedStream(decoder(in), container, corruptType);
  }

  /** The container header (at offset 0) is bad; {@code detail} says how. */
  final ReplayFormatException headerError(String detail, Exception cause) {
    return new ReplayFormatException(container, 0, null, null, detail, cause);
  }
}
