package org.replays4j.compress;

import io.airlift.compress.zstd.ZstdInputStream;
import java.io.IOException;
import java.io.InputStream;
import org.replays4j.core.io.Compression;
import org.replays4j.core.io.Decompressor;

/**
 * {@link Decompressor} for zstd archives ({@code .zst}: any format, e.g. {@code .teehistorian.zst},
 * {@code .slp.zst}) using aircompressor's pure-Java streaming decoder. aircompressor reports
 * corrupt frames with unchecked exceptions; they are turned into {@link
 * org.replays4j.core.error.ReplayFormatException}s here.
 */
public final class ZstdDecompressor extends CheckedDecompressor {
  /** ServiceLoader constructor. */
  public ZstdDecompressor() {
    // aircompressor reports truncated or corrupt frames with plain IOExceptions and unchecked
    // exceptions alike; all of them become format errors (an underlying disk error is kept as
    // cause).
    super(Compression.ZSTD, "zstd", IOException.class);
  }

  @Override
  InputStream decoder(InputStream in) throws IOException {
    try {
      return new ZstdInputStream(in);
    } catch (RuntimeException e) {
      throw headerError("expected a valid zstd frame but got: " + e, e);
    }
  }
}
