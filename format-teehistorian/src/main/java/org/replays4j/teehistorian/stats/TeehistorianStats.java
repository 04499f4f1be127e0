package org.replays4j.teehistorian.stats;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.replays4j.core.event.ValueTrees;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.stats.ParticipantStats;
import org.replays4j.core.stats.Result;
import org.replays4j.core.stats.ScoringEvent;
import org.replays4j.teehistorian.TeehistorianVersion;

/**
 * The statistics of one teehistorian recording (or of the part read so far). It is also the shared
 * {@link GameStats} view: participants are the {@link #players()} (slot = client id of their first
 * session, team = DDRace team at the end, no character), the result holds the best finish time and
 * its placement among the players' best times, the rate is {@link PlayerStats#inputsPerMinute()};
 * scoring events are the player and team finishes.
 *
 * <p>Times: DDNet servers run at 50 ticks per second ({@code SERVER_TICK_SPEED}; the header carries
 * no tick rate of its own). The tick counter restarts at 0 when the map loads, which is when a
 * recording starts, so the duration and the times of events count from tick 0.
 *
 * @param gameUuid header {@code game_uuid}, or {@code null}
 * @param mapName header {@code map_name}, or {@code null}
 * @param serverName header {@code server_name}, or {@code null}
 * @param serverVersion header {@code server_version}, or {@code null}
 * @param startTime header {@code start_time} as written, or {@code null}
 * @param firstTick first server tick with a message, or {@code null} when none
 * @param lastTick last server tick with a message, or {@code null} when none
 * @param players every player, in order of first join
 * @param finishes PLAYER_FINISH records in file order, with their rank in the file
 * @param teamFinishes TEAM_FINISH records in file order: the teams that finished
 * @param saves team saves and loads in file order
 * @param complete true once the whole recording was read ({@code visitEnd})
 * @param partial true when the decoder reported damage ({@code visitDamage}, salvage mode): the
 *     stats describe the part before it
 */
public record TeehistorianStats(
    UUID gameUuid,
    String mapName,
    String serverName,
    String serverVersion,
    String startTime,
    Integer firstTick,
    Integer lastTick,
    List<PlayerStats> players,
    List<RaceFinish> finishes,
    List<TeamRaceFinish> teamFinishes,
    List<SaveEvent> saves,
    boolean complete,
    boolean partial)
    implements GameStats {

  /** DDNet's server tick rate ({@code SERVER_TICK_SPEED}). */
  public static final int TICKS_PER_SECOND = TeehistorianVersion.TICKS_PER_SECOND;

  /** Copies the lists. */
  public TeehistorianStats {
    players = List.copyOf(players);
    finishes = List.copyOf(finishes);
    teamFinishes = List.copyOf(teamFinishes);
    saves = List.copyOf(saves);
  }

  /** {@code ticks} in seconds at {@link #TICKS_PER_SECOND}. */
  public static double seconds(long ticks) {
    return ticks / (double) TICKS_PER_SECOND;
  }

  /** Ticks from the map load (tick 0) to the last tick with a message; 0 when there is none. */
  public long durationTicks() {
    return lastTick == null ? 0 : lastTick;
  }

  @Override
  public String format() {
    return "teehistorian";
  }

  /** {@link #durationTicks()} in seconds, or {@code null} when no tick was recorded. */
  @Override
  public Double durationSeconds() {
    return firstTick == null ? null : seconds(durationTicks());
  }

  @Override
  public List<ParticipantStats> participants() {
    List<PlayerStats> bySlot = new ArrayList<>(players);
    bySlot.sort(Comparator.comparingInt(PlayerStats::slot));
    List<Integer> bests = new ArrayList<>();
    for (PlayerStats p : players) {
      RaceFinish b = p.bestFinish();
      if (b != null) bests.add(b.timeTicks());
    }
    List<ParticipantStats> out = new ArrayList<>(bySlot.size());
    for (PlayerStats p : bySlot) {
      RaceFinish b = p.bestFinish();
      Result r = Result.UNKNOWN;
      if (b != null) {
        int placement = 1;
        for (int t : bests) if (t < b.timeTicks()) placement++;
        r = new Result(null, placement, b.seconds(), null);
      }
      out.add(
          new ParticipantStats(
              p.slot(), p.name(), String.valueOf(p.team()), null, r, p.inputsPerMinute()));
    }
    return List.copyOf(out);
  }

  /**
   * Player finishes ({@code finish}, slot = the finisher's player slot) and team finishes ({@code
   * team_finish}, slot -1), in file order; time from tick 0, value = race time in seconds.
   */
  @Override
  public List<ScoringEvent> scoringEvents() {
    List<ScoringEvent> out = new ArrayList<>();
    int f = 0;
    int t = 0;
    while (f < finishes.size() || t < teamFinishes.size()) {
      // Both lists are in file order; a team record follows its members' records in the same tick.
      boolean player =
          t >= teamFinishes.size()
              || (f < finishes.size() && finishes.get(f).tick() <= teamFinishes.get(t).tick());
      if (player) {
        RaceFinish x = finishes.get(f++);
        out.add(
            new ScoringEvent(
                since(x.tick()), slotOf(x), String.valueOf(x.team()), "finish", x.seconds()));
      } else {
        TeamRaceFinish x = teamFinishes.get(t++);
        out.add(
            new ScoringEvent(
                since(x.tick()), -1, String.valueOf(x.team()), "team_finish", x.seconds()));
      }
    }
    return List.copyOf(out);
  }

  private double since(int tick) {
    return seconds(tick);
  }

  private int slotOf(RaceFinish x) {
    for (PlayerStats p : players) if (p.finishes().contains(x)) return p.slot();
    return x.cid();
  }

  /**
   * The value tree {@code replays4j stats} prints under {@code "stats"} (keys in {@code
   * docs/stats.md}): plain maps, lists, strings, numbers, booleans and nulls, in a fixed key order.
   */
  @SuppressWarnings("unchecked")
  public Map<String, Object> toTree() {
    return (Map<String, Object>) ValueTrees.toTree(StatsTree.of(this));
  }
}
