package org.replays4j.core.error;

/**
 * Bounds on everything a file can ask a decoder to allocate or repeat. Decoders check a value read
 * from the file against these <em>before</em> allocating. Defaults are generous for real files and
 * safe for hostile ones. Immutable and thread-safe.
 *
 * @param maxDepth maximum nesting depth of containers (UBJSON, JSON)
 * @param maxStringBytes maximum length of one string or byte blob
 * @param maxEventBytes maximum size of one event / message / packet
 * @param maxDecompressedBytes maximum bytes produced by one decompression (whole file or section)
 * @param maxElements maximum element count of one container, table or list
 * @param maxChunks maximum number of chunks / sections / blocks
 * @param streamWindowBytes buffer window used by streaming readers
 */
public record DecodeLimits(
    int maxDepth,
    int maxStringBytes,
    int maxEventBytes,
    long maxDecompressedBytes,
    int maxElements,
    int maxChunks,
    int streamWindowBytes) {

  /** Defaults: depth 64, strings 1 MiB, events 16 MiB, decompressed 1 GiB, 16 M elements, 1 M chunks, 1 MiB window. */
  public static final DecodeLimits DEFAULT =
      new DecodeLimits(64, 1 << 20, 16 << 20, 1L << 30, 1 << 24, 1 << 20, 1 << 20);

  /** Validates the bounds. */
  public DecodeLimits {
    if (maxDepth <= 0 || maxStringBytes <= 0 || maxEventBytes <= 0 || maxDecompressedBytes <= 0
        || maxElements <= 0 || maxChunks <= 0 || streamWindowBytes < 64) {
      throw new IllegalArgumentException("all limits must be positive (window >= 64): " + this);
    }
  }

  /** Defaults. */
  public static DecodeLimits defaults() { return DEFAULT; }

  /** A copy with {@code maxDepth} set to {@code v}. */
  public DecodeLimits withMaxDepth(int v) { return new DecodeLimits(v, maxStringBytes, maxEventBytes, maxDecompressedBytes, maxElements, maxChunks, streamWindowBytes); }
  /** A copy with {@code maxStringBytes} set to {@code v}. */
  public DecodeLimits withMaxStringBytes(int v) { return new DecodeLimits(maxDepth, v, maxEventBytes, maxDecompressedBytes, maxElements, maxChunks, streamWindowBytes); }
  /** A copy with {@code maxEventBytes} set to {@code v}. */
  public DecodeLimits withMaxEventBytes(int v) { return new DecodeLimits(maxDepth, maxStringBytes, v, maxDecompressedBytes, maxElements, maxChunks, streamWindowBytes); }
  /** A copy with {@code maxDecompressedBytes} set to {@code v}. */
  public DecodeLimits withMaxDecompressedBytes(long v) { return new DecodeLimits(maxDepth, maxStringBytes, maxEventBytes, v, maxElements, maxChunks, streamWindowBytes); }
  /** A copy with {@code maxElements} set to {@code v}. */
  public DecodeLimits withMaxElements(int v) { return new DecodeLimits(maxDepth, maxStringBytes, maxEventBytes, maxDecompressedBytes, v, maxChunks, streamWindowBytes); }
  /** A copy with {@code maxChunks} set to {@code v}. */
  public DecodeLimits withMaxChunks(int v) { return new DecodeLimits(maxDepth, maxStringBytes, maxEventBytes, maxDecompressedBytes, maxElements, v, streamWindowBytes); }
  /** A copy with {@code streamWindowBytes} set to {@code v}. */
  public DecodeLimits withStreamWindowBytes(int v) { return new DecodeLimits(maxDepth, maxStringBytes, maxEventBytes, maxDecompressedBytes, maxElements, maxChunks, v); }

  /** Throws {@link ReplayFormatException#limitExceeded} when {@code value} is negative or above {@code max}. */
  public static void check(String format, long offset, String limit, long max, long value)
      throws ReplayFormatException {
    if (value < 0 || value > max) {
      throw ReplayFormatException.limitExceeded(format, offset, limit, max, value);
    }
  }
}
