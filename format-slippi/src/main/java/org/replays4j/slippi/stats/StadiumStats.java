package org.replays4j.slippi.stats;

import java.util.List;

/**
 * slippi-js 9.1.2's {@code getStadiumStats()}: the result of a Home-Run Contest or a Target Test
 * (docs/formats/slippi.md#stadium), the game modes of Game Start's major scene 32 and 15.
 */
public sealed interface StadiumStats {
  /** {@code "home-run-contest"} or {@code "target-test"}, as slippi-js names the type. */
  String type();

  /**
   * A Home-Run Contest: how far the Sandbag flew, as the game shows it, from the Sandbag's last
   * horizontal position: {@code feet} in English games, {@code meters} in Japanese ones.
   *
   * @param distance the distance, one decimal, never negative
   * @param units {@code "feet"} or {@code "meters"}
   */
  record HomeRunContest(double distance, String units) implements StadiumStats {
    @Override
    public String type() {
      return "home-run-contest";
    }
  }

  /**
   * A Target Test (Break the Targets): every target of the first frame with the frame it was broken
   * on, and the length of the run.
   *
   * @param targetBreaks the targets in the order of the first frame's item updates
   * @param playableFrames frames from the first playable frame (-39) to the last frame of the file,
   *     slippi-js's {@code playableFrameCount}: the run's total time in frames (60 per second)
   */
  record TargetTest(List<TargetBreak> targetBreaks, int playableFrames) implements StadiumStats {
    /** Copies the list. */
    public TargetTest {
      targetBreaks = List.copyOf(targetBreaks);
    }

    @Override
    public String type() {
      return "target-test";
    }

    /** Targets broken. */
    public int broken() {
      return (int) targetBreaks.stream().filter(t -> t.frameDestroyed() != null).count();
    }

    /** The run's total time in seconds ({@link #playableFrames()} / 60). */
    public double totalSeconds() {
      return playableFrames / 60.0;
    }
  }

  /**
   * One target of a Target Test.
   *
   * @param spawnId the target item's spawn id
   * @param frameDestroyed the frame on which it was gone, null when it was never broken
   * @param positionX horizontal position on the first frame
   * @param positionY vertical position on the first frame
   */
  record TargetBreak(long spawnId, Integer frameDestroyed, double positionX, double positionY) {}
}
