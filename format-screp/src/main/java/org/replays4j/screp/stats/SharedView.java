package org.replays4j.screp.stats;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.replays4j.core.codec.IsoInstant;
import org.replays4j.core.stats.BasicGameStats;
import org.replays4j.core.stats.ParticipantStats;
import org.replays4j.core.stats.Result;
import org.replays4j.core.stats.ScoringEvent;
import org.replays4j.screp.ScrepNames;
import org.replays4j.screp.ScrepReplay;
import org.replays4j.screp.record.LeaveGame;

/**
 * StarCraft's computed stats in the shared vocabulary ({@link org.replays4j.core.stats.GameStats}):
 * slot = player id; name, team (screp's inferred team) and race of each real player, observers
 * included; result = win or loss from the inferred winning team (observers and games without an
 * inferred winner: unknown); rate = APM; duration = {@link ScrepComputed#durationSeconds()} (the
 * header's frames at Fastest speed, 42 ms a frame, unless the commands contradict them or the file
 * is damaged: then measured from the commands read); partial = the file is damaged; scoring events
 * = leave-game commands ({@code leave}, no value); start time = the header's (UTC), null when 0.
 */
public final class SharedView {
  private SharedView() {}

  /** Milliseconds per frame at Fastest speed. */
  private static final double FRAME_SECONDS = 0.042;

  /** The shared view of a decoded replay and its computed stats. */
  public static BasicGameStats of(ScrepReplay r, ScrepComputed comp) {
    List<ScrepComputed.Player> players = new ArrayList<>(comp.players());
    players.sort(Comparator.comparingInt(p -> p.slot().playerId()));
    List<ParticipantStats> ps = new ArrayList<>();
    for (ScrepComputed.Player p : players) {
      Result res = Result.UNKNOWN;
      if (comp.winnerTeam() > 0 && !p.observer()) {
        res = Result.of(p.team() == comp.winnerTeam() ? Result.Outcome.WIN : Result.Outcome.LOSS);
      }
      ps.add(
          new ParticipantStats(
              p.slot().playerId(),
              p.name(),
              String.valueOf(p.team()),
              ScrepNames.race(p.slot().race()),
              res,
              (double) p.apm()));
    }
    List<ScoringEvent> events = new ArrayList<>();
    for (LeaveGame l : comp.leaves()) {
      ScrepComputed.Player p = comp.player(l.player());
      events.add(
          new ScoringEvent(
              l.frame() * FRAME_SECONDS,
              l.player(),
              p == null ? null : String.valueOf(p.team()),
              "leave",
              null));
    }
    long start = r.header().startTime();
    return new BasicGameStats(
        "screp",
        comp.durationSeconds(),
        ps,
        events,
        r.damage() != null,
        start > 0 ? IsoInstant.ofEpochSecond(start) : null);
  }
}
