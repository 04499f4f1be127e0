package org.replays4j.core.event;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.util.Set;
import org.replays4j.core.error.DecodeLimits;

/**
 * The decoder shape every format follows: built once by {@code XDecoder.builder()…build()} (a
 * {@link DecoderBuilder}: limits and the format's {@code Option} flags), immutable and thread-safe,
 * and used through three ways in with the same signatures and exceptions. Bad input is a {@link
 * org.replays4j.core.error.ReplayFormatException} (an {@link IOException}); an I/O error of the
 * stream is the stream's own {@link IOException}. A visitor may end a decode early with {@link
 * StopDecoding}; {@code decode} then returns normally.
 *
 * @param <V> the format's visitor type
 * @param <O> the format's option flags
 */
public interface ReplayDecoder<V extends ReplayVisitor<V>, O extends Enum<O>> {
  /** Decodes a whole file held in memory (the fastest way in). */
  void decode(byte[] file, V visitor) throws IOException;

  /**
   * Decodes the remaining bytes of {@code file} (position to limit); the buffer is not modified.
   */
  void decode(ByteBuffer file, V visitor) throws IOException;

  /** Decodes a stream with memory bounded by the limits, whatever its size; does not close it. */
  void decode(InputStream in, V visitor) throws IOException;

  /** The limits this decoder checks. */
  DecodeLimits limits();

  /** The option flags this decoder was built with. */
  Set<O> options();
}
