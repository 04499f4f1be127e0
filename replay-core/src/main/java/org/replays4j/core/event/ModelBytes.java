package org.replays4j.core.event;

import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;

/**
 * The bytes a visitor's model keeps (statistics, a recording), bounded by {@link
 * DecodeLimits#maxModelBytes()}: the visitor counts what it keeps before keeping it ({@link
 * #grow}); past the bound the {@code LIMIT_EXCEEDED} error is kept ({@link #limitExceeded()}) and
 * the decode stops ({@link StopDecoding}), so that the caller throws the error after the decode
 * ({@link #check()}). One decode; not thread-safe.
 */
public final class ModelBytes {
  private final String format;
  private final String model;
  private final long max;
  private long bytes;
  private ReplayFormatException limitExceeded;

  /**
   * @param format the format named by the error
   * @param model what keeps the bytes, as the error names it ({@code stats}, {@code recording
   *     model})
   * @param limits gives the bound, {@link DecodeLimits#maxModelBytes()}
   */
  public ModelBytes(String format, String model, DecodeLimits limits) {
    this.format = format;
    this.model = model;
    this.max = limits.maxModelBytes();
  }

  /**
   * Counts {@code n} bytes more of {@code what} (the error names it); past the bound, keeps the
   * error, at {@code offset} (the event's; a negative one counts as 0), and stops the decode.
   *
   * @throws StopDecoding past the bound
   */
  public void grow(long n, String what, long offset) {
    bytes += n;
    if (bytes > max) {
      limitExceeded =
          ReplayFormatException.limitExceeded(
              format,
              Math.max(0, offset),
              "maxModelBytes (" + model + ", growing its " + what + ")",
              max,
              bytes);
      throw StopDecoding.INSTANCE;
    }
  }

  /** Counts {@code n} bytes that the model keeps from the start, without checking the bound. */
  public void add(long n) {
    bytes += n;
  }

  /** Counts {@code n} bytes less: the model let them go. */
  public void release(long n) {
    bytes -= n;
  }

  /** The error that stopped the decode, or null when the model stayed within the bound. */
  public ReplayFormatException limitExceeded() {
    return limitExceeded;
  }

  /** Throws {@link #limitExceeded()} when there is one. */
  public void check() throws ReplayFormatException {
    if (limitExceeded != null) throw limitExceeded;
  }
}
