package org.replays4j.core.io;

import java.io.IOException;
import java.io.InputStream;

/**
 * Service (ServiceLoader) that unwraps one {@link Compression} container. replay-core provides gzip
 * itself; format modules that depend on a zstd or xz library register providers for those, keeping
 * replay-core free of dependencies.
 */
public interface Decompressor {
  /** The container this provider decodes. */
  Compression compression();

  /** A stream of the decompressed bytes of {@code in}. */
  InputStream open(InputStream in) throws IOException;
}
