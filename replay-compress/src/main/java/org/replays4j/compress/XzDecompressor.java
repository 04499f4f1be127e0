package org.replays4j.compress;

import java.io.IOException;
import java.io.InputStream;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.Compression;
import org.replays4j.core.io.Decompressor;
import org.tukaani.xz.XZIOException;
import org.tukaani.xz.XZInputStream;

/**
 * {@link Decompressor} for xz archives ({@code .xz}: any format, e.g. DDNet's {@code
 * .teehistorian.xz} archives) using org.tukaani:xz; corrupt data becomes a {@link
 * ReplayFormatException}. The decoder's memory is capped at {@link #MEMORY_LIMIT_KIB} KiB (less on
 * small heaps) so a hostile header cannot ask for a huge dictionary ({@code xz -9} needs about 65
 * MiB).
 */
public final class XzDecompressor extends CheckedDecompressor {
  /** Decoder memory cap in KiB (256 MiB). */
  public static final int MEMORY_LIMIT_KIB = 256 * 1024;

  /**
   * The cap actually used: {@link #MEMORY_LIMIT_KIB}, lowered to half the maximum heap on small
   * heaps so that an archive asking for more fails with a format error instead of an
   * OutOfMemoryError.
   */
  static int memoryLimitKib() {
    long halfHeapKib = Runtime.getRuntime().maxMemory() / 2 / 1024;
    return (int) Math.max(1024, Math.min(MEMORY_LIMIT_KIB, halfHeapKib));
  }

  /** ServiceLoader constructor. */
  public XzDecompressor() {
    super(Compression.XZ, "xz", XZIOException.class);
  }

  @Override
  InputStream decoder(InputStream in) throws IOException {
    try {
      return new XZInputStream(in, memoryLimitKib());
    } catch (XZIOException e) {
      throw headerError("expected a valid xz stream header but got: " + e, e);
    } catch (java.io.EOFException e) {
      // cut inside the 12-byte stream header
      throw headerError(
          "expected a complete xz stream header (12 bytes) but the file ended (truncated input)",
          e);
    }
  }
}
