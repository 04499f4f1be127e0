package org.replays4j.core;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Map;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;

/**
 * A conversion a format offers from its own files to another file format, found through {@link
 * ReplayFormat#conversions()} ({@code replays4j convert --to TARGET}). Implementations are
 * stateless and thread-safe.
 *
 * <p>One input may give several outputs (a capture with several spectated matches gives one {@code
 * .rep} per match): each is opened through {@link Output#open(String)} with a part name that the
 * caller adds to the output file name.
 */
public interface ReplayConversion {
  /**
   * Short lower-case id of the target, as typed after {@code --to}: {@code butter}, {@code rep},
   * {@code chk}.
   */
  String target();

  /**
   * Extension of the files written, without dot; the {@link #target()} unless a conversion says
   * otherwise.
   */
  default String extension() {
    return target();
  }

  /** One line saying what is written, e.g. "Echo VR .butter (keyframes + deltas)". */
  String description();

  /**
   * The options {@link #convert} accepts: name → one line saying what it does and its default (for
   * example {@code "compression" → "none, gzip or zstd (default gzip)"}). Empty when there are
   * none.
   */
  default Map<String, String> options() {
    return Map.of();
  }

  /**
   * Converts {@code source} (a file this conversion's format recognised).
   *
   * @param source the input
   * @param limits decoding bounds
   * @param options values for some of {@link #options()} (the caller rejects unknown names)
   * @param output where the result goes
   * @throws org.replays4j.core.error.ReplayFormatException when the input is malformed or is not
   *     the kind of file this conversion reads (for example a {@code .rep} where a capture is
   *     needed)
   * @throws IllegalArgumentException when an option value is not valid (message says which)
   * @throws IOException when reading or writing fails
   */
  void convert(ReplaySource source, DecodeLimits limits, Map<String, String> options, Output output)
      throws IOException;

  /** Where a conversion writes. */
  interface Output {
    /**
     * Opens the next output. The caller closes nothing: the stream is closed by the conversion
     * before it opens the next one or returns.
     *
     * @param part empty for the only output, else a short name for this part ({@code match-3}) that
     *     the caller adds to the file name
     */
    OutputStream open(String part) throws IOException;

    /** Reports something the user should know (a part left out, an incomplete match). */
    void warn(String message);
  }
}
