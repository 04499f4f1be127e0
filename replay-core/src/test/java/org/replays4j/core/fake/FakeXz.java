package org.replays4j.core.fake;

import java.io.IOException;
import java.io.InputStream;
import org.replays4j.core.io.Compression;
import org.replays4j.core.io.Decompressor;

/** A test-scope "xz" provider: drops the 6-byte magic and passes the rest through. */
public final class FakeXz implements Decompressor {
  @Override
  public Compression compression() {
    return Compression.XZ;
  }

  @Override
  public InputStream open(InputStream in) throws IOException {
    in.readNBytes(6);
    return in;
  }
}
