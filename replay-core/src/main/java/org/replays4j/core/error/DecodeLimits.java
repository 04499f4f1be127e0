package org.replays4j.core.error;

/**
 * Bounds on everything a file can ask a decoder to allocate or repeat. Decoders check a value read
 * from the file against these <em>before</em> allocating. Immutable and thread-safe.
 *
 * <p>The defaults are sized so that one decode with {@link #DEFAULT} limits stays within a 256 MB
 * heap whatever the input (the regression tests run hostile inputs in a child JVM with {@code
 * -Xmx256m}; {@code docs/errors-and-limits.md} derives each product's worst case from these
 * bounds), while leaving a wide margin over the largest real replays:
 *
 * <ul>
 *   <li>{@code maxDepth} 64: real UBJSON/JSON documents nest fewer than 10 levels.
 *   <li>{@code maxStringBytes} 1 MiB and {@code maxEventBytes} 16 MiB: real strings are names and
 *       chat lines, real events at most a few hundred KiB (a StarCraft map section, a Slippi
 *       metadata element).
 *   <li>{@code maxDecompressedBytes} 32 MiB: one decompression (a whole gzip/zstd/xz file, a butter
 *       chunk, a StarCraft section), and the largest plain file a decoder reads whole. Decoders
 *       that work in memory hold these bytes, often a copy, and a model of up to a few times their
 *       size (31 MiB of StarCraft chat commands, a record each, is the worst case we measured: it
 *       fits 256 MB, 60 MiB did not). The largest real replays we know are below 10 MB. Streaming
 *       formats (teehistorian, {@code .echoreplay}) hold none of it: for them it bounds time, and a
 *       larger recording in a compressed archive needs a larger limit.
 *   <li>{@code maxElements} 4 Mi: the largest table a model keeps per element (StarCraft commands
 *       at 12 bytes each, Slippi frames); 4 Mi elements stay below 100 MB of columns.
 *   <li>{@code maxChunks} 1 Mi: chunk and section tables.
 *   <li>{@code streamWindowBytes} 1 MiB: the window of the stream reader.
 *   <li>{@code maxDecompressionRatio} 100: decompressed bytes per compressed byte consumed, checked
 *       once a decompression has produced more than {@link #RATIO_FLOOR_BYTES} (so small, highly
 *       compressible files and sections always work). Real replays compress 1.5× to 5× (the largest
 *       StarCraft sections at most 4.7×); decompression bombs reach 1,000× (deflate) to 30,000×
 *       (zstd). Together with {@code maxDecompressedBytes} this bounds the CPU time a decompression
 *       can spend per input byte, as well as in total.
 *   <li>{@code maxPlayers} 255: distinct players (names, client ids, participants) one game's
 *       player table may hold; a butter header stores at most 255, and real games have at most a
 *       few dozen (an Echo VR match with spectators, a DDNet server's 64 clients).
 *   <li>{@code maxModelBytes} 96 MiB: the heap a collecting model ({@code SlippiGame}, {@code
 *       TeehistorianRecording}, a StarCraft build order) may keep, estimated from the rows it
 *       holds. A streaming format's model grows with the recording, not with the input's size on
 *       disk, so its rows are what the bound counts. With the input bytes ({@code
 *       maxDecompressedBytes}) and one growth step of the model, a decode stays below 256 MB.
 * </ul>
 *
 * @param maxDepth maximum nesting depth of containers (UBJSON, JSON)
 * @param maxStringBytes maximum length of one string or byte blob
 * @param maxEventBytes maximum size of one event / message / packet
 * @param maxDecompressedBytes maximum bytes produced by one decompression (whole file or section),
 *     and the largest whole file a decoder reads into memory
 * @param maxElements maximum element count of one container, table or list
 * @param maxChunks maximum number of chunks / sections / blocks
 * @param streamWindowBytes buffer window used by streaming readers
 * @param maxDecompressionRatio maximum decompressed bytes per compressed byte of one decompression,
 *     once it has produced more than {@link #RATIO_FLOOR_BYTES}
 * @param maxPlayers maximum number of distinct players in one game's player table
 * @param maxModelBytes maximum estimated heap of one collecting model (rows it keeps)
 */
public record DecodeLimits(
    int maxDepth,
    int maxStringBytes,
    int maxEventBytes,
    long maxDecompressedBytes,
    int maxElements,
    int maxChunks,
    int streamWindowBytes,
    int maxDecompressionRatio,
    int maxPlayers,
    long maxModelBytes) {

  /** Default {@link #maxDecompressionRatio()}. */
  public static final int DEFAULT_DECOMPRESSION_RATIO = 100;

  /** Default {@link #maxPlayers()}: what a butter header's one-byte player count can hold. */
  public static final int DEFAULT_MAX_PLAYERS = 255;

  /** Default {@link #maxModelBytes()} (96 MiB). */
  public static final long DEFAULT_MAX_MODEL_BYTES = 96L << 20;

  /**
   * Output below which a decompression is never refused for its ratio (1 MiB): small files and
   * sections (a StarCraft section of zeros inflates 175× from 32 bytes) always decode.
   */
  public static final long RATIO_FLOOR_BYTES = 1 << 20;

  /**
   * Defaults: depth 64, strings 1 MiB, events 16 MiB, decompressed 32 MiB, 4 Mi elements, 1 Mi
   * chunks, 1 MiB window, decompression ratio 100, 255 players, models 96 MiB (see the class
   * comment for why).
   */
  public static final DecodeLimits DEFAULT =
      new DecodeLimits(
          64,
          1 << 20,
          16 << 20,
          32L << 20,
          4 << 20,
          1 << 20,
          1 << 20,
          DEFAULT_DECOMPRESSION_RATIO,
          DEFAULT_MAX_PLAYERS,
          DEFAULT_MAX_MODEL_BYTES);

  /** Validates the bounds. */
  public DecodeLimits {
    if (maxDepth <= 0
        || maxStringBytes <= 0
        || maxEventBytes <= 0
        || maxDecompressedBytes <= 0
        || maxElements <= 0
        || maxChunks <= 0
        || streamWindowBytes < 64
        || maxDecompressionRatio <= 0
        || maxPlayers <= 0
        || maxModelBytes <= 0) {
      throw new IllegalArgumentException("all limits must be positive (window >= 64): " + this);
    }
  }

  /**
   * Limits with the default {@link #maxPlayers()} ({@value #DEFAULT_MAX_PLAYERS}) and {@link
   * #maxModelBytes()} (96 MiB).
   */
  public DecodeLimits(
      int maxDepth,
      int maxStringBytes,
      int maxEventBytes,
      long maxDecompressedBytes,
      int maxElements,
      int maxChunks,
      int streamWindowBytes,
      int maxDecompressionRatio) {
    this(
        maxDepth,
        maxStringBytes,
        maxEventBytes,
        maxDecompressedBytes,
        maxElements,
        maxChunks,
        streamWindowBytes,
        maxDecompressionRatio,
        DEFAULT_MAX_PLAYERS,
        DEFAULT_MAX_MODEL_BYTES);
  }

  /**
   * Limits with the default {@link #maxDecompressionRatio()} ({@value
   * #DEFAULT_DECOMPRESSION_RATIO}), {@link #maxPlayers()} and {@link #maxModelBytes()}.
   */
  public DecodeLimits(
      int maxDepth,
      int maxStringBytes,
      int maxEventBytes,
      long maxDecompressedBytes,
      int maxElements,
      int maxChunks,
      int streamWindowBytes) {
    this(
        maxDepth,
        maxStringBytes,
        maxEventBytes,
        maxDecompressedBytes,
        maxElements,
        maxChunks,
        streamWindowBytes,
        DEFAULT_DECOMPRESSION_RATIO);
  }

  /** Defaults. */
  public static DecodeLimits defaults() {
    return DEFAULT;
  }

  /** A copy with {@code maxDepth} set to {@code v}. */
  public DecodeLimits withMaxDepth(int v) {
    return with(0, v);
  }

  /** A copy with {@code maxStringBytes} set to {@code v}. */
  public DecodeLimits withMaxStringBytes(int v) {
    return with(1, v);
  }

  /** A copy with {@code maxEventBytes} set to {@code v}. */
  public DecodeLimits withMaxEventBytes(int v) {
    return with(2, v);
  }

  /** A copy with {@code maxDecompressedBytes} set to {@code v}. */
  public DecodeLimits withMaxDecompressedBytes(long v) {
    return with(3, v);
  }

  /** A copy with {@code maxElements} set to {@code v}. */
  public DecodeLimits withMaxElements(int v) {
    return with(4, v);
  }

  /** A copy with {@code maxChunks} set to {@code v}. */
  public DecodeLimits withMaxChunks(int v) {
    return with(5, v);
  }

  /** A copy with {@code streamWindowBytes} set to {@code v}. */
  public DecodeLimits withStreamWindowBytes(int v) {
    return with(6, v);
  }

  /** A copy with {@code maxDecompressionRatio} set to {@code v}. */
  public DecodeLimits withMaxDecompressionRatio(int v) {
    return with(7, v);
  }

  /** A copy with {@code maxPlayers} set to {@code v}. */
  public DecodeLimits withMaxPlayers(int v) {
    return with(8, v);
  }

  /** A copy with {@code maxModelBytes} set to {@code v}. */
  public DecodeLimits withMaxModelBytes(long v) {
    return with(9, v);
  }

  /**
   * A copy with component {@code index} (in declaration order) set to {@code v}: the one place the
   * withers build a copy, so that a new limit is added in one constructor call.
   */
  private DecodeLimits with(int index, long v) {
    long[] c = {
      maxDepth,
      maxStringBytes,
      maxEventBytes,
      maxDecompressedBytes,
      maxElements,
      maxChunks,
      streamWindowBytes,
      maxDecompressionRatio,
      maxPlayers,
      maxModelBytes
    };
    c[index] = v;
    return new DecodeLimits(
        (int) c[0],
        (int) c[1],
        (int) c[2],
        c[3],
        (int) c[4],
        (int) c[5],
        (int) c[6],
        (int) c[7],
        (int) c[8],
        c[9]);
  }

  /**
   * Checks a string or blob length read from the file against {@link #maxStringBytes()} before it
   * is allocated. The named validators below all throw {@link ReplayFormatException#limitExceeded}
   * (kind {@code LIMIT_EXCEEDED}) for a negative value or one above the bound, naming the bound and
   * what the file asked for; {@code what} says what was being read ("player name", "chat line").
   * The message is built only when the check fails, so the validators cost two comparisons on the
   * hot path.
   */
  public void checkStringBytes(String format, long offset, String what, long value)
      throws ReplayFormatException {
    checkNamed(format, offset, "maxStringBytes", what, maxStringBytes, value);
  }

  /** Checks the size of one event, message, packet or section against {@link #maxEventBytes()}. */
  public void checkEventBytes(String format, long offset, String what, long value)
      throws ReplayFormatException {
    checkNamed(format, offset, "maxEventBytes", what, maxEventBytes, value);
  }

  /** Checks a decompressed size (announced or reached) against {@link #maxDecompressedBytes()}. */
  public void checkDecompressedBytes(String format, long offset, String what, long value)
      throws ReplayFormatException {
    checkNamed(format, offset, "maxDecompressedBytes", what, maxDecompressedBytes, value);
  }

  /** Checks an element count (container, table, list) against {@link #maxElements()}. */
  public void checkElements(String format, long offset, String what, long value)
      throws ReplayFormatException {
    checkNamed(format, offset, "maxElements", what, maxElements, value);
  }

  /** Checks a chunk, section or block count against {@link #maxChunks()}. */
  public void checkChunks(String format, long offset, String what, long value)
      throws ReplayFormatException {
    checkNamed(format, offset, "maxChunks", what, maxChunks, value);
  }

  /** Checks a player count (a player table about to grow) against {@link #maxPlayers()}. */
  public void checkPlayers(String format, long offset, String what, long value)
      throws ReplayFormatException {
    checkNamed(format, offset, "maxPlayers", what, maxPlayers, value);
  }

  /**
   * Checks the estimated heap of a collecting model (about to grow to {@code value} bytes) against
   * {@link #maxModelBytes()}.
   */
  public void checkModelBytes(String format, long offset, String what, long value)
      throws ReplayFormatException {
    checkNamed(format, offset, "maxModelBytes", what, maxModelBytes, value);
  }

  /** Checks a nesting depth against {@link #maxDepth()}. */
  public void checkDepth(String format, long offset, String what, long value)
      throws ReplayFormatException {
    checkNamed(format, offset, "maxDepth", what, maxDepth, value);
  }

  /**
   * The named validators' one check: the bound's name and {@code what} are joined only on failure.
   */
  private static void checkNamed(
      String format, long offset, String limit, String what, long max, long value)
      throws ReplayFormatException {
    if (value < 0 || value > max) {
      throw ReplayFormatException.limitExceeded(
          format, offset, limit + " (" + what + ")", max, value);
    }
  }

  /**
   * Throws {@link ReplayFormatException#limitExceeded} when {@code value} is negative or above
   * {@code max}.
   */
  public static void check(String format, long offset, String limit, long max, long value)
      throws ReplayFormatException {
    if (value < 0 || value > max) {
      throw ReplayFormatException.limitExceeded(format, offset, limit, max, value);
    }
  }

  // equals, hashCode and toString written out as a record derives them (same results): the derived
  // ones are bootstrapped through method handles on their first call, several milliseconds of a
  // short run's start (the catalog stores this text and compares limits for every file it reads)

  @Override
  public boolean equals(Object o) {
    return o == this
        || o instanceof DecodeLimits l
            && maxDepth == l.maxDepth
            && maxStringBytes == l.maxStringBytes
            && maxEventBytes == l.maxEventBytes
            && maxDecompressedBytes == l.maxDecompressedBytes
            && maxElements == l.maxElements
            && maxChunks == l.maxChunks
            && streamWindowBytes == l.streamWindowBytes
            && maxDecompressionRatio == l.maxDecompressionRatio
            && maxPlayers == l.maxPlayers
            && maxModelBytes == l.maxModelBytes;
  }

  @Override
  public int hashCode() {
    int h = Integer.hashCode(maxDepth);
    h = h * 31 + Integer.hashCode(maxStringBytes);
    h = h * 31 + Integer.hashCode(maxEventBytes);
    h = h * 31 + Long.hashCode(maxDecompressedBytes);
    h = h * 31 + Integer.hashCode(maxElements);
    h = h * 31 + Integer.hashCode(maxChunks);
    h = h * 31 + Integer.hashCode(streamWindowBytes);
    h = h * 31 + Integer.hashCode(maxDecompressionRatio);
    h = h * 31 + Integer.hashCode(maxPlayers);
    return h * 31 + Long.hashCode(maxModelBytes);
  }

  /** {@code DecodeLimits[maxDepth=64, maxStringBytes=1048576, …]}, every component in order. */
  @Override
  public String toString() {
    return new StringBuilder("DecodeLimits[maxDepth=")
        .append(maxDepth)
        .append(", maxStringBytes=")
        .append(maxStringBytes)
        .append(", maxEventBytes=")
        .append(maxEventBytes)
        .append(", maxDecompressedBytes=")
        .append(maxDecompressedBytes)
        .append(", maxElements=")
        .append(maxElements)
        .append(", maxChunks=")
        .append(maxChunks)
        .append(", streamWindowBytes=")
        .append(streamWindowBytes)
        .append(", maxDecompressionRatio=")
        .append(maxDecompressionRatio)
        .append(", maxPlayers=")
        .append(maxPlayers)
        .append(", maxModelBytes=")
        .append(maxModelBytes)
        .append(']')
        .toString();
  }
}
