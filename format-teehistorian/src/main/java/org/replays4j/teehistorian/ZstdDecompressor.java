package org.replays4j.teehistorian;

import io.airlift.compress.zstd.ZstdInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.Compression;
import org.replays4j.core.io.Decompressor;

/**
 * {@link Decompressor} for zstd archives ({@code .teehistorian.zst}) using aircompressor's pure-Java
 * streaming decoder. aircompressor reports corrupt frames with unchecked exceptions; they are turned
 * into {@link ReplayFormatException}s here.
 */
public final class ZstdDecompressor implements Decompressor {
  /** ServiceLoader constructor. */
  public ZstdDecompressor() {}

  @Override
  public Compression compression() { return Compression.ZSTD; }

  @Override
  public InputStream open(InputStream in) throws IOException {
    return new Checked(new ZstdInputStream(in));
  }

  /** Maps aircompressor's unchecked errors to checked ones. */
  private static final class Checked extends FilterInputStream {
    private long produced;

    Checked(InputStream in) { super(in); }

    @Override
    public int read() throws IOException {
      try {
        int b = super.read();
        if (b >= 0) produced++;
        return b;
      } catch (RuntimeException e) {
        throw corrupt(e);
      }
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      try {
        int r = super.read(b, off, len);
        if (r > 0) produced += r;
        return r;
      } catch (RuntimeException e) {
        throw corrupt(e);
      }
    }

    private ReplayFormatException corrupt(RuntimeException e) {
      return new ReplayFormatException("zstd", produced, null, null,
          "expected a valid zstd frame but the decoder failed: " + e.getMessage(), e);
    }
  }
}
