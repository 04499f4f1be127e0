package org.replays4j.teehistorian.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;

/**
 * The {@code stats} command's tree of a {@link TeehistorianStats} as records, in the key order of
 * {@code docs/stats.md}: each record's components are the keys ({@code ValueTrees} converts them),
 * derived figures (seconds, rates, the best finish) included.
 */
record StatsTree(
    UUID gameUuid,
    String map,
    String server,
    String serverVersion,
    String startTime,
    Integer firstTick,
    Integer lastTick,
    long durationTicks,
    Double durationSeconds,
    boolean complete,
    boolean partial,
    List<Player> players,
    List<Finish> finishes,
    List<TeamFinish> teamFinishes,
    List<Save> saves) {

  /** The tree of {@code s}. */
  static StatsTree of(TeehistorianStats s) {
    List<Player> players = new ArrayList<>(s.players().size());
    for (PlayerStats p : s.players()) players.add(Player.of(p));
    List<TeamFinish> teamFinishes = new ArrayList<>(s.teamFinishes().size());
    for (TeamRaceFinish t : s.teamFinishes()) {
      teamFinishes.add(
          new TeamFinish(t.tick(), t.team(), t.members(), t.timeTicks(), t.seconds(), t.rank()));
    }
    List<Save> saves = new ArrayList<>(s.saves().size());
    for (SaveEvent e : s.saves()) {
      saves.add(new Save(e.tick(), e.kind().name().toLowerCase(Locale.ROOT), e.team(), e.saveId()));
    }
    return new StatsTree(
        s.gameUuid(),
        s.mapName(),
        s.serverName(),
        s.serverVersion(),
        s.startTime(),
        s.firstTick(),
        s.lastTick(),
        s.durationTicks(),
        s.durationSeconds(),
        s.complete(),
        s.partial(),
        players,
        Finish.all(s.finishes()),
        teamFinishes,
        saves);
  }

  /** A player: {@link PlayerStats} with its slot, seconds, best finish and rates beside. */
  record Player(
      int slot,
      String name,
      List<String> otherNames,
      List<Session> sessions,
      long ticksInGame,
      double secondsInGame,
      int team,
      int teamChanges,
      List<Finish> finishes,
      Double bestFinishSeconds,
      int killRequests,
      int characterLosses,
      int spawns,
      long inputs,
      Double inputsPerMinute,
      long directionChanges,
      Double directionChangesPerMinute,
      long jumps,
      Double jumpsPerMinute,
      long hooks,
      Double hooksPerMinute,
      long fires,
      Double firesPerMinute,
      int chatMessages,
      int commands) {
    static Player of(PlayerStats p) {
      RaceFinish best = p.bestFinish();
      return new Player(
          p.slot(),
          p.name(),
          p.otherNames(),
          p.sessions(),
          p.ticksInGame(),
          p.secondsInGame(),
          p.team(),
          p.teamChanges(),
          Finish.all(p.finishes()),
          best == null ? null : best.seconds(),
          p.killRequests(),
          p.characterLosses(),
          p.spawns(),
          p.inputs(),
          p.inputsPerMinute(),
          p.directionChanges(),
          p.directionChangesPerMinute(),
          p.jumps(),
          p.jumpsPerMinute(),
          p.hooks(),
          p.hooksPerMinute(),
          p.fires(),
          p.firesPerMinute(),
          p.chatMessages(),
          p.commands());
    }
  }

  /** A {@link RaceFinish} with its time in seconds. */
  record Finish(int tick, int cid, String name, int team, int timeTicks, double seconds, int rank) {
    static List<Finish> all(List<RaceFinish> finishes) {
      List<Finish> out = new ArrayList<>(finishes.size());
      for (RaceFinish f : finishes) {
        out.add(
            new Finish(
                f.tick(), f.cid(), f.name(), f.team(), f.timeTicks(), f.seconds(), f.rank()));
      }
      return out;
    }
  }

  /** A {@link TeamRaceFinish} with its time in seconds. */
  record TeamFinish(
      int tick, int team, List<String> members, int timeTicks, double seconds, int rank) {}

  /** A {@link SaveEvent}, its kind in lower case. */
  record Save(int tick, String kind, int team, UUID saveId) {}
}
