package org.replays4j.slippi.stats;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.IntUnaryOperator;
import org.replays4j.core.stats.BasicGameStats;
import org.replays4j.core.stats.ParticipantStats;
import org.replays4j.core.stats.Result;
import org.replays4j.core.stats.ScoringEvent;
import org.replays4j.slippi.SlippiGame;
import org.replays4j.slippi.record.GameStart;
import org.replays4j.slippi.record.GameStartPlayer;

/**
 * Slippi's stats in the shared vocabulary ({@link org.replays4j.core.stats.GameStats}): slot =
 * player index 0..3 (port 1 is 0); name = display name, else nametag, else {@code null}; code = the
 * connect code, {@code null} when empty; team = the team colour id in teams games; character = the
 * starting character; result = win or loss from slippi-js's {@code getWinners()} (placement = its
 * position + 1 for winners); where it names no winner because the file predates Game End placements
 * (before 3.13.0) but the game ended by stocks with one player left standing (a 1v1 whose other
 * player lost their last stock), that player wins and the other loses; unknown otherwise; rate =
 * inputs per minute (null when slippi-js's ratio is undefined); duration = the summary's, every
 * frame the file holds ({@link SlippiGame#durationSeconds()}); scoring events = stock losses (value
 * = stocks left), timed from the first frame of a whole game (-123), where the duration starts;
 * start time = the metadata's {@code startAt}; partial = the file is damaged.
 */
public final class SharedView {
  private SharedView() {}

  /** The shared view of a decoded game with its stats ({@code stats} may be null). */
  public static BasicGameStats of(SlippiGame g, SlippiGameStats stats, List<Placement> winners) {
    return of(
        g.gameStart(),
        g::startingCharacterId,
        stats,
        winners,
        g.durationSeconds(),
        g.metadata() == null ? null : g.metadata().startAt(),
        g.damage() != null);
  }

  /**
   * The shared view from a game's Game Start (null: no participants), the starting character id of
   * each port index (as {@link SlippiGame#startingCharacterId}), its stats ({@code stats} may be
   * null), its length ({@link SlippiGame#durationSeconds(int, int, GameStart)} of its first and
   * last frame; null without frames), the metadata's {@code startAt} (null when absent) and whether
   * the file was damaged: what one decode gives without building the game's frames.
   */
  public static BasicGameStats of(
      GameStart gs,
      IntUnaryOperator startingCharacterId,
      SlippiGameStats stats,
      List<Placement> winners,
      Double durationSeconds,
      String startAt,
      boolean partial) {
    double fps = SlippiGame.framesPerSecond(gs);
    if (winners.isEmpty() && gs != null && !gs.isTeams()) winners = lastStanding(stats);
    List<ParticipantStats> ps = new ArrayList<>();
    List<ScoringEvent> events = new ArrayList<>();
    if (gs != null) {
      for (GameStartPlayer p : gs.players()) {
        if (p.isEmpty()) continue;
        int index = p.port() - 1;
        Result r = Result.UNKNOWN;
        if (!winners.isEmpty()) {
          Placement won = null;
          for (Placement w : winners) if (w.playerIndex() == index) won = w;
          r =
              won == null
                  ? Result.of(Result.Outcome.LOSS)
                  : new Result(Result.Outcome.WIN, won.position() + 1, null, null);
        }
        Overall o = stats == null ? null : stats.overall(index);
        Double apm =
            o != null
                    && o.inputsPerMinute() != null
                    && o.inputsPerMinute().hasRatio()
                    && Double.isFinite(o.inputsPerMinute().ratio())
                ? o.inputsPerMinute().ratio()
                : null;
        ps.add(
            new ParticipantStats(
                index,
                name(p),
                p.connectCode() == null || p.connectCode().isEmpty() ? null : p.connectCode(),
                gs.isTeams() ? String.valueOf(p.teamId()) : null,
                MeleeCharacter.nameOf(startingCharacterId.applyAsInt(p.playerIndex())),
                r,
                apm));
        if (stats != null) {
          for (Stock s : stats.stocks()) {
            if (s.playerIndex() != index || s.endFrame() == null) continue;
            events.add(
                new ScoringEvent(
                    (s.endFrame() - SlippiGame.FIRST_FRAME) / fps,
                    index,
                    gs.isTeams() ? String.valueOf(p.teamId()) : null,
                    "stock_lost",
                    (double) (s.count() - 1)));
          }
        }
      }
    }
    events.sort(
        Comparator.comparingDouble(ScoringEvent::seconds).thenComparingInt(ScoringEvent::slot));
    return new BasicGameStats("slippi", durationSeconds, ps, events, partial, startAt);
  }

  /**
   * The winner of a finished 1v1 whose Game End gives no placements: the one player with a stock
   * still alive when the other lost their last; empty when the stocks do not tell.
   */
  static List<Placement> lastStanding(SlippiGameStats stats) {
    if (stats == null || !stats.gameComplete()) return List.of();
    Map<Integer, Stock> last = new TreeMap<>();
    for (Stock s : stats.stocks()) last.put(s.playerIndex(), s);
    if (last.size() != 2) return List.of();
    Integer alive = null;
    boolean otherOut = false;
    for (Stock s : last.values()) {
      if (s.endFrame() == null) alive = s.playerIndex();
      else otherOut |= s.count() == 1;
    }
    return alive != null && otherOut ? List.of(new Placement(alive, 0)) : List.of();
  }

  private static String name(GameStartPlayer p) {
    if (p.displayName() != null && !p.displayName().isEmpty()) return p.displayName();
    if (p.nametag() != null && !p.nametag().isEmpty()) return p.nametag();
    return null;
  }
}
