package org.replays4j.core.event;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.Set;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;

/**
 * The decoder shape every format follows: built once by {@code XDecoder.builder()…build()} (a
 * {@link DecoderBuilder}: limits and the format's {@code Option} flags), immutable and thread-safe,
 * and used through three ways in with the same signatures and exceptions. Bad input is a {@link
 * org.replays4j.core.error.ReplayFormatException} (an {@link IOException}); an I/O error of the
 * stream is the stream's own {@link IOException}. A visitor may end a decode early with {@link
 * StopDecoding}; {@code decode} then returns normally. Decoders extend {@link AbstractDecoder}.
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

  /**
   * Decodes {@code source} as a stream, unwrapped by {@link ReplaySource#openStream(DecodeLimits)}
   * within this decoder's limits, and closes that stream.
   */
  default void decode(ReplaySource source, V visitor) throws IOException {
    try (InputStream in = source.openStream(limits())) {
      decode(in, visitor);
    }
  }

  /**
   * Decodes a whole file held in memory into {@code collector} and returns it: the body of a
   * model's {@code read(byte[], XDecoder)}.
   */
  default <C extends V> C collect(byte[] file, C collector) throws IOException {
    decode(file, collector);
    return collector;
  }

  /**
   * Decodes a stream (not closed) into {@code collector} and returns it: the body of a model's
   * {@code read(InputStream, XDecoder)}.
   */
  default <C extends V> C collect(InputStream in, C collector) throws IOException {
    decode(in, collector);
    return collector;
  }

  /**
   * Reads the file at {@code path} whole within this decoder's limits ({@link
   * ReplaySource#readAllBytes(DecodeLimits)}: a plain file larger than {@link
   * DecodeLimits#maxDecompressedBytes()} is refused before it is read, a gzip, zstd or xz container
   * is unwrapped within the limits), decodes it into {@code collector} and returns it: the body of
   * a model's {@code read(Path, XDecoder)}.
   */
  default <C extends V> C collect(Path path, C collector) throws IOException {
    decode(ReplaySource.of(path).readAllBytes(limits()), collector);
    return collector;
  }

  /** The limits this decoder checks. */
  DecodeLimits limits();

  /** The option flags this decoder was built with. */
  Set<O> options();

  /** True when this decoder salvages damaged files ({@link DecoderBuilder#salvage(boolean)}). */
  default boolean salvage() {
    return false;
  }
}
