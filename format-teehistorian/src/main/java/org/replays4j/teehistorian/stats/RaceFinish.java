package org.replays4j.teehistorian.stats;

/**
 * A PLAYER_FINISH record: a player reached the finish line (DDNet 18.3+ servers write it).
 *
 * @param tick server tick the record fell in (the tick of the finish)
 * @param cid client id of the finisher
 * @param name the finisher's name at that moment, or {@code null} when not known yet
 * @param team the DDRace team the finisher was in (0 when never changed)
 * @param timeTicks race time in server ticks, counted from the start tile
 * @param rank rank of this time among all player finishes of the file read so far, 1 for the
 *     fastest; equal times share a rank
 */
public record RaceFinish(int tick, int cid, String name, int team, int timeTicks, int rank) {
  /** Race time in seconds: {@code timeTicks} / {@link TeehistorianStats#TICKS_PER_SECOND}. */
  public double seconds() {
    return TeehistorianStats.seconds(timeTicks);
  }
}
