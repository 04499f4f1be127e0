package org.replays4j.soku;

/**
 * The length of Soku games: the game runs at {@value #FRAMES_PER_SECOND} frames per second, and a
 * file lasts as long as the matches it holds (a capture's menus and the time between its matches
 * are not played). The summary and the shared stats view of a file both give this length.
 */
public final class MatchClock {
  private MatchClock() {}

  /** The game runs at 60 frames per second. */
  public static final int FRAMES_PER_SECOND = 60;

  /** {@code frames} in seconds. */
  public static double seconds(long frames) {
    return frames / (double) FRAMES_PER_SECOND;
  }

  /**
   * The length in seconds of matches of {@code frames} frames each: each match's {@link
   * #seconds(long)}, summed in order; {@code null} without a match.
   */
  public static Double seconds(long[] frames) {
    if (frames.length == 0) return null;
    double s = 0;
    for (long f : frames) s += seconds(f);
    return s;
  }
}
