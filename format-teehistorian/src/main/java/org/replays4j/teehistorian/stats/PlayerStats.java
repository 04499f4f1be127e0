package org.replays4j.teehistorian.stats;

import java.util.List;

/**
 * One player of a recording, identified by name: every session of a client that used the same name
 * (reconnects, other client ids) counts for one player. A client whose name the recording never
 * tells is a player of its own with a {@code null} name.
 *
 * <p>Rates are per minute of {@link #ticksInGame()}; they are {@code null} when that is zero.
 *
 * @param name the name the player was first known by, or {@code null}
 * @param otherNames further names the same player took later (PLAYER_NAME renames), in order
 * @param sessions the player's connections, in join order
 * @param ticksInGame server ticks connected, summed over the sessions (an open session counts up to
 *     the last tick read)
 * @param team the DDRace team at the end (0 when never changed)
 * @param teamChanges PLAYER_TEAM records (DDRace team joins and leaves)
 * @param finishes the player's PLAYER_FINISH records, in file order
 * @param killRequests self-kill requests: Cl_Kill net messages and {@code kill} chat commands (a
 *     request may be refused by the server; whether it was honoured shows as a character loss)
 * @param characterLosses PLAYER_OLD records: the character disappeared (death, kill, a move to the
 *     spectators, or a leave with a live character)
 * @param spawns PLAYER_NEW records: a character appeared
 * @param inputs input records (INPUT_NEW and INPUT_DIFF; DDNet writes an input only when it
 *     changed)
 * @param directionChanges inputs whose direction (left, none, right) differs from the previous one
 * @param jumps presses of jump (the jump field going from 0 to 1)
 * @param hooks presses of hook (the hook field going from 0 to 1)
 * @param fires presses of fire (the fire counter reaching an odd value)
 * @param chatMessages Cl_Say net messages the recording kept (DDNet records chat only in rare
 *     cases)
 * @param commands console commands the client ran (chat commands such as {@code /r}, rcon)
 */
public record PlayerStats(
    String name,
    List<String> otherNames,
    List<Session> sessions,
    long ticksInGame,
    int team,
    int teamChanges,
    List<RaceFinish> finishes,
    int killRequests,
    int characterLosses,
    int spawns,
    long inputs,
    long directionChanges,
    long jumps,
    long hooks,
    long fires,
    int chatMessages,
    int commands) {

  /** Copies the lists. */
  public PlayerStats {
    otherNames = List.copyOf(otherNames);
    sessions = List.copyOf(sessions);
    finishes = List.copyOf(finishes);
  }

  /** The client id of the first session (the player's slot in the shared view), -1 without one. */
  public int slot() {
    return sessions.isEmpty() ? -1 : sessions.get(0).cid();
  }

  /** {@link #ticksInGame()} in seconds. */
  public double secondsInGame() {
    return TeehistorianStats.seconds(ticksInGame);
  }

  /** The fastest of {@link #finishes()}, or {@code null} when the player did not finish. */
  public RaceFinish bestFinish() {
    RaceFinish best = null;
    for (RaceFinish f : finishes) if (best == null || f.timeTicks() < best.timeTicks()) best = f;
    return best;
  }

  /** Input records per minute in game. */
  public Double inputsPerMinute() {
    return perMinute(inputs);
  }

  /** Direction changes per minute in game. */
  public Double directionChangesPerMinute() {
    return perMinute(directionChanges);
  }

  /** Jump presses per minute in game. */
  public Double jumpsPerMinute() {
    return perMinute(jumps);
  }

  /** Hook presses per minute in game. */
  public Double hooksPerMinute() {
    return perMinute(hooks);
  }

  /** Fire presses per minute in game. */
  public Double firesPerMinute() {
    return perMinute(fires);
  }

  private Double perMinute(long n) {
    return ticksInGame <= 0 ? null : n * 60.0 * TeehistorianStats.TICKS_PER_SECOND / ticksInGame;
  }
}
