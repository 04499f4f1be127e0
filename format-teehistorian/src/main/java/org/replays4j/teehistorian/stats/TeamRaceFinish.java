package org.replays4j.teehistorian.stats;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A TEAM_FINISH record: every member of a DDRace team of at least {@code sv_min_team_size} players
 * finished (the members' own PLAYER_FINISH records come first, in the same tick).
 *
 * @param tick server tick the record fell in
 * @param team the DDRace team number
 * @param members names of the clients in that team at that moment, in client id order ({@code null}
 *     entries for clients without a known name)
 * @param timeTicks the team's race time in server ticks
 * @param rank rank of this time among the team finishes of the file read so far, 1 for the fastest
 */
public record TeamRaceFinish(int tick, int team, List<String> members, int timeTicks, int rank) {
  /** Copies {@code members}. */
  public TeamRaceFinish {
    members = Collections.unmodifiableList(new ArrayList<>(members));
  }

  /** Race time in seconds. */
  public double seconds() {
    return TeehistorianStats.seconds(timeTicks);
  }
}
